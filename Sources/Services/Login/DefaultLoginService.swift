import Domain

/// The Login service over an account gateway and a session gateway: holds the form,
/// applies every rule of the login and registration, and builds the models.
///
/// The form (both fields) lives in this object, so it lasts as long as the process — a
/// script or an interactive session; the session and the lockouts live in the gateways.
public final class DefaultLoginService: LoginService {
  /// Characters each form field needs before the form can submit (the seed's rule).
  public static let fieldMinimumLength = 5
  /// Characters a new account's password needs.
  public static let passwordMinimumLength = 8

  private let accounts: any AccountRepository
  private let sessions: any SessionRepository
  private let random: any RandomSource
  private let clock: any Clock
  private let hasher: any PasswordHasher
  /// PBKDF2 iterations for new accounts, re-hashes and the decoy of unknown emails.
  private let iterations: Int
  private let catalog: MessageCatalog

  private var email = Email("")
  private var password: Password?

  private var formChanged: (LoginFormModel) -> Void = { _ in }
  private var formCleared: (LoginFormModel) -> Void = { _ in }
  private var loadingStarted: (LoadingModel) -> Void = { _ in }
  private var loadingFinished: () -> Void = {}
  private var loggedIn: (WelcomeModel) -> Void = { _ in }
  private var status: (SessionStatusModel) -> Void = { _ in }
  private var loggedOut: (SessionStatusModel) -> Void = { _ in }
  private var registered: (AccountModel) -> Void = { _ in }
  private var failed: (ErrorModel) -> Void = { _ in }

  /// A service checking logins against `accounts`, keeping sessions in `sessions`, drawing
  /// salts and tokens from `random`, timing sessions and lockouts by `clock`, hashing
  /// passwords and tokens by `hasher` with `iterations` for new hashes (tests pass fewer:
  /// the count is in each record, and a debug build would take seconds per hash).
  public init(
    accounts: any AccountRepository, sessions: any SessionRepository,
    random: any RandomSource, clock: any Clock, hasher: any PasswordHasher,
    iterations: Int = PasswordHash.defaultIterations, language: Language
  ) {
    self.iterations = iterations
    self.accounts = accounts
    self.sessions = sessions
    self.random = random
    self.clock = clock
    self.hasher = hasher
    self.catalog = MessageCatalog(language: language)
  }

  /// Sets the email field, normalized; answers `onFormChanged`.
  public func setEmail(_ email: String) {
    self.email = Email(email)
    formChanged(formModel)
  }

  /// Sets the password field (an empty one counts as unset); answers `onFormChanged`.
  public func setPassword(_ password: Password) {
    self.password = password.length > 0 ? password : nil
    formChanged(formModel)
  }

  /// Checks the form against the accounts and opens a session; answers `onLoggedIn` or
  /// `onFailure`, then `onFormCleared`.
  public func submit() {
    // Whatever happens, the password does not outlive the attempt, and the form says so:
    // a screen's Login button follows it without sending an empty password back.
    defer {
      password = nil
      formCleared(formModel)
    }
    perform { () throws(DomainError) in
      let minimum = Self.fieldMinimumLength
      guard let password, canSubmit else { throw .formIncomplete(minimumLength: minimum) }
      let now = clock.now()
      var attempts = try sessions.attempts(for: email)
      guard !attempts.isLocked(at: now) else {
        throw .accountLocked(secondsLeft: attempts.secondsLeft(at: now))
      }
      let account = try waitingForBackend(.loginChecking) { () throws(DomainError) in
        // The seed's order: the email is checked before the password.
        guard let account = try accounts.account(for: email) else {
          // Checked against a decoy all the same: answering at once would tell, by the time
          // it takes, that no account has this email.
          _ = PasswordHash.decoy(iterations: iterations).matches(password, hasher: hasher)
          throw .unknownEmail
        }
        guard account.passwordHash.matches(password, hasher: hasher) else {
          attempts.recordFailure(at: now)
          try sessions.save(attempts, for: email)
          guard !attempts.isLocked(at: now) else {
            throw .accountLocked(secondsLeft: attempts.secondsLeft(at: now))
          }
          throw .wrongPassword
        }
        // A record from weaker days is re-hashed at today's strength now that the password
        // is in hand: the only moment it ever is.
        if account.passwordHash.iterations < iterations {
          let hash = PasswordHash(
            hashing: password, random: random, iterations: iterations, hasher: hasher)
          try accounts.replaceHash(of: account.with(passwordHash: hash))
        }
        return account
      }
      if attempts != .clean { try sessions.save(.clean, for: email) }
      let session = Session(
        email: account.email, name: account.name, startedAt: now,
        token: SessionToken(random: random, hasher: hasher))
      try sessions.open(session)
      loggedIn(
        WelcomeModel(
          session: sessionModel(session), welcome: catalog.text(.welcome, account.name)))
    }
  }

