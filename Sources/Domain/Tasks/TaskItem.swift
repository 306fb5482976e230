import TaskRules

/// A to-do task: the entity of the Tasks application.
///
/// Named `TaskItem`, not `Task`, so that it never shadows Swift concurrency's `Task`.
///
/// A task is its text and its other fields (`Fields`), kept apart so that a gateway may
/// store the texts its own way: the in-memory gateway keeps them one after another in one
/// string, and a task's fields beside them.
public struct TaskItem: Equatable, Sendable, CustomStringConvertible {
  /// Every field but the text.
  package var fields: Fields
  /// What the task says.
  public var text: TaskText

  /// Every field of a task but its text, stored compactly (48 bytes): the times are plain
  /// `Int64`s with sentinels for "no time" and "not completed", and the favorite flag is
  /// the sign bit of the ID (an ID is positive).
  package struct Fields: Equatable, Sendable {
    /// The ID, its sign bit set for a favorite.
    fileprivate var idAndFavorite: Int
    fileprivate let uuid: TaskUUID
    fileprivate let createdSeconds: Int64
    /// The completion time, or `notCompleted`, or `completedAtNoTime`.
    fileprivate var completedSeconds: Int64
    fileprivate var foreign: ForeignData?

    /// The task's ID.
    package var id: TaskID { TaskID(unchecked: idAndFavorite & Int.max) }
    /// Whether the task is starred.
    package var isFavorite: Bool { idAndFavorite < 0 }
    /// Whether the task is done.
    package var isCompleted: Bool { completedSeconds != TaskItem.noTime }
    /// The task's UUID.
    package var taskUUID: TaskUUID { uuid }
  }

  /// The stored value of a creation time the task does not have, and of an active task's
  /// completion time.
  private static let noTime = Int64.min
  /// The stored completion time of a task completed at an unknown time.
  private static let completedAtNoTime = Int64.min + 1

  /// A task with every field given. `completedAt` is kept only for a completed task, and a
  /// time of `Int64.min` or `Int64.min + 1` counts as none.
  public init(
    id: TaskID, text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false,
    createdAt: Int64? = nil, completedAt: Int64? = nil, uuid: TaskUUID,
    foreign: ForeignData? = nil
  ) {
    fields = Fields(
      idAndFavorite: isFavorite ? id.rawValue | Int.min : id.rawValue, uuid: uuid,
      createdSeconds: createdAt ?? Self.noTime,
      completedSeconds: isCompleted ? Self.completionValue(completedAt) : Self.noTime,
      foreign: foreign)
    self.text = text
  }

  /// A task made here, stored under `id`: active, unstarred, created at `createdAt`.
  package init(id: TaskID, text: TaskText, createdAt: Int64, uuid: TaskUUID) {
    fields = Fields(
      idAndFavorite: id.rawValue, uuid: uuid, createdSeconds: createdAt,
      completedSeconds: Self.noTime, foreign: nil)
    self.text = text
  }

  /// `task` stored under `id` (`NewTask.stored(as:)`).
  init(_ task: NewTask, id: TaskID) {
    fields = Fields(
      idAndFavorite: task.isFavorite ? id.rawValue | Int.min : id.rawValue, uuid: task.uuid,
      createdSeconds: task.createdAt ?? Self.noTime,
      completedSeconds: task.isCompleted ? Self.completionValue(task.completedAt) : Self.noTime,
      foreign: task.foreign)
    text = task.text
  }

  /// The task made of `fields` and `text`, as a gateway that keeps them apart put them.
  package init(_ fields: Fields, text: TaskText) {
    self.fields = fields
    self.text = text
  }

  /// The task's identity in its store, fixed at creation.
  public var id: TaskID { fields.id }

  /// The task's identity for other programs, fixed at creation.
  public var uuid: TaskUUID { fields.uuid }

  /// What the task brought from another program and puremvp does not model; `nil` for a
  /// task made here. Every change keeps it.
  public var foreign: ForeignData? {
    get { fields.foreign }
    set { fields.foreign = newValue }
  }

  /// Whether the user starred the task.
  public var isFavorite: Bool {
    get { fields.isFavorite }
    set {
      fields.idAndFavorite =
        newValue ? fields.idAndFavorite | Int.min : fields.idAndFavorite & Int.max
    }
  }

  /// Whether the task is done. Reopening it clears `completedAt`.
  public var isCompleted: Bool {
    get { fields.isCompleted }
    set {
      if !newValue {
        fields.completedSeconds = Self.noTime
      } else if fields.completedSeconds == Self.noTime {
        fields.completedSeconds = Self.completedAtNoTime
      }
    }
  }

  /// The stored completion value of a completed task completed at `time`.
  private static func completionValue(_ time: Int64?) -> Int64 {
    guard let time, time > completedAtNoTime else { return completedAtNoTime }
    return time
  }

