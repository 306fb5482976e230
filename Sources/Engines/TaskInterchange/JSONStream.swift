import Domain

/// What the check of a JSON file learnt that the passes after it need: each recurrence
/// template (its JSON text goes into its instances' foreign data, wherever in the file it
/// stands), which elements repeat an earlier task's UUID, and whether the array is on one
/// line (then each entry is named by its position too).
struct JSONPlan: Sendable {
  struct Template: Sendable {
    let text: String
    let skipped: ImportSkip
    var isUsed = false
  }

  var templates: [String: Template] = [:]
  /// The positions of the elements skipped for a UUID an earlier task has, rising.
  var duplicates: [Int] = []
  var oneLineArray = false
}

/// A JSON import file read an element at a time (`InterchangeJSON` describes the files):
/// the window holds the element being read and what is left of the piece it is in, never
/// the file. An element splitter finds where the next top-level element ends (tracking
/// strings and escapes, and the nesting by brackets), reading more pieces until the window
/// holds it whole and the byte after it; then the parser reads it from the window, with
/// the line it starts on, so an error names the line a whole-file parse would name.
///
/// Run twice: first to check the file (`plan` nil: it makes one), then to hand out the
/// entries with that plan.
struct JSONStream {
  private var window: PieceWindow
  /// The next byte to read, in the window, and its line.
  private var position = 0
  private var line = 1
  private var elements = 0
  private var recognized = 0
  /// The plan being made (a check) or followed.
  private(set) var plan: JSONPlan
  private let isChecking: Bool
  // While checking: the UUIDs met (as 16 bytes each when written as a normalized UUID is),
  // and the templates instances name.
  private var uuids: Set<UUIDKey> = []
  private var otherUUIDs: Set<String> = []
  private var namedParents: Set<String> = []
  // While handing out entries: the templates met, and the next duplicate.
  private var templatesMet: Set<String> = []
  private var nextDuplicate = 0

  /// A check of the file in `source`.
  init(checking source: InterchangeSource) {
    window = PieceWindow(source)
    plan = JSONPlan()
    isChecking = true
  }

  /// A reading of the file in `source`, checked before with `plan`.
  init(reading source: InterchangeSource, plan: JSONPlan) {
    window = PieceWindow(source)
    self.plan = plan
    isChecking = false
  }

  /// What has been read of the file.
  var fingerprint: PieceFingerprint { PieceFingerprint(window) }

  /// Checks that the bytes of `source` are UTF-8 without NUL, a piece at a time; throws at
  /// the first that is not, with its line.
  static func checkText(_ source: InterchangeSource) throws(InterchangeReadFailure) {
    var window = PieceWindow(source)
    while window.count < 3, try window.refill(keepingFrom: 0) != nil {}
    var position = window.withBytes { $0.starts(with: [0xEF, 0xBB, 0xBF]) } ? 3 : 0
    var line = 1
    while true {
      let end = window.isAtEnd ? window.count : window.withBytes(UTF8Scan.completeEnd)
      let problem = window.withBytes { bytes in
        let found = UTF8Scan.firstProblem(bytes, position, end)
        let stop = found?.offset ?? end
        for index in position..<stop where bytes[index] == UInt8(ascii: "\n") { line += 1 }
        return found?.problem
      }
      if let problem { throw .invalid(InterchangeError(line: line, problem: problem)) }
      position = end
      if window.isAtEnd { return }
      if let shift = try window.refill(keepingFrom: position) { position -= shift }
    }
  }

  /// Reads the file through, handing each entry to `body` (not while checking) until it
  /// answers `false`. Throws where the file is not an import file.
  mutating func run(_ body: (InterchangeEntry) -> Bool) throws(InterchangeReadFailure) {
    while window.count < 3, try window.refill(keepingFrom: 0) != nil {}
    if window.withBytes({ $0.starts(with: [0xEF, 0xBB, 0xBF]) }) { position = 3 }
    try skipWhiteSpace()
    let firstElementLine = line
    switch peek {
    case nil: return
    case UInt8(ascii: "[")?:
      let openingLine = line
      position += 1
      try skipWhiteSpace()
      if peek == UInt8(ascii: "]") {
        position += 1
      } else {
        repeat {
          guard try element(depth: 1, body) else { return }
          try skipWhiteSpace()
        } while consume(UInt8(ascii: ","))
        try skipWhiteSpace()
        guard let next = peek else { throw failure(.unexpectedEnd) }
        guard next == UInt8(ascii: "]") else { throw failure(.unexpectedByte(next)) }
        position += 1
      }
      if isChecking { plan.oneLineArray = line == openingLine }
      try skipWhiteSpace()
      if let byte = peek { throw failure(.unexpectedByte(byte)) }
    case UInt8(ascii: "{")?:
      while true {
        try skipWhiteSpace()
        guard let byte = peek else { break }
        guard byte == UInt8(ascii: "{") else {
          throw .invalid(InterchangeError(line: line, problem: .notATaskwarriorExport))
        }
        guard try element(depth: 0, body) else { return }
      }
    default:
      throw .invalid(InterchangeError(line: line, problem: .notATaskwarriorExport))
    }
    guard isChecking else { return }
    if elements > 0, recognized == 0 {
      throw .invalid(InterchangeError(line: firstElementLine, problem: .notATaskwarriorExport))
    }
    for uuid in plan.templates.keys where namedParents.contains(uuid) {
      plan.templates[uuid]?.isUsed = true
    }
  }

