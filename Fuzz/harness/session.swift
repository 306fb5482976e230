// Fuzz target `session`: the `session` file decoder (Journal.scan + SessionFileFormat), and
// the compacted form of whatever it accepts.
import Domain

private func decode(_ bytes: UnsafeBufferPointer<UInt8>, isStore: Bool) -> SessionFileFormat.State?
{
  var state = SessionFileFormat.State()
  let scan = Journal.scan(
    bytes,
    apply: { (record, _) throws(StoreProblem) in
      try SessionFileFormat.apply(String(decoding: record, as: UTF8.self), to: &state)
    }, tornTailAllowed: isStore, header: SessionFileFormat.header)
  guard case .success = scan else { return nil }
  return state
}

/// libFuzzer's entry point: decodes `data` as a `session` file, then its re-encoding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  for isStore in [true, false] {
    guard let state = decode(bytes, isStore: isStore) else { continue }
    var snapshot = Array(SessionFileFormat.header.utf8) + [UInt8(ascii: "\n")]
    if let session = state.session {
      SessionFileFormat.encodeOpen(session, into: &snapshot)
      snapshot.append(UInt8(ascii: "\n"))
    }
    for (email, attempts) in state.attempts {
      SessionFileFormat.encode(attempts, for: email, into: &snapshot)
      snapshot.append(UInt8(ascii: "\n"))
    }
    guard let reloaded = snapshot.withUnsafeBufferPointer({ decode($0, isStore: false) }) else {
      fatalError("snapshot refused")
    }
    guard reloaded.session == state.session, reloaded.attempts == state.attempts else {
      fatalError("snapshot differs")
    }
  }
  return 0
}