  /// When the task was created, in seconds since 1970-01-01T00:00:00Z, fixed at creation;
  /// `nil` for a task from a store older than timestamps.
  public var createdAt: Int64? {
    fields.createdSeconds == Self.noTime ? nil : fields.createdSeconds
  }

  /// When the task was completed, in seconds since the epoch; `nil` while it is active, and
  /// for a task completed in a store older than timestamps. Set it after `isCompleted`: an
  /// active task keeps no completion time.
  public var completedAt: Int64? {
    get { fields.completedSeconds <= Self.completedAtNoTime ? nil : fields.completedSeconds }
    set { if isCompleted { fields.completedSeconds = Self.completionValue(newValue) } }
  }

  /// `Task #3`: the ID, not the text.
  public var description: String { "Task \(id)" }
}

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

  fileprivate init(unchecked rawValue: Int) { self.rawValue = rawValue }
}

/// The text of a task: trimmed of surrounding white space, never empty, at most 500
/// characters, and never holding a NUL (U+0000), whichever way it came in (the rule,
/// `TaskTextRule`, is shared with the foreign-format codecs, which may not import the
/// domain). Every other character is allowed, control characters included: output shows
/// those escaped, and the store writes each text back byte for byte.
public struct TaskText: Hashable, Sendable, CustomStringConvertible {
  /// The longest text a task may hold, in characters (extended grapheme clusters).
  public static var maximumLength: Int { TaskTextRule.maximumLength }

  /// The trimmed text.
  public let value: String

  /// Trims `raw` and checks it, so no other code can hold an empty or overlong text.
  public init(_ raw: String) throws(DomainError) {
    do throws(TaskTextRule.Violation) {
      value = try TaskTextRule.check(raw)
    } catch {
      switch error {
      case .empty: throw .emptyTaskText
      case .holdsNUL: throw .invalidTaskText
      case .tooLong(let length): throw .taskTextTooLong(length: length)
      }
    }
  }

  /// A text that passed `init(_:)` before and was kept byte for byte since (a store's table
  /// holds only texts its reader checked): a second check would read every text twice.
  package init(checkedBefore value: String) { self.value = value }

  /// The trimmed text.
  public var description: String { value }
}

extension String {
  /// This string without leading and trailing white space and newlines (Unicode `White_Space`).
  package func trimmingWhiteSpace() -> String { TaskTextRule.trimmed(self) }
}

/// A task's universally unique identifier: 128 bits, kept forever, that other tools (a
/// Taskwarrior export, a second store) know the task by.
///
/// `TaskID` is what a person types (`#3`); the UUID is what a file exchanged with another
/// program names, so a second export matches the first and two stores never collide. New
/// tasks get a random one (version 4); a task brought from elsewhere keeps its own, of any
/// version.
public struct TaskUUID: Hashable, Sendable, CustomStringConvertible {
  /// The first 64 bits, as the text form writes them left to right.
  public let high: UInt64
  /// The last 64 bits.
  public let low: UInt64

  /// The UUID made of these 128 bits.
  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// Parses the canonical text form, `8-4-4-4-12` hexadecimal digits in either case
  /// (`0f8fad5b-d9cb-469f-a165-70867728950e`); `nil` for anything else. The form is read
  /// by `UUIDText`, which the foreign formats' readers share.
  public init?(_ text: String) {
    guard let read = UUIDText.read(text) else { return nil }
    self.init(high: read.high, low: read.low)
  }

  /// A random UUID of version 4: 122 bits from `random` (two draws), the version and
  /// variant bits set as RFC 9562 says.
  public static func random(using random: any RandomSource) -> TaskUUID {
    let high = random.next() & ~0xF000 | 0x4000
    let low = random.next() & ~(0xC000 << 48) | 0x8000 << 48
    return TaskUUID(high: high, low: low)
  }

  /// The canonical text form, in lowercase: `0f8fad5b-d9cb-469f-a165-70867728950e`.
  public var description: String {
    // The 32 digits as UTF-8 bytes, a dash before the 9th, 13th, 17th and 21st, made one
    // string at the end. (Appended to a scalar view one by one, they cost an export 16,000
    // instructions a task, half of all it did; each group written with `String(_:radix:)`,
    // 8,500.)
    // The digits and the dash are read once: a static read in the loop checked each time
    // that it was made (36 checks a UUID).
    let (digits, dash) = (Self.hexDigits, Self.dash)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    for index in 0..<32 {
      if index == 8 || index == 12 || index == 16 || index == 20 { bytes.append(dash) }
      let word = index < 16 ? high : low
      let shift = UInt64(60 - 4 * (index % 16))
      bytes.append(digits[Int(word >> shift & 0xF)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The UTF-8 of the lowercase hexadecimal digits, and of the dash between groups.
  private static let hexDigits = Array("0123456789abcdef".utf8)
  private static let dash = Array("-".utf8)[0]
}