  /// Fills both fields and submits them, as `submit()` does.
  public func logIn(email: String, password: Password) {
    self.email = Email(email)
    self.password = password
    submit()
  }

  /// Looks up the open session; answers `onStatus` or `onFailure`.
  public func showStatus() {
    perform { () throws(DomainError) in
      let session = try sessions.currentSession()
      status(
        SessionStatusModel(
          session: session.map(sessionModel),
          summary: session.map { sessionModel($0).summary } ?? catalog.text(.sessionNone)))
    }
  }

  /// Ends the open session, if any; answers `onLoggedOut` or `onFailure`.
  public func logOut() {
    perform { () throws(DomainError) in
      guard let session = try sessions.currentSession() else {
        loggedOut(SessionStatusModel(session: nil, summary: catalog.text(.loggedOutNone)))
        return
      }
      try sessions.close()
      loggedOut(
        SessionStatusModel(
          session: sessionModel(session),
          summary: catalog.text(.loggedOut, session.name, session.email.value)))
    }
  }

  /// Adds an account with a fresh salted hash; answers `onRegistered` or `onFailure`.
  public func register(email rawEmail: String, password: Password, name rawName: String) {
    perform { () throws(DomainError) in
      let email = try Email(validating: rawEmail)
      guard password.length >= Self.passwordMinimumLength else {
        throw .weakPassword(minimumLength: Self.passwordMinimumLength)
      }
      let trimmedName = rawName.trimmingWhiteSpace()
      let name = trimmedName.isEmpty ? email.localPart : trimmedName
      let account = try waitingForBackend(.registering) { () throws(DomainError) in
        guard try accounts.account(for: email) == nil else { throw .emailTaken(email) }
        let hash = PasswordHash(
          hashing: password, random: random, iterations: iterations, hasher: hasher)
        let account = Account(email: email, name: name, passwordHash: hash)
        try accounts.add(account)
        return account
      }
      registered(
        AccountModel(
          email: account.email.value, name: account.name,
          summary: catalog.text(.accountRegistered, account.name, account.email.value)))
    }
  }

  /// Registers the handler of the form after each field change.
  public func onFormChanged(_ handler: @escaping (LoginFormModel) -> Void) {
    formChanged = handler
  }
  /// Registers the handler of the form each submit leaves.
  public func onFormCleared(_ handler: @escaping (LoginFormModel) -> Void) {
    formCleared = handler
  }
  /// Registers the handler of the start of each wait for the user gateway.
  public func onLoadingStarted(_ handler: @escaping (LoadingModel) -> Void) {
    loadingStarted = handler
  }
  /// Registers the handler of the end of each wait for the user gateway.
  public func onLoadingFinished(_ handler: @escaping () -> Void) { loadingFinished = handler }
  /// Registers the handler of each successful login's welcome.
  public func onLoggedIn(_ handler: @escaping (WelcomeModel) -> Void) { loggedIn = handler }
  /// Registers the handler of each session status asked for.
  public func onStatus(_ handler: @escaping (SessionStatusModel) -> Void) { status = handler }
  /// Registers the handler of each logout.
  public func onLoggedOut(_ handler: @escaping (SessionStatusModel) -> Void) {
    loggedOut = handler
  }
  /// Registers the handler of each registered account.
  public func onRegistered(_ handler: @escaping (AccountModel) -> Void) { registered = handler }
  /// Registers the handler of each failed command.
  public func onFailure(_ handler: @escaping (ErrorModel) -> Void) { failed = handler }

