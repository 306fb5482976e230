import Domain
import Testing

@Suite struct OracleAnswerBookTests {
  @Test func refusesAnEmptyList() {
    #expect(AnswerBook([]) == nil)
  }

  @Test func keepsTheAnswersInOrderWithRepeats() throws {
    let yes = Answer(text: "Yes", isPositive: true)
    let no = Answer(text: "No", isPositive: false)
    let book = try #require(AnswerBook([yes, no, yes]))
    #expect(book.count == 3)
    #expect(book.answers == [yes, no, yes])
    #expect(book[1] == no)
  }

  @Test func theVariadicInitializerIsNeverEmpty() {
    let book = AnswerBook(Answer(text: "Maybe", isPositive: true))
    #expect(book.count == 1)
  }
}

@Suite struct OracleQuestionTests {
  @Test(arguments: ["", " ", "\t", " \n ", "\u{3000}"])
  func blankTextIsNoQuestion(raw: String) {
    #expect(Question(raw) == nil)
  }

  @Test(arguments: [
    ("Will it rain?", "Will it rain?"),
    ("  Will it rain?\t", "Will it rain?"),
    ("\n¿Aprenderé Swift?  ", "¿Aprenderé Swift?"),
    ("a  b", "a  b"),
  ])
  func questionsAreTrimmedAtBothEndsOnly(raw: String, expected: String) throws {
    let question = try #require(Question(raw))
    #expect(question.text == expected)
  }
}
