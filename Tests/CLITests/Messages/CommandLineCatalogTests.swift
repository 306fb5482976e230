import Services
import Testing

@testable import CLI

@Suite struct CommandLineCatalogTests {
  @Test(arguments: Language.allCases)
  func everyKeyHasATextInEveryLanguage(language: Language) {
    let table = CommandLineCatalog.table(for: language)
    let missing = CommandLineMessageKey.allCases.filter { table[$0] == nil }
    #expect(missing.isEmpty, "\(language) lacks \(missing)")
  }

  @Test(arguments: CommandLineMessageKey.allCases)
  func everyLanguageUsesTheSamePlaceholders(key: CommandLineMessageKey) {
    let placeholders = Language.allCases.map { language in
      Set(
        (CommandLineCatalog.table(for: language)[key] ?? "").matches(of: /%[1-9]/)
          .map { String($0.0) })
    }
    #expect(Set(placeholders).count == 1, "\(key): \(placeholders)")
  }

  /// No key is in both catalogs: a text the command line shows lives in one place.
  @Test func noKeyIsAlsoAServiceKey() {
    let serviceKeys = Set(MessageKey.allCases.map(\.rawValue))
    let shared = CommandLineMessageKey.allCases.filter { serviceKeys.contains($0.rawValue) }
    #expect(shared.isEmpty, "in both catalogs: \(shared)")
  }

  @Test func fillsPlaceholdersWithTheServicesFiller() {
    let catalog = CommandLineCatalog(language: .spanish)
    #expect(
      catalog.text(.usageConflictingOptions, "--store", "--in-memory")
        == "--store y --in-memory no pueden usarse juntas")
  }
}