  // MARK: - Helpers

  /// Runs one command, turning any refusal into exactly one failure outcome.
  private func perform(_ command: () throws(DomainError) -> Void) {
    runCommand(command, catalog: catalog, onFailure: failed)
  }

  /// Runs `body`, which asks the user gateway, between the loading outcomes; the wait is
  /// over before the command's own outcome, so a spinner is gone before anything prints.
  private func waitingForBackend<Value>(
    _ message: Message, _ body: () throws(DomainError) -> Value
  ) throws(DomainError) -> Value {
    loadingStarted(LoadingModel(text: catalog.text(message)))
    defer { loadingFinished() }
    return try body()
  }

  private var canSubmit: Bool {
    email.length >= Self.fieldMinimumLength
      && (password?.length ?? 0) >= Self.fieldMinimumLength
  }

  private var formModel: LoginFormModel {
    let isReady = canSubmit
    // Masked without an `@`: it may be the password, typed into the wrong field.
    let shownEmail = email.description
    let summary = catalog.text(
      .formState,
      shownEmail.isEmpty ? catalog.text(.formEmailEmpty) : shownEmail,
      catalog.text(password == nil ? .formPasswordEmpty : .formPasswordSet),
      isReady
        ? catalog.text(.formReady)
        : catalog.text(.formNotReady, String(Self.fieldMinimumLength)))
    return LoginFormModel(
      email: shownEmail, isPasswordSet: password != nil, canSubmit: isReady, summary: summary)
  }

  private func sessionModel(_ session: Session) -> SessionModel {
    let startedAt = Timestamp.iso8601(session.startedAt)
    return SessionModel(
      email: session.email.value, name: session.name, startedAt: startedAt,
      summary: catalog.text(.sessionOpen, session.name, session.email.value, startedAt))
  }
}

// MARK: - Words

extension Message {
  fileprivate static let formState = Message(
    english: "Email: %1 · Password: %2 · %3", spanish: "Email: %1 · Password: %2 · %3")
  fileprivate static let formEmailEmpty = Message(english: "(empty)", spanish: "(vacío)")
  fileprivate static let formPasswordSet = Message(english: "set", spanish: "escrita")
  fileprivate static let formPasswordEmpty = Message(english: "(empty)", spanish: "(vacía)")
  fileprivate static let formReady = Message(
    english: "ready to log in", spanish: "listo para entrar")
  fileprivate static let formNotReady = Message(
    english: "not ready (each field needs %1+ characters)",
    spanish: "aún no (cada campo necesita %1+ caracteres)")
  fileprivate static let loginChecking = Message(
    english: "Checking your account…", spanish: "Comprobando tu cuenta…")
  fileprivate static let registering = Message(
    english: "Creating your account…", spanish: "Creando tu cuenta…")
  fileprivate static let welcome = Message(english: "Welcome, %1!", spanish: "¡Bienvenido, %1!")
  fileprivate static let sessionOpen = Message(
    english: "Logged in as %1 <%2> since %3", spanish: "Sesión de %1 <%2> desde %3")
  fileprivate static let sessionNone = Message(
    english: "Not logged in", spanish: "No hay ninguna sesión abierta")
  fileprivate static let loggedOut = Message(
    english: "Logged out %1 <%2>", spanish: "Sesión cerrada: %1 <%2>")
  fileprivate static let loggedOutNone = Message(
    english: "No session was open", spanish: "No había ninguna sesión abierta")
  fileprivate static let accountRegistered = Message(
    english: "Registered %1 <%2>", spanish: "Cuenta creada: %1 <%2>")
}
