import MVC
import Screens
import Testing

/// MVC is tested the way its community tests it: through the view controller, by tapping
/// its screen and reading its labels. The rule lives there, so the screen is the test's way in.
@MainActor
@Suite("MVC: the fortune teller's view controller")
struct OracleViewControllerTests {
  @Test("A positive answer shows in green, under the trimmed question")
  func positiveIsGreen() {
    let screen = OracleScreen()
    let controller = OracleViewController(
      screen: screen, answers: Fixtures.answers, random: ScriptedRandom.picking(0))
    screen.questionField.type("  Will I? ")
    screen.askButton.tap()
    #expect(screen.questionLabel.text == "Will I?")
    #expect(screen.answerLabel.text == "Yes")
    #expect(screen.answerLabel.color == .green)
    withExtendedLifetime(controller) {}
  }

  @Test("A negative answer shows in red")
  func negativeIsRed() {
    let screen = OracleScreen()
    let controller = OracleViewController(
      screen: screen, answers: Fixtures.answers, random: ScriptedRandom.picking(2))
    screen.askButton.tap()
    #expect(screen.answerLabel.text == "Not a chance")
    #expect(screen.answerLabel.color == .red)
    withExtendedLifetime(controller) {}
  }
}
