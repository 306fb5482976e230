// Fuzz target `script`: a script's bytes through the whole program, as `puremvp run -`
// reads them: LineReader, Tokenizer, the command resolution, and every in-memory feature.
import CLI
import ScriptEngine

#if canImport(Glibc)
  import Glibc
#endif

/// A scratch file the input is written to, opened once: the program reads it as its
/// standard input, exactly as it would read a script piped in.
nonisolated(unsafe) private var scratch: Int32 = {
  var template = Array("/tmp/puremvp-fuzz-script-XXXXXX".utf8CString)
  let descriptor = template.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.map { mkstemp($0) } ?? -1
  }
  precondition(descriptor >= 0, "cannot create the scratch file")
  // Unlinked at once: the descriptor keeps the file, and no run leaves one behind.
  template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
  return descriptor
}()

/// One pair of discarding sinks for every run. The program's object graph is a cycle by
/// design (views and services hold each other's closures), so each run's graph stays
/// allocated; a fresh 64 KiB buffer per run would exhaust memory within minutes.
nonisolated(unsafe) private let discard = (
  out: OutputBuffer(descriptor: -1), err: OutputBuffer(descriptor: -1)
)

private let optionSets: [[String]] = [
  ["--in-memory", "--keep-going", "--seed", "7", "--now", "2026-01-01T09:00:00Z"],
  ["--in-memory", "--format", "json", "--lang", "es", "--now", "2026-01-01T09:00:00Z"],
]

/// libFuzzer's entry point: runs `data` as a script through the program, once per option set.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard ftruncate(scratch, 0) == 0 else { fatalError("ftruncate") }
  var written = 0
  while written < size {
    let count = pwrite(scratch, data + written, size - written, off_t(written))
    guard count > 0 else { fatalError("pwrite") }
    written += count
  }
  let environment = ProcessEnvironment(variables: [:], inputIsTerminal: false)
  for options in optionSets {
    guard lseek(scratch, 0, SEEK_SET) == 0 else { fatalError("lseek") }
    let status = PureMVP.main(
      arguments: options + ["run", "-"], environment: environment, standardInput: scratch,
      out: discard.out, err: discard.err)
    // Only the documented exit codes (README, "Output and exit codes") may come out of a script
    // run in memory: a failure (1), a usage error (64), and a file `tasks import` names that
    // is malformed (65) or cannot be read (66); the store codes cannot, with no store.
    guard [0, 1, 64, 65, 66].contains(status) else {
      fatalError("unexpected exit status \(status)")
    }
  }
  return 0
}
