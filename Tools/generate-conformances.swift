// Writes the types that only repeat a feature's protocols, so that adding a command means
// editing the protocols, never these copies:
//   - the tracing decorators, Sources/CLI/Trace/Tracing<Feature>.swift;
//   - the test doubles, Tests/TestSupport/<Feature>/Mock<Feature>Service.swift and
//     Spy<Feature>View.swift.
//
// Usage, from the repository's root:
//   swift Tools/generate-conformances.swift          rewrites the generated files
//   swift Tools/generate-conformances.swift --check  exit 1 naming each stale file, else 0
//
// It reads requirements of four shapes (swift-format may wrap them over several lines):
//   view event        func onX(_ handler: @escaping (_ label: T, …) -> Void)
//   view show         func showX(_ model: M)      or  func hideX()
//   service command   func name(label: T, …)
//   service outcome   func onX(_ handler: @escaping (M) -> Void)
// The output goes through `swift format` (the toolchain's), both to write and to check.

import Foundation

// MARK: - What is generated, and the few rules that are not in the protocols

/// One feature: its view, as its presenter names it, and its service. A view made of parts
/// is a typealias in the presenter's file (`public typealias TasksView = TaskListView &
/// TaskFilesView`): the parts are read from it, the first being the one every view
/// implements, so a new part needs no change here.
struct Feature {
  let name: String
  let view: String
  let presenterFile: String
  let service: String
  let serviceFile: String
}

let features = [
  Feature(
    name: "Tasks", view: "TasksView",
    presenterFile: "Sources/Presenters/Tasks/TasksPresenter.swift",
    service: "TasksService", serviceFile: "Sources/Services/Tasks/TasksService.swift"),
  Feature(
    name: "Login", view: "LoginView",
    presenterFile: "Sources/Presenters/Login/LoginPresenter.swift",
    service: "LoginService", serviceFile: "Sources/Services/Login/LoginService.swift"),
  Feature(
    name: "Oracle", view: "OracleView",
    presenterFile: "Sources/Presenters/Oracle/OraclePresenter.swift", service: "OracleService",
    serviceFile: "Sources/Services/Oracle/OracleService.swift"),
]

/// Values a trace must not show as they are, keyed by parameter name and type (never by
/// method, so that a new command follows by itself), with the type that shows them.
/// Text typed as an email may be the password typed into the wrong field: `TypedEmail`
/// masks it unless it has an `@`. (A `Password` masks itself and needs no rule.)
let tracedAs = ["email: String": "TypedEmail"]

/// Values a double records through one of their properties, keyed by type: the recorded
/// calls must be `Sendable` and `Equatable`, and an export hands its tasks out through a
/// closure, so a double records the tasks themselves.
let recordedAs = ["TaskExportModel": (type: "[ExportedTaskModel]", property: "tasks")]

// MARK: - Reading the protocols

/// One parameter: `label name: type`; `label` is nil for `_`, `name` empty for a bare type.
struct Parameter {
  let label: String?
  let name: String
  let type: String
}

/// One requirement; `handler` holds the parameters of the closure an event or outcome
/// takes, nil for a show or a command.
struct Requirement {
  let name: String
  let parameters: [Parameter]
  let handler: [Parameter]?
}

