import Domain
import Foundation
import SystemInterface
import TaskInterchange
import Testing

/// What `tasks import` opens: a regular file (a link to one followed), never a FIFO or a
/// directory, and standard input copied aside to be read as often as the import needs.
@Suite struct InterchangeInputTests {
  private let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "interchange-input-" + UUID().uuidString
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o700])
  }

  private func remove() { try? FileManager.default.removeItem(atPath: directory) }

  private func file(_ name: String) -> String { directory + "/" + name }

  /// The texts of the tasks read from what `opened` gives, or `nil` when it gave no source.
  private func texts(_ opened: InterchangeInput.Opened) throws -> [String]? {
    guard case .source(let source) = opened else { return nil }
    let file = try InterchangeFile.checked(source, format: .todoTxt, timeZone: .utc)
    var texts: [String] = []
    try file.forEachEntry { entry in
      if case .task(let decoded) = entry { texts.append(decoded.task.text) }
      return true
    }
    return texts
  }

  @Test func readsARegularFileAndALinkToOne() throws {
    defer { remove() }
    try Data("one\ntwo\n".utf8).write(to: URL(fileURLWithPath: file("target")))
    #expect(symlink(file("target"), file("link")) == 0)
    #expect(try texts(InterchangeInput.openRegularFile(file("target"))) == ["one", "two"])
    #expect(try texts(InterchangeInput.openRegularFile(file("link"))) == ["one", "two"])
  }

  @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
    defer { remove() }
    #expect(mkfifo(file("fifo"), 0o600) == 0)
    // A blocking open would wait here for ever: nobody opens the FIFO for writing.
    guard case .notRegularFile(isDirectory: false) = InterchangeInput.openRegularFile(file("fifo"))
    else {
      Issue.record("a FIFO was not refused as a file that is not regular")
      return
    }
  }

  @Test func refusesADirectoryAndSaysSo() throws {
    defer { remove() }
    guard case .notRegularFile(isDirectory: true) = InterchangeInput.openRegularFile(directory)
    else {
      Issue.record("a directory was not refused as one")
      return
    }
  }

  @Test func saysWhyAFileCannotBeOpened() throws {
    defer { remove() }
    guard case .failed(let error) = InterchangeInput.openRegularFile(file("missing")) else {
      Issue.record("a missing file was opened")
      return
    }
    #expect(error == .noSuchFile)
  }

  @Test func copiesAPipeAsideAndReadsItAsAFile() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let text = Array("line one\nline two".utf8)
    _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    #expect(try texts(InterchangeInput.spooling(ends[0])) == ["line one", "line two"])
  }

  @Test func saysWhyADescriptorCannotBeCopied() {
    guard case .failed(let error) = InterchangeInput.spooling(-1) else {
      Issue.record("a closed descriptor was copied")
      return
    }
    #expect(error == SystemError(code: EBADF))
  }
}
