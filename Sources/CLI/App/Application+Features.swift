import Domain
import PasswordHashing
import Presenters
import Repositories
import Services
import TaskInterchange

/// The wiring of each feature: gateway → service → presenter ← view.
///
/// Each factory reads the same way: choose the gateway (file or in memory), make the
/// service over it, make the terminal view, and let the presenter connect the two. Under
/// `--trace`, `traced` wraps each protocol in its tracing decorator on the way.
extension Application {
  func makeTasks(language: Language) -> Feature {
    let service = makeTasksService(language: language)
    // Foreign files are read and written at the edge, by the view's adapter: the service
    // is handed plain tasks (docs/interchange.md).
    let files = TaskInterchangeFiles(
      catalog: catalog, timeZone: .fromEnvironment(), standardInput: input.descriptor,
      standardInputHoldsCommands: { [runMode] in runMode.standardInputHoldsCommands })
    let view = TerminalTasksView(console: console, files: files)
    TasksPresenter(view: traced(view as any TasksView, TracingTasksView.init), service: service)
    return Feature(
      name: "tasks", summary: .helpTasks, helpNote: .helpTasksFiles,
      commands: TasksCommands.all(firingOn: TerminalTasksView.self),
      view: view)
  }

  func makeLogin(language: Language, random: any RandomSource, clock: any Clock) -> Feature {
    let service = makeLoginService(language: language, random: random, clock: clock)
    var prompt = PasswordPrompt(
      catalog: catalog, fromStandardInput: options.passwordFromStandardInput,
      descriptor: input.descriptor, isTerminal: input.isTerminal)
    prompt.interruptFailsOnlyTheCommand = { [runMode] in runMode.isInteractiveSession }
    let view = TerminalLoginView(console: console, prompt: prompt)
    LoginPresenter(view: traced(view as any LoginView, TracingLoginView.init), service: service)
    return Feature(
      name: "login", summary: .helpLogin, helpNote: .helpLoginPasswords,
      commands: LoginCommands.all(firingOn: TerminalLoginView.self), view: view)
  }

  func makeOracle(language: Language, random: any RandomSource) -> Feature {
    let service = makeOracleService(language: language, random: random)
    let view = TerminalOracleView(console: console)
    OraclePresenter(view: traced(view as any OracleView, TracingOracleView.init), service: service)
    return Feature(
      name: "oracle", summary: .helpOracle,
      commands: OracleCommands.all(firingOn: TerminalOracleView.self), view: view)
  }

  // MARK: - Gateway → service, the same under every view

  /// The Tasks service over the store's gateway (file, or in memory), traced when asked.
  func makeTasksService(language: Language) -> any TasksService {
    // The gateway draws UUIDs only while loading tasks stored without one: machinery below
    // the port, so its draws are not traced.
    let tasks = store.makeTaskRepository(random: uuidRandom)
    saving.nextFreeTaskID = tasks.nextFreeID
    let repository = traced(tasks.repository, TracingTaskRepository.init)
    // Under `--seed`, two runs on one store would draw the same UUIDs from the seed alone:
    // each run's stream is salted with the store's next task ID, which only one adding run
    // ever sees.
    let taskRandom =
      shared.map { $0.taskRandom as any RandomSource } ?? options.seed.map { seed in
        SaltedRandomSource(seed: seed) { UInt64(tasks.nextFreeID() ?? 1) } as any RandomSource
      } ?? uuidRandom
    return traced(
      DefaultTasksService(
        repository: repository, clock: clock,
        random: traced(taskRandom, TracingRandomSource.init), language: language),
      TracingTasksService.init)
  }

  /// The Login service over the user and session gateways, traced when asked.
  func makeLoginService(language: Language, random: any RandomSource, clock: any Clock)
    -> any LoginService
  {
    // The simulated backend latency wraps the user gateway, file or in memory alike.
    let accounts: any AccountRepository = traced(
      DelayedAccountRepository(
        store.makeAccountRepository(), milliseconds: options.latencyMilliseconds),
      TracingAccountRepository.init)
    // The real clock, even under `--now`, and not traced (its reading would make a trace
    // differ from run to run): it only bounds a stored lockout, see FileSessionRepository.
    let realClock = SystemClock()
    let sessions: any SessionRepository = traced(
      store.makeSessionRepository(realClock: realClock),
      TracingSessionRepository.init)
    return traced(
      DefaultLoginService(
        accounts: accounts, sessions: sessions, random: random, clock: clock,
        hasher: PBKDF2PasswordHasher(), language: language),
      TracingLoginService.init)
  }

  /// The Oracle service over the answer book's gateway, traced when asked.
  func makeOracleService(language: Language, random: any RandomSource) -> any OracleService {
    let builtInBook =
      language == .spanish ? BuiltInAnswerBooks.spanish : BuiltInAnswerBooks.english
    let repository: any AnswerBookRepository = traced(
      store.makeAnswerBookRepository(fallback: builtInBook),
      TracingAnswerBookRepository.init)
    return traced(
      DefaultOracleService(repository: repository, random: random, language: language),
      TracingOracleService.init)
  }

  /// `value` as the protocol type `P`, wrapped by `decorate` when tracing is on.
  func traced<P>(_ value: P, _ decorate: (P, Tracer) -> P) -> P {
    tracer.map { decorate(value, $0) } ?? value
  }
}
