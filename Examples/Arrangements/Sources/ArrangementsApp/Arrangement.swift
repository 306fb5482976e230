import Domain
import MVC
import MVP
import MVVM
import Presenters
import PureMVP
import Repositories
import Screens
import Services

/// The four ways to split a screen, each building the two apps on their screens: the
/// composition root of every arrangement, side by side.
public enum Arrangement: String, CaseIterable, Sendable {
  /// Apple-style MVC: the view controller decides.
  case mvc
  /// Seed 001's MVP: a presenter with the presentation logic, a passive view.
  case mvp
  /// Seeds 002 and 003's MVVM: an observable view model the view binds to.
  case mvvm
  /// Seed 004's pure MVP: the product's presenters and services.
  case pure

  /// How the documentation names it.
  public var title: String {
    switch self {
    case .mvc: "MVC"
    case .mvp: "MVP"
    case .mvvm: "MVVM"
    case .pure: "pure MVP"
    }
  }

  /// Builds the fortune teller on `screen`, reading `answers` and picking with `random`;
  /// answers what must be kept alive as long as the screen is used.
  @MainActor public func makeOracle(
    on screen: OracleScreen, answers: any AnswerBookRepository, random: any RandomSource
  ) -> AnyObject {
    switch self {
    case .mvc:
      return MVC.OracleViewController(screen: screen, answers: answers, random: random)
    case .mvp:
      // Seed 001's assembly: the view owns the presenter, the presenter the model.
      let view = MVP.OracleViewController(screen: screen)
      view.presenter = MVP.OraclePresenter(
        view: view, model: OracleModel(answers: answers, random: random))
      return view
    case .mvvm:
      return MVVM.OracleViewController(
        screen: screen, viewModel: OracleViewModel(answers: answers, random: random))
    case .pure:
      let view = PureMVP.OracleViewController(screen: screen)
      Presenters.OraclePresenter(
        view: view,
        service: DefaultOracleService(repository: answers, random: random, language: .english))
      return view
    }
  }

  /// Builds the login form on `screen`, checking against `accounts` with `hasher`, drawing
  /// tokens from `random` and timing sessions by `clock`.
  @MainActor public func makeLogin(
    on screen: LoginScreen, accounts: any AccountRepository, hasher: any PasswordHasher,
    random: any RandomSource, clock: any Clock
  ) -> AnyObject {
    switch self {
    case .mvc:
      return MVC.LoginViewController(
        screen: screen, accounts: accounts, hasher: hasher, random: random, clock: clock)
    case .mvp:
      let view = MVP.LoginViewController(screen: screen)
      view.presenter = MVP.LoginPresenter(
        view: view,
        model: LoginModel(accounts: accounts, hasher: hasher, random: random, clock: clock))
      return view
    case .mvvm:
      let client = LoginAPIClient(accounts: accounts, hasher: hasher, random: random, clock: clock)
      return MVVM.LoginViewController(screen: screen, viewModel: LoginViewModel(apiClient: client))
    case .pure:
      let view = PureMVP.LoginViewController(screen: screen)
      // One iteration: the stand-in hasher's accounts are hashed so (DemoAccounts), and a
      // higher count would re-hash them at the first login.
      Presenters.LoginPresenter(
        view: view,
        service: DefaultLoginService(
          accounts: accounts, sessions: InMemorySessionRepository(), random: random,
          clock: clock, hasher: hasher, iterations: DemoAccounts.iterations, language: .english))
      return view
    }
  }
}
