import Services

/// The usage errors for words no declaration matches: each names the nearest declared word
/// (did you mean …?), or, when none is near, lists the words there are.
struct DidYouMean {
  /// The features in help order, each with its commands.
  let features: [Feature]
  let catalog: CommandLineCatalog

  /// The usage error for a feature word nobody declared, naming the nearest one.
  func unknownFeature(_ name: String) -> UsageError {
    let featureNames = features.map(\.name)
    if let nearest = Suggestion.nearest(to: name, among: featureNames) {
      return UsageError(message: catalog.text(.usageDidYouMeanFeature, name, nearest))
    }
    return UsageError(
      message: catalog.text(.usageUnknownFeature, name, featureNames.joined(separator: ", ")))
  }

  /// The usage error for a command word `feature` does not declare, naming the nearest one.
  func unknownCommand(_ name: String, of feature: Feature) -> UsageError {
    if let nearest = Suggestion.nearest(to: name, among: feature.commands.flatMap(\.words)) {
      return UsageError(message: catalog.text(.usageDidYouMeanCommand, name, nearest))
    }
    return UsageError(
      message: catalog.text(.usageUnknownCommand, feature.name, name, commandNames(of: feature)))
  }

  /// The usage error for a feature word given without a command: its commands listed.
  func missingCommand(of feature: Feature) -> UsageError {
    UsageError(
      message: catalog.text(.usageMissingCommand, feature.name, commandNames(of: feature)))
  }

  private func commandNames(of feature: Feature) -> String {
    feature.commands.map(\.name).joined(separator: ", ")
  }
}
