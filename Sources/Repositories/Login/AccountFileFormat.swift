import Domain

/// The records of the `accounts` file, one per line after the header `puremvp-accounts 1`:
///
///     A <iterations> <salt-hex> <key-hex> <email> <name>
///
/// The key is the PBKDF2-HMAC-SHA256 derived key; no password is ever written. Accounts
/// are only added, so the file needs no other record. The name is escaped free text.
enum AccountFileFormat {
  static let fileName = "accounts"
  static let header = "puremvp-accounts 1"

  /// Parses one record line.
  static func account(from record: String) throws(StoreProblem) -> Account {
    let fields = try LoginRecordCodec.fields(record, count: 6)
    guard fields[0] == "A", let iterations = Int(fields[1]), iterations >= 1,
      let hash = PasswordHash(
        salt: try LoginRecordCodec.bytes(hex: fields[2]), iterations: iterations,
        derivedKey: try LoginRecordCodec.bytes(hex: fields[3]))
    else { throw .malformedRecord }
    let email = try LoginRecordCodec.email(fields[4])
    let name = try LoginRecordCodec.unescaped(fields[5])
    guard !name.isEmpty else { throw .malformedRecord }
    return Account(email: email, name: name, passwordHash: hash)
  }

  static func encode(_ account: Account, into buffer: inout [UInt8]) {
    buffer.append(contentsOf: "A ".utf8)
    buffer.append(contentsOf: String(account.passwordHash.iterations).utf8)
    buffer.append(UInt8(ascii: " "))
    LoginRecordCodec.appendHex(account.passwordHash.salt, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    LoginRecordCodec.appendHex(account.passwordHash.derivedKey, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    buffer.append(contentsOf: account.email.value.utf8)
    buffer.append(UInt8(ascii: " "))
    LoginRecordCodec.appendEscaped(account.name, to: &buffer)
  }
}
