/// Fills the `%1`, `%2`… placeholders of a message text: the one filler every catalog of
/// the program uses (the services' `MessageCatalog`, the command line's own).
package enum MessageTemplate {
  /// `template` with `%1`, `%2`… replaced by `arguments`, in order; any other `%` (a `%`
  /// before a letter, a number beyond the arguments, a last `%`) stays as it is.
  package static func fill(_ template: String, with arguments: [String]) -> String {
    guard !arguments.isEmpty else { return template }
    var result = ""
    var iterator = template.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      guard let digit = iterator.next() else {
        result.append(character)
        break
      }
      if let index = digit.wholeNumberValue, index >= 1, index <= arguments.count {
        result += arguments[index - 1]
      } else {
        result.append(character)
        result.append(digit)
      }
    }
    return result
  }
}
