import Foundation
import ScriptEngine
import SystemInterface
import TestSupport
import Testing

@Suite struct DescriptorIOTests {
  @Test func readsEveryByteOfARegularFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Larger than one read, so the loop runs more than once; every byte value present.
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    try Data(bytes).write(to: URL(fileURLWithPath: directory.file("big")))
    #expect(DescriptorIO.readRegularFile(directory.file("big")) == .bytes(bytes))
    try Data().write(to: URL(fileURLWithPath: directory.file("empty")))
    #expect(DescriptorIO.readRegularFile(directory.file("empty")) == .bytes([]))
  }

  @Test func followsASymbolicLinkToARegularFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data("x\n".utf8).write(to: URL(fileURLWithPath: directory.file("target")))
    #expect(symlink(directory.file("target"), directory.file("link")) == 0)
    #expect(DescriptorIO.readRegularFile(directory.file("link")) == .bytes(Array("x\n".utf8)))
  }

  @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(mkfifo(directory.file("fifo"), 0o600) == 0)
    // A blocking open would wait here for ever: nobody opens the FIFO for writing.
    #expect(
      DescriptorIO.readRegularFile(directory.file("fifo")) == .notRegularFile(isDirectory: false))
  }

  @Test func refusesADirectoryAndSaysSo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      DescriptorIO.readRegularFile(directory.path) == .notRegularFile(isDirectory: true))
  }

  @Test func reportsWhyAFileCannotBeOpened() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(DescriptorIO.readRegularFile(directory.file("missing")) == .failed(.noSuchFile))
  }

  @Test func readsAPipeToItsEnd() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let text = Array("line one\nline two".utf8)
    _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    #expect(DescriptorIO.readAll(from: ends[0]) == .bytes(text))
  }

  @Test func reportsAClosedDescriptor() {
    #expect(DescriptorIO.readAll(from: -1) == .failed(SystemError(code: EBADF)))
  }
}
