import Domain

/// One entry of an import file, in file order: a task, or an entry skipped as it was read.
package enum InterchangeEntry: Equatable, Sendable {
  case task(DecodedTask)
  case skipped(ImportSkip)
}

/// An import file checked whole, to be read again entry by entry, as often as needed,
/// a piece at a time: what a file of a million tasks is read as without holding it, or
/// its tasks, in memory.
///
/// `checked` reads the file through once and refuses it whole, with the line, when it
/// cannot be decoded, exactly where and as the whole-file decoders did (a JSON file is
/// first checked to be text, then parsed). Each `forEachEntry` reads it again and hands
/// out its entries; should the file no longer be the one checked (its length or a hash of
/// its bytes differ at the end, or it no longer decodes), it throws `changed`, and the
/// caller drops what it did with the entries.
package struct InterchangeFile: Sendable {
  /// The format the file is read as: `todoTxt`, or `json` for either JSON format.
  package let format: InterchangeFormat
  private let source: InterchangeSource
  private let timeZone: InterchangeTimeZone
  private var plan = JSONPlan()
  private var fingerprint: PieceFingerprint?

  private init(
    _ source: InterchangeSource, format: InterchangeFormat, timeZone: InterchangeTimeZone
  ) {
    self.source = source
    self.format = format
    self.timeZone = timeZone
  }

  /// The file in `source`, in `format` or the format its content shows, checked through.
  package static func checked(
    _ source: InterchangeSource, format: InterchangeFormat?, timeZone: InterchangeTimeZone
  ) throws(InterchangeReadFailure) -> InterchangeFile {
    var given = format
    if given == nil { given = try detect(source) }
    let resolved: InterchangeFormat = given == .todoTxt ? .todoTxt : .json
    var file = InterchangeFile(source, format: resolved, timeZone: timeZone)
    switch resolved {
    case .todoTxt:
      var window = PieceWindow(source)
      try TodoTxt.forEachLine(&window, timeZone: timeZone, decoding: false) { _ in true }
      file.fingerprint = PieceFingerprint(window)
    case .json, .taskwarrior:
      try JSONStream.checkText(source)
      var stream = JSONStream(checking: source)
      try stream.run { _ in true }
      file.plan = stream.plan
      file.fingerprint = stream.fingerprint
    }
    return file
  }

  /// Hands each entry to `body`, in file order, until it answers `false`.
  package func forEachEntry(_ body: (InterchangeEntry) -> Bool) throws(InterchangeReadFailure) {
    var stopped = false
    let handOut = { (entry: InterchangeEntry) -> Bool in
      guard body(entry) else {
        stopped = true
        return false
      }
      return true
    }
    let read: PieceFingerprint
    do throws(InterchangeReadFailure) {
      switch format {
      case .todoTxt:
        var window = PieceWindow(source)
        try TodoTxt.forEachLine(&window, timeZone: timeZone, decoding: true, handOut)
        read = PieceFingerprint(window)
      case .json, .taskwarrior:
        var stream = JSONStream(reading: source, plan: plan)
        try stream.run(handOut)
        read = stream.fingerprint
      }
    } catch {
      if case .unreadable = error { throw error }
      throw .changed
    }
    if !stopped, read != fingerprint { throw .changed }
  }

  /// Every entry, tasks and skipped entries apart: what the codecs' `decode` answers.
  func decoding() throws(InterchangeReadFailure) -> InterchangeDecoding {
    var tasks: [DecodedTask] = []
    var skipped: [ImportSkip] = []
    try forEachEntry { entry in
      switch entry {
      case .task(let task): tasks.append(task)
      case .skipped(let skip): skipped.append(skip)
      }
      return true
    }
    return InterchangeDecoding(tasks: tasks, skipped: skipped)
  }

  /// The decoding of `bytes` in `format` (the codecs' `decode`): the same reader as a file's.
  static func decode(
    _ bytes: [UInt8], as format: InterchangeFormat, timeZone: InterchangeTimeZone
  ) throws(InterchangeError) -> InterchangeDecoding {
    do throws(InterchangeReadFailure) {
      return try checked(InterchangeSource(bytes: bytes), format: format, timeZone: timeZone)
        .decoding()
    } catch {
      switch error {
      case .invalid(let error): throw error
      // Bytes in memory are neither unreadable nor changed: no such failure reaches here.
      case .unreadable, .changed: return InterchangeDecoding(tasks: [], skipped: [])
      }
    }
  }

  /// The format the content shows (`InterchangeFormat.detect`), read only as far as the
  /// first byte that is not white space.
  private static func detect(_ source: InterchangeSource) throws(InterchangeReadFailure)
    -> InterchangeFormat
  {
    var window = PieceWindow(source)
    while window.count < 3, try window.refill(keepingFrom: 0) != nil {}
    var position = window.withBytes { $0.starts(with: [0xEF, 0xBB, 0xBF]) } ? 3 : 0
    while true {
      while position < window.count {
        switch window[position] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          position += 1
        case UInt8(ascii: "["), UInt8(ascii: "{"): return .json
        default: return .todoTxt
        }
      }
      guard let shift = try window.refill(keepingFrom: position) else { return .todoTxt }
      position -= shift
    }
  }
}
