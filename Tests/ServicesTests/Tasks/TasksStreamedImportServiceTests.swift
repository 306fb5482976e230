import Domain
import Repositories
import Services
import Synchronization
import TestSupport
import Testing

/// `importTasks` reads the request's entries once per pass: the rules, the store, the
/// report. A file that is not the same at each reading stores nothing.
@Suite struct TasksStreamedImportServiceTests {
  private let repository = InMemoryTaskRepository()
  private let service: DefaultTasksService
  private let outcomes = Outcomes()

  private final class Outcomes {
    var imported: [TaskImportModel] = []
    var failures: [ErrorModel] = []
  }

  init() {
    service = DefaultTasksService(
      repository: repository, clock: FixedClock(time: 0), random: SeededRandomSource(seed: 1),
      language: .english)
    let outcomes = outcomes
    service.onImported { outcomes.imported.append($0) }
    service.onFailure { outcomes.failures.append($0) }
    service.onTaskChanged { _ in }
  }

  /// A request whose entries are `first` at the first reading and `later` at every other.
  private func changing(_ first: [ImportEntry], _ later: [ImportEntry]) -> TaskImportRequest {
    let readings = Atomic<Int>(0)
    return TaskImportRequest(source: "todo.txt") { body in
      let entries = readings.add(1, ordering: .relaxed).oldValue == 0 ? first : later
      for entry in entries where !body(entry) { break }
      return nil
    }
  }

  @Test func aFileThatChangesBetweenReadingsStoresNothing() throws {
    let a = ImportEntry.task(ImportedTask(line: 1, text: "a"))
    let b = ImportEntry.task(ImportedTask(line: 2, text: "b"))
    let empty = ImportEntry.task(ImportedTask(line: 2, text: " "))
    // A task more, a task fewer, a task the rules now refuse.
    for (first, later) in [([a], [a, b]), ([a, b], [a]), ([a, b], [a, empty])] {
      service.importTasks(changing(first, later))
      #expect(try repository.all().isEmpty)
    }
    #expect(outcomes.imported.isEmpty)
    // The file's fault, not the store's: `import_invalid`, never `store_corrupt`.
    #expect(outcomes.failures.map(\.code) == Array(repeating: .importInvalid, count: 3))
    #expect(
      outcomes.failures.map(\.message)
        == Array(
          repeating: "todo.txt changed while it was imported; nothing was imported", count: 3))
  }

  @Test func aReadingThatFailsStoresNothingAndSaysWhy() throws {
    let readings = Atomic<Int>(0)
    let request = TaskImportRequest(source: "todo.txt") { body in
      _ = body(.task(ImportedTask(line: 1, text: "a")))
      return readings.add(1, ordering: .relaxed).oldValue == 0 ? nil : "todo.txt: cannot read"
    }
    service.importTasks(request)
    #expect(try repository.all().isEmpty)
    #expect(outcomes.failures.map(\.message) == ["todo.txt: cannot read"])
    #expect(outcomes.failures.map(\.code) == [.importInvalid])
  }

  @Test func theReportIsReadFromTheEntriesInFileOrderReaderSkipsFirstOnATie() throws {
    let request = TaskImportRequest(source: "tw.json") { body in
      // Two objects on line 3: a task refused for its empty text, then one the reader
      // skipped; the report names the reader's first, as a whole-file import did.
      for entry: ImportEntry in [
        .task(ImportedTask(line: 2, text: "kept")),
        .task(ImportedTask(line: 3, text: "")),
        .skipped(ImportSkip(line: 3, reason: .deleted, task: "gone")),
        .task(ImportedTask(line: 4, text: "also kept")),
      ] where !body(entry) { break }
      return nil
    }
    service.importTasks(request)
    #expect(try repository.all().map(\.text.value) == ["kept", "also kept"])
    let outcome = try #require(outcomes.imported.first)
    #expect(outcome.skippedCount == 2)
    #expect(outcome.skipped.map(\.reason) == ["deleted", "empty_text"])
    #expect(outcome.summary == "Imported 2 tasks, skipped 2")
  }
}
