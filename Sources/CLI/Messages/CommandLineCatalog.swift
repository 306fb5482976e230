import Services

/// Looks up the command line's own texts (usage errors, help, prompts, screens) in one
/// language, filling their `%1`, `%2`… placeholders with the same `MessageTemplate` the
/// services' catalog uses.
struct CommandLineCatalog: Sendable {
  /// The language the catalog answers in.
  let language: Language
  private let texts: [CommandLineMessageKey: String]

  /// The catalog for `language`.
  init(language: Language) {
    self.language = language
    self.texts = Self.table(for: language)
  }

  /// The text for `key` with `%1`, `%2`… replaced by `arguments`, in order.
  func text(_ key: CommandLineMessageKey, _ arguments: String...) -> String {
    // A missing text is caught by CommandLineCatalogTests; the key's name is a visible
    // fallback.
    MessageTemplate.fill(texts[key] ?? key.rawValue, with: arguments)
  }

  /// Every key's text in `language`; a test checks that no language lacks a key.
  static func table(for language: Language) -> [CommandLineMessageKey: String] {
    switch language {
    case .english: englishTexts
    case .spanish: spanishTexts
    }
  }
}
