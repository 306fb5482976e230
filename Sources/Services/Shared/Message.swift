/// A message the services show, declared once with its text in each language, beside the
/// rule that words it: a `fileprivate static let` in an extension of `Message` at the end of
/// that rule's file (its "Words"), so a new message is written in one place and both
/// languages are required.
///
/// The texts may hold `%1`, `%2`… placeholders, which `MessageCatalog.text(_:_:)` fills in.
/// A test reads every declaration under `Sources` and checks that both languages
/// use the same placeholders and that the Spanish text is not the English one left as is.
package struct Message: Sendable, Equatable {
  /// The English text.
  package let english: String
  /// The Spanish text.
  package let spanish: String

  /// A message with its text in each language.
  package init(english: String, spanish: String) {
    self.english = english
    self.spanish = spanish
  }

  /// The text in `language`, its placeholders not yet filled.
  package func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .spanish: spanish
    }
  }
}
