/// Looks up the services' message texts in one language and fills in their `%1`, `%2`…
/// placeholders (`MessageTemplate`).
///
/// Building the words a service answers is presentation logic, so it lives here in the
/// service layer: views print the models' words as they are given. (The command line's own
/// words, its help, usage errors and screen chrome, are in a catalog of its own in `CLI`.)
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
    MessageTemplate.fill(texts[key] ?? key.rawValue, with: arguments)
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
