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

  /// The dashes are no part of how far a mistyped option is: `--sort` is two edits from
  /// `--store`, too many for a four-letter name.
  @Test func anOptionIsJudgedByItsNameWithoutItsDashes() {
    let options = ["--store", "--long", "--format"]
    #expect(Suggestion.nearest(to: "--sort", among: options) == nil)
    #expect(Suggestion.nearest(to: "--lng", among: options) == "--long")
    #expect(Suggestion.nearest(to: "--fromat", among: options) == "--format")
  }

  @Test func aSwapOfNeighboursCostsOneEdit() {
    #expect(Suggestion.nearest(to: "tsaks", among: ["tasks", "login"]) == "tasks")
  }
}
