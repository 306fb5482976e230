/// What a change of a task's state sets, apart from what the task says: its star, whether
/// and when it was completed, and when puremvp last changed its foreign data. The commands
/// that touch many tasks at once (`complete-all`, its toggle, a star) change only these.
///
/// Declared once, here, for every store: a store may keep, for the undo of such a change,
/// each task's `TaskFlags` alone, and it asks `TaskItem.differsOnlyInFlags(from:)` whether a
/// change was one. That answer compares whole tasks, so a field added to `TaskItem` later
/// is never taken for a flag: a change of it is kept whole, and its undo puts it back.
public struct TaskFlags: Equatable, Sendable {
  /// Whether the user starred the task.
  public var isFavorite: Bool
  /// Whether the task is done.
  public var isCompleted: Bool
  /// When the task was completed; `nil` while it is active, or when the time is unknown.
  public var completedAt: Int64?
  /// When puremvp last changed the task's foreign data; `nil` when it never did, or when
  /// the task has none.
  public var foreignChangedAt: Int64?

  /// Flags with every value given.
  public init(isFavorite: Bool, isCompleted: Bool, completedAt: Int64?, foreignChangedAt: Int64?) {
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.completedAt = completedAt
    self.foreignChangedAt = foreignChangedAt
  }
}

extension TaskItem {
  /// The task's flags; setting them changes nothing else (a task without foreign data
  /// gets no foreign change time).
  public var flags: TaskFlags {
    get {
      TaskFlags(
        isFavorite: isFavorite, isCompleted: isCompleted, completedAt: completedAt,
        foreignChangedAt: foreign?.changedAt)
    }
    set {
      isFavorite = newValue.isFavorite
      isCompleted = newValue.isCompleted
      completedAt = newValue.completedAt
      foreign = foreign?.with(changedAt: newValue.foreignChangedAt)
    }
  }

  /// Whether `other` is this task with other flags at most: given this task's flags back,
  /// it equals this task in every field, those added after this was written included.
  public func differsOnlyInFlags(from other: TaskItem) -> Bool {
    var flagsSetBack = other
    flagsSetBack.flags = flags
    return flagsSetBack == self
  }
}
