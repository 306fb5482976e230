/// Words the services' messages in one language: picks each `Message`'s text in that
/// language and fills in its `%1`, `%2`… placeholders (`MessageTemplate`).
///
/// Building the words a service answers is presentation logic, so it lives here in the
/// service layer: views print the models' words as they are given. (The command line's own
/// words, its help, usage errors and screen chrome, are in a catalog of its own in `CLI`.)
package struct MessageCatalog: Sendable {
  /// The language the catalog answers in.
  package let language: Language

  /// The catalog for `language`.
  package init(language: Language) {
    self.language = language
  }

  /// The text of `message` with `%1`, `%2`… replaced by `arguments`, in order.
  package func text(_ message: Message, _ arguments: String...) -> String {
    MessageTemplate.fill(message.text(in: language), with: arguments)
  }

  /// The text for a count: `one` when `count` is 1, else `other`, with the count as `%1`.
  package func counted(_ count: Int, one: Message, other: Message) -> String {
    text(count == 1 ? one : other, String(count))
  }
}
