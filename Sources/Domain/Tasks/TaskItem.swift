/// A to-do task: the entity of the Tasks application.
///
/// Named `TaskItem`, not `Task`, so that it never shadows Swift concurrency's `Task`.
public struct TaskItem: Equatable, Sendable, CustomStringConvertible {
  /// The task's identity in its store, fixed at creation.
  public let id: TaskID
  /// What the task says.
  public var text: TaskText
  /// Whether the user starred the task.
  public var isFavorite: Bool
  /// Whether the task is done. Reopening it clears `completedAt`.
  public var isCompleted: Bool {
    didSet { if !isCompleted { completedAt = nil } }
  }
  /// When the task was created, in seconds since 1970-01-01T00:00:00Z, fixed at creation;
  /// `nil` for a task from a store older than timestamps.
  public let createdAt: Int64?
  /// When the task was completed, in seconds since the epoch; `nil` while it is active, and
  /// for a task completed in a store older than timestamps. Set it after `isCompleted`: an
  /// active task keeps no completion time.
  public var completedAt: Int64? {
    didSet { if !isCompleted { completedAt = nil } }
  }
  /// The task's identity for other programs, fixed at creation.
  public let uuid: TaskUUID
  /// What the task brought from another program and puremvp does not model; `nil` for a
  /// task made here. Every change keeps it.
  public var foreign: ForeignData?

  /// A task with every field given. `completedAt` is kept only for a completed task.
  public init(
    id: TaskID, text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false,
    createdAt: Int64? = nil, completedAt: Int64? = nil, uuid: TaskUUID,
    foreign: ForeignData? = nil
  ) {
    self.id = id
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdAt = createdAt
    self.completedAt = isCompleted ? completedAt : nil
    self.uuid = uuid
    self.foreign = foreign
  }

  /// `Task #3`: the ID, not the text.
  public var description: String { "Task \(id)" }
}

/// A task to be stored, before its gateway gives it an ID: what a `tasks add` or an import
/// hands to `TaskRepository.add`.
public struct NewTask: Equatable, Sendable {
  /// What the task says.
  public var text: TaskText
  /// Whether the task is starred.
  public var isFavorite: Bool
  /// Whether the task is done.
  public var isCompleted: Bool
  /// When the task was created, in seconds since the epoch; `nil` when unknown.
  public var createdAt: Int64?
  /// When the task was completed, in seconds since the epoch; `nil` when unknown, and
  /// ignored for a task that is not completed.
  public var completedAt: Int64?
  /// The task's identity for other programs: a fresh random one, or the one it came with.
  public var uuid: TaskUUID
  /// What the task brought from another program's file (`TaskItem.foreign`).
  public var foreign: ForeignData?
  /// The ID a restored backup gave the task: kept only as `TaskRepository.add(_:)` says.
  public var id: TaskID?

  /// A new task with every field given.
  public init(
    text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false,
    createdAt: Int64? = nil, completedAt: Int64? = nil, uuid: TaskUUID,
    foreign: ForeignData? = nil, id: TaskID? = nil
  ) {
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdAt = createdAt
    self.completedAt = completedAt
    self.uuid = uuid
    self.foreign = foreign
    self.id = id
  }

  /// The task `values` describe, given the fields the domain checked: every other field is
  /// taken as it is (a completion time only for a completed task).
  public init(_ values: TaskValues, text: TaskText, uuid: TaskUUID, foreign: ForeignData?) {
    self.init(
      text: text, isFavorite: values.isFavorite, isCompleted: values.isCompleted,
      createdAt: values.createdAt, completedAt: values.isCompleted ? values.completedAt : nil,
      uuid: uuid, foreign: foreign, id: values.id.flatMap(TaskID.init))
  }

