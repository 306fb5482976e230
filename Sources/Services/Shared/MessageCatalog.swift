/// Looks up message texts in one language and fills in their `%1`, `%2`… placeholders.
///
/// Building the words is presentation logic, so it lives here in the service layer:
/// views print what they are given and never choose words.
package struct MessageCatalog: Sendable {
  /// The language the catalog answers in.
  package let language: Language
  private let texts: [MessageKey: String]

  /// The catalog for `language`.
  package init(language: Language) {
    self.language = language
    self.texts = Self.table(for: language)
  }

  /// The text for `key` with `%1`, `%2`… replaced by `arguments`, in order.
  package func text(_ key: MessageKey, _ arguments: String...) -> String {
    // A missing text is caught by MessageCatalogTests; the key's name is a visible fallback.
    let template = texts[key] ?? key.rawValue
    guard !arguments.isEmpty else { return template }
    var result = ""
    var iterator = template.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      guard let digit = iterator.next() else {
        result.append(character)
        break
      }
      if let index = digit.wholeNumberValue, index >= 1, index <= arguments.count {
        result += arguments[index - 1]
      } else {
        result.append(character)
        result.append(digit)
      }
    }
    return result
  }

  /// The text for a count: `one` when `count` is 1, else `other`, with the count as `%1`.
  package func counted(_ count: Int, one: MessageKey, other: MessageKey) -> String {
    text(count == 1 ? one : other, String(count))
  }

  /// Every key's text in `language`; a test checks that no language lacks a key.
  package static func table(for language: Language) -> [MessageKey: String] {
    switch language {
    case .english: englishTexts
    case .spanish: spanishTexts
    }
  }
}
