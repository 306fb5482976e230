import Services

/// Prints `puremvp help`, `puremvp --help` and `puremvp help FEATURE`, in the user's language.
///
/// Every word comes from the message catalog, like every other message; the layout (two
/// aligned columns) is decided here.
struct Help {
  let application: Application

  private var catalog: MessageCatalog { application.catalog }

  /// Prints help for `feature` (all features when `nil`); answers the exit code.
  func print(feature: String?, to out: OutputBuffer, err: OutputBuffer) -> Int32 {
    guard let feature else {
      out.write(overview)
      return ExitCode.success
    }
    guard let front = application.front(named: feature) else {
      let names = application.featureNames.joined(separator: ", ")
      err.writeProgramError(catalog.text(.usageUnknownFeature, feature, names))
      return ExitCode.usage
    }
    out.write(featureHelp(front))
    return ExitCode.success
  }

  private var overview: String {
    let fronts = application.allFronts
    let rows = fronts.map { ("  " + $0.name, catalog.text($0.summary)) }
    return catalog.text(.helpOverview, columns(rows))
  }

  private func featureHelp(_ front: any FeatureFront) -> String {
    let rows = front.commands.map { command in
      let signature = [front.name, command.name, command.arguments].filter { !$0.isEmpty }
      return ("  " + signature.joined(separator: " "), catalog.text(command.summary))
    }
    var text = catalog.text(.helpFeatureTitle, front.name, catalog.text(front.summary)) + "\n\n"
    text += catalog.text(.helpCommands) + "\n" + columns(rows) + "\n"
    if let note = front.helpNote { text += catalog.text(note) + "\n" }
    text += catalog.text(.helpExamples) + "\n"
    for command in front.commands { text += "  puremvp \(command.example)\n" }
    return text
  }

  /// Rows of two columns, the second aligned two spaces after the longest first.
  private func columns(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    var text = ""
    for (left, right) in rows {
      text += left + String(repeating: " ", count: width - left.count) + "  " + right + "\n"
    }
    return text
  }
}
