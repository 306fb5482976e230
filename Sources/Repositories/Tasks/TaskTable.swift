import Domain

/// Tasks in creation order with lookup by ID, the storage both task gateways share.
///
/// IDs only grow, so the slots stay sorted by ID and a binary search finds one without a
/// hash table. A removal leaves a hole that later compaction closes, so removing stays O(1)
/// amortized however large the store is.
struct TaskTable {
  private var ids: [Int] = []
  private var slots: [TaskItem?] = []
  private(set) var count = 0
  /// The ID the next new task gets.
  private(set) var nextID: TaskID = .first

  /// Every task, oldest first.
  var all: [TaskItem] {
    var result: [TaskItem] = []
    result.reserveCapacity(count)
    for case let task? in slots { result.append(task) }
    return result
  }

  func task(withID id: TaskID) -> TaskItem? {
    slot(of: id).flatMap { slots[$0] }
  }

  /// Appends `task`, whose ID must not be below `nextID`; returns `false` when it is.
  @discardableResult
  mutating func insert(_ task: TaskItem) -> Bool {
    guard task.id >= nextID, let successor = task.id.successor else { return false }
    ids.append(task.id.rawValue)
    slots.append(task)
    count += 1
    nextID = successor
    return true
  }

  /// Replaces the stored task with `task.id`; returns `false` when there is none.
  @discardableResult
  mutating func update(_ task: TaskItem) -> Bool {
    guard let index = slot(of: task.id), slots[index] != nil else { return false }
    slots[index] = task
    return true
  }

  /// Removes the task with `id`; returns `false` when there is none.
  @discardableResult
  mutating func remove(id: TaskID) -> Bool {
    guard let index = slot(of: id), slots[index] != nil else { return false }
    slots[index] = nil
    count -= 1
    if slots.count > 64, count < slots.count / 2 { compact() }
    return true
  }

  /// Removes every task, keeping `nextID`.
  mutating func removeAll() {
    ids.removeAll()
    slots.removeAll()
    count = 0
  }

  /// Makes sure no ID below `id` is handed out again.
  mutating func reserveIDs(below id: TaskID) {
    if id > nextID { nextID = id }
  }

  private func slot(of id: TaskID) -> Int? {
    var low = 0
    var high = ids.count
    let target = id.rawValue
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < target { low = middle + 1 } else { high = middle }
    }
    guard low < ids.count, ids[low] == target, slots[low] != nil else { return nil }
    return low
  }

  private mutating func compact() {
    var keptIDs: [Int] = []
    var keptSlots: [TaskItem?] = []
    keptIDs.reserveCapacity(count)
    keptSlots.reserveCapacity(count)
    for case let task? in slots {
      keptIDs.append(task.id.rawValue)
      keptSlots.append(task)
    }
    ids = keptIDs
    slots = keptSlots
  }
}
