/// The identity of a task: a positive integer handed out in creation order and never reused.
public struct TaskID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The integer value, always at least 1.
  public let rawValue: Int

  /// Wraps `rawValue`, or fails when it is not positive.
  public init?(_ rawValue: Int) {
    guard rawValue > 0 else { return nil }
    self.rawValue = rawValue
  }

  /// Parses decimal digits as a user typed them, with or without a leading `#`: no sign, no
  /// spaces, no overflow.
  public init(parsing text: String) throws(DomainError) {
    // `#3` as every output writes an ID, or `3`.
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    // `Int` alone would also take a sign; an overflow makes it `nil`.
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      let value = Int(digits), let id = TaskID(value)
    else { throw .invalidTaskID(text) }
    self = id
  }

  /// The first ID of a new store.
  public static let first = TaskID(unchecked: 1)

  /// The ID after this one; `nil` only when the integer range is exhausted.
  public var successor: TaskID? {
    let (next, overflow) = rawValue.addingReportingOverflow(1)
    return overflow ? nil : TaskID(unchecked: next)
  }

  /// The ID as every output writes it: `#3`.
  public var description: String { "#\(rawValue)" }

  /// Orders IDs by their integer values, that is by creation.
  public static func < (lhs: TaskID, rhs: TaskID) -> Bool { lhs.rawValue < rhs.rawValue }

  private init(unchecked rawValue: Int) { self.rawValue = rawValue }
}
