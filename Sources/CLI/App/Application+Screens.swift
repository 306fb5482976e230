import Domain
import Presenters
import Services

/// The wiring of the screens: the same gateways, services and presenters as the line
/// interface (`Application+Features.swift`), with a screen view in place of the terminal
/// view. Only the view differs; the presenter is the same type, wired the same way.
extension Application {
  /// The three screens, each wired to its own presenter and service.
  func makeScreens(language: Language, theme: ScreenTheme) -> [any ScreenPanel] {
    [
      makeTasksScreen(language: language, theme: theme),
      makeLoginScreen(language: language, random: random, clock: clock, theme: theme),
      makeOracleScreen(language: language, random: random, theme: theme),
    ]
  }

  func makeTasksScreen(language: Language, theme: ScreenTheme) -> ScreenTasksView {
    let service = makeTasksService(language: language)
    let view = ScreenTasksView(theme: theme)
    TasksPresenter(
      view: traced(view as any TaskListView, TracingTaskListView.init), service: service)
    return view
  }

  func makeLoginScreen(
    language: Language, random: any RandomSource, clock: any Clock, theme: ScreenTheme
  ) -> ScreenLoginView {
    let service = makeLoginService(language: language, random: random, clock: clock)
    let view = ScreenLoginView(theme: theme)
    LoginPresenter(
      view: traced(view as any LoginForm, TracingLoginForm.init), service: service)
    return view
  }

  func makeOracleScreen(
    language: Language, random: any RandomSource, theme: ScreenTheme
  ) -> ScreenOracleView {
    let service = makeOracleService(language: language, random: random)
    let view = ScreenOracleView(theme: theme)
    OraclePresenter(view: traced(view as any OracleView, TracingOracleView.init), service: service)
    return view
  }

  /// Whether another process changed the store since the last gesture let it go: a look at
  /// the store's files, cheap enough for every key and every second a screen waits.
  var isStoreChangedElsewhere: Bool { store.unitOfWork.isChangedElsewhere }

  /// Runs one screen gesture as one command, as `execute` runs a typed one: the store is
  /// locked when the gesture first uses it (after reloading whatever another process changed
  /// since the last gesture), and when it ends its records are one whole command, written,
  /// synced and unlocked before the next key is read, so other processes can use the store
  /// while the screen waits for a key.
  func performGesture(_ label: String, _ gesture: () -> Void) {
    tracer?.beginGesture(label)
    saving.beginCommand()
    gesture()
    saving.endCommand(at: CommandOrigin(source: nil, line: 0)) { "ui " + label }
    tickClock()
  }
}
