/// A password as typed: compared exactly, never lowercased, and never printable.
///
/// Its `description`, `debugDescription` and mirror all show `••••••`, so string
/// interpolation, `print`, `dump` and a trace cannot leak it; only the hashing code reads
/// its bytes.
public struct Password: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// What every rendering of a password shows instead of it.
  public static let mask = "••••••"

  private let text: String

  /// Wraps the password exactly as typed.
  public init(_ text: String) { self.text = text }

  /// The UTF-8 bytes the hash is derived from.
  public var utf8Bytes: [UInt8] { Array(text.utf8) }

  /// How many characters it has, for the form's and registration's length rules.
  public var length: Int { text.count }

  /// Always the mask, never the password.
  public var description: String { Self.mask }
  /// Always the mask, never the password.
  public var debugDescription: String { Self.mask }
  /// A mirror of the mask, so `dump` shows no password.
  public var customMirror: Mirror { Mirror(reflecting: Self.mask) }
}
