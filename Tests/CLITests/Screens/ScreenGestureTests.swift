import Presenters
import Services
import TerminalEngine
import TestSupport
import Testing

@testable import CLI

/// One gesture, one event: every key of the Tasks and Login screens reaches the service as
/// exactly one command. The mock fails on any call not expected, so a screen that asked for
/// the list again after a change, or sent the password field back after a submit, fails.
@Suite struct ScreenGestureTests {
  /// The keys that lead to a gesture, the last one making it, and the one command it makes.
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let keys: [Key]
    let call: MockTasksService.Call
  }

  private static let theme = ScreenTheme(
    catalog: CommandLineCatalog(language: .english), useColor: false)

  static let tasksCases: [Case] = {
    let toList: [Key] = [.down]
    func typing(_ text: String) -> [Key] { text.map { .character($0) } }
    return [
      Case(
        testDescription: "Enter in the field", keys: typing("Buy") + [.enter],
        call: .add(text: "Buy")),
      Case(testDescription: "Create", keys: [.tab, .enter], call: .add(text: "")),
      Case(testDescription: "Remove all", keys: [.tab, .tab, .enter], call: .removeAll),
      Case(
        testDescription: "Toggle all", keys: [.tab, .tab, .tab, .enter], call: .toggleAllCompleted),
      Case(
        testDescription: "Space on a row", keys: toList + [.character(" ")],
        call: .toggleCompleted(id: "1")),
      Case(
        testDescription: "x on a row", keys: toList + [.down, .character("x")],
        call: .toggleCompleted(id: "2")),
      Case(
        testDescription: "s on a row", keys: toList + [.character("s")],
        call: .toggleFavorite(id: "1")),
      Case(
        testDescription: "* on a row", keys: toList + [.character("*")],
        call: .toggleFavorite(id: "1")),
      Case(
        testDescription: "d on a row", keys: toList + [.character("d")], call: .remove(ids: ["1"])),
      Case(testDescription: "Delete on a row", keys: toList + [.delete], call: .remove(ids: ["1"])),
      Case(
        testDescription: "an edit saved",
        keys: toList + [.character("e"), .character("!"), .enter],
        call: .edit(id: "1", text: "a!")),
      Case(testDescription: "a", keys: toList + [.character("a")], call: .toggleAllCompleted),
      Case(testDescription: "c", keys: toList + [.character("c")], call: .clearCompleted),
      Case(testDescription: "R", keys: toList + [.character("R")], call: .removeAll),
      Case(testDescription: "u", keys: toList + [.character("u")], call: .undo),
      Case(testDescription: "f", keys: toList + [.character("f")], call: .list(filter: "active")),
    ]
  }()

  /// A Tasks screen wired to a mock, showing two tasks under All.
  private func tasksScreen() -> (ScreenTasksView, MockTasksService) {
    let view = ScreenTasksView(theme: Self.theme)
    let service = MockTasksService()
    TasksPresenter(view: view, service: service)
    service.emitListed(
      TaskListModel(
        filter: .all,
        tasks: [
          TaskModel(id: 1, text: "a", isFavorite: false, isCompleted: false),
          TaskModel(id: 2, text: "b", isFavorite: false, isCompleted: false),
        ], itemsLeft: 2, itemsLeftText: "2 items left"))
    return (view, service)
  }

  @Test(arguments: tasksCases)
  func eachTasksGestureIsOneServiceCall(_ gesture: Case) throws {
    let (view, service) = tasksScreen()
    for key in gesture.keys.dropLast() {
      let isNone = view.handle(key) == nil
      #expect(isNone, "a key before the gesture made one")
    }
    let made = try #require(gesture.keys.last.flatMap { view.handle($0) })
    service.calls.expect(gesture.call)
    made()
    service.calls.verify()
  }

  @Test func theTasksScreenAppearsWithOneList() throws {
    let (view, service) = tasksScreen()
    let made = try #require(view.appear())
    service.calls.expect(.list(filter: "all"))
    made()
    service.calls.verify()
  }

  /// What the Login button sends: the submit alone. The service answers the form it leaves,
  /// which empties the password field and greys the button.
  @Test func theLoginButtonIsOneSubmitAndTheServiceEmptiesThePasswordField() throws {
    let view = ScreenLoginView(theme: Self.theme)
    let service = MockLoginService()
    LoginPresenter(view: view, service: service)
    _ = view.handle(.tab)
    service.calls.expect(.setPassword(Password("s")))
    let typed = try #require(view.handle(.character("s")))
    typed()
    service.calls.verify()
    service.emitFormChanged(
      LoginFormModel(email: "ana@example.com", isPasswordSet: true, canSubmit: true, summary: ""))
    let submit = try #require(view.handle(.enter))
    service.calls.expect(.submit)
    submit()
    service.calls.verify()
    let cleared = LoginFormModel(
      email: "ana@example.com", isPasswordSet: false, canSubmit: false, summary: "")
    service.emitFormCleared(cleared)
    // The field is empty again: the next key is the password's first character.
    service.calls.expect(.setPassword(Password("t")))
    let typedAgain = try #require(view.handle(.character("t")))
    typedAgain()
    service.calls.verify()
    // And the button follows the cleared form: Enter sends nothing.
    let isNone = view.handle(.enter) == nil
    #expect(isNone)
  }
}
