// Fuzz target `accounts`: the `accounts` file decoder (Journal.scan + AccountFileFormat), and
// the compacted form of whatever it accepts.
import Domain

private func decode(_ bytes: UnsafeBufferPointer<UInt8>, isStore: Bool) -> [Account]? {
  var state = AccountFileFormat.State()
  let scan = Journal.scan(
    bytes,
    apply: { (record, _) throws(StoreProblem) in
      try AccountFileFormat.apply(String(decoding: record, as: UTF8.self), to: &state)
    }, tornTailAllowed: isStore, header: AccountFileFormat.header,
    olderHeaders: AccountFileFormat.olderHeaders)
  guard case .success = scan else { return nil }
  return state.order.compactMap { state.accounts[$0] }
}

/// libFuzzer's entry point: decodes `data` as an `accounts` file, then its re-encoding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  for isStore in [true, false] {
    guard let accounts = decode(bytes, isStore: isStore) else { continue }
    var snapshot = Array(AccountFileFormat.header.utf8) + [UInt8(ascii: "\n")]
    for account in accounts {
      AccountFileFormat.encode(account, into: &snapshot)
      snapshot.append(UInt8(ascii: "\n"))
    }
    let reloaded = snapshot.withUnsafeBufferPointer { decode($0, isStore: false) }
    guard reloaded == accounts else {
      fatalError("snapshot differs: \(String(describing: reloaded))")
    }
  }
  return 0
}
