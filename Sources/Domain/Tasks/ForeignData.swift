/// What a task brought from another program's file that puremvp does not model (a
/// Taskwarrior project, tags, a due date; a todo.txt priority `(B)`), kept as that program
/// wrote it, so that exporting the task back to that program loses nothing.
///
/// The domain never reads `fields`: it is opaque text in the words of `format`, made and
/// read by the interchange adapter at the edge. A task keeps it through every change
/// (edit, complete, undo); the one thing the domain adds is `changedAt`, because the
/// foreign program's own "last modified" time stops being true once puremvp changes the task.
///
/// A class, so that a task without foreign data pays one empty reference for it.
public final class ForeignData: Equatable, Sendable, CustomStringConvertible {
  /// The program the fields are written for: lowercase ASCII letters and digits
  /// (`taskwarrior`, `todotxt`).
  public let format: String
  /// The fields, as the adapter for `format` wrote them; never read here.
  public let fields: String
  /// When puremvp last changed the task, in seconds since the epoch; `nil` while the task is
  /// as it came.
  public let changedAt: Int64?

  /// Foreign data in `format`, or `nil` when `format` is not one word of lowercase ASCII
  /// letters and digits or `fields` holds a NUL (no store can keep one).
  public init?(format: String, fields: String, changedAt: Int64? = nil) {
    guard !format.isEmpty,
      format.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }),
      !TaskTextRule.holdsNUL(fields)
    else { return nil }
    self.format = format
    self.fields = fields
    self.changedAt = changedAt
  }

  private init(checked format: String, fields: String, changedAt: Int64?) {
    self.format = format
    self.fields = fields
    self.changedAt = changedAt
  }

  /// The same fields, the task changed by puremvp at `time`.
  public func changed(at time: Int64) -> ForeignData {
    ForeignData(checked: format, fields: fields, changedAt: time)
  }

  /// The same fields and format, with `changedAt` given.
  public func with(changedAt time: Int64?) -> ForeignData {
    ForeignData(checked: format, fields: fields, changedAt: time)
  }

  /// Equal format, fields and change time.
  public static func == (lhs: ForeignData, rhs: ForeignData) -> Bool {
    lhs === rhs
      || (lhs.format == rhs.format && lhs.changedAt == rhs.changedAt && lhs.fields == rhs.fields)
  }

  /// `taskwarrior data`: the format, not the fields.
  public var description: String { "\(format) data" }
}

/// Foreign data as plain values, not yet checked (`ForeignData`): what a codec reads from a
/// file and writes back, and what a `TaskValues` carries.
public struct ForeignValues: Equatable, Sendable {
  /// `taskwarrior` or `todotxt`: the format the fields are written for.
  public var format: String
  /// The fields, opaque text in the codec's notation.
  public var fields: String
  /// When puremvp last changed the task, in seconds since the epoch; `nil` while it is as
  /// it came.
  public var changedAt: Int64?

  /// Foreign values with every field given.
  public init(format: String, fields: String, changedAt: Int64? = nil) {
    self.format = format
    self.fields = fields
    self.changedAt = changedAt
  }

  /// The values of `data`.
  public init(_ data: ForeignData) {
    self.init(format: data.format, fields: data.fields, changedAt: data.changedAt)
  }
}