/// Splits `text` at each `separator` outside brackets (`->` is not a bracket).
func splitTopLevel(_ text: String, at separator: Character) -> [String] {
  var parts: [String] = []
  var current = ""
  var depth = 0
  var previous: Character = " "
  for character in text {
    if "([<".contains(character) { depth += 1 }
    if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
    if character == separator && depth == 0 {
      parts.append(current)
      current = ""
    } else {
      current.append(character)
    }
    previous = character
  }
  parts.append(current)
  return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// The text between the first `(` of `text` and the `)` that closes it.
func insideParentheses(_ text: String) -> String {
  guard let open = text.firstIndex(of: "(") else { return "" }
  var depth = 0
  for index in text[open...].indices {
    if text[index] == "(" { depth += 1 }
    if text[index] == ")" { depth -= 1 }
    if depth == 0 { return String(text[text.index(after: open)..<index]) }
  }
  return ""
}

/// `_ name: T`, `label name: T`, `name: T` or, in a closure type, a bare `T`.
func parameter(_ text: String) -> Parameter {
  let halves = splitTopLevel(text, at: ":")
  guard halves.count == 2 else { return Parameter(label: nil, name: "", type: text) }
  let words = halves[0].split(separator: " ").map(String.init)
  let name = words.last ?? ""
  let label = words.count == 1 ? name : words[0]
  return Parameter(label: label == "_" ? nil : label, name: name, type: halves[1])
}

/// One `func` declaration, joined onto one line.
func requirement(_ declaration: String) -> Requirement {
  let name = declaration.dropFirst("func ".count).prefix { $0 != "(" }
  let parameters = splitTopLevel(insideParentheses(declaration), at: ",").map(parameter)
  // A closure parameter makes an event or an outcome; its own parameters are what it hears.
  let closure = parameters.count == 1 && parameters[0].type.contains("->")
  let handler = closure ? splitTopLevel(insideParentheses(parameters[0].type), at: ",") : nil
  return Requirement(
    name: String(name), parameters: parameters, handler: handler.map { $0.map(parameter) })
}

/// The parts of `feature`'s view: those its typealias composes, in their order there, or
/// the view itself when it is one protocol.
func viewParts(_ feature: Feature) -> [String] {
  let source = (try? String(contentsOfFile: feature.presenterFile, encoding: .utf8)) ?? ""
  let opening = "public typealias \(feature.view) = "
  guard let line = source.components(separatedBy: "\n").first(where: { $0.hasPrefix(opening) })
  else { return [feature.view] }
  return line.dropFirst(opening.count).split(separator: "&").map {
    $0.trimmingCharacters(in: .whitespaces)
  }
}

/// The requirements of `protocolName`, declared in `file`, in their order there.
func requirements(of protocolName: String, in file: String) -> [Requirement] {
  let source = try? String(contentsOfFile: file, encoding: .utf8)
  let lines = (source ?? "").components(separatedBy: "\n")
  let opening = "public protocol \(protocolName):"
  guard let start = lines.firstIndex(where: { $0.hasPrefix(opening) }) else {
    fail("\(file): no `\(opening)`")
  }
  var found: [Requirement] = []
  var pending = ""
  // Doc comments and blank lines go; a `func` runs on until its parentheses balance.
  for line in lines[(start + 1)...] {
    if line.hasPrefix("}") { break }
    let text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("//") || (pending.isEmpty && !text.hasPrefix("func ")) { continue }
    pending += pending.hasSuffix("(") ? text : (pending.isEmpty ? "" : " ") + text
    if pending.filter({ $0 == "(" }).count == pending.filter({ $0 == ")" }).count {
      found.append(requirement(pending))
      pending = ""
    }
  }
  return found
}

/// Stops with `message` on standard error, as one line.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("generate-conformances: \(message)\n".utf8))
  exit(1)
}

// MARK: - Names and snippets the generated types share

/// `A` or `An`, as `name` is read out: "An `OracleView`".
func article(_ name: String) -> String { "AEIOU".contains(name.prefix(1)) ? "An" : "A" }
func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
/// `onTaskChanged` → `TaskChanged`.
func eventName(_ requirement: Requirement) -> String { String(requirement.name.dropFirst(2)) }

/// A spy's `Shown` case: `showList` → `list`, `hideLoading` → `loadingHidden`.
func shownCase(_ name: String) -> String {
  if name.hasPrefix("show") { return lowerFirst(String(name.dropFirst(4))) }
  if name.hasPrefix("hide") { return lowerFirst(String(name.dropFirst(4))) + "Hidden" }
  return name
}

/// The parameter list as declared: `label name: T`.
func declared(_ parameters: [Parameter]) -> String {
  parameters.map { parameter in
    let head = parameter.label.map { $0 == parameter.name ? $0 : "\($0) \(parameter.name)" }
    return "\(head ?? "_ \(parameter.name)"): \(parameter.type)"
  }.joined(separator: ", ")
}

/// `label: text`, or `text` for a parameter without a label.
func labelled(_ parameter: Parameter, _ text: String) -> String {
  parameter.label.map { "\($0): \(text)" } ?? text
}

/// The arguments of a call passing each parameter on: `label: name`.
func passed(_ parameters: [Parameter]) -> String {
  parameters.map { labelled($0, $0.name) }.joined(separator: ", ")
}

/// A closure's type from its parameters: `(String, [String]) -> Void`.
func closureType(_ parameters: [Parameter]) -> String {
  "(\(parameters.map(\.type).joined(separator: ", "))) -> Void"
}

/// The closure's parameters, each given a name when the protocol gives none.
func named(_ parameters: [Parameter]) -> [Parameter] {
  parameters.enumerated().map { index, parameter in
    let name =
      parameter.name.isEmpty
      ? "model\(parameters.count == 1 ? "" : "\(index + 1)")" : parameter.name
    return Parameter(label: parameter.label, name: name, type: parameter.type)
  }
}

