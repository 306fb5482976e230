import Domain
import Repositories
import Services
import TestSupport
import Testing

/// A gateway that counts the calls that store tasks, over an in-memory one.
private final class CountingTaskRepository: ForwardingTaskRepository {
  let base = InMemoryTaskRepository()
  private(set) var batchAdds: [[NewTask]] = []
  private(set) var singleAdds = 0

  func add(_ task: NewTask) throws(DomainError) -> TaskItem {
    singleAdds += 1
    return try base.add(task)
  }
  func add(
    count: Int, namingRisingIDs: Bool,
    _ tasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError) {
    var batch: [NewTask] = []
    try tasks { task throws(DomainError) in batch.append(task) }
    batchAdds.append(batch)
    try base.add(count: count, namingRisingIDs: namingRisingIDs) { store throws(DomainError) in
      for task in batch { try store(task) }
    }
  }
}

/// `tasks import` and `tasks export` in the service: the domain's rules applied to a
/// file's tasks, one change for the whole file, and plain values out.
@Suite struct TasksInterchangeServiceTests {
  /// 2026-01-01T09:00:00Z: the clock of these tests; an import must not use it.
  private static let now: Int64 = 1_767_258_000
  private static let march1: Int64 = 1_772_323_200
  private static let march5: Int64 = 1_772_668_800
  private static let uuid = "52d33eee-ba46-433c-ba50-594ddcd3fb30"

  private let repository = CountingTaskRepository()
  private let service: DefaultTasksService
  private let random: any RandomSource
  private var imported: [TaskImportModel] { outcomes.imported }
  private let outcomes = Outcomes()

  private final class Outcomes {
    var imported: [TaskImportModel] = []
    var exported: [TaskExportModel] = []
    var undone: [TaskUndoModel] = []
    var failures: [ErrorModel] = []
  }

  init() {
    self.init(random: SeededRandomSource(seed: 1), language: .english)
  }

  private init(random: any RandomSource, language: Language) {
    self.random = random
    service = DefaultTasksService(
      repository: repository, clock: FixedClock(time: Self.now), random: random,
      language: language)
    let outcomes = outcomes
    service.onImported { outcomes.imported.append($0) }
    service.onExported { outcomes.exported.append($0) }
    service.onUndone { outcomes.undone.append($0) }
    service.onFailure { outcomes.failures.append($0) }
    service.onTaskChanged { _ in }
  }

  private func request(_ tasks: [ImportedTask], skipped: [ImportSkip] = []) -> TaskImportRequest {
    TaskImportRequest(source: "todo.txt", tasks: tasks, skipped: skipped)
  }

