import Domain

/// The records of the `accounts` file, one per line after the header `puremvp-accounts 2`:
///
///     A <iterations> <salt-hex> <key-hex> <email> <name>   an account was registered
///     H <email> <iterations> <salt-hex> <key-hex>          its password was re-hashed
///
/// The key is the PBKDF2-HMAC-SHA256 derived key; no password is ever written. An `H`
/// record replaces the hash of an account added before it, at a higher iteration count
/// (an older record re-hashed on its next successful login). Version 1 files (`A` records
/// only) still load, and are rewritten as version 2 the first time they are written to.
/// A record under `PasswordHash.minimumStoredIterations` or over
/// `PasswordHash.maximumStoredIterations` is refused when the file is read, so no login
/// ever hashes with its count. The name is escaped free text.
package enum AccountFileFormat {
  package static let fileName = "accounts"
  package static let header = "puremvp-accounts 2"
  /// The headers of older versions this build still reads.
  package static let olderHeaders = ["puremvp-accounts 1"]

  /// What the file says, replayed record by record.
  package struct State {
    package var accounts: [Email: Account] = [:]
    /// Emails in file order, so that a compacted file keeps the order of registration.
    package var order: [Email] = []

    package init() {}
  }

  /// Applies one record line to `state`.
  package static func apply(_ record: String, to state: inout State) throws(StoreProblem) {
    switch record.first {
    case "A":
      let account = try account(from: record)
      // Accounts are never added twice: a second record for one email contradicts the first.
      guard state.accounts[account.email] == nil else { throw .inconsistentRecord }
      state.accounts[account.email] = account
      state.order.append(account.email)
    case "H":
      let fields = try LoginRecordCodec.fields(record, count: 5)
      guard fields[0] == "H" else { throw .malformedRecord }
      let email = try LoginRecordCodec.email(fields[1])
      let hash = try passwordHash(fields[2], fields[3], fields[4])
      // A re-hash only raises the count, of an account that exists.
      guard let account = state.accounts[email], hash.iterations > account.passwordHash.iterations
      else { throw .inconsistentRecord }
      state.accounts[email] = account.with(passwordHash: hash)
    default:
      throw .malformedRecord
    }
  }

  /// Parses one `A` record line.
  package static func account(from record: String) throws(StoreProblem) -> Account {
    let fields = try LoginRecordCodec.fields(record, count: 6)
    guard fields[0] == "A" else { throw .malformedRecord }
    let hash = try passwordHash(fields[1], fields[2], fields[3])
    let email = try LoginRecordCodec.email(fields[4])
    let name = try RecordEscaping.unescaped(fields[5].utf8)
    guard !name.isEmpty else { throw .malformedRecord }
    return Account(email: email, name: name, passwordHash: hash)
  }

  private static func passwordHash(
    _ iterations: Substring, _ salt: Substring, _ key: Substring
  ) throws(StoreProblem) -> PasswordHash {
    let count = try LoginRecordCodec.integer(iterations)
    let minimum = PasswordHash.minimumStoredIterations
    let maximum = PasswordHash.maximumStoredIterations
    guard count >= 0 else { throw .malformedRecord }
    guard count >= minimum else {
      throw .tooFewIterations(found: Int(count), minimum: minimum)
    }
    guard count <= maximum else { throw .tooManyIterations(found: count, maximum: maximum) }
    guard
      let hash = PasswordHash(
        salt: try LoginRecordCodec.bytes(hex: salt), iterations: Int(count),
        derivedKey: try LoginRecordCodec.bytes(hex: key))
    else { throw .malformedRecord }
    return hash
  }

  package static func encode(_ account: Account, into buffer: inout [UInt8]) {
    buffer.append(contentsOf: "A ".utf8)
    appendHash(account.passwordHash, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    buffer.append(contentsOf: account.email.value.utf8)
    buffer.append(UInt8(ascii: " "))
    RecordEscaping.append(account.name, to: &buffer)
  }

  package static func encodeRehash(_ account: Account, into buffer: inout [UInt8]) {
    buffer.append(contentsOf: "H ".utf8)
    buffer.append(contentsOf: account.email.value.utf8)
    buffer.append(UInt8(ascii: " "))
    appendHash(account.passwordHash, to: &buffer)
  }

  private static func appendHash(_ hash: PasswordHash, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: String(hash.iterations).utf8)
    buffer.append(UInt8(ascii: " "))
    LoginRecordCodec.appendHex(hash.salt, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    LoginRecordCodec.appendHex(hash.derivedKey, to: &buffer)
  }
}
