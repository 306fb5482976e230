import Foundation
import Testing

/// Every `Message(english:spanish:)` the program declares, read from its source.
///
/// The messages are `fileprivate` to the files that word them, so no list of them exists to
/// go through at run time; reading the source finds a new message without anyone having to
/// list it.
@Suite struct DeclaredMessageTests {
  /// A Spanish text that is deliberately the English one: the form names its fields as the
  /// screen labels them, "Email" and "Password", in both languages.
  private static let untranslated: Set = [#"Email: %1 · Password: %2 · %3"#]

  @Test func everyDeclarationIsReadAsTwoPlainTexts() throws {
    let scan = try DeclaredMessages.scan()
    #expect(scan.messages.count > 60)
    #expect(scan.unread.isEmpty, "write both texts as plain string literals: \(scan.unread)")
  }

  @Test func bothLanguagesUseTheSamePlaceholders() throws {
    for message in try DeclaredMessages.scan().messages {
      #expect(
        Self.placeholders(message.english) == Self.placeholders(message.spanish), "\(message)")
    }
  }

  /// A Spanish text left as the English one (a copy not yet translated) is caught here; a
  /// text with no words (only placeholders and punctuation) has nothing to translate.
  @Test func noSpanishTextIsTheEnglishOneLeftAsIs() throws {
    for message in try DeclaredMessages.scan().messages {
      #expect(!message.english.isEmpty && !message.spanish.isEmpty, "\(message)")
      let hasWords = message.english.replacing(/%[1-9]/, with: "").contains(where: \.isLetter)
      if hasWords && !Self.untranslated.contains(message.english) {
        #expect(message.english != message.spanish, "\(message)")
      }
    }
  }

  private static func placeholders(_ text: String) -> Set<String> {
    Set(text.matches(of: /%[1-9]/).map { String($0.0) })
  }
}

/// Reads the `Message(english: "…", spanish: "…")` declarations of every Swift file under
/// `Sources`, as they are written (escapes left as they are).
private enum DeclaredMessages {
  struct Declared: CustomStringConvertible {
    let place: String
    let english: String
    let spanish: String
    var description: String { "\(place): \"\(english)\" / \"\(spanish)\"" }
  }

  static func scan() throws -> (messages: [Declared], unread: [String]) {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    // Both texts as one string literal each, in this order.
    let declaration =
      /Message\(\s*english:\s*"((?:[^"\\\n]|\\.)*)"\s*,\s*spanish:\s*"((?:[^"\\\n]|\\.)*)"\s*\)/
    var messages: [Declared] = []
    var unread: [String] = []
    for file in files {
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      // Comments may name the type; only code declares a message.
      let code = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") ? "" : $0 }
        .joined(separator: "\n")
      for start in code.matches(of: /\bMessage\(/) {
        let line = code[..<start.range.lowerBound].count(where: { $0 == "\n" }) + 1
        let place = "Sources/\(file):\(line)"
        if let found = code[start.range.lowerBound...].prefixMatch(of: declaration),
          !found.1.contains(#"\("#), !found.2.contains(#"\("#)
        {
          messages.append(
            Declared(place: place, english: String(found.1), spanish: String(found.2)))
        } else {
          unread.append(place)
        }
      }
    }
    return (messages, unread)
  }

}
