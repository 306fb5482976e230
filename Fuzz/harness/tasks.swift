// Fuzz target `tasks`: the `tasks` file decoder (Journal.scan + TaskFileFormat), versions 1
// and 2 with groups, times and UUIDs, in both the store's and the fixtures' rules, and the
// compacted form of whatever it accepts.
import Domain

/// libFuzzer's entry point: decodes `data` as a `tasks` file, then its compacted form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  for isStore in [true, false] {
    var table = TaskTable()
    var version = 2
    var befores = TaskUndoBefores()
    // Tasks stored without a UUID get one of a counter, as a load draws a random one.
    var made: UInt64 = 0
    var load = TaskFileLoad(checksDuplicates: true, seed: 1) {
      made += 1
      return TaskUUID(high: 0, low: made)
    }
    let scan = Journal.scan(
      bytes,
      apply: { (record, _) throws(StoreProblem) in
        befores = TaskUndoBefores()
        _ = try TaskFileFormat.apply(
          record, version: version, to: &table, befores: &befores, load: &load)
      }, tornTailAllowed: isStore, header: TaskFileFormat.header,
      olderHeaders: TaskFileFormat.olderHeaders, allowsGroups: true,
      version: { version = TaskFileFormat.version(ofHeader: $0) })
    guard case .success = scan else { continue }
    // Checked record by record, no two live tasks share a UUID.
    if table.mayHaveDuplicateUUIDs(), let tasks = try? table.all(),
      Set(tasks.map(\.uuid)).count != tasks.count
    {
      fatalError("a duplicate UUID went through")
    }
    // What was accepted must survive compaction: its snapshot decodes to the same tasks,
    // times and UUIDs, and needs no UUID made. The bytes a compaction writes
    // (FileTaskRepository.writeSnapshot).
    var snapshot = Array(TaskFileFormat.header.utf8) + [UInt8(ascii: "\n")]
    TaskFileFormat.encodeSnapshot(of: table, into: &snapshot)
    var reloaded = TaskTable()
    var reloadLoad = TaskFileLoad { fatalError("a snapshot task without a UUID") }
    let rescan = snapshot.withUnsafeBufferPointer {
      Journal.scan(
        $0,
        apply: { (record, _) throws(StoreProblem) in
          befores = TaskUndoBefores()
          _ = try TaskFileFormat.apply(
            record, to: &reloaded, befores: &befores, load: &reloadLoad)
        }, tornTailAllowed: false, header: TaskFileFormat.header,
        olderHeaders: TaskFileFormat.olderHeaders, allowsGroups: true)
    }
    guard case .success = rescan else { fatalError("snapshot refused: \(rescan)") }
    guard (try? reloaded.all()) == (try? table.all()), reloaded.nextID == table.nextID else {
      fatalError("snapshot differs")
    }
  }
  return 0
}
