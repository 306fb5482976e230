import Domain
import Foundation
import Repositories
import StoreEngine
import Testing

@Suite struct OracleAnswerFileTests {
  /// A fresh temporary directory for one test.
  private let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("puremvp-oracle-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  private var answersPath: String { directory + "/answers" }

  private func write(_ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: answersPath))
  }

  private func repository(_ mode: StoreDirectory.Mode = .readWrite, at path: String? = nil)
    -> FileAnswerBookRepository
  {
    FileAnswerBookRepository(
      directory: StoreDirectory(path: path ?? directory, mode: mode),
      fallback: BuiltInAnswerBooks.english)
  }

  /// The engine's failure behind the gateway's refusal to read the book, if it refused.
  private func refusal(_ mode: StoreDirectory.Mode) -> StoreFailure? {
    let store = StoreDirectory(path: directory, mode: mode)
    let engineFailure = store.keepingFailures()
    do {
      _ = try FileAnswerBookRepository(directory: store, fallback: BuiltInAnswerBooks.english)
        .answerBook()
      return nil
    } catch {
      guard case .gateway(let failure) = error, failure.kind == .unreadable else { return nil }
      return engineFailure()
    }
  }

  @Test(arguments: [StoreDirectory.Mode.readWrite, .readOnly])
  func aCustomBookReplacesTheBuiltInOne(mode: StoreDirectory.Mode) throws {
    try write(
      Array(
        "puremvp-answers 1\n# mine\n\n+ Of course!\n-  Not a chance  \r\n+ ¡Claro que sí!".utf8))
    let book = try repository(mode).answerBook()
    #expect(
      book.answers == [
        Answer(text: "Of course!", isPositive: true),
        Answer(text: "Not a chance", isPositive: false),
        // The last line has no newline: a hand-written file, not a torn journal tail.
        Answer(text: "¡Claro que sí!", isPositive: true),
      ])
  }

  @Test func aMissingFileGivesTheBuiltInBook() throws {
    #expect(try repository().answerBook() == BuiltInAnswerBooks.english)
    #expect(!FileManager.default.fileExists(atPath: answersPath))
  }

  @Test func aMissingStoreIsNotCreatedByReadingTheBook() throws {
    let missing = directory + "/not-yet"
    #expect(try repository(at: missing).answerBook() == BuiltInAnswerBooks.english)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func missingFixturesAreRefused() {
    let missing = directory + "/nowhere"
    #expect(throws: DomainError.self) {
      try repository(.readOnly, at: missing).answerBook()
    }
  }

  @Test(arguments: [
    ([UInt8](), nil as Int?, StoreProblem.empty),
    (Array("puremvp-answers 1\n".utf8), nil, .empty),
    (Array("puremvp-answers 1\n# only a comment\n\n".utf8), nil, .empty),
    (Array("+ Yes\n".utf8), 1, .missingHeader(expected: "puremvp-answers 1")),
    (Array("puremvp-answers 2\n+ Yes\n".utf8), 1, .unsupportedVersion(found: "2")),
    (Array("puremvp-answers 1\n+ Yes\nmaybe\n".utf8), 3, .malformedRecord),
    (Array("puremvp-answers 1\n+Yes\n".utf8), 2, .malformedRecord),
    (Array("puremvp-answers 1\n- \n".utf8), 2, .malformedRecord),
    (Array("puremvp-answers 1\n+ Y\u{0}es\n".utf8), 2, .notText),
    ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46], 1, .notText),
    (Array("puremvp-answers 1\n+ ".utf8) + [0xC3, 0x28, 0x0A], 2, .notText),
  ])
  func aBadFileIsRefusedNamingFileAndLineAndLeftUntouched(
    bytes: [UInt8], line: Int?, problem: StoreProblem
  ) throws {
    try write(bytes)
    for mode in [StoreDirectory.Mode.readWrite, .readOnly] {
      #expect(refusal(mode) == .corrupt(path: answersPath, line: line, problem: problem))
    }
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: answersPath))) == bytes)
  }

  @Test func aDirectoryInPlaceOfTheFileIsUnreadable() throws {
    try FileManager.default.createDirectory(atPath: answersPath, withIntermediateDirectories: false)
    #expect(refusal(.readWrite) == .untrustedFile(path: answersPath, reason: .notRegularFile))
  }

  @Test func anUnreadableFileIsRefused() throws {
    try write(Array("puremvp-answers 1\n+ Yes\n".utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: answersPath)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o600], ofItemAtPath: answersPath)
    }
    // Root reads any file whatever its mode; the check only means something for others.
    guard getuid() != 0 else { return }
    guard case .unreadable(let path, _) = refusal(.readWrite) else {
      Issue.record("expected an unreadable failure")
      return
    }
    #expect(path == answersPath)
  }

  @Test func theFileIsReadOnceAndReused() throws {
    try write(Array("puremvp-answers 1\n+ Yes\n".utf8))
    let gateway = repository()
    let first = try gateway.answerBook()
    try write(Array("broken".utf8))
    #expect(try gateway.answerBook() == first)
  }
}
