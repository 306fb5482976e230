// Fuzz target `todotxt`: the todo.txt decoder and encoder (TodoTxt), compiled into the
// TaskInterchange module itself.

import Domain

/// libFuzzer's entry point: decodes `data` as a todo.txt file, then checks what came out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let decoded: InterchangeDecoding
  do throws(InterchangeError) {
    decoded = try TodoTxt.decode(bytes, timeZone: .utc)
  } catch {
    // Refused whole, with a line inside the file: that is the point.
    guard error.line >= 1, error.line <= bytes.count + 1 else {
      fatalError("error outside the file: \(error)")
    }
    return 0
  }
  for entry in decoded.tasks {
    // Every task holds a text the domain accepts: trimmed, not empty, at most 500 characters.
    let text = entry.task.text
    guard !text.isEmpty, TaskTextRule.trimmed(text) == text,
      text.count <= TaskTextRule.maximumLength
    else {
      fatalError("accepted a text the domain refuses: \(entry)")
    }
  }
  // Re-encoding is stable from the first pass: what the encoder writes decodes to the
  // same tasks and encodes to the same bytes.
  let tasks = decoded.tasks.map(\.task)
  let once = TodoTxt.encode(tasks, timeZone: .utc)
  do throws(InterchangeError) {
    let again = try TodoTxt.decode(Array(once.utf8), timeZone: .utc).tasks.map(\.task)
    let twice = TodoTxt.encode(again, timeZone: .utc)
    guard twice == once else { fatalError("unstable re-encoding:\n\(once)\n---\n\(twice)") }
  } catch {
    fatalError("refused its own encoding: \(error)\n\(once)")
  }
  return 0
}
