import Domain
import ScriptEngine
import Services
import SystemInterface
import TaskInterchange

/// The formats `tasks export --to` writes.
enum ExportFormat: String, CaseIterable {
  /// An array of TASK, the object every JSON output shows a task as.
  case json
  /// One todo.txt line per task.
  case todoTxt = "todotxt"
  /// The JSON array `task export` writes and `task import` reads.
  case taskwarrior
}

/// A foreign file at the edge: the adapter between task files and the service's neutral
/// values. It reads the file, decodes it with its format's codec (`TaskInterchange`) and
/// hands back an import request; and it encodes an export model as a file.
///
/// Everything that knows a format is here and in the codecs: the service is handed plain
/// tasks, and answers plain tasks (docs/interchange.md).
struct TaskInterchangeFiles {
  /// The name `tasks import` takes for standard input.
  static let standardInputName = "-"

  let catalog: CommandLineCatalog
  /// The zone todo.txt's calendar dates are read and written in: `TZ`'s, or UTC when unset.
  let timeZone: InterchangeTimeZone
  /// Standard input, read for `tasks import -`.
  let standardInput: Int32
  /// Whether standard input holds the commands being run (a script read from it, or the
  /// interactive session): then it cannot also hold a file. Asked at each import.
  let standardInputHoldsCommands: () -> Bool

  /// Why a file could not be imported: the failure the command ends with.
  enum Failure: Error {
    /// `-` while standard input holds the script (`usage`, 64).
    case usage(String)
    /// The file cannot be opened or read, or is not a regular file (`io_error`, 66).
    case unreadable(String)
    /// The file is not a todo.txt file or a Taskwarrior export (`import_invalid`, 65).
    case invalid(String)

    /// The failure as a code and a message.
    var errorModel: ErrorModel {
      switch self {
      case .usage(let message): ErrorModel(code: .usage, message: message)
      case .unreadable(let message): ErrorModel(code: .ioError, message: message)
      case .invalid(let message): ErrorModel(code: .importInvalid, message: message)
      }
    }

    /// The exit status: a file that cannot be opened is "no input" (66), like a script.
    var exitStatus: Int32 {
      switch self {
      case .usage: ExitCode.usage
      case .unreadable: ExitCode.noInput
      case .invalid: ExitCode.dataError
      }
    }
  }

  /// The entries of the file `path` (`-`: standard input) in `format`, or in the format its
  /// content shows when `nil`; a file that cannot be read or decoded is refused whole.
  ///
  /// The file is checked through here, a piece at a time, and the request reads it again
  /// each time the service asks for its entries: neither the file nor its tasks are held.
  /// Standard input, which cannot be read twice, is first copied into a private file
  /// (`InterchangeInput.spooling`).
  func importRequest(path: String, format: InterchangeFormat?) throws(Failure)
    -> TaskImportRequest
  {
    let source = path == Self.standardInputName ? "<stdin>" : path
    let input = try open(path, as: source, format: format)
    let file: InterchangeFile
    do throws(InterchangeReadFailure) {
      file = try InterchangeFile.checked(input, format: format, timeZone: timeZone)
    } catch {
      throw Self.failure(error, source: source, catalog: catalog)
    }
    let catalog = catalog
    return TaskImportRequest(source: source) { body in
      do throws(InterchangeReadFailure) {
        try file.forEachEntry { entry in
          switch entry {
          case .task(let decoded): body(.task(Self.importedTask(decoded)))
          case .skipped(let skip): body(.skipped(skip))
          }
        }
        return nil
      } catch {
        return Self.failure(error, source: source, catalog: catalog).errorModel.message
      }
    }
  }

  /// Writes the tasks of `model` to `out` as a todo.txt file or a Taskwarrior export, each
  /// with what it kept of that format and what crosses from the other, a task at a time as
  /// the model hands them out (`json` is written by the view, with the same writer as every
  /// other JSON output). Answers what did not cross, in words for standard error, or `nil`.
  func write(_ model: TaskExportModel, as format: ExportFormat, to out: OutputBuffer) -> String? {
    var notCarried = NotCarried()
    let formatName: String
    switch format {
    case .todoTxt:
      formatName = "todo.txt"
      model.forEachTask {
        out.write(TodoTxt.line($0.values, timeZone: timeZone, notCarried: &notCarried))
      }
    case .taskwarrior:
      formatName = "Taskwarrior"
      var encoder = Taskwarrior.Encoder(timeZone: timeZone)
      out.write(Taskwarrior.Encoder.opening)
      model.forEachTask { out.write(encoder.entries($0.values)) }
      out.write(Taskwarrior.Encoder.closing)
      notCarried = encoder.notCarried
    case .json:
      return nil
    }
    guard !notCarried.isEmpty else { return nil }
    let counts = notCarried.fields.map { field, count in
      let name =
        switch field {
        case .member(let name): name
        case .lineBreaks: catalog.text(.exportFieldLineBreaks)
        case .tabs: catalog.text(.exportFieldTabs)
        }
      return catalog.text(.exportFieldCount, name, String(count))
    }
    return catalog.text(.exportNotCarried, formatName, counts.joined(separator: ", "))
  }

