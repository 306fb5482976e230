import Domain

/// A `TaskRepository` that reports every call into the gateway and what comes back.
final class TracingTaskRepository: TaskRepository {
  private let base: any TaskRepository
  private let tracer: Tracer

  init(_ base: any TaskRepository, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func snapshot() throws(DomainError) -> TaskSnapshot {
    try tracer.repository("snapshot") { () throws(DomainError) in try base.snapshot() }
  }
  func task(withID id: TaskID) throws(DomainError) -> TaskItem? {
    try tracer.repository("task", ["withID"], [id]) { () throws(DomainError) in
      try base.task(withID: id)
    }
  }
  func add(_ task: NewTask) throws(DomainError) -> TaskItem {
    // Its text is what a learner follows; the UUID is drawn from the random source, whose
    // words the trace masks already.
    try tracer.repository("add", ["text"], [task.text.value]) { () throws(DomainError) in
      try base.add(task)
    }
  }
  func add(
    count: Int, namingRisingIDs: Bool,
    _ tasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError) {
    try tracer.repository("add", ["count"], [count]) { () throws(DomainError) in
      try base.add(count: count, namingRisingIDs: namingRisingIDs, tasks)
    }
  }
  func update(_ tasks: [TaskItem]) throws(DomainError) {
    try tracer.repository("update", [], [tasks]) { () throws(DomainError) in
      try base.update(tasks)
    }
  }
  func remove(ids: [TaskID]) throws(DomainError) {
    try tracer.repository("remove", ["ids"], [ids]) { () throws(DomainError) in
      try base.remove(ids: ids)
    }
  }
  func removeAll() throws(DomainError) {
    try tracer.repository("removeAll") { () throws(DomainError) in try base.removeAll() }
  }
  func update(ids: [TaskID], _ change: (inout TaskItem) -> Void) throws(DomainError) {
    try tracer.repository("update", ["ids"], [ids]) { () throws(DomainError) in
      try base.update(ids: ids, change)
    }
  }
  func undo() throws(DomainError) -> RevertedTasks? {
    try tracer.repository("undo") { () throws(DomainError) in try base.undo() }
  }
}
