// Fuzz target `tasks`: the `tasks` file decoder (Journal.scan + TaskFileFormat), versions 1
// and 2 with groups, in both the store's and the fixtures' rules, and the compacted form of
// whatever it accepts.
import Domain

/// libFuzzer's entry point: decodes `data` as a `tasks` file, then its compacted form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  for isStore in [true, false] {
    var table = TaskTable()
    var version = 2
    let scan = Journal.scan(
      bytes,
      apply: { (record, _) throws(StoreProblem) in
        try TaskFileFormat.apply(record, version: version, to: &table)
      }, tornTailAllowed: isStore, header: TaskFileFormat.header,
      olderHeaders: TaskFileFormat.olderHeaders, allowsGroups: true,
      version: { version = TaskFileFormat.version(ofHeader: $0) })
    guard case .success = scan else { continue }
    // What was accepted must survive compaction: its snapshot decodes to the same tasks.
    // The bytes a compaction writes (FileTaskRepository.writeSnapshot).
    var snapshot = Array(TaskFileFormat.header.utf8) + [UInt8(ascii: "\n")]
    TaskFileFormat.encodeSnapshot(of: table, into: &snapshot)
    var reloaded = TaskTable()
    let rescan = snapshot.withUnsafeBufferPointer {
      Journal.scan(
        $0,
        apply: { (record, _) throws(StoreProblem) in
          try TaskFileFormat.apply(record, to: &reloaded)
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
