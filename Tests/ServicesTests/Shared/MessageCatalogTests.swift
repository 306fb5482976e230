import Services
import Testing

@Suite struct MessageCatalogTests {
  private static let tooLong = Message(
    english: "The text has %1 characters; at most %2 are allowed",
    spanish: "El texto tiene %1 caracteres; el máximo es %2")
  private static let leftOne = Message(english: "%1 item left", spanish: "%1 tarea pendiente")
  private static let leftOther = Message(
    english: "%1 items left", spanish: "%1 tareas pendientes")

  @Test func picksTheTextOfItsLanguage() {
    #expect(
      MessageCatalog(language: .english).text(Self.tooLong, "501", "500")
        == "The text has 501 characters; at most 500 are allowed")
    #expect(
      MessageCatalog(language: .spanish).text(Self.tooLong, "501", "500")
        == "El texto tiene 501 caracteres; el máximo es 500")
  }

  @Test func fillsPlaceholdersInOrderAndLeavesOtherPercentSignsAlone() {
    let catalog = MessageCatalog(language: .english)
    #expect(
      catalog.text(Message(english: "%2 before %1", spanish: "%2 antes de %1"), "a", "b")
        == "b before a")
    #expect(catalog.text(Self.leftOne, "100%") == "100% item left")
  }

  @Test func countsPickSingularOrPlural() {
    let catalog = MessageCatalog(language: .spanish)
    #expect(catalog.counted(1, one: Self.leftOne, other: Self.leftOther) == "1 tarea pendiente")
    #expect(catalog.counted(0, one: Self.leftOne, other: Self.leftOther) == "0 tareas pendientes")
  }

  @Test func theFillerLeavesAPercentBeforeALetterOrAnUnknownNumberAlone() {
    #expect(MessageTemplate.fill("%1 at %2%", with: ["50", "3"]) == "50 at 3%")
    #expect(MessageTemplate.fill("%s %3 %1", with: ["x"]) == "%s %3 x")
    #expect(MessageTemplate.fill("%1", with: []) == "%1")
  }
}
