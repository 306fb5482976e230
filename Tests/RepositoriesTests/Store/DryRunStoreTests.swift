import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// A dry run's store (`StoreDirectory.Mode.dryRun`): read as a store, changed in memory, and
/// locked shared: two `StoreDirectory` values on one path stand for two processes (the
/// locks are `flock`s on open file descriptions, which exclude each other in one process).
@Suite struct DryRunStoreTests {
  /// A writer holding the store keeps a dry run waiting, as it keeps a real run waiting:
  /// given no time, it is busy; once the writer is done, it reads what the writer saved.
  @Test func aDryRunWaitsForAWriter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = StoreDirectory(path: directory.path, mode: .readWrite)
    let written = FileTaskRepository(directory: writer)
    _ = try written.add(TaskText("saved"))
    let dry = StoreDirectory(path: directory.path, mode: .dryRun, lockTimeoutSeconds: 0)
    #expect(throws: StoreFailure.self) { try dry.open() }
    try writer.close()
    let read = FileTaskRepository(directory: dry)
    #expect(try read.all().map(\.text.value) == ["saved"])
    // Two dry runs share the lock.
    let other = StoreDirectory(path: directory.path, mode: .dryRun, lockTimeoutSeconds: 0)
    try other.open()
    try dry.close()
    try other.close()
    withExtendedLifetime((written, read)) {}
  }

  /// Changes stay in memory: the file is the same bytes, and a lock file is never made.
  @Test func changesStayInMemory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let dry = StoreDirectory(path: directory.path, mode: .dryRun)
    let tasks = FileTaskRepository(directory: dry)
    _ = try tasks.add(TaskText("kept in memory"))
    #expect(try tasks.all().map(\.text.value) == ["kept in memory"])
    try dry.close()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }
}
