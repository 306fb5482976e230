/// The language every message is written in.
public enum Language: String, CaseIterable, Sendable {
  /// English, the default.
  case english = "en"
  /// Spanish, the seeds' language.
  case spanish = "es"
}
