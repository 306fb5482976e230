import ScriptEngine
import Testing

@Suite struct TokenizerTests {
  @Test(arguments: [
    ("tasks add Buy milk", ["tasks", "add", "Buy", "milk"]),
    ("  tasks\tadd   x  ", ["tasks", "add", "x"]),
    ("tasks add \"Buy milk\"", ["tasks", "add", "Buy milk"]),
    ("tasks add 'it''s'", ["tasks", "add", "its"]),
    ("tasks add 'say \"hi\"'", ["tasks", "add", "say \"hi\""]),
    ("tasks add \"a \\\"b\\\" \\\\ c\"", ["tasks", "add", "a \"b\" \\ c"]),
    ("tasks add \"tab\\there\\nnext\"", ["tasks", "add", "tab\there\nnext"]),
    ("tasks add back\\slash", ["tasks", "add", "back\\slash"]),
    ("tasks add 'single \\n stays'", ["tasks", "add", "single \\n stays"]),
    ("tasks add x\"y z\"w", ["tasks", "add", "xy zw"]),
    ("tasks add \"\"", ["tasks", "add", ""]),
    ("tasks add x # a comment", ["tasks", "add", "x"]),
    ("tasks add x#y glued", ["tasks", "add", "x#y", "glued"]),
    ("tasks complete #3", ["tasks", "complete", "#3"]),
    ("tasks complete #3 #12 # done", ["tasks", "complete", "#3", "#12"]),
    ("tasks complete #x3", ["tasks", "complete"]),
    ("#3", ["#3"]),
    ("tasks add \"#not a comment\"", ["tasks", "add", "#not a comment"]),
    ("# only a comment", []),
    ("", []),
    ("   \t ", []),
    ("tasks add café ☕", ["tasks", "add", "café", "☕"]),
  ])
  func splitsWords(line: String, words: [String]) {
    #expect(Tokenizer.words(in: line) == .success(words))
  }

  @Test(arguments: [
    ("tasks add \"open", TokenizerProblem.unterminatedQuote(column: 11)),
    ("tasks add 'open", .unterminatedQuote(column: 11)),
    ("\"", .unterminatedQuote(column: 1)),
    ("tasks add \"ends with backslash\\", .unterminatedQuote(column: 11)),
    ("tasks add \"bad \\q\"", .invalidEscape("\\q", column: 16)),
    ("x \"\\u0041\"", .invalidEscape("\\u", column: 4)),
  ])
  func reportsSyntaxErrorsWithTheirColumn(line: String, problem: TokenizerProblem) {
    #expect(Tokenizer.words(in: line) == .failure(problem))
  }

  @Test func aLineOfSixtyThousandQuotesIsHandledInOnePass() {
    let quotes = String(repeating: "\"", count: 60_000)
    #expect(Tokenizer.words(in: quotes) == .success([""]))
    #expect(Tokenizer.words(in: quotes + "\"") == .failure(.unterminatedQuote(column: 60_001)))
  }
}

@Suite struct CommandWordsTests {
  @Test(arguments: [
    ([], ""), (["a"], "a"), (["a", "b"], "a b"), (["", "a"], " a"), (["a", "", "b"], "a  b"),
    (["Task", "number", "123456"], "Task number 123456"), (["café", "☕"], "café ☕"),
    (["with space", "x"], "with space x"),
  ])
  func joinsWordsWithSingleSpacesKeepingEmptyOnes(words: [String], joined: String) {
    let command = CommandWords(["tasks", "add"] + words)
    #expect(command.joined(from: 2) == joined)
    #expect(CommandArguments(command, from: 2).joined() == joined)
    #expect(command.strings == ["tasks", "add"] + words)
  }

  @Test func matchesWordsAsBytes() {
    let words = CommandWords(["tasks", "", "add", "café"])
    #expect(words.word(0, is: "tasks"))
    #expect(!words.word(0, is: "task"))
    #expect(!words.word(0, is: "tasks "))
    #expect(words.word(1, is: ""))
    #expect(words.word(3, is: "café"))
    #expect(!words.word(4, is: ""))
    #expect(words.firstByte(of: 2) == UInt8(ascii: "a"))
    #expect(words.firstByte(of: 1) == nil)
  }

  @Test(arguments: [
    (["tasks", "add", "Buy", "milk"], 2, 4), (["tasks", "list", "--long"], 2, 2),
    (["tasks", "add", "x", "-", "y"], 2, 3), (["tasks", "add", "", "-x"], 2, 3),
    (["tasks", "add", "a-b", "--"], 2, 3), (["-h"], 0, 0), (["-h", "tasks"], 1, 2),
    (["tasks"], 5, 1),
  ])
  func findsTheFirstWordThatStartsWithADash(words: [String], from: Int, first: Int) {
    #expect(CommandWords(words).firstOption(from: from) == first)
  }

  @Test func isRefilledLineAfterLine() {
    var words = CommandWords(["a", "long", "first", "line"])
    words.removeAll()
    #expect(words.isEmpty)
    words.append("x")
    #expect(words.strings == ["x"])
    #expect(words.joined(from: 0) == "x")
  }

  @Test func argumentsCountFromTheirOffset() {
    let arguments = CommandArguments(CommandWords(["tasks", "edit", "3", "new", "text"]), from: 2)
    #expect(arguments.count == 3)
    #expect(arguments[0] == "3")
    #expect(arguments.joined(from: 1) == "new text")
    #expect(CommandArguments(CommandWords(["tasks", "list"]), from: 2).count == 0)
  }
}

extension Tokenizer {
  /// The words of `line` as strings, or why it does not split: the tests' view of `split`.
  fileprivate static func words(in line: String) -> Result<[String], TokenizerProblem> {
    var words = CommandWords()
    if let problem = split(line, into: &words) { return .failure(problem) }
    return .success(words.strings)
  }
}