/// A trace's labels, `["id", "text"]`; `[]` when none is named.
func traceLabels(_ labels: [String]) -> String {
  labels.allSatisfy(\.isEmpty)
    ? "[]" : "[" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
}

/// The values a trace shows (`, id, text`), each masked when `tracedAs` says so.
func tracedValues(_ parameters: [Parameter]) -> String {
  parameters.map { parameter in
    let wrapper = tracedAs["\(parameter.name): \(parameter.type)"]
    return ", " + (wrapper.map { "\($0)(\(parameter.name))" } ?? parameter.name)
  }.joined()
}

/// The payload of a recorded case (`(text: String)`), or nothing for no parameter.
func casePayload(_ parameters: [Parameter]) -> String {
  let types = parameters.map { labelled($0, recordedAs[$0.type]?.type ?? $0.type) }
  return types.isEmpty ? "" : "(\(types.joined(separator: ", ")))"
}

/// A recorded case's value: `.edit(id: id, text: text)`, `.exported(export.tasks)`.
func caseValue(_ name: String, _ parameters: [Parameter]) -> String {
  let values = parameters.map { parameter in
    labelled(
      parameter,
      recordedAs[parameter.type].map { "\(parameter.name).\($0.property)" } ?? parameter.name)
  }
  return values.isEmpty ? ".\(name)" : ".\(name)(\(values.joined(separator: ", ")))"
}

/// The header of every generated file.
func header(_ feature: Feature) -> String {
  """
  // Generated by `swift Tools/generate-conformances.swift` from the protocols in
  // \(feature.presenterFile) and
  // \(feature.serviceFile).
  // Do not edit by hand: change the protocols and run the command again.


  """
}

// MARK: - The tracing decorators

/// The members of a decorator that report each requirement through `tracer` and then pass
/// it on to `base`: events and outcomes wrap their handler, shows and commands note the call.
func tracingMembers(_ requirements: [Requirement], base: String, events: String, calls: String)
  -> String
{
  requirements.indices.map { index in
    let requirement = requirements[index]
    // A blank line between the handlers and the calls, as a person would group them.
    let gap = index > 0 && (requirements[index - 1].handler == nil) != (requirement.handler == nil)
    return (gap ? "\n" : "") + tracingMember(requirement, base: base, events: events, calls: calls)
  }.joined()
}

/// One member of a decorator, as `tracingMembers` says.
func tracingMember(_ requirement: Requirement, base: String, events: String, calls: String)
  -> String
{
  let name = requirement.name
  guard let handler = requirement.handler.map(named) else {
    let labels = traceLabels(requirement.parameters.map { $0.label ?? "" })
    return """
        func \(name)(\(declared(requirement.parameters))) {
          tracer.note(.\(calls), "\(name)", \(labels)\(tracedValues(requirement.parameters)))
          \(base).\(name)(\(passed(requirement.parameters)))
        }

      """
  }
  let signature = "func \(name)(_ handler: @escaping \(closureType(handler)))"
  let labels = traceLabels(requirement.handler?.map(\.name) ?? [])
  let masked = handler.contains { tracedAs["\($0.name): \($0.type)"] != nil }
  guard masked else {
    return
      "  \(signature) {\n    \(base).\(name)(tracer.relay(.\(events), \"\(name)\", \(labels), handler))\n  }\n"
  }
  let names = handler.map(\.name).joined(separator: ", ")
  return """
      \(signature) {
        \(base).\(name) { [tracer] \(names) in
          tracer.note(.\(events), "\(name)", \(labels)\(tracedValues(handler)))
          handler(\(names))
        }
      }

    """
}

