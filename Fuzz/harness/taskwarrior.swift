// Fuzz target `taskwarrior`: the strict JSON parser, the JSON import (Taskwarrior's export
// and puremvp's own) and the Taskwarrior encoder, compiled into the TaskInterchange module
// itself.

import Domain

/// libFuzzer's entry point: decodes `data` as a Taskwarrior export, then checks what came out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let decoded: InterchangeDecoding
  do throws(InterchangeError) {
    decoded = try Taskwarrior.decode(bytes)
  } catch {
    guard error.line >= 1, error.line <= bytes.count + 1 else {
      fatalError("error outside the file: \(error)")
    }
    return 0
  }
  for entry in decoded.tasks {
    let text = entry.task.text
    guard !text.isEmpty, TaskTextRule.trimmed(text) == text,
      text.count <= TaskTextRule.maximumLength,
      !text.utf8.contains(0)
    else { fatalError("accepted a text the domain refuses: \(entry)") }
    if let uuid = entry.task.uuid, InterchangeUUID.normalized(uuid) != uuid {
      fatalError("accepted a UUID that is not canonical: \(entry)")
    }
  }
  // Our export of the decoded tasks decodes to the same tasks, and is stable from the
  // first pass. Only the same tasks, not the same foreign data: a kept number is written
  // as a string of its text (for `task import`), and a backup's ID or todo.txt data has no
  // place in a Taskwarrior export.
  func core(_ task: InterchangeTask) -> InterchangeTask {
    var task = task
    task.foreign = nil
    task.id = nil
    return task
  }
  let tasks = decoded.tasks.map(\.task)
  let once = Taskwarrior.encode(tasks)
  do throws(InterchangeError) {
    let again = try Taskwarrior.decode(Array(once.utf8))
    guard again.tasks.map({ core($0.task) }) == tasks.map(core), again.report.skipped.isEmpty,
      Taskwarrior.encode(again.tasks.map(\.task)) == once
    else {
      fatalError("export does not decode back:\n\(once)")
    }
  } catch {
    fatalError("refused its own export: \(error)\n\(once)")
  }
  return 0
}
