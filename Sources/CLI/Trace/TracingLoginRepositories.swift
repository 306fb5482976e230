import Domain

/// An `AccountRepository` that reports every call into the user gateway and its answer.
final class TracingAccountRepository: AccountRepository {
  private let base: any AccountRepository
  private let tracer: Tracer

  init(_ base: any AccountRepository, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func account(for email: Email) throws(DomainError) -> Account? {
    try tracer.repository("account", ["for"], [email]) { () throws(DomainError) in
      try base.account(for: email)
    }
  }
  func add(_ account: Account) throws(DomainError) {
    try tracer.repository("add", [], [account]) { () throws(DomainError) in try base.add(account) }
  }
  func replaceHash(of account: Account) throws(DomainError) {
    try tracer.repository("replaceHash", ["of"], [account]) { () throws(DomainError) in
      try base.replaceHash(of: account)
    }
  }
}

/// A `SessionRepository` that reports every call into the session gateway and its answer.
final class TracingSessionRepository: SessionRepository {
  private let base: any SessionRepository
  private let tracer: Tracer

  init(_ base: any SessionRepository, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func currentSession() throws(DomainError) -> Session? {
    try tracer.repository("currentSession") { () throws(DomainError) in try base.currentSession() }
  }
  func open(_ session: Session) throws(DomainError) {
    try tracer.repository("open", [], [session]) { () throws(DomainError) in
      try base.open(session)
    }
  }
  func close() throws(DomainError) {
    try tracer.repository("close") { () throws(DomainError) in try base.close() }
  }
  func attempts(for email: Email) throws(DomainError) -> LoginAttempts {
    try tracer.repository("attempts", ["for"], [email]) { () throws(DomainError) in
      try base.attempts(for: email)
    }
  }
  func save(_ attempts: LoginAttempts, for email: Email) throws(DomainError) {
    try tracer.repository("save", ["", "for"], [attempts, email]) { () throws(DomainError) in
      try base.save(attempts, for: email)
    }
  }
}