  /// The task this one becomes once stored under `id`.
  public func stored(as id: TaskID) -> TaskItem {
    TaskItem(
      id: id, text: text, isFavorite: isFavorite, isCompleted: isCompleted,
      createdAt: createdAt, completedAt: completedAt, uuid: uuid, foreign: foreign)
  }

  /// Whether every one of `tasks` names an ID, rising, under `Int.max`: a backup whose
  /// IDs a store that never handed out one keeps.
  public static func nameRisingIDs(_ tasks: [NewTask]) -> Bool {
    var last = 0
    for task in tasks {
      guard let id = task.id, id.rawValue > last else { return false }
      last = id.rawValue
    }
    return last < Int.max
  }
}

/// A task's fields as plain values, not yet checked: what a file of another program (a
/// todo.txt line, a Taskwarrior entry, a backup) says of a task, and what an export writes.
///
/// The codecs at the edge read and write these; the service checks them into a `NewTask`
/// (`NewTask.init(_:text:uuid:foreign:)`) with the domain's rules, and an export reads them
/// from a stored task (`init(_:)`). With `TaskItem` and `NewTask`, the three shapes of a task
/// are declared here, side by side: a field is added to all three in this file.
public struct TaskValues: Equatable, Sendable {
  /// The task's text, as given: `+project`, `@context` and `key:value` words stay in it.
  public var text: String
  /// Whether the task is done.
  public var isCompleted: Bool
  /// Whether the task is starred: todo.txt priority `(A)`, Taskwarrior priority `H`.
  public var isFavorite: Bool
  /// When the task was created, in seconds since 1970-01-01T00:00:00Z.
  public var createdAt: Int64?
  /// When the task was completed, in seconds since the epoch; only for a completed task.
  public var completedAt: Int64?
  /// The task's UUID as text, when it has one (todo.txt has none).
  public var uuid: String?
  /// What the task has of its source format that puremvp does not model, kept verbatim so
  /// that an export back to that format writes it again.
  public var foreign: ForeignValues?
  /// The task's ID in puremvp's own JSON export (a backup), when it has one.
  public var id: Int?

  /// A task with every field given.
  public init(
    text: String, isCompleted: Bool = false, isFavorite: Bool = false, createdAt: Int64? = nil,
    completedAt: Int64? = nil, uuid: String? = nil, foreign: ForeignValues? = nil,
    id: Int? = nil
  ) {
    self.text = text
    self.isCompleted = isCompleted
    self.isFavorite = isFavorite
    self.createdAt = createdAt
    self.completedAt = completedAt
    self.uuid = uuid
    self.foreign = foreign
    self.id = id
  }

  /// The values of a stored task, as an export writes them (its ID is the view's to write).
  public init(_ task: TaskItem) {
    self.init(
      text: task.text.value, isCompleted: task.isCompleted, isFavorite: task.isFavorite,
      createdAt: task.createdAt, completedAt: task.completedAt, uuid: task.uuid.description,
      foreign: task.foreign.map(ForeignValues.init))
  }
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
/// characters, and never holding a NUL (U+0000), whichever way it came in (the rule is
/// `TaskTextRule`, which the adapters that decode other programs' files share). Every other
/// character is allowed, control characters included: output shows those escaped, and the
/// store writes each text back byte for byte.
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
      case .tooLarge(let bytes): throw .taskTextTooLarge(bytes: bytes)
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
    // The 32 digits as UTF-8 bytes, a dash before the 9th, 13th, 17th and 21st, made into
    // one string at the end.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    for index in 0..<32 {
      if index == 8 || index == 12 || index == 16 || index == 20 { bytes.append(Self.dash) }
      let word = index < 16 ? high : low
      let digit = word >> UInt64(60 - 4 * (index % 16)) & 0xF
      bytes.append(Self.hexDigits[Int(digit)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The UTF-8 of the lowercase hexadecimal digits, and of the dash between groups.
  private static let hexDigits = Array("0123456789abcdef".utf8)
  private static let dash = UInt8(ascii: "-")
}
