import Domain
import TestSupport
import Testing

/// `TaskFlags` is the one declaration of what a change of flags alone sets; a store keeps
/// only these for the undo of such a change, so any other difference must make the change
/// whole.
@Suite struct TaskFlagsTests {
  private let foreign = ForeignData(format: "todotxt", fields: "due:2026-05-01", changedAt: 7)

  private func task() throws -> TaskItem {
    TaskItem(
      id: try #require(TaskID(3)), text: try TaskText("Call mom"), isCompleted: true,
      createdAt: 100, completedAt: 200, uuid: .numbered(3), foreign: foreign)
  }

  @Test func settingTheFlagsBackGivesTheTaskBefore() throws {
    let before = try task()
    var after = before
    after.isFavorite = true
    after.isCompleted = false
    after.foreign = before.foreign?.changed(at: 900)
    #expect(after.differsOnlyInFlags(from: before))
    #expect(before.differsOnlyInFlags(from: after))
    var undone = after
    undone.flags = before.flags
    #expect(undone == before)
    #expect(after.flags.foreignChangedAt == 900 && before.flags.foreignChangedAt == 7)
  }

  /// Every field that is not a flag makes a change more than one of flags: its text, its
  /// foreign fields, and (through `Equatable`) a field added to `TaskItem` later.
  @Test func anyOtherDifferenceIsMoreThanFlags() throws {
    let before = try task()
    var edited = before
    edited.text = try TaskText("Call dad")
    #expect(!edited.differsOnlyInFlags(from: before))
    var refielded = before
    refielded.foreign = ForeignData(format: "todotxt", fields: "due:2026-06-01", changedAt: 7)
    #expect(!refielded.differsOnlyInFlags(from: before))
    var dropped = before
    dropped.foreign = nil
    #expect(!dropped.differsOnlyInFlags(from: before))
    let other = TaskItem(
      id: before.id, text: before.text, isCompleted: true, createdAt: 101, completedAt: 200,
      uuid: before.uuid, foreign: foreign)
    #expect(!other.differsOnlyInFlags(from: before))
    let renamed = TaskItem(
      id: before.id, text: before.text, isCompleted: true, createdAt: 100, completedAt: 200,
      uuid: .numbered(4), foreign: foreign)
    #expect(!renamed.differsOnlyInFlags(from: before))
  }

  /// Flags set on a task without foreign data give it none.
  @Test func aTaskWithoutForeignDataTakesNoForeignChangeTime() throws {
    var plain = try task()
    plain.foreign = nil
    plain.flags = TaskFlags(
      isFavorite: true, isCompleted: true, completedAt: 300, foreignChangedAt: 400)
    #expect(plain.foreign == nil && plain.isFavorite && plain.completedAt == 300)
  }
}
