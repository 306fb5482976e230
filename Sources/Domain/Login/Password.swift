/// A password as typed: compared exactly, never lowercased, and never printable.
///
/// Its `description`, `debugDescription` and mirror all show `••••••`, so string
/// interpolation, `print`, `dump` and a trace cannot leak it; only the hashing code reads
/// its bytes.
package struct Password: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// What every rendering of a password shows instead of it.
  package static let mask = "••••••"

  private let text: String

  /// Wraps the password exactly as typed.
  package init(_ text: String) { self.text = text }

  /// The UTF-8 bytes the hash is derived from.
  package var utf8Bytes: [UInt8] { Array(text.utf8) }

  /// How many characters it has, for the form's and registration's length rules.
  package var length: Int { text.count }

  package var description: String { Self.mask }
  package var debugDescription: String { Self.mask }
  package var customMirror: Mirror { Mirror(reflecting: Self.mask) }
}