func tracingFile(
  _ feature: Feature, partNames: [String], parts: [[Requirement]], service: [Requirement]
) -> String {
  let first = partNames[0]
  let more = partNames.dropFirst()
  var text = header(feature) + "import Presenters\nimport Services\n\n"
  text += """
    /// \(article(first)) `\(first)` that reports every event it sends and every model it is shown.
    \(more.isEmpty ? "final " : "")class Tracing\(first): \(first) {
      private let base: any \(first)
      \(more.isEmpty ? "private" : "fileprivate") let tracer: Tracer

      init(_ base: any \(first), _ tracer: Tracer) {
        self.base = base
        self.tracer = tracer
      }


    """
  text += tracingMembers(
    parts[0], base: "base", events: "viewToPresenter", calls: "presenterToView")
  text += "}\n\n"
  if !more.isEmpty {
    let alias = feature.view
    text += """
      /// \(article(alias)) `\(alias)` that reports every event it sends and every model it is shown.
      final class Tracing\(alias): Tracing\(first), \(more.joined(separator: ", ")) {
      \(more.map { "  private let \(lowerFirst($0)): any \($0)\n" }.joined())
        init(_ base: any \(alias), _ tracer: Tracer) {
      \(more.map { "    \(lowerFirst($0)) = base\n" }.joined())    super.init(base, tracer)
        }


      """
    for (index, part) in more.enumerated() {
      text += tracingMembers(
        parts[index + 1], base: lowerFirst(part), events: "viewToPresenter",
        calls: "presenterToView")
    }
    text += "}\n\n"
  }
  text += """
    /// \(article(feature.service)) `\(feature.service)` that reports every command it receives and every outcome it sends.
    final class Tracing\(feature.service): \(feature.service) {
      private let base: any \(feature.service)
      private let tracer: Tracer

      init(_ base: any \(feature.service), _ tracer: Tracer) {
        self.base = base
        self.tracer = tracer
      }


    """
  text += tracingMembers(
    service, base: "base", events: "serviceToPresenter", calls: "presenterToService")
  return text + "}\n"
}

// MARK: - The test doubles

/// The double's subscriptions, one per event or outcome, each named `<event><suffix>`.
func subscriptions(_ requirements: [Requirement], suffix: String) -> String {
  requirements.compactMap { requirement in
    requirement.handler.map { handler in
      "  private var \(lowerFirst(eventName(requirement)))\(suffix) = Subscription<\(closureType(handler))>(owner: owner, name: \"\(requirement.name)\")\n"
    }
  }.joined()
}

/// Each event or outcome: keep its handler, and fire it by hand as `<verb><Event>(…)`.
/// One value is passed unlabelled; several are labelled with the names the protocol gives.
func firings(_ requirements: [Requirement], suffix: String, verb: String, as whom: String)
  -> (subscribing: String, firing: String)
{
  var subscribing = ""
  var firing = ""
  for requirement in requirements {
    guard let handler = requirement.handler.map(named) else { continue }
    let event = eventName(requirement)
    let property = lowerFirst(event) + suffix
    let method = verb + event
    let arguments = handler.map { parameter in
      Parameter(
        label: handler.count == 1 ? nil : parameter.name, name: parameter.name, type: parameter.type
      )
    }
    let labels = arguments.map { "\($0.label ?? "_"):" }.joined()
    subscribing += """
        /// Keeps `handler` for `\(method)(\(labels))`.
        package func \(requirement.name)(_ handler: @escaping \(closureType(handler))) {
          \(property).subscribe(handler)
        }

      """
    let values = handler.map(\.name).joined(separator: ", ")
    let with = handler.map { "`\($0.name)`" }.joined(separator: ", ")
    firing += """
        /// Calls the handler of `\(requirement.name)`\(with.isEmpty ? "" : " with \(with)"), \(whom).
        package func \(method)(\(declared(arguments))\(arguments.isEmpty ? "" : ", ")sourceLocation: SourceLocation = #_sourceLocation) {
          self.\(property).fire(sourceLocation: sourceLocation) { $0(\(values)) }
        }

      """
  }
  return (subscribing, firing)
}

/// The recorded calls' enum, and the methods that record them.
func recordings(_ requirements: [Requirement], named caseName: (String) -> String, into log: String)
  -> (cases: String, methods: String)
{
  var cases = ""
  var methods = ""
  for requirement in requirements where requirement.handler == nil {
    let name = requirement.name
    let parameters = requirement.parameters
    let signature = "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    let value = caseValue(caseName(name), parameters)
    cases += "    /// `\(signature)`.\n    case \(caseName(name))\(casePayload(parameters))\n"
    methods += """
        /// Records `\(value)`.
        package func \(name)(\(declared(parameters))) { \(log).record(\(value)) }

      """
  }
  return (cases, methods)
}

