import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// A load reads the file in pieces (`Journal.loadChunkSize`): a line or a group across the
/// edge of a piece, wherever that edge falls, loads as a whole read would.
@Suite struct TaskLoadPiecesTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// A file whose first piece ends `shift` bytes after the end of a line (before it when
  /// negative), then 1,000 more tasks, a group of three changes, and one last add.
  private func file(shift: Int) -> (text: String, tasks: Int) {
    var text = "puremvp-tasks 2\n"
    var id = 0
    func add(_ body: String) {
      id += 1
      text += "A \(id) -- - - - \(body)\n"
    }
    // Lines of some 60 bytes until the edge is near, then one that ends right at it.
    while Journal.loadChunkSize - text.utf8.count > 200 { add(String(repeating: "x", count: 40)) }
    let head = "A \(id + 1) -- - - - "
    let fill = Journal.loadChunkSize - shift - text.utf8.count - head.utf8.count - 1
    add(String(repeating: "y", count: fill))
    for _ in 0..<1_000 { add("task \(id + 1)") }
    text += "G 3\nM 1 -c - done\nM 2 -c - done\nM 3 -c - done\n"
    add("last")
    return (text, id)
  }

  @Test(arguments: [-40, -2, -1, 0, 1, 2, 40])
  func aLineAcrossTheEdgeOfAPieceLoadsWhole(shift: Int) throws {
    defer { directory.remove() }
    let (text, count) = file(shift: shift)
    try directory.writeTasksFile(text)
    let tasks = try directory.withTaskGateway { try $0.all() }
    #expect(tasks.count == count)
    #expect(tasks.map(\.id.rawValue) == Array(1...count))
    #expect(tasks.filter(\.isCompleted).map(\.id.rawValue) == [1, 2, 3])
    #expect(tasks.last?.text.value == "last")
    // A record cut at the edge would lose its first or last bytes.
    #expect(Set(tasks.map(\.text.value.utf8.count)).count > 2)
    #expect(tasks.allSatisfy { $0.text.value.allSatisfy { $0 != "\n" } })
  }

  @Test(arguments: [-2, 0, 2])
  func aGroupAcrossTheEdgeOfAPieceLoadsWhole(shift: Int) throws {
    defer { directory.remove() }
    var text = "puremvp-tasks 2\nA 1 -- - - - a\nA 2 -- - - - b\n"
    // The group's second record ends `shift` bytes from the edge.
    let group = "G 2\nM 1 -c - a\n"
    let filler = Journal.loadChunkSize - shift - text.utf8.count - group.utf8.count
    text += "# " + String(repeating: "z", count: filler - 3) + "\n"
    text += group + "M 2 -c - b\nA 3 -- - - - c\n"
    try directory.writeTasksFile(text)
    let tasks = try directory.withTaskGateway { try $0.all() }
    #expect(tasks.map(\.isCompleted) == [true, true, false])
  }
}