  @Test func importStoresTheFilesTasksWithOneAddAndTheirOwnTimes() throws {
    service.importTasks(
      request([
        ImportedTask(line: 1, text: "  Pay rent ", isFavorite: true, createdAt: Self.march1),
        ImportedTask(
          line: 2, text: "Done", isCompleted: true, createdAt: Self.march1,
          completedAt: Self.march5),
        ImportedTask(line: 4, text: "No dates"),
      ]))
    #expect(repository.batchAdds.count == 1)
    #expect(repository.singleAdds == 0)
    let stored = try repository.all()
    #expect(stored.map(\.text.value) == ["Pay rent", "Done", "No dates"])
    #expect(stored.map(\.isFavorite) == [true, false, false])
    #expect(stored.map(\.isCompleted) == [false, true, false])
    // The file's times, and none where it gives none: never the clock's.
    #expect(stored.map(\.createdAt) == [Self.march1, Self.march1, nil])
    #expect(stored.map(\.completedAt) == [nil, Self.march5, nil])
    #expect(Set(stored.map(\.uuid)).count == 3)
    #expect(
      imported == [
        TaskImportModel(
          importedCount: 3, skipped: [], unmappedFields: [], summary: "Imported 3 tasks")
      ])
  }

  @Test func anImportIsOneUndoStep() throws {
    service.add(text: "Before")
    service.importTasks(
      request([ImportedTask(line: 1, text: "a"), ImportedTask(line: 2, text: "b")]))
    service.undo()
    #expect(try repository.all().map(\.text.value) == ["Before"])
    #expect(outcomes.undone.map(\.undone) == [.importTasks])
    #expect(outcomes.undone.first?.removed.map(\.task.text) == ["a", "b"])
  }

  @Test func theTextRulesApplyAgainAndWhatTheyRefuseIsReportedInFileOrder() throws {
    service.importTasks(
      request(
        [
          ImportedTask(line: 1, text: "kept"),
          ImportedTask(line: 3, text: " \t "),
          ImportedTask(line: 5, text: String(repeating: "é", count: 501)),
        ],
        skipped: [ImportSkip(line: 2, reason: .deleted), ImportSkip(line: 6, reason: .recurring)]
      ))
    #expect(try repository.all().map(\.text.value) == ["kept"])
    let outcome = try #require(imported.first)
    #expect(outcome.skipped.map(\.line) == [2, 3, 5, 6])
    #expect(
      outcome.skipped.map(\.reason) == ["deleted", "empty_text", "text_too_long", "recurring"])
    #expect(
      outcome.skipped.map(\.text) == [
        "todo.txt:2: skipped: a deleted task",
        "todo.txt:3: skipped: empty text",
        "todo.txt:5: skipped \"\(String(repeating: "é", count: 501))\": the text has 501 characters; at most 500 are allowed",
        "todo.txt:6: skipped: a recurrence template none of whose instances the file holds",
      ])
    #expect(outcome.summary == "Imported 1 task, skipped 4")
  }

  @Test func aUUIDTheStoreHoldsOrTheFileRepeatsOrThatIsMalformedIsSkipped() throws {
    service.importTasks(request([ImportedTask(line: 1, text: "first time", uuid: Self.uuid)]))
    service.importTasks(
      request([
        ImportedTask(line: 1, text: "again", uuid: Self.uuid.uppercased()),
        ImportedTask(line: 2, text: "new", uuid: "00000000-0000-4000-8000-000000000001"),
        ImportedTask(line: 3, text: "twice", uuid: "00000000-0000-4000-8000-000000000001"),
        ImportedTask(line: 4, text: "bad", uuid: "not-a-uuid"),
      ]))
    #expect(try repository.all().map(\.text.value) == ["first time", "new"])
    #expect(try repository.all().first?.uuid.description == Self.uuid)
    let outcome = try #require(imported.last)
    #expect(outcome.skipped.map(\.reason) == ["uuid_in_store", "duplicate_uuid", "invalid_field"])
    #expect(
      outcome.skipped.first?.text
        == "todo.txt:1: skipped \"again\": UUID \(Self.uuid) is already in the store"
    )
  }

  @Test func aSkipInAOneLineArrayIsPlacedByItsPosition() throws {
    service.importTasks(
      request(
        [ImportedTask(line: 1, text: "kept"), ImportedTask(line: 1, text: " ", index: 2)],
        skipped: [ImportSkip(line: 1, reason: .deleted, task: Self.uuid, index: 1)]))
    let outcome = try #require(imported.first)
    #expect(outcome.skipped.map(\.index) == [1, 2])
    #expect(outcome.skipped.map(\.task) == [Self.uuid, nil])
    #expect(
      outcome.skipped.map(\.text) == [
        "todo.txt:1[1]: skipped \"\(Self.uuid)\": a deleted task",
        "todo.txt:1[2]: skipped: empty text",
      ])
  }

  @Test func aBackupKeepsItsIDsOnlyInAStoreThatNeverHandedOneOut() throws {
    let backup = [
      ImportedTask(line: 2, text: "two", id: 2),
      ImportedTask(line: 3, text: "five", id: 5),
    ]
    service.importTasks(request(backup))
    #expect(try repository.all().map(\.id.rawValue) == [2, 5])
    // The next ID follows the highest; the ones a backup skips are never handed out.
    service.add(text: "next")
    #expect(try repository.all().map(\.id.rawValue) == [2, 5, 6])
    // A store that handed out IDs gives new ones, whatever the file says.
    let other = TasksInterchangeServiceTests()
    other.service.add(text: "first")
    other.service.remove(ids: ["1"])
    other.service.importTasks(other.request(backup))
    #expect(try other.repository.all().map(\.id.rawValue) == [2, 3])
  }

  @Test func foreignDataIsKeptAndAChangeByPuremvpIsDated() throws {
    let kept = ForeignValues(format: "taskwarrior", fields: #"{"fields":{"project":"home"}}"#)
    service.importTasks(request([ImportedTask(line: 1, text: "a", foreign: kept)]))
    #expect(try repository.all().first?.foreign?.fields == kept.fields)
    #expect(try repository.all().first?.foreign?.changedAt == nil)
    service.complete(ids: ["1"])
    service.edit(id: "1", text: "b")
    let changed = try #require(try repository.all().first?.foreign)
    #expect(changed.fields == kept.fields)
    #expect(changed.changedAt == Self.now)
    service.undo()
    service.undo()
    #expect(try repository.all().first?.foreign?.changedAt == nil)
    service.exportTasks()
    #expect(outcomes.exported.last?.tasks.first?.values.foreign == kept)
    // A format name the store could not hold is refused, not stored.
    service.importTasks(
      request([
        ImportedTask(
          line: 1, text: "x", foreign: ForeignValues(format: "two words", fields: "{}"))
      ]))
    #expect(imported.last?.skipped.map(\.reason) == ["invalid_field"])
  }

  @Test func aDrawnUUIDThatIsTakenIsDrawnAgain() throws {
    // The first two words make the UUID a stored task has; the import must not reuse it.
    let scripted = ScriptedRandomSource([7, 8, 7, 8, 9, 10])
    let test = TasksInterchangeServiceTests(random: scripted, language: .english)
    test.service.add(text: "stored")
    test.service.importTasks(test.request([ImportedTask(line: 1, text: "imported")]))
    let uuids = try test.repository.all().map(\.uuid)
    #expect(uuids.count == 2)
    #expect(uuids[0] != uuids[1])
    #expect(test.outcomes.failures.isEmpty)
  }

  @Test func anActiveTaskKeepsNoCompletionTime() throws {
    service.importTasks(request([ImportedTask(line: 1, text: "open", completedAt: Self.march5)]))
    #expect(try repository.all().first?.completedAt == nil)
  }

  @Test func aFileWithNothingToKeepWritesNothing() throws {
    service.add(text: "Before")
    service.importTasks(request([ImportedTask(line: 1, text: "")]))
    #expect(repository.batchAdds.isEmpty)
    #expect(imported.first?.summary == "Imported 0 tasks, skipped 1")
    // The latest change is still the add: the import made none.
    service.undo()
    #expect(outcomes.undone.map(\.undone) == [.add])
  }

  @Test func fieldsWithNoPlaceAreCountedOverTheImportedTasksOnly() throws {
    service.importTasks(
      request([
        ImportedTask(line: 1, text: "a", unmappedFields: ["tags", "due"]),
        ImportedTask(line: 2, text: "b", unmappedFields: ["tags"]),
        ImportedTask(line: 3, text: "", unmappedFields: ["tags", "annotations"]),
        ImportedTask(line: 4, text: "c", unmappedFields: ["annotations"]),
      ]))
    let outcome = try #require(imported.first)
    #expect(
      outcome.unmappedFields == [
        UnmappedFieldModel(name: "tags", count: 2),
        UnmappedFieldModel(name: "annotations", count: 1),
        UnmappedFieldModel(name: "due", count: 1),
      ])
    #expect(
      outcome.summary == "Imported 3 tasks, skipped 1; not kept: tags 2, annotations 1, due 1")
  }

  @Test func theReportSpeaksTheUsersLanguage() throws {
    let test = TasksInterchangeServiceTests(random: SeededRandomSource(seed: 1), language: .spanish)
    test.service.importTasks(
      test.request([
        ImportedTask(line: 1, text: "a", unmappedFields: ["due"]),
        ImportedTask(line: 2, text: ""),
      ]))
    let outcome = try #require(test.imported.first)
    #expect(outcome.summary == "Importada 1 tarea, omitidas 1; no se conservan: due 1")
    #expect(outcome.skipped.map(\.text) == ["todo.txt:2: omitida: texto vacío"])
  }

  @Test func exportAnswersEveryTaskWithItsTimesAndUUID() throws {
    service.importTasks(
      request([
        ImportedTask(
          line: 1, text: "Done", isCompleted: true, createdAt: Self.march1,
          completedAt: Self.march5, uuid: Self.uuid),
        ImportedTask(line: 2, text: "Old", isFavorite: true),
      ]))
    service.exportTasks()
    let export = try #require(outcomes.exported.first)
    #expect(export.tasks.map(\.task.text) == ["Done", "Old"])
    #expect(export.tasks.map(\.task.id) == [1, 2])
    #expect(export.tasks.map(\.values.createdAt) == [Self.march1, nil])
    #expect(export.tasks.map(\.values.completedAt) == [Self.march5, nil])
    #expect(export.tasks[0].values.uuid == Self.uuid)
    #expect(export.tasks[0].task.completedAt == "2026-03-05T00:00:00Z")
    #expect(export.tasks[1].task.isFavorite)
  }

  @Test func anEmptyStoreExportsNoTasks() {
    service.exportTasks()
    #expect(outcomes.exported == [TaskExportModel(tasks: [])])
  }
}