func mockFile(_ feature: Feature, service: [Requirement]) -> String {
  let mock = "Mock\(feature.service)"
  let (cases, methods) = recordings(service, named: { $0 }, into: "calls")
  let (subscribing, firing) = firings(
    service, suffix: "Outcome", verb: "emit", as: "as the real service would")
  return header(feature) + """
    import Services
    import Testing

    private let owner = "\(mock)"

    /// \(article(feature.service)) `\(feature.service)` that records each command, typed and with its arguments, and lets
    /// a test fire each outcome by hand.
    ///
    /// Every command must be expected first (`calls.expect(...)`); any other command, or one with
    /// other arguments, fails the test. Firing an outcome nobody subscribed to fails it too.
    package final class \(mock): \(feature.service) {
      /// A command the service received, with its arguments.
      package enum Call: Equatable, Sendable {
    \(cases)  }

      /// The commands received, checked against the expected ones.
      package let calls = CallLog<Call>(owner: owner)

    \(subscriptions(service, suffix: "Outcome"))
      /// A mock expecting no command, with no outcome subscribed to.
      package init() {}

    \(methods)
    \(subscribing)
    \(firing)}

    """
}

func spyFile(_ feature: Feature, parts: [[Requirement]]) -> String {
  let spy = "Spy\(feature.name)View"
  let view = feature.view
  let all = parts.flatMap { $0 }
  let (cases, methods) = recordings(all, named: shownCase, into: "shown")
  let (subscribing, firing) = firings(all, suffix: "Event", verb: "fire", as: "as the user would")
  return header(feature) + """
    import Presenters
    import Services
    import Testing

    private let owner = "\(spy)"

    /// \(article(view)) `\(view)` that lets a test fire each user event by hand and records each view method
    /// called, typed and with its model.
    ///
    /// Every show must be expected first (`shown.expect(...)`); any other, or one with another
    /// model, fails the test. Firing an event nobody subscribed to fails it too.
    package final class \(spy): \(view) {
      /// A view method that was called, with its model.
      package enum Shown: Equatable, Sendable {
    \(cases)  }

      /// The view methods called, checked against the expected ones.
      package let shown = CallLog<Shown>(owner: owner)

    \(subscriptions(all, suffix: "Event"))
      /// A spy expecting nothing to be shown, with no event subscribed to.
      package init() {}

    \(subscribing)
    \(methods)
    \(firing)}

    """
}

// MARK: - Writing or checking

/// Runs `swift format format -i` on `files`, with the repository's configuration.
func format(_ files: [String]) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments =
    ["swift", "format", "format", "-i", "--configuration", ".swift-format"] + files
  do { try process.run() } catch { fail("cannot run swift format: \(error)") }
  process.waitUntilExit()
  if process.terminationStatus != 0 { fail("swift format failed") }
}

let checking = CommandLine.arguments.dropFirst().contains("--check")
var outputs: [(path: String, text: String)] = []
for feature in features {
  let partNames = viewParts(feature)
  let parts = partNames.map { requirements(of: $0, in: feature.presenterFile) }
  let service = requirements(of: feature.service, in: feature.serviceFile)
  let doubles = "Tests/TestSupport/\(feature.name)"
  let tracing = tracingFile(feature, partNames: partNames, parts: parts, service: service)
  outputs.append(("Sources/CLI/Trace/Tracing\(feature.name).swift", tracing))
  outputs.append(("\(doubles)/Mock\(feature.service).swift", mockFile(feature, service: service)))
  outputs.append(("\(doubles)/Spy\(feature.name)View.swift", spyFile(feature, parts: parts)))
}

// Formatted in a scratch directory of the build's, so that a check leaves the tree as it is;
// not in the shared temporary directory, where another user could name it first.
let scratch = URL(fileURLWithPath: ".build/generate-conformances")
try? FileManager.default.removeItem(at: scratch)
let drafts = outputs.indices.map { scratch.appendingPathComponent("\($0).swift").path }
do {
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  for (index, output) in outputs.enumerated() {
    try output.text.write(toFile: drafts[index], atomically: true, encoding: .utf8)
  }
} catch {
  fail("cannot write \(scratch.path): \(error)")
}
format(drafts)

var stale: [String] = []
for (index, output) in outputs.enumerated() {
  let text = (try? String(contentsOfFile: drafts[index], encoding: .utf8)) ?? ""
  if (try? String(contentsOfFile: output.path, encoding: .utf8)) == text { continue }
  stale.append(output.path)
  print(checking ? "stale: \(output.path)" : "wrote \(output.path)")
  if !checking {
    do { try text.write(toFile: output.path, atomically: true, encoding: .utf8) } catch {
      fail("cannot write \(output.path): \(error)")
    }
  }
}
try? FileManager.default.removeItem(at: scratch)
if checking && !stale.isEmpty {
  print("run `swift Tools/generate-conformances.swift` from the repository's root to regenerate")
  exit(1)
}
