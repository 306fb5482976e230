import Services

/// A line of help in each language, declared with the command or flag it describes, so that
/// a new command's help is written in one place, in both languages, and not as a key beside
/// two tables.
struct HelpText: Sendable, Equatable {
  /// The English text.
  let english: String
  /// The Spanish text.
  let spanish: String

  /// The text in `language`.
  func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .spanish: spanish
    }
  }
}

extension CommandLineCatalog {
  /// `help` in the catalog's language, as a keyed text is looked up.
  func text(_ help: HelpText) -> String { help.text(in: language) }
}
