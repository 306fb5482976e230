import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
package struct TemporaryDirectory {
  /// The directory's path.
  package let path: String

  /// Creates a new, empty directory.
  package init() throws {
    let base = FileManager.default.temporaryDirectory.path
    path = "\(base)/puremvp-test-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the directory.
  package func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Deletes the directory and everything in it.
  package func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
