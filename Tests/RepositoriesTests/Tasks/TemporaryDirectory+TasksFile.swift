import Foundation
import Repositories
import StoreEngine
import TestSupport

/// The tasks file of a temporary store directory, as the file gateway's tests use it.
extension TemporaryDirectory {
  /// Runs `body` as one process would: a file gateway over this directory opened in `mode`,
  /// drawing UUIDs from `seed`, and the store closed afterwards.
  func withTaskGateway<T>(
    seed: UInt64 = 1, mode: StoreDirectory.Mode = .readWrite,
    _ body: (FileTaskRepository) throws -> T
  ) throws -> T {
    let store = StoreDirectory(path: path, mode: mode)
    let repository = FileTaskRepository(directory: store, random: SeededRandomSource(seed: seed))
    let result = try body(repository)
    try store.close()
    return result
  }

  /// Runs `body` as one command of one process: a file gateway over this directory, the
  /// command begun, the gateway's calls, the command ended, the store closed.
  func withTaskCommand<T>(_ body: (FileTaskRepository) throws -> T) throws -> T {
    let store = StoreDirectory(path: path, mode: .readWrite)
    let repository = FileTaskRepository(directory: store)
    store.beginCommand()
    let result = try body(repository)
    try store.endCommand()
    try store.close()
    return result
  }

  /// The tasks file's text.
  func tasksFileText() throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: file("tasks"))), as: UTF8.self)
  }

  /// Replaces the tasks file with `text`.
  func writeTasksFile(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file("tasks")))
  }
}
