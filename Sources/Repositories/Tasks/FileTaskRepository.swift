import Domain

/// Keeps tasks in the `tasks` file of a store directory (or reads them from fixtures).
///
/// The file is loaded once, on first use; every change then appends one record to the
/// journal, so a command costs the same however many tasks the store holds. A change is
/// appended before the table takes it, so a failed write changes nothing (and a file of an
/// older version is rewritten from the state it was loaded with).
package final class FileTaskRepository: TaskRepository {
  private let journal: Journal
  private var table = TaskTable()
  private var isLoaded = false

  /// A gateway over the `tasks` file in `directory`.
  package init(directory: StoreDirectory) {
    journal = Journal(
      name: TaskFileFormat.fileName, header: TaskFileFormat.header,
      olderHeaders: TaskFileFormat.olderHeaders, allowsGroups: true, directory: directory)
    journal.owner = self
  }

  package func all() throws(DomainError) -> [TaskItem] {
    try load()
    return try table.all()
  }

  package func task(withID id: TaskID) throws(DomainError) -> TaskItem? {
    try load()
    return try table.task(withID: id)
  }

  package func add(text: TaskText) throws(DomainError) -> TaskItem {
    try load()
    let task = TaskItem(id: table.nextID, text: text)
    guard task.id.successor != nil else { throw .taskIDsExhausted }
    try append { TaskFileFormat.encodeAdd(task, into: &$0) }
    table.insert(task)
    return task
  }

  package func update(_ task: TaskItem) throws(DomainError) {
    try load()
    guard table.contains(id: task.id) else { return }
    try append { TaskFileFormat.encodeChange(task, into: &$0) }
    table.update(task)
  }

  package func remove(id: TaskID) throws(DomainError) {
    try load()
    guard table.contains(id: id) else { return }
    try append { TaskFileFormat.encodeRemoval(of: id, into: &$0) }
    table.remove(id: id)
  }

  package func removeAll() throws(DomainError) {
    try load()
    try append { TaskFileFormat.encodeClear(into: &$0) }
    table.removeAll()
  }

  private func load() throws(DomainError) {
    // A store held per command (an interactive session) is locked again here, before the
    // state is used; a file another process changed since is then loaded anew.
    try domainErrors { () throws(StoreFailure) in try journal.reopenIfReleased() }
    guard !isLoaded else { return }
    var loaded = TaskTable()
    var version = 2
    try domainErrors { () throws(StoreFailure) in
      try journal.loadRecords(version: { version = TaskFileFormat.version(ofHeader: $0) }) {
        (record, _) throws(StoreProblem) in
        try TaskFileFormat.apply(record, version: version, to: &loaded)
      }
    }
    table = loaded
    isLoaded = true
  }

  private func append(_ encode: (inout [UInt8]) -> Void) throws(DomainError) {
    try domainErrors { () throws(StoreFailure) in
      try journal.append(encode)
    }
  }
}

extension FileTaskRepository: JournalOwner {
  var liveRecordCount: Int { table.count + 1 }

  func writeSnapshot(into buffer: inout [UInt8]) {
    TaskFileFormat.encodeSnapshot(of: table, into: &buffer)
  }

  func journalDidChange() { isLoaded = false }
}