  /// The members of a task's foreign data as the JSON export writes them inside
  /// `"foreign":{"format":…,…}`: `"fields":{…}`, and `"template":{…}` for a recurring
  /// Taskwarrior task, each as the source wrote it; `nil` when the stored data is not what
  /// an import makes (a store someone edited), and the export then leaves it out.
  static func foreignMembers(_ foreign: ForeignValues) -> String? {
    ForeignJSON.members(of: foreign.fields)
  }

  /// A time as puremvp's JSON writes it (`2026-01-01T09:00:00Z`).
  static func isoTime(_ seconds: Int64) -> String {
    Timestamp.iso8601(seconds)
  }

  // MARK: - Reading

  private func open(_ path: String, as source: String, format: InterchangeFormat?) throws(Failure)
    -> InterchangeSource
  {
    let opened: InterchangeInput.Opened
    if path == Self.standardInputName {
      guard !standardInputHoldsCommands() else {
        throw .usage(catalog.text(.usageImportStandardInput))
      }
      opened = InterchangeInput.spooling(standardInput, format: format)
    } else {
      opened = InterchangeInput.openRegularFile(path, format: format)
    }
    switch opened {
    case .source(let input):
      return input
    case .notRegularFile(let isDirectory):
      let reason = catalog.text(isDirectory ? .importIsDirectory : .importNotRegularFile)
      throw .unreadable(catalog.text(.importCannotRead, source, reason))
    case .failed(let error):
      throw .unreadable(catalog.text(.importCannotRead, source, error.text(in: catalog)))
    case .invalid(let error):
      throw Self.failure(.invalid(error), source: source, catalog: catalog)
    }
  }

  /// Why the file `source` could not be read through, as the command's failure.
  private static func failure(
    _ failure: InterchangeReadFailure, source: String, catalog: CommandLineCatalog
  ) -> Failure {
    switch failure {
    case .invalid(let error):
      .invalid(
        catalog.text(
          .importInvalid, source, String(error.line), problemText(error.problem, catalog)))
    case .unreadable(let error):
      .unreadable(catalog.text(.importCannotRead, source, error.text(in: catalog)))
    case .changed:
      .invalid(catalog.text(.importChanged, source))
    }
  }

  // MARK: - Mapping: the codecs' values to the service's

  private static func importedTask(_ decoded: DecodedTask) -> ImportedTask {
    ImportedTask(
      line: decoded.line, values: decoded.task, unmappedFields: decoded.unmappedFields,
      index: decoded.index)
  }

  private static func problemText(
    _ problem: InterchangeError.Problem, _ catalog: CommandLineCatalog
  ) -> String {
    switch problem {
    case .invalidUTF8: catalog.text(.importProblemInvalidUTF8)
    case .nulByte: catalog.text(.importProblemNulByte)
    case .lineTooLong:
      catalog.text(.importProblemLineTooLong, Self.size(InterchangeLimits.maximumLineLength))
    case .inputTooLong:
      catalog.text(.importProblemInputTooLong, Self.size(InterchangeLimits.maximumInputLength))
    case .nestingTooDeep: catalog.text(.importProblemNestingTooDeep)
    case .stringTooLong:
      catalog.text(.importProblemStringTooLong, Self.size(InterchangeLimits.maximumStringLength))
    case .notATaskwarriorExport: catalog.text(.importProblemNotATaskwarriorExport)
    case .invalidJSON(let json):
      switch json {
      case .unexpectedEnd: catalog.text(.importProblemJSONEnd)
      case .unexpectedByte(let byte): catalog.text(.importProblemJSONByte, Self.shown(byte))
      case .invalidEscape: catalog.text(.importProblemJSONEscape)
      case .unpairedSurrogate: catalog.text(.importProblemJSONSurrogate)
      case .controlCharacterInString: catalog.text(.importProblemJSONControlCharacter)
      case .invalidNumber: catalog.text(.importProblemJSONNumber)
      }
    }
  }

  /// A limit in bytes as a message says it: `64 KiB`, `1 GiB`.
  private static func size(_ bytes: Int) -> String {
    for (unit, name) in [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    where bytes >= unit && bytes % unit == 0 {
      return "\(bytes / unit) \(name)"
    }
    return "\(bytes) B"
  }

  /// A byte as a message quotes it: `'x'` when it is a visible ASCII character, else its
  /// value (`0xC3`), which no terminal can take for a control.
  private static func shown(_ byte: UInt8) -> String {
    guard (0x21...0x7E).contains(byte) else {
      let hex = String(byte, radix: 16, uppercase: true)
      return "0x" + (hex.count < 2 ? "0" : "") + hex
    }
    return "'" + String(UnicodeScalar(byte)) + "'"
  }
}
