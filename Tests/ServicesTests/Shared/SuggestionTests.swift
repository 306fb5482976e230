import Services
import Testing

@Suite struct SuggestionTests {
  private static let commands = ["add", "list", "complete", "complete-all", "remove", "edit"]

  @Test(arguments: [
    ("compelte", "complete"), ("complet", "complete"), ("lsit", "list"), ("ad", "add"),
    ("REMOVE", "remove"), ("complete-al", "complete-all"),
  ])
  func suggestsTheNearestWordForATypo(typed: String, expected: String) {
    #expect(Suggestion.nearest(to: typed, among: Self.commands) == expected)
  }

  @Test(arguments: ["xyz", "delete", "", "completely-different"])
  func suggestsNothingWhenNoWordIsClose(typed: String) {
    #expect(Suggestion.nearest(to: typed, among: Self.commands) == nil)
  }

  @Test func aSwapOfNeighboursCostsOneEdit() {
    #expect(Suggestion.nearest(to: "tsaks", among: ["tasks", "login"]) == "tasks")
  }
}