  // MARK: - Between elements

  private var peek: UInt8? { position < window.count ? window[position] : nil }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    position += 1
    return true
  }

  private func failure(_ problem: JSONProblem) -> InterchangeReadFailure {
    .invalid(InterchangeError(line: line, problem: .invalidJSON(problem)))
  }

  /// Skips JSON white space, counting lines, reading on as needed: then the next byte is
  /// in the window, or the file has ended.
  private mutating func skipWhiteSpace() throws(InterchangeReadFailure) {
    while true {
      let (end, lines) = window.withBytes { bytes in
        var index = position
        var lines = 0
        scan: while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\n"): lines += 1
          case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
          default: break scan
          }
          index += 1
        }
        return (index, lines)
      }
      position = end
      line += lines
      guard position == window.count, let shift = try window.refill(keepingFrom: position)
      else { return }
      position -= shift
    }
  }

  // MARK: - One element

  /// Reads on until the window holds the next element whole and the first byte after it
  /// that is not white space (or the end of the file): every byte the parser looks at to
  /// read that element, or to fail on it where a whole-file parse would.
  private mutating func holdElement() throws(InterchangeReadFailure) {
    var splitter = ElementSplitter()
    var scanned = position
    while true {
      let done = window.withBytes { bytes in splitter.scan(bytes, from: &scanned) }
      if done { return }
      guard let shift = try window.refill(keepingFrom: position) else { return }
      position -= shift
      scanned -= shift
    }
  }

  private mutating func element(
    depth: Int, _ body: (InterchangeEntry) -> Bool
  ) throws(InterchangeReadFailure) -> Bool {
    try holdElement()
    let index = elements
    elements += 1
    let (start, startLine) = (position, line)
    let read = window.withBytes { bytes -> Result<(ElementRead, Int, Int), InterchangeError> in
      var parser = JSONParser(bytes, start: start, line: startLine)
      do throws(InterchangeError) {
        let element = try Self.read(&parser, depth: depth)
        return .success((element, parser.index, parser.line))
      } catch {
        return .failure(error)
      }
    }
    switch read {
    case .failure(let error): throw .invalid(error)
    case .success(let (element, end, endLine)):
      position = end
      line = endLine
      return handle(element, index: index, body)
    }
  }

  /// What one element is, read while the window holds it.
  private enum ElementRead {
    case notAnObject(line: Int)
    case notATask(line: Int)
    case puremvp(Result<DecodedTask, PuremvpJSON.Failure>, line: Int)
    case taskwarrior(Taskwarrior.Entry, templateText: String?, line: Int)
  }

  private static func read(
    _ parser: inout JSONParser, depth: Int
  ) throws(InterchangeError) -> ElementRead {
    parser.skipWhiteSpace()
    let line = parser.line
    guard parser.peek == UInt8(ascii: "{") else {
      _ = try parser.value(depth: depth)
      return .notAnObject(line: line)
    }
    let object = try parser.rawObject(depth: depth)
    if object["description"] != nil || object["status"] != nil {
      let entry = Taskwarrior.task(from: object, in: parser, line: line)
      var templateText: String?
      if case .template = entry { templateText = parser.text(from: object.start, to: object.end) }
      return .taskwarrior(entry, templateText: templateText, line: line)
    }
    if object["text"] != nil {
      return .puremvp(PuremvpJSON.task(from: object, in: parser, line: line), line: line)
    }
    return .notATask(line: line)
  }

  /// Notes the element (a check) or hands it out; answers whether to go on.
  private mutating func handle(
    _ element: ElementRead, index: Int, _ body: (InterchangeEntry) -> Bool
  ) -> Bool {
    let shown: Int? = plan.oneLineArray ? index : nil
    func skip(_ line: Int, _ reason: ImportSkipReason, _ name: String? = nil) -> Bool {
      isChecking || body(.skipped(ImportSkip(line: line, reason: reason, task: name, index: shown)))
    }
    switch element {
    case .notAnObject(let line): return skip(line, .notAnObject)
    case .notATask(let line): return skip(line, .notATask)
    case .puremvp(let result, let line):
      recognized += 1
      switch result {
      case .success(let decoded): return add(decoded, index: index, fields: nil, body)
      case .failure(let failure): return skip(line, failure.reason, failure.name)
      }
    case .taskwarrior(let entry, let templateText, let line):
      recognized += 1
      switch entry {
      case .task(let decoded, let fields, let parent):
        return add(decoded, index: index, fields: (fields, parent), body)
      case .template(let uuid, let name):
        if isChecking {
          if plan.templates[uuid] == nil {
            let entry = ImportSkip(line: line, reason: .recurring, task: name, index: index)
            plan.templates[uuid] = JSONPlan.Template(text: templateText ?? "", skipped: entry)
          }
          return true
        }
        guard templatesMet.insert(uuid).inserted else {
          return skip(line, .duplicateUUID(uuid), name)
        }
        // A template no instance names is reported where it stands.
        guard plan.templates[uuid]?.isUsed == false else { return true }
        return skip(line, .recurring, name)
      case .skipped(let reason, let name): return skip(line, reason, name)
      }
    }
  }

  private mutating func add(
    _ decoded: DecodedTask, index: Int, fields: (fields: String, parent: String?)?,
    _ body: (InterchangeEntry) -> Bool
  ) -> Bool {
    if isChecking {
      if let uuid = decoded.task.uuid {
        let isNew =
          if let key = UUIDKey(uuid) { uuids.insert(key).inserted } else {
            otherUUIDs.insert(uuid).inserted
          }
        guard isNew else {
          plan.duplicates.append(index)
          return true
        }
      }
      if let parent = fields?.parent { namedParents.insert(parent) }
      return true
    }
    var decoded = decoded
    decoded.index = plan.oneLineArray ? index : nil
    if nextDuplicate < plan.duplicates.count, plan.duplicates[nextDuplicate] == index {
      nextDuplicate += 1
      return body(
        .skipped(
          ImportSkip(
            line: decoded.line, reason: .duplicateUUID(decoded.task.uuid ?? ""),
            task: decoded.task.text, index: decoded.index)))
    }
    if let (fields, parent) = fields {
      let template = parent.flatMap { plan.templates[$0]?.text }
      decoded.task.foreign = InterchangeForeign(
        format: InterchangeFormat.taskwarrior.rawValue,
        fields: ForeignPayload.make(fields: fields, template: template))
    }
    return body(.task(decoded))
  }
}

