import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// Both task gateways against a plain array of tasks, over thousands of seeded random adds,
/// edits, toggles and removals: enough churn to compact the file gateway's table many times
/// and its file on close.
@Suite struct TaskStorageModelTests {
  /// Texts of every shape: small and large strings, non-ASCII, the characters the file
  /// format escapes.
  private static let texts = [
    "a", "Buy milk", "Task number 123456 with a longer text", "café ☕", "back\\slash",
    "line\nbreak", "carriage\rreturn", String(repeating: "é", count: 200),
  ]

  /// Applies the same seeded operations to `repository` and to a model array; checks they
  /// agree after each batch, and returns the model.
  private func churn(_ repository: any TaskRepository, seed: UInt64) throws -> [TaskItem] {
    let random = SeededRandomSource(seed: seed)
    var model: [TaskItem] = []
    for step in 1...6_000 {
      let texts = Self.texts
      let choice = random.uniform(below: 100)
      if model.isEmpty || choice < 45 {
        let text = try TaskText(texts[random.uniform(below: texts.count)] + " \(step)")
        // Some tasks from before timestamps, some from before 1970.
        let created = random.uniform(below: 10) == 0 ? nil : Int64(step - 1_000) * 86_400
        model.append(
          try repository.add(NewTask(text: text, createdAt: created, uuid: .sequential())))
      } else if choice < 70 {
        let index = random.uniform(below: model.count)
        model[index].text = try TaskText(texts[random.uniform(below: texts.count)])
        model[index].isFavorite.toggle()
        try repository.update([model[index]])
      } else if choice < 80 {
        let index = random.uniform(below: model.count)
        model[index].isCompleted.toggle()
        model[index].completedAt = Int64(step) * 60
        try repository.update([model[index]])
      } else if choice < 99 {
        let index = random.uniform(below: model.count)
        try repository.remove(ids: [model.remove(at: index).id])
      } else {
        try repository.removeAll()
        model.removeAll()
      }
      if step % 500 == 0 {
        #expect(try repository.all() == model, "after step \(step)")
        if !model.isEmpty {
          let probe = model[random.uniform(below: model.count)]
          #expect(try repository.task(withID: probe.id) == probe)
        }
      }
    }
    return model
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theInMemoryGatewayAgreesWithAPlainArray(seed: UInt64) throws {
    let model = try churn(InMemoryTaskRepository(), seed: seed)
    #expect(!model.isEmpty)
  }

  @Test(arguments: [1, 2] as [UInt64])
  func theFileGatewayAgreesWithAPlainArrayAcrossACompactedReload(seed: UInt64) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let model = try churn(FileTaskRepository(directory: store), seed: seed)
    try store.close()
    let reopened = StoreDirectory(path: directory.path, mode: .readWrite)
    let reloaded = FileTaskRepository(directory: reopened)
    #expect(try reloaded.all() == model)
    try reopened.close()
  }

  /// Both gateways keep texts in chunks of 64 KiB (the file gateway its slots too, in chunks
  /// of 4,096): this crosses them, with a text larger than a chunk, and reads a snapshot
  /// taken halfway after the rest are added.
  @Test func tenThousandTasksAcrossChunksAndATextLargerThanAChunkInMemory() throws {
    try addAcrossChunks(to: InMemoryTaskRepository())
  }

  @Test func tenThousandTasksAcrossChunksAndATextLargerThanAChunk() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    defer { try? store.close() }
    try addAcrossChunks(to: FileTaskRepository(directory: store))
  }

  private func addAcrossChunks(to repository: any TaskRepository) throws {
    // 500 characters of 121 scalars each: a valid text of 120,500 bytes, over 64 KiB (and
    // under the 128 KiB a text may hold).
    let huge = try TaskText(
      String(repeating: "e" + String(repeating: "\u{301}", count: 120), count: 500))
    var model: [TaskItem] = []
    var halfway: TaskSnapshot?
    for number in 1...10_000 {
      let text =
        number == 5_000
        ? huge : try TaskText("task \(number) " + String(repeating: "x", count: number % 97))
      model.append(try repository.add(text))
      if number == 5_001 { halfway = try repository.snapshot() }
    }
    #expect(try repository.all() == model)
    var read: [TaskItem] = []
    try #require(halfway).forEachTask { read.append($0) }
    #expect(read == Array(model.prefix(5_001)))
    for probe in [1, 4_096, 4_097, 5_000, 8_192, 8_193, 10_000] {
      #expect(try repository.task(withID: #require(TaskID(probe))) == model[probe - 1])
    }
    // Removing the odd IDs compacts the file gateway's table; the rest must be untouched.
    for task in model where task.id.rawValue % 2 == 1 { try repository.remove(ids: [task.id]) }
    model.removeAll { $0.id.rawValue % 2 == 1 }
    #expect(try repository.all() == model)
    #expect(try repository.task(withID: #require(TaskID(5_000)))?.text == huge)
    #expect(try repository.task(withID: #require(TaskID(4_097))) == nil)
  }
}
