import Domain

/// The fortune teller's answer books from the seeds, used when no `answers` file exists.
///
/// The seed's code says "Ni de coña"; its notes word the same answer "ni de casualidad",
/// which this project takes.
public enum BuiltInAnswerBooks {
  /// The English book: two positive and two negative answers.
  public static let english = AnswerBook(
    Answer(text: "Yes", isPositive: true),
    Answer(text: "No", isPositive: false),
    Answer(text: "Not a chance", isPositive: false),
    Answer(text: "Of course!", isPositive: true))

  /// The Spanish book, the seeds' own.
  public static let spanish = AnswerBook(
    Answer(text: "Sí", isPositive: true),
    Answer(text: "No", isPositive: false),
    Answer(text: "Ni de casualidad", isPositive: false),
    Answer(text: "¡Claro que sí!", isPositive: true))
}
