import Domain

/// The records of the `session` file, one per line after the header `puremvp-session 1`:
///
///     S <started-at> <token-digest-hex> <email> <name>   a session was opened
///     X                                                  the session was closed
///     L <email> <failures> <locked-until or ->           an account's failed logins
///
/// Times are seconds since the epoch. The token is stored only as its SHA-256 digest.
/// `L <email> 0 -` resets an account.
package enum SessionFileFormat {
  package static let fileName = "session"
  package static let header = "puremvp-session 1"

  /// What the file says, replayed record by record.
  package struct State {
    package var session: Session?
    package var attempts: [Email: LoginAttempts] = [:]

    package mutating func set(_ value: LoginAttempts, for email: Email) {
      attempts[email] = value == .clean ? nil : value
    }

    package init() {}
  }

  /// Applies one record line to `state`.
  package static func apply(_ record: String, to state: inout State) throws(StoreProblem) {
    switch record.first {
    case "S":
      let fields = try LoginRecordCodec.fields(record, count: 5)
      guard fields[0] == "S",
        let token = SessionToken(digest: try LoginRecordCodec.bytes(hex: fields[2]))
      else { throw .malformedRecord }
      let name = try RecordEscaping.unescaped(fields[4].utf8)
      guard !name.isEmpty else { throw .malformedRecord }
      state.session = Session(
        email: try LoginRecordCodec.email(fields[3]), name: name,
        startedAt: try LoginRecordCodec.integer(fields[1]), token: token)
    case "X":
      guard record == "X" else { throw .malformedRecord }
      state.session = nil
    case "L":
      let fields = try LoginRecordCodec.fields(record, count: 4)
      guard fields[0] == "L", let failures = Int(fields[2]), failures >= 0,
        failures < LoginAttempts.failuresBeforeLockout
      else { throw .malformedRecord }
      let lockedUntil = fields[3] == "-" ? nil : try LoginRecordCodec.integer(fields[3])
      state.set(
        LoginAttempts(failures: failures, lockedUntil: lockedUntil),
        for: try LoginRecordCodec.email(fields[1]))
    default:
      throw .malformedRecord
    }
  }

  package static func encodeOpen(_ session: Session, into buffer: inout [UInt8]) {
    buffer.append(contentsOf: "S \(session.startedAt) ".utf8)
    LoginRecordCodec.appendHex(session.token.digest, to: &buffer)
    buffer.append(contentsOf: " \(session.email.value) ".utf8)
    RecordEscaping.append(session.name, to: &buffer)
  }

  package static func encodeClose(into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "X"))
  }

  package static func encode(
    _ attempts: LoginAttempts, for email: Email, into buffer: inout [UInt8]
  ) {
    let lockedUntil = attempts.lockedUntil.map(String.init) ?? "-"
    buffer.append(contentsOf: "L \(email.value) \(attempts.failures) \(lockedUntil)".utf8)
  }
}
