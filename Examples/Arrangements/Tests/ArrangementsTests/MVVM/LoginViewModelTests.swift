import MVVM
import Observation
import Repositories
import Testing

/// MVVM's login view model alone: its derived `isEnabled` observed as the button's binding
/// observes it.
@Suite("MVVM: the login form's view model")
struct LoginViewModelTests {
  final class Told: @unchecked Sendable { var value = false }

  private func make() -> LoginViewModel {
    LoginViewModel(
      apiClient: LoginAPIClient(
        accounts: Fixtures.accounts(), hasher: Fixtures.hasher, random: ScriptedRandom([]),
        clock: FixedClock(time: Fixtures.start)))
  }

  @Test("isEnabled combines both fields (5 and 5), and its observer is told of either")
  func enabledFromBothFields() {
    let viewModel = make()
    viewModel.email = "ana@x"
    viewModel.password = "1234"
    #expect(!viewModel.isEnabled)
    let told = Told()
    withObservationTracking({ _ = viewModel.isEnabled }, onChange: { told.value = true })
    viewModel.password = "12345"
    #expect(told.value)
    #expect(viewModel.isEnabled)
    viewModel.email = "ana@"
    #expect(!viewModel.isEnabled)
  }

  @Test("A wrong email publishes seed 002's error and empties the password")
  func wrongEmail() {
    let viewModel = make()
    viewModel.email = "nobody@example.com"
    viewModel.password = "1234567890"
    viewModel.userLogin()
    #expect(viewModel.errorMessage == "Check your email")
    #expect(viewModel.password.isEmpty)
    #expect(viewModel.user == nil)
  }

  @Test("The right password publishes the user and the welcome")
  func success() {
    let viewModel = make()
    viewModel.email = "swiftbeta.blog@gmail.com"
    viewModel.password = "1234567890"
    viewModel.userLogin()
    #expect(viewModel.user?.name == "SwiftBeta")
    #expect(viewModel.welcome == "Welcome, SwiftBeta!")
    #expect(viewModel.errorMessage.isEmpty)
    #expect(!viewModel.showLoading)
  }
}
