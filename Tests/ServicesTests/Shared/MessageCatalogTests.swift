import Services
import Testing

@Suite struct MessageCatalogTests {
  @Test(arguments: Language.allCases)
  func everyKeyHasATextInEveryLanguage(language: Language) {
    let table = MessageCatalog.table(for: language)
    let missing = MessageKey.allCases.filter { table[$0] == nil }
    #expect(missing.isEmpty, "\(language) lacks \(missing)")
  }

  @Test(arguments: MessageKey.allCases)
  func everyLanguageUsesTheSamePlaceholders(key: MessageKey) {
    let placeholders = Language.allCases.map { language in
      Set(
        (MessageCatalog.table(for: language)[key] ?? "").matches(of: /%[1-9]/).map { String($0.0) })
    }
    #expect(Set(placeholders).count == 1, "\(key): \(placeholders)")
  }

  @Test func fillsPlaceholdersInOrderAndLeavesOtherPercentSignsAlone() {
    let catalog = MessageCatalog(language: .english)
    #expect(
      catalog.text(.taskTextTooLong, "501", "500")
        == "The task text has 501 characters; at most 500 are allowed")
    #expect(catalog.text(.taskNotFound, "100%") == "No task #100%")
  }

  @Test func countsPickSingularOrPlural() {
    let catalog = MessageCatalog(language: .spanish)
    #expect(catalog.counted(1, one: .itemsLeftOne, other: .itemsLeftOther) == "1 tarea pendiente")
    #expect(catalog.counted(0, one: .itemsLeftOne, other: .itemsLeftOther) == "0 tareas pendientes")
  }

  @Test func theFillerLeavesAPercentBeforeALetterOrAnUnknownNumberAlone() {
    #expect(MessageTemplate.fill("%1 at %2%", with: ["50", "3"]) == "50 at 3%")
    #expect(MessageTemplate.fill("%s %3 %1", with: ["x"]) == "%s %3 x")
    #expect(MessageTemplate.fill("%1", with: []) == "%1")
  }
}
