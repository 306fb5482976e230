import Testing

@testable import CLI

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
    ("tasks add x# glued comment", ["tasks", "add", "x"]),
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

@Suite struct WordsTests {
  @Test(arguments: [
    ([], ""), (["a"], "a"), (["a", "b"], "a b"), (["", "a"], " a"), (["a", "", "b"], "a  b"),
    (["Task", "number", "123456"], "Task number 123456"), (["café", "☕"], "café ☕"),
  ])
  func joinsWordsWithSingleSpacesKeepingEmptyOnes(words: [String], joined: String) {
    #expect(words.joinedBySpaces() == joined)
  }
}