/// Finds where a top-level JSON element ends, across as many pieces of the file as it
/// takes: its brackets are counted (of any kind: the parser tells a mismatch, at or before
/// the place the count ends), strings skipped with their escapes.
private struct ElementSplitter {
  private enum Phase {
    case before, container, string, scalar, after
  }
  private var phase = Phase.before
  private var depth = 0
  private var inString = false
  private var escaped = false

  /// Scans `bytes` from `index` on; answers whether the element and the byte after it
  /// were found (`index` is then that byte), else `index` is the end of `bytes`.
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Bool {
    while index < bytes.count {
      let byte = bytes[index]
      switch phase {
      case .before:
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          phase = .container
          depth = 1
        case UInt8(ascii: "\""): phase = .string
        default:
          phase = .scalar
          continue
        }
      case .container:
        if inString {
          // Inside a string only a quote or a backslash matters: skipped to, not read to.
          if !escaped, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            index = JSONStringScan.plainRunEnd(bytes, from: index + 1)
            continue
          }
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
        } else {
          switch byte {
          case UInt8(ascii: "\""): inString = true
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 { phase = .after }
          default: break
          }
        }
      case .string:
        if !escaped, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
          index = JSONStringScan.plainRunEnd(bytes, from: index + 1)
          continue
        }
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          phase = .after
        }
      case .scalar:
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
          UInt8(ascii: "."):
          break
        default:
          phase = .after
          continue
        }
      case .after:
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
        default: return true
        }
      }
      index += 1
    }
    return false
  }
}

/// A UUID written as a normalized one is (36 lowercase characters), as 16 bytes: a file's
/// million UUIDs are checked for repeats without a million strings.
private struct UUIDKey: Hashable {
  let high: UInt64
  let low: UInt64

  init?(_ text: String) {
    guard let read = UUIDText.read(text), !read.hasUppercase else { return nil }
    high = read.high
    low = read.low
  }
}
