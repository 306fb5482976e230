import SystemInterface

/// A gateway that keeps its state in a journal, and can write that state afresh.
package protocol JournalOwner: AnyObject {
  /// How many records a compacted file would hold at most: a file with more than twice
  /// that (and a thousand more) is compacted. Never below what `writeSnapshot` writes, or
  /// a compacted file would be compacted again by every process.
  var liveRecordCount: Int { get }
  /// Writes the records of a compacted file, each ending in a newline (groups of several
  /// records allowed where the format allows them).
  func writeSnapshot(into buffer: inout [UInt8])
  /// `writeSnapshot(into:)`, calling `flush` with the buffer now and then (after a record
  /// or a group): it writes out what the buffer holds once that is a piece, and empties it,
  /// so that a compacted file of a million tasks is never held whole. By default, the
  /// records are written without a call to `flush`.
  func writeSnapshot(into buffer: inout [UInt8], flushing flush: (inout [UInt8]) -> Void)
  /// Another process changed the file since this one last read or wrote it (seen when a
  /// store held per command is locked again): the state in memory is stale, and must be
  /// loaded anew before its next use.
  func journalDidChange()
  /// The file was rewritten from `writeSnapshot` (a compaction): what the owner learnt of
  /// the old file's layout (where its blocks lie) now stands for the new one's. By default
  /// nothing.
  func journalDidRewrite()
  /// Why the records `writeSnapshot` last wrote must not replace the file (it could not read
  /// what it copies); `nil` by default.
  var snapshotFailure: StoreFailure? { get }
  /// Whether the file should be compacted when the process ends whatever its dead records
  /// (its records load slowly, say); `false` by default.
  var wantsCompaction: Bool { get }
  /// The number kept with the file's seal (`StoreSeal`), which the owner needs to append
  /// without loading the file (the tasks gateway: the next ID); `nil` when the owner does not
  /// know the whole file's state, or never appends unloaded. By default `nil`: no seal.
  var sealNote: Int? { get }
}

extension JournalOwner {
  package func writeSnapshot(into buffer: inout [UInt8], flushing flush: (inout [UInt8]) -> Void) {
    writeSnapshot(into: &buffer)
  }

  package var sealNote: Int? { nil }

  package func journalDidRewrite() {}

  package var snapshotFailure: StoreFailure? { nil }

  package var wantsCompaction: Bool { false }
}

/// One gateway file: a versioned header line, then one record per line, appended as
/// commands run and rewritten whole only by compaction.
///
/// Records are buffered and written only at command boundaries (`StoreDirectory` says where
/// commands end), in batches; but a group whose count the gateway announces
/// (`appendGroup`) is written in pieces as its records come, the store's lock held
/// throughout. A line is the unit of recovery: a last line without its newline
/// is the torn tail of an interrupted write, dropped on load (the store then holds a prefix
/// of the commands) and cut off before the next append. A command that appends several
/// records to a format that allows it is written as a group, `G <count>` and then exactly
/// that many records, applied on load only when whole: a kill in the middle of writing a
/// `complete-all` leaves an incomplete group at the end of the file, which is a torn tail
/// like any other. A load reads a group longer than what it reads at once as its records
/// come, once it has counted ahead that the file holds all of them. Anything else that does
/// not parse makes the file corrupt: it is refused and never written.
package final class Journal {
  /// The file's path.
  package let path: String
  /// The file's name in its directory, through which it is opened.
  private let name: String
  private let header: String
  private let olderHeaders: [String]
  private let allowsGroups: Bool
  /// Whether records are kept and written: the directory is a store, not fixtures nor a dry
  /// run's.
  private let keepsRecords: Bool
  /// The store directory the file is in.
  package let directory: StoreDirectory
  private var descriptor: Int32 = -1
  /// The records buffered: whole commands, then those of the command being run. Unchecked:
  /// no access to it ever overlaps another (none is handed to a closure that could reach the
  /// journal), and the check at run time cost every append a call into the runtime.
  @exclusivity(unchecked) private var buffer = RecordBuffer()
  /// Where the general `append(_:)` has a record encoded before it is buffered: kept, so
  /// that a command of a million records makes no array for each.
  @exclusivity(unchecked) private var scratch: [UInt8] = []
  /// Where the records of the command being run begin in `buffer`; `nil` when the command
  /// has appended nothing here. Bytes before it are whole commands, the only ones written.
  private var commandStart: Int?
  /// How many records the command being run has appended here.
  private var commandRecords = 0
  /// Bytes of the file that hold whole records; a torn tail starts here.
  private var wholeLength = 0
  private var hasTornTail = false
  /// A hand-written file whose last line has no newline: one is written before appending.
  private var lacksFinalNewline = false
  private var fileExists = false
  /// The loaded file is rewritten from the owner's state before anything is appended to it:
  /// it has one of the older headers (so no file mixes two versions), or its owner filled in
  /// what the file lacks (`rewriteBeforeNextAppend()`).
  package var needsRewrite: Bool { rewriteNeeded }
  /// The first write that failed; every later write fails the same way.
  package var writeFailure: StoreFailure? { lastWriteFailure }
  // Stored privately, read by others through the getters above: a property that other
  // targets can reach is checked for exclusive access at run time on every use, and these
  // two are read on every append.
  private var rewriteNeeded = false { didSet { updateNeedsAttention() } }
  private var lastWriteFailure: StoreFailure? { didSet { updateNeedsAttention() } }
  /// Records in the file plus those appended since it was loaded.
  package var recordCount: Int { recordTotal }
  /// Whether a batch of records was written to the file since it was opened.
  package private(set) var hasWrittenRecords = false
  // Private, read by others through `recordCount`: checked at run time otherwise, on every
  // append.
  private var recordTotal = 0
  /// Whether the directory knows this journal (once, whatever the loads).
  private var isRegistered = false
  /// The file as this process last left it, recorded when a store held per command lets
  /// the lock go; `nil` when not recorded (or the file was loaded since).
  private var stamp: FileStamp?
  /// Whether this process knows the whole file: a load accepted it, or it started from the
  /// file's seal; every write since was its own. Only then is the file sealed.
  private var knowsFile = false
  /// Started from the seal, not loaded: the owner's state is not the file's, so nothing is
  /// compacted from it.
  private var startedFromSeal = false

  /// How many bytes to buffer before a write: large enough that a million commands make
  /// few system calls, small enough that a crash loses little.
  package static let batchSize = 1 << 16
  /// How much of a file a load reads at once: the buffer is read into again and again, so
  /// its pages are touched once whatever the file's size (a one-shot command into 10,000
  /// tasks spent a tenth of its time faulting in a 1 MiB one).
  package static let loadChunkSize = 1 << 18

  /// A journal for the file `name` in `directory`, whose header line is `header`; files
  /// with one of `olderHeaders` are read too. `allowsGroups`: a command's several records
  /// are written as one group (the format must say so in its header version).
  package init(
    name: String, header: String, olderHeaders: [String] = [], allowsGroups: Bool = false,
    directory: StoreDirectory
  ) {
    self.path = directory.filePath(name)
    self.name = name
    self.header = header
    self.olderHeaders = olderHeaders
    self.allowsGroups = allowsGroups
    self.directory = directory
    keepsRecords = directory.mode == .readWrite
  }

  /// Opens the directory, reads the file and hands each record line to `apply`, in order.
  ///
  /// A missing file is an empty journal. `apply` throws a `StoreProblem` for a record it
  /// refuses; the failure names the file and line. `version` is called once, before any
  /// record, with the index of the header the file has (0 for the current one, 1 for the
  /// first of `olderHeaders`, ...). `groupStart` is called before the records of each group
  /// with their count; every other record is a command alone.
  ///
  /// `applyChecksText`: `apply` refuses a record line that is not UTF-8 without NUL with
  /// `StoreProblem.notText` before anything else (`Journal.isText`), so the journal leaves
  /// those lines to it: a format that reads most records byte by byte checks them as it
  /// reads, and a second pass over every line cost a load of a large file a tenth of its
  /// work. The header, comments and group lines are checked here whatever it says.
  package func load(
    version: (_ headerIndex: Int) -> Void = { _ in },
    groupStart: (_ records: Int) -> Void = { _ in },
    historyBlock: (_ block: JournalBlock) -> Void = { _ in },
    applyChecksText: Bool = false,
    _ apply: (_ record: JournalRecord, _ line: Int) throws(StoreProblem) -> Void
  ) throws(StoreFailure) {
    try directory.open()
    if !isRegistered {
      directory.register(self)
      isRegistered = true
    }
    forgetFile()
    // A dry run reads a store as a store: a torn tail is the end of a crashed write.
    let isStore = directory.mode != .readOnly
    var headerIndex = 0
    var scanner = Scanner(
      header: header, olderHeaders: olderHeaders, allowsGroups: allowsGroups,
      tornTailAllowed: isStore, applyChecksText: applyChecksText)
    // The file is read a piece at a time, so loading takes memory for the tasks, not for
    // the file: what a piece ends with, short of a whole line or group, waits for the next.
    var pending: [UInt8] = []
    var result: Scan?
    let exists = try directory.forEachChunk(named: name, size: Self.loadChunkSize) {
      (chunk, isEnd, ahead) -> Bool in
      func feed(_ buffer: UnsafeBufferPointer<UInt8>, isEnd: Bool) -> Scanner.Step {
        scanner.feed(
          buffer, isEnd: isEnd,
          apply: apply,
          groupStart: groupStart,
          version: { index in
            headerIndex = index
            version(index)
          },
          groupIsWhole: { records, offset in
            ahead.has(records, from: offset, lastMayLackNewline: !isStore)
          },
          historyBlock: historyBlock,
          blockIsWhole: { ahead.holds(bytes: $0) })
      }
      /// Reads `piece` where it lies, and keeps only what it ends with: copying a whole file
      /// of some 10,000 tasks cost a one-shot command its pages twice.
      func feedInPlace(_ piece: UnsafeBufferPointer<UInt8>) -> Scanner.Step {
        let step = feed(piece, isEnd: isEnd)
        if case .needMore(let consumed) = step {
          pending.append(contentsOf: UnsafeBufferPointer(rebasing: piece[consumed...]))
        }
        return step
      }
      /// Reads what is left over with `more` after it.
      func feedPending(after more: UnsafeBufferPointer<UInt8>) -> Scanner.Step {
        pending.append(contentsOf: more)
        let step = pending.withUnsafeBufferPointer { feed($0, isEnd: isEnd) }
        if case .needMore(let consumed) = step { pending.removeSubrange(..<consumed) }
        return step
      }
      let step: Scanner.Step
      if pending.isEmpty {
        step = feedInPlace(chunk)
      } else if let base = chunk.baseAddress,
        let newline = memchr(base, Int32(UInt8(ascii: "\n")), chunk.count),
        case let head = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) - base + 1,
        head < chunk.count
      {
        // The line the last piece ended in is completed from this one and read alone, and
        // the rest of this piece where it lies: copying every piece after the first behind
        // what the one before left cost a load a copy of the whole file. Unless that line
        // was in a group still open: the group is then read whole from `pending`.
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<head]))
        let first = pending.withUnsafeBufferPointer { feed($0, isEnd: false) }
        switch first {
        case .needMore(let consumed) where consumed == pending.count:
          pending.removeAll(keepingCapacity: true)
          step = feedInPlace(UnsafeBufferPointer(rebasing: chunk[head...]))
        case .needMore(let consumed):
          pending.removeSubrange(..<consumed)
          step = feedPending(after: UnsafeBufferPointer(rebasing: chunk[head...]))
        case .done, .skip:
          step = first
        }
      } else {
        step = feedPending(after: chunk)
      }
      switch step {
      case .needMore: return true
      case .skip(let target):
        // A block read only on demand: what is left of this piece, and the pieces up to
        // its end, are not read.
        pending.removeAll(keepingCapacity: true)
        ahead.seek(to: target)
        return true
      case .done(let scan):
        result = scan
        return false
      }
    }
    guard exists else {
      // No file: nothing unseen, and what this process writes creates it.
      knowsFile = true
      return
    }
    fileExists = true
    rewriteNeeded = keepsRecords && headerIndex > 0
    let scan = result ?? .failure(line: nil, problem: .empty)
    switch scan {
    case .failure(let line, let problem):
      throw .corrupt(path: path, line: line, problem: problem)
    case .success(let records, let wholeLength, let hasTornTail, let lacksFinalNewline):
      directory.accept(named: name)
      knowsFile = true
      recordTotal = records
      self.wholeLength = wholeLength
      self.hasTornTail = hasTornTail
      self.lacksFinalNewline = lacksFinalNewline
    }
  }

  /// Has the loaded file rewritten from the owner's state before the next append, as a file
  /// of an older version is: the owner filled in, while loading, what the file lacks (the
  /// tasks file: UUIDs of tasks from before UUIDs), and it must stick from the next write on.
  /// A file that is only read is left as it is.
  package func rewriteBeforeNextAppend() {
    if directory.mode == .readWrite, fileExists { rewriteNeeded = true }
  }

  /// Forgets what a load learnt about the file, before it is loaded (again).
  private func forgetFile() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    fileExists = false
    rewriteNeeded = false
    recordTotal = 0
    wholeLength = 0
    hasTornTail = false
    lacksFinalNewline = false
    stamp = nil
    knowsFile = false
    startedFromSeal = false
  }

  /// Starts appending to the file without reading it, when the lock file's seal for it
  /// (`StoreSeal`) matches the file as it is now: a process of ours left it so, whole and
  /// checked, so there is no torn tail to cut and nothing unseen to append to. Answers the
  /// note the owner kept with the seal; `nil`, having changed nothing, when there is no seal
  /// or it does not match (the owner then loads the file, which checks it whole).
  package func startFromSeal() throws(StoreFailure) -> Int? {
    guard directory.mode == .readWrite, !knowsFile else { return nil }
    try directory.open()
    guard directory.canWrite, let seal = directory.seal(named: name),
      seal.stamp == directory.stamp(named: name), seal.stamp.size > 0
    else { return nil }
    if !isRegistered {
      directory.register(self)
      isRegistered = true
    }
    forgetFile()
    fileExists = true
    wholeLength = Int(seal.stamp.size)
    knowsFile = true
    startedFromSeal = true
    return seal.note
  }

  /// Seals the file as it is now, with the owner's note, when this process knows it whole
  /// and left it whole: after `finish()` synced it.
  private func sealIfKnown() {
    guard knowsFile, directory.canWrite, fileExists, lastWriteFailure == nil, !hasTornTail,
      !lacksFinalNewline, !rewriteNeeded, let note = owner?.sealNote
    else { return }
    let now = directory.stamp(named: name)
    guard now != .absent else { return }
    directory.writeSeal(StoreSeal(name: name, stamp: now, note: note))
  }

  /// Takes the store's lock again when it was released after the last command (a store held
  /// per command); the owner is then told whether another process changed the file. A
  /// gateway calls this before every use of its state, loaded or not.
  package func reopenIfReleased() throws(StoreFailure) {
    try directory.reopenIfReleased()
  }

  /// Records what the file is now, once everything this process wrote to it is there: the
  /// lock is about to be let go, and the next lock compares against this.
  package func recordStamp() {
    stamp = directory.stamp(named: name)
  }

  /// Called when the lock is taken again: if the file is not as this process left it (an
  /// append, a compaction, a file created or removed), the owner reloads before its next use.
  package func reloadIfChanged() {
    if let stamp, stamp == directory.stamp(named: name) { return }
    // Written by others, or not recorded (a load that failed is tried again anyway).
    forgetFile()
    owner?.journalDidChange()
  }

  /// What a scan of a journal's bytes found.
  package enum Scan {
    case success(records: Int, wholeLength: Int, hasTornTail: Bool, lacksFinalNewline: Bool)
    case failure(line: Int?, problem: StoreProblem)
  }

  /// Checks the header and hands each record line to `apply`: pure, so the fuzz targets
  /// (Fuzz/) reach the same code a load runs without touching the file system. A load feeds
  /// the same scanner the file piece by piece (`Scanner`).
  ///
  /// Groups (`G <count>`) are read only under the current header when `allowsGroups`. A
  /// group is applied only once all its records are known to be there; one cut short by the
  /// end of the file is a torn tail where those are allowed, and corrupt elsewhere.
  package static func scan(
    _ buffer: UnsafeBufferPointer<UInt8>,
    apply: (UnsafeBufferPointer<UInt8>, Int) throws(StoreProblem) -> Void,
    tornTailAllowed: Bool, header: String, olderHeaders: [String] = [],
    allowsGroups: Bool = false, version: (Int) -> Void = { _ in },
    groupStart: (Int) -> Void = { _ in }, applyChecksText: Bool = false
  ) -> Scan {
    var scanner = Scanner(
      header: header, olderHeaders: olderHeaders, allowsGroups: allowsGroups,
      tornTailAllowed: tornTailAllowed, applyChecksText: applyChecksText)
    switch scanner.feed(
      buffer, isEnd: true,
      apply: { (record, line) throws(StoreProblem) in try apply(record.bytes, line) },
      groupStart: groupStart, version: version)
    {
    case .done(let scan): return scan
    // Never: the end was given, and a block past it is refused before a skip.
    case .needMore, .skip: return .failure(line: nil, problem: .truncated)
    }
  }

  /// Reads a journal's bytes in pieces: each `feed` consumes the whole lines it is given and
  /// says how many bytes that was; the caller keeps the rest and feeds it again with the next
  /// piece. A group is applied only once all its records are known to be there: either they
  /// are in the bytes fed (then memory is one piece plus the group), or the caller, who can
  /// count lines ahead in the file (`groupIsWhole`), says so, and the group's records are
  /// then applied piece by piece as they come.
  package struct Scanner {
    package let header: String
    package let olderHeaders: [String]
    package let allowsGroups: Bool
    package let tornTailAllowed: Bool
    /// Record lines are left to `apply` to check for text (`Journal.load`).
    package let applyChecksText: Bool
    private var lineNumber = 0
    private var records = 0
    /// Bytes of the file, from its start, that hold whole records and groups.
    private var wholeLength = 0
    private var lacksFinalNewline = false
    private var groupsAllowed = false
    /// Where in the file the next byte fed lies.
    private var offset = 0
    /// Records still expected in the group being read: a group is entered only once all of
    /// it is known to be there, so only the end of a piece can leave one open.
    private var groupLeft = 0
    /// Where the records of a group the file does not hold whole begin: asked once, since
    /// the group is fed again with every piece that follows until the end (a torn tail).
    private var groupNotWholeAt: Int?

    package init(
      header: String, olderHeaders: [String], allowsGroups: Bool, tornTailAllowed: Bool,
      applyChecksText: Bool = false
    ) {
      self.header = header
      self.olderHeaders = olderHeaders
      self.allowsGroups = allowsGroups
      self.tornTailAllowed = tornTailAllowed
      self.applyChecksText = applyChecksText
    }

    /// What a feed came to.
    package enum Step {
      /// The first `consumed` bytes were read; feed the rest again with more after it.
      case needMore(consumed: Int)
      /// The file is read (or refused).
      case done(Scan)
      /// A block of lines read only on demand (`JournalBlock`) ends beyond what was fed:
      /// feed the file from byte `to` on, dropping whatever is left before it.
      case skip(to: Int)
    }

    /// Reads what it can of `buffer`, which continues the bytes fed before; `isEnd`: no
    /// more bytes follow. `groupStart` is called before the records of each group, with
    /// their count.
    ///
    /// A group is applied only once it is known to be whole: when all its records are in
    /// `buffer`, or when `groupIsWhole` answers that the file holds that many lines from
    /// the given offset on (a load counts ahead in the file without keeping what it reads).
    /// The group's records are then applied as they are fed, and a group of a million
    /// records is never held whole; otherwise the caller feeds it again, whole, with more
    /// after it.
    package mutating func feed(
      _ buffer: UnsafeBufferPointer<UInt8>, isEnd: Bool,
      // A `JournalRecord`, what a load's `apply` takes: a closure between the two cost a
      // load of a large file some 20 instructions a line.
      apply: (JournalRecord, Int) throws(StoreProblem) -> Void,
      groupStart: (Int) -> Void = { _ in },
      version: (Int) -> Void,
      // Whether the file holds this many lines from this offset on, when the bytes fed do not
      // show it yet; `nil`: only the bytes fed count.
      groupIsWhole: ((_ records: Int, _ offset: Int) -> Bool)? = nil,
      // A block of lines read only on demand, told rather than applied (`H`).
      historyBlock: (JournalBlock) -> Void = { _ in },
      // Whether the file is at least this many bytes long; `nil`: only the bytes fed count.
      blockIsWhole: ((_ length: Int) -> Bool)? = nil
    ) -> Step {
      let count = buffer.count
      guard let base = buffer.baseAddress, count > 0 else {
        return isEnd ? .done(end()) : .needMore(consumed: 0)
      }
      var start = 0
      if offset == 0, lineNumber == 0 {
        guard count >= 3 || isEnd else { return .needMore(consumed: 0) }
        // A UTF-8 byte order mark is tolerated at the start of hand-written fixture files.
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
          start = 3
          wholeLength = 3
        }
      }
      while start < count {
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
        // Nearly every line of a large file: a record after the header, outside a group,
        // ending in a newline, that `apply` checks for text. Read with no other test: the
        // general steps below cost a load of 100,000 records some 40 instructions a line.
        if let found, applyChecksText, lineNumber > 0, groupLeft == 0 {
          let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
          let first = base[start]
          if end > start, base[end - 1] != UInt8(ascii: "\r"), first != UInt8(ascii: "#"),
            first != UInt8(ascii: "G"), first != UInt8(ascii: "H")
          {
            lineNumber += 1
            let line = UnsafeBufferPointer(start: base + start, count: end - start)
            if let refused = applyRecord(line, apply) { return refused }
            start = end + 1
            wholeLength = offset + start
            lacksFinalNewline = false
            continue
          }
        }
        guard found != nil || isEnd else { return needMore(start) }
        lineNumber += 1
        let end =
          found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
        if found == nil, tornTailAllowed, lineNumber > 1 {
          // A torn tail: the last append was interrupted before its newline.
          return .done(
            .success(
              records: records, wholeLength: wholeLength, hasTornTail: true,
              lacksFinalNewline: false))
        }
        var lineEnd = end
        if lineEnd > start, base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
        let first = line.first
        if !applyChecksText || lineNumber == 1 || first == UInt8(ascii: "#")
          || first == UInt8(ascii: "G")
        {
          guard isText(line) else { return .done(.failure(line: lineNumber, problem: .notText)) }
        }
        if lineNumber == 1 {
          switch headerIndex(line, header: header, olderHeaders: olderHeaders) {
          case .success(let index):
            groupsAllowed = allowsGroups && index == 0
            version(index)
          case .failure(let problem):
            return .done(.failure(line: 1, problem: problem))
          }
        } else if groupLeft > 0 {
          // Inside a group every line is one of its records: a blank line, a comment or
          // another group means this one was cut short and something else written after it.
          guard let first = line.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "G")
          else { return .done(.failure(line: lineNumber, problem: .incompleteGroup)) }
          if let refused = applyRecord(line, apply) { return refused }
          groupLeft -= 1
        } else if groupsAllowed, line.first == UInt8(ascii: "G") {
          guard let size = groupSize(line) else {
            return .done(.failure(line: lineNumber, problem: .malformedRecord))
          }
          let after = UnsafeBufferPointer(rebasing: buffer[min(end + 1, count)...])
          let isWhole =
            hasLines(size, in: after, lastMayLackNewline: isEnd && !tornTailAllowed)
            || (!isEnd && fileHolds(size, from: offset + end + 1, groupIsWhole))
          guard isWhole else {
            if !isEnd {
              lineNumber -= 1
              return needMore(start)
            }
            guard tornTailAllowed else {
              return .done(.failure(line: lineNumber, problem: .incompleteGroup))
            }
            // The write of this command's records was interrupted: none of them count.
            return .done(
              .success(
                records: records, wholeLength: wholeLength, hasTornTail: true,
                lacksFinalNewline: false))
          }
          groupLeft = size
          groupStart(size)
        } else if groupsAllowed, line.first == UInt8(ascii: "H") {
          // `H <lines> <bytes>`: a block the load skips, told to the reader.
          // Each line takes at least its newline: more lines than bytes is not a block (and
          // the count, bounded by the file's size, cannot overflow the line numbers).
          guard let (lines, bytes) = blockSize(line), lines <= bytes else {
            return .done(.failure(line: lineNumber, problem: .malformedRecord))
          }
          let blockStart = offset + end + 1
          let (blockEnd, overflow) = blockStart.addingReportingOverflow(bytes)
          guard !overflow, blockEnd <= offset + count || (blockIsWhole?(blockEnd) ?? false)
          else { return .done(.failure(line: lineNumber, problem: .incompleteGroup)) }
          historyBlock(JournalBlock(offset: blockStart, length: bytes, lines: lines))
          lineNumber += lines
          wholeLength = blockEnd
          lacksFinalNewline = false
          guard blockEnd <= offset + count else {
            offset = blockEnd
            return .skip(to: blockEnd)
          }
          start = blockEnd - offset
          continue
        } else if let first = line.first, first != UInt8(ascii: "#") {
          if let refused = applyRecord(line, apply) { return refused }
        }
        start = end + 1
        if groupLeft == 0 { wholeLength = offset + min(start, count) }
        lacksFinalNewline = found == nil
      }
      return isEnd ? .done(end()) : needMore(count)
    }

    /// Applies `line`, the record on line `lineNumber`, and counts it; answers the step that
    /// ends the feed when `apply` refuses it, `nil` otherwise.
    @inline(__always)
    private mutating func applyRecord(
      _ line: UnsafeBufferPointer<UInt8>,
      _ apply: (JournalRecord, Int) throws(StoreProblem) -> Void
    ) -> Step? {
      do {
        try apply(JournalRecord(line), lineNumber)
      } catch {
        return .done(.failure(line: lineNumber, problem: error))
      }
      records += 1
      return nil
    }

    /// Whether `groupIsWhole` says the file holds `records` lines from `recordsOffset` on;
    /// asked once for a group.
    private mutating func fileHolds(
      _ records: Int, from recordsOffset: Int, _ groupIsWhole: ((Int, Int) -> Bool)?
    ) -> Bool {
      guard let groupIsWhole, groupNotWholeAt != recordsOffset else { return false }
      guard groupIsWhole(records, recordsOffset) else {
        groupNotWholeAt = recordsOffset
        return false
      }
      return true
    }

    private mutating func needMore(_ consumed: Int) -> Step {
      offset += consumed
      return .needMore(consumed: consumed)
    }

    private func end() -> Scan {
      guard lineNumber > 0 else { return .failure(line: nil, problem: .empty) }
      return .success(
        records: records, wholeLength: wholeLength, hasTornTail: false,
        lacksFinalNewline: lacksFinalNewline)
    }
  }

  /// The count of a `G <count>` line: a positive decimal without a leading zero.
  private static func groupSize(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    guard line.count >= 3, line[1] == UInt8(ascii: " "), line[2] != UInt8(ascii: "0") else {
      return nil
    }
    var value = 0
    for byte in line[2...] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
    }
    return value
  }

  /// The line and byte counts of an `H <lines> <bytes>` line: decimals without a leading
  /// zero (but a lone 0).
  private static func blockSize(_ line: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
    guard line.count >= 5, line[1] == UInt8(ascii: " ") else { return nil }
    let fields = line[2...].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard fields.count == 2, let lines = decimal(fields[0]), let bytes = decimal(fields[1])
    else { return nil }
    return (lines, bytes)
  }

  /// A decimal without a leading zero (but a lone 0), or `nil`.
  private static func decimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1 else {
      return nil
    }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
    }
    return value
  }

  /// Whether `bytes` hold at least `lines` lines, each ending in a newline; with
  /// `lastMayLackNewline` (fixtures), the last one may end at the end of the bytes.
  private static func hasLines(
    _ lines: Int, in bytes: UnsafeBufferPointer<UInt8>, lastMayLackNewline: Bool
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var start = 0
    var found = 0
    while found < lines, start < bytes.count {
      guard let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else { return lastMayLackNewline && found + 1 == lines }
      start = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) - base + 1
      found += 1
    }
    return found == lines
  }
  /// Whether `line` is UTF-8 without NUL, as every line of a journal must be; ASCII lines
  /// are checked without building a String.
  package static func isText(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = line.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = line.count
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    // Sixteen bytes at a time (a task record is some 70), with no branch but the loop's: a
    // byte is 0 when subtracting 1 from it borrows into its high bit while its own high bit
    // was clear; what each word says is gathered, and looked at once at the end.
    var zeros: UInt64 = 0
    var bits: UInt64 = 0
    var offset = 0
    while offset + 16 <= count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let next = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
      zeros |= ((word &- ones) & ~word) | ((next &- ones) & ~next)
      bits |= word | next
      offset += 16
    }
    if offset + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      zeros |= (word &- ones) & ~word
      bits |= word
      offset += 8
    }
    if offset < count, count >= 8 {
      // The last bytes as the last eight of the line, some of them read twice.
      let word = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      zeros |= (word &- ones) & ~word
      bits |= word
    } else {
      while offset < count {
        let byte = line[offset]
        if byte == 0 { return false }
        bits |= UInt64(byte)
        offset += 1
      }
    }
    guard zeros & highBits == 0 else { return false }
    return bits & highBits == 0 || String(validating: line, as: UTF8.self) != nil
  }

  /// Which of the headers `line` is: 0 for `header`, 1 for the first of `olderHeaders`, ...
  private static func headerIndex(
    _ line: UnsafeBufferPointer<UInt8>, header: String, olderHeaders: [String]
  ) -> Result<Int, StoreProblem> {
    let text = String(decoding: line, as: UTF8.self)
    if text == header { return .success(0) }
    if let older = olderHeaders.firstIndex(of: text) { return .success(older + 1) }
    let name = header.prefix { $0 != " " }
    if text.hasPrefix(name + " ") {
      return .failure(.unsupportedVersion(found: String(text.dropFirst(name.count + 1))))
    }
    return .failure(.missingHeader(expected: header))
  }

  /// Buffers one record line, written by `encode` without its newline.
  ///
  /// Nothing is written here while a command runs: its records reach the file together,
  /// when it ends (`endCommand()`). Outside a command (a gateway used on its own, as the
  /// repository tests do) every record is a command of its own.
  package func append(_ encode: (inout [UInt8]) -> Void) throws(StoreFailure) {
    guard directory.mode == .readWrite else { return }
    // Encoded into the kept array, swapped out to a local while `encode` runs.
    var record: [UInt8] = []
    swap(&record, &scratch)
    record.removeAll(keepingCapacity: true)
    encode(&record)
    defer { swap(&record, &scratch) }
    guard let target = try beginRecord(maximumLength: record.count) else { return }
    record.withUnsafeBufferPointer { encoded in
      guard let source = encoded.baseAddress else { return }
      target.update(from: source, count: encoded.count)
    }
    try endRecord(length: record.count)
  }

  /// Starts one record line that the caller writes in place, without its newline, at the
  /// place answered, which has room for `maximumLength` bytes; `endRecord(length:)` then
  /// buffers it. Nothing else may use the journal in between. `nil` when the records are not
  /// kept (fixtures): nothing is to be written, and `endRecord` not called.
  ///
  /// A record's bytes are written once, where they stay until the file gets them: a
  /// script's million adds make no array and no closure for each (see `append(_:)`).
  ///
  /// Inlined where a record is written: a script's million adds each pay a few checks.
  @inline(__always)
  package func beginRecord(maximumLength: Int) throws(StoreFailure) -> UnsafeMutablePointer<UInt8>?
  {
    guard keepsRecords else { return nil }
    // A store held per command is locked by the gateway's use before anything is appended.
    assert(directory.isOpen, "append to a released store")
    // A failed write needs attention: one flag checked for it and the rest.
    if needsAttention, let lastWriteFailure { throw lastWriteFailure }
    try directory.willAppend(to: self)
    if needsAttention { try attend() }
    if commandStart == nil {
      commandStart = buffer.count
      commandRecords = 0
    }
    return buffer.room(for: maximumLength + 1)
  }

  /// Buffers the record line begun by `beginRecord(maximumLength:)`, `length` bytes long,
  /// with its newline.
  @inline(__always)
  package func endRecord(length: Int) throws(StoreFailure) {
    buffer.commit(length, then: UInt8(ascii: "\n"))
    recordTotal += 1
    commandRecords += 1
    if !directory.isInCommand, !isHoldingCommand { try endLoneRecord() }
  }

  /// Ends the record just buffered outside a command: it is a command of its own.
  private func endLoneRecord() throws(StoreFailure) {
    endCommand()
    if buffer.count >= Self.batchSize { try writeBuffer() }
  }

  /// Makes room for `bytes` more bytes of records before a command appends many: a group of
  /// a million records then fills one buffer instead of doubling it twenty times, whose last
  /// doubling held the old buffer and the new one at once. Room never written to costs no
  /// memory (its pages are never touched), so a generous guess is free.
  package func reserveCapacity(forMore bytes: Int) {
    guard directory.mode == .readWrite, bytes > 0 else { return }
    // The group's head goes in front of the records at the end: room for it too.
    buffer.reserve(more: bytes + 32)
  }

  /// Whether `appendCommand` is gathering records into one command.
  private var isHoldingCommand = false

  /// Appends the records `body` appends as one command (a group when there are several),
  /// also when no directory command is running: a gateway's one change is then one
  /// command in the file whoever calls it, which is what a gateway's undo history counts.
  package func appendCommand(_ body: () throws(StoreFailure) -> Void) throws(StoreFailure) {
    isHoldingCommand = true
    defer { isHoldingCommand = false }
    try body()
    if !directory.isInCommand {
      endCommand()
      if buffer.count >= Self.batchSize { try writeBuffer() }
    }
  }

  /// Whether `appendGroup` is writing a group in pieces: its head is buffered or written.
  private var isStreamingGroup = false { didSet { updateNeedsAttention() } }
  /// The failure of a group written in pieces in the running command, thrown when the
  /// command ends: `endCommand()` says the buffer is to be written, and `writeBuffer()`
  /// throws it.
  private var failureOfCommand: StoreFailure?

  /// Whether `failureOfCommand` holds a failure.
  private var commandFailed = false

  /// How many records the group written in pieces was announced to hold.
  private var streamedCount = 0
  /// Whether an append has more to do than buffer its record: one flag for the two cases,
  /// so that a plain append (a script's million adds) checks one.
  private var needsAttention = false

  private func updateNeedsAttention() {
    needsAttention = rewriteNeeded || isStreamingGroup || lastWriteFailure != nil
  }

  /// What an append does first when a rewrite is due, or a group is written in pieces (the
  /// records before this one are written once they are a piece); a failed write was thrown
  /// before.
  private func attend() throws(StoreFailure) {
    if rewriteNeeded { try rewriteInCurrentVersion() }
    if isStreamingGroup, buffer.count >= Self.pieceSize { try writeStreamedPiece() }
  }
  /// Where the file ended before the group's first piece was written: a failure cuts it
  /// back there. -1 while no piece is written.
  private var streamedStart: off_t = -1
  /// How many bytes of records a piece of a group holds before it is written.
  private static let pieceSize = 4 * batchSize

  /// Appends the `count` records `body` appends as one command, a group, written to the
  /// file in pieces as they come (some 256 KiB each) rather than held until the command
  /// ends: a command of a million records then holds a piece of them, not the whole group.
  ///
  /// The group's head comes first; a process killed before the last piece leaves a group
  /// cut short at the end of the file, a torn tail like any other (dropped on load, cut off
  /// before the next append). The store's lock is held for the whole command, so no other
  /// process reads a group while it is written. A failed write cuts the file back to before
  /// the group and fails the command, and the journal refuses every later write, as any
  /// failed write does (`writeFailure`, `abandonUnsaved()`); so does a `body` that appends
  /// another number of records than `count`, a mistake of the caller, caught here so that
  /// no group is left holding records that are not its own. Outside a command the failure
  /// is thrown here; inside one, when the command ends, as for any command's records
  /// (`StoreDirectory.endCommand()`), so that it is reported the same way.
  ///
  /// The group is a command of its own in the file: a gateway calls this for a change that
  /// is all its command writes to this file. The records are held until the command ends,
  /// as `appendCommand` holds them, when writing them early could change the order of the
  /// files (the running command wrote to another journal, or another journal's records
  /// wait), when records wait in this one (earlier commands of a script, which a failure
  /// of this group must not take with it unsaid), or when `count` is under two.
  package func appendGroup(
    count: Int, _ body: () throws(StoreFailure) -> Void
  ) throws(StoreFailure) {
    guard directory.mode == .readWrite else { return try appendCommand(body) }
    if let lastWriteFailure { throw lastWriteFailure }
    try directory.willAppend(to: self)
    guard allowsGroups, count > 1, buffer.isEmpty, !isHoldingCommand,
      directory.mayWriteInCommand(self)
    else { return try appendHeldCommand(count: count, body) }
    if rewriteNeeded { try rewriteInCurrentVersion() }
    commandStart = buffer.count
    commandRecords = 0
    var head: [UInt8] = [UInt8(ascii: "G"), UInt8(ascii: " ")]
    appendDecimal(count, to: &head)
    head.append(UInt8(ascii: "\n"))
    buffer.append(head)
    let recordsBefore = recordTotal
    isStreamingGroup = true
    streamedCount = count
    streamedStart = -1
    isHoldingCommand = true
    defer {
      isHoldingCommand = false
      isStreamingGroup = false
    }
    do throws(StoreFailure) {
      try body()
      guard commandRecords == count else { throw Self.countMismatch(path: path) }
      // The last piece is written now when others were: the group is then whole in the file
      // before the command ends, and a failure cuts it all back.
      if streamedStart >= 0 { try writeStreamedPiece() }
    } catch {
      failStreamedGroup(error, recordsBefore: recordsBefore)
      // In a command, the failure is the command's, said when it ends (`StoreDirectory`
      // throws it from `endCommand`), as that of a group written whole would be: the
      // caller goes on as if written, and what it holds is forgotten with the rest
      // (`abandonUnsaved()`, or the end of the process).
      guard directory.isInCommand else { throw error }
      failureOfCommand = error
      commandFailed = true
      return
    }
    commandStart = nil
    if !directory.isInCommand, buffer.count >= Self.batchSize { try writeBuffer() }
  }

  /// `appendGroup` when its records are held until the command ends: the count is checked
  /// all the same, and a mismatch drops the records `body` buffered.
  private func appendHeldCommand(
    count: Int, _ body: () throws(StoreFailure) -> Void
  ) throws(StoreFailure) {
    let start = buffer.count
    let (recordsBefore, commandBefore) = (recordTotal, commandRecords)
    let wasStarted = commandStart != nil
    let wasHolding = isHoldingCommand
    isHoldingCommand = true
    do throws(StoreFailure) {
      try body()
    } catch {
      isHoldingCommand = wasHolding
      throw error
    }
    isHoldingCommand = wasHolding
    // `commandRecords` counts the command's records from its first (a rewrite before the
    // first append resets `recordCount`, not this).
    let appended =
      wasStarted ? commandRecords - commandBefore : commandStart == nil ? 0 : commandRecords
    guard appended == count else {
      buffer.removeSuffix(from: start)
      if !wasStarted { commandStart = nil }
      (recordTotal, commandRecords) = (recordsBefore, commandBefore)
      let failure = Self.countMismatch(path: path)
      lastWriteFailure = failure
      // Said when the command ends, as `appendGroup` says a failure in a command.
      guard directory.isInCommand else { throw failure }
      failureOfCommand = failure
      commandFailed = true
      return
    }
    if !wasHolding, !directory.isInCommand {
      endCommand()
      if buffer.count >= Self.batchSize { try writeBuffer() }
    }
  }

  /// The failure of a group whose records were not as many as announced: a mistake of the
  /// gateway, which fails its command as a write that cannot be made.
  private static func countMismatch(path: String) -> StoreFailure {
    .unwritable(path: path, reason: .other(code: EINVAL))
  }

  /// Writes what is buffered of the group written in pieces; never more records than it
  /// was announced to hold, which would be read as commands of their own.
  private func writeStreamedPiece() throws(StoreFailure) {
    guard commandRecords <= streamedCount else { throw Self.countMismatch(path: path) }
    if streamedStart < 0 {
      if descriptor < 0 { try openForAppend() }
      let end = lseek(descriptor, 0, SEEK_CUR)
      guard end >= 0 else { throw .unwritable(path: path, reason: POSIX.lastError()) }
      streamedStart = end
    }
    let fd = descriptor
    try buffer.withBytes(upTo: buffer.count) { (pending) throws(StoreFailure) in
      try POSIX.writeAll(fd, pending, path: path)
    }
    buffer.removeAll(keepingCapacityUpTo: .max)
    commandStart = 0
  }

  /// Undoes a group written in pieces that failed: the file is cut back to before it (a
  /// full disk's file is cut back without needing space), nothing of it stays buffered,
  /// and every later write fails with `failure`.
  private func failStreamedGroup(_ failure: StoreFailure, recordsBefore: Int) {
    dropStreamedGroup(recordsBefore: recordsBefore)
    if lastWriteFailure == nil { lastWriteFailure = failure }
  }

  /// Cuts the file back to before the group written in pieces, and drops what is buffered of
  /// it: the file and the journal's counts are as before the group began.
  private func dropStreamedGroup(recordsBefore: Int) {
    isStreamingGroup = false
    if streamedStart >= 0, descriptor >= 0 { _ = ftruncate(descriptor, streamedStart) }
    streamedStart = -1
    streamedCount = 0
    if let start = commandStart { buffer.removeSuffix(from: start) }
    commandStart = nil
    recordTotal = recordsBefore
  }

  /// Closes the command's records: several of them become one group, so that they are
  /// applied on load all together or not at all. Returns whether the buffer is full enough
  /// to be written.
  ///
  /// Inlined where the directory ends a command: nearly every command of a script appended
  /// one record, which a few checks end.
  @discardableResult
  @inline(__always)
  package func endCommand() -> Bool {
    if !commandFailed, commandStart == nil || commandRecords < 2 || !allowsGroups {
      commandStart = nil
      return buffer.count >= Self.batchSize
    }
    return endGroupOrFailure()
  }

  /// `endCommand()` for a command of several records, or one whose group failed.
  private func endGroupOrFailure() -> Bool {
    // A group of this command written in pieces failed: the buffer is to be written "now",
    // and `writeBuffer()` throws the failure.
    if commandFailed { return true }
    guard let start = commandStart else { return buffer.count >= Self.batchSize }
    commandStart = nil
    guard allowsGroups, commandRecords > 1 else { return buffer.count >= Self.batchSize }
    // The count is known only now; the records are still in the buffer, so the group's
    // head goes in before them (a copy of this command's records, nothing more).
    var head: [UInt8] = [UInt8(ascii: "G"), UInt8(ascii: " ")]
    appendDecimal(commandRecords, to: &head)
    head.append(UInt8(ascii: "\n"))
    buffer.insert(head, at: start)
    return buffer.count >= Self.batchSize
  }

  /// Whether records of whole commands wait in the buffer.
  package var hasPendingCommands: Bool { (commandStart ?? buffer.count) > 0 }

  /// Writes the buffered records of whole commands to the file, creating it first if needed;
  /// the records of a command still running stay buffered.
  ///
  /// A failed write is undone: the file is cut back to its length before the batch, so the
  /// commands of the batch are lost all together, and the journal refuses every later write.
  package func writeBuffer() throws(StoreFailure) {
    if commandFailed, let failure = failureOfCommand {
      failureOfCommand = nil
      commandFailed = false
      throw failure
    }
    let length = commandStart ?? buffer.count
    guard length > 0 else { return }
    if let lastWriteFailure { throw lastWriteFailure }
    var before: off_t = -1
    do {
      if descriptor < 0 { try openForAppend() }
      before = lseek(descriptor, 0, SEEK_CUR)
      let fd = descriptor
      try buffer.withBytes(upTo: length) { (pending) throws(StoreFailure) in
        try POSIX.writeAll(fd, pending, path: path)
      }
      if length == buffer.count {
        // A command of a million records grew the buffer far past a batch: let it go once
        // written, rather than hold its pages through a compaction that needs as many.
        buffer.removeAll(keepingCapacityUpTo: 16 * Self.batchSize)
      } else {
        buffer.removeFirst(length)
      }
      if let start = commandStart { commandStart = start - length }
      hasWrittenRecords = true
    } catch {
      // Cutting a full disk's file back never needs space; if it fails anyway, the file
      // ends somewhere in this batch: whole records and groups, at worst a torn tail.
      if before >= 0 { _ = ftruncate(descriptor, before) }
      lastWriteFailure = error
      buffer.removeAll(keepingCapacityUpTo: 0)
      commandStart = nil
      throw error
    }
  }

  /// Writes the buffered whole commands and waits until the disk has them.
  package func sync() throws(StoreFailure) {
    try writeBuffer()
    if descriptor >= 0 { try POSIX.sync(descriptor, path: path) }
  }

  /// The gateway whose state a compaction writes. Weak: the gateway owns the journal, and a
  /// gateway gone before the store closes simply leaves its file uncompacted.
  package weak var owner: (any JournalOwner)?

  /// Writes what is buffered, syncs the file, and rewrites it when mostly dead records.
  package func finish() throws(StoreFailure) {
    endCommand()
    guard lastWriteFailure == nil else {
      // Already reported by the command that met it; nothing more can be saved.
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
      return
    }
    defer {
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
    }
    try sync()
    defer { sealIfKnown() }
    // Compact once dead records outnumber those a compacted file would hold (the live state
    // and the undo history the owner keeps): the rewrite costs about what loading the file
    // costs, so it at most doubles the time spent on that process's load.
    guard let owner, !compactionFailed, !startedFromSeal else { return }
    if directory.canWrite, fileExists,
      recordTotal > 2 * owner.liveRecordCount + 1_000 || owner.wantsCompaction
    {
      // Housekeeping: every command is in the file already, synced. A compaction that cannot
      // run (a full disk) leaves the file as it was, to be compacted by a later process, and
      // is a note, not a failure: no command is lost by it. It is not tried again in this
      // process, so a session on a full disk says so once.
      do {
        try rewrite(from: owner)
      } catch {
        compactionFailed = true
        directory.compactionSkipped(path: path, failure: error)
      }
    }
  }

  /// A compaction of this file failed in this process: it is not tried again.
  private var compactionFailed = false

  /// Forgets a failed write and everything buffered, and has the owner load the file anew
  /// before its next use: what the file holds is all that counts. For a process that goes on
  /// after a lost write (an interactive session, which holds the store per command), once
  /// the lock is let go; the file holds whole commands (a failed write is cut back).
  package func abandonUnsaved() {
    buffer.removeAll(keepingCapacityUpTo: 0)
    commandStart = nil
    commandRecords = 0
    lastWriteFailure = nil
    failureOfCommand = nil
    commandFailed = false
    forgetFile()
    owner?.journalDidChange()
  }

  /// Hands each line of `block`, a block of this file a load told of, to `body`, without its
  /// newline, a piece of the file read at a time. Records still buffered are written first.
  /// A block that does not hold the lines its `H` line said is corrupt.
  package func forEachLine(
    of block: JournalBlock, _ body: (UnsafeBufferPointer<UInt8>) throws(StoreFailure) -> Void
  ) throws(StoreFailure) {
    var pending: [UInt8] = []
    var lines = 0
    let malformed = StoreFailure.corrupt(path: path, line: nil, problem: .malformedRecord)
    try directory.readRange(
      named: name, from: block.offset, length: block.length, size: Self.loadChunkSize
    ) { (piece) throws(StoreFailure) in
      guard let base = piece.baseAddress else { return }
      var start = 0
      while start < piece.count,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), piece.count - start)
      {
        let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        lines += 1
        guard lines <= block.lines else { throw malformed }
        if pending.isEmpty {
          try body(UnsafeBufferPointer(rebasing: piece[start..<end]))
        } else {
          pending.append(contentsOf: UnsafeBufferPointer(rebasing: piece[start..<end]))
          try pending.withUnsafeBufferPointer { (line) throws(StoreFailure) in try body(line) }
          pending.removeAll(keepingCapacity: true)
        }
        start = end + 1
      }
      pending.append(contentsOf: UnsafeBufferPointer(rebasing: piece[start...]))
    }
    guard pending.isEmpty, lines == block.lines else { throw malformed }
  }

  /// Replaces the file with the owner's state, written in the current version.
  private func rewrite(from owner: any JournalOwner) throws(StoreFailure) {
    var bytes = Array(header.utf8)
    bytes.append(UInt8(ascii: "\n"))
    var records = 0
    var length = 0
    // Lines of `H` blocks still to come: a load skips them, so they count for nothing.
    var blockLines = 0
    try directory.replaceAtomically(named: name) { (write) throws(StoreFailure) in
      // Written a piece at a time as the owner fills the buffer: the compacted file of a
      // million tasks is never held whole (a first failure stops the writes, and is thrown).
      var failure: StoreFailure?
      owner.writeSnapshot(into: &bytes) { buffer in
        guard failure == nil, buffer.count >= Self.pieceSize else { return }
        do throws(StoreFailure) {
          try write(buffer)
        } catch {
          failure = error
        }
        records += Self.recordLines(
          in: buffer, skippingHeader: length == 0, blockLines: &blockLines)
        length += buffer.count
        buffer.removeAll(keepingCapacity: true)
      }
      if let failure { throw failure }
      if let failure = owner.snapshotFailure { throw failure }
      try write(bytes)
    }
    recordTotal =
      records + Self.recordLines(in: bytes, skippingHeader: length == 0, blockLines: &blockLines)
    wholeLength = length + bytes.count
    hasTornTail = false
    lacksFinalNewline = false
    rewriteNeeded = false
    owner.journalDidRewrite()
  }

  /// How many records `bytes`, whole lines of a file, hold: its lines but group heads, `H`
  /// lines and the lines of their blocks (`blockLines` carries those still to come from one
  /// piece to the next), and but the first when `skippingHeader` (the file's start, its
  /// header).
  private static func recordLines(
    in bytes: [UInt8], skippingHeader: Bool, blockLines: inout Int
  ) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var records = 0
      var start = 0
      var isHeader = skippingHeader
      while start < buffer.count,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
      {
        let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        if blockLines > 0 {
          blockLines -= 1
        } else if !isHeader, end > start, base[start] == UInt8(ascii: "H"),
          let (lines, _) = blockSize(UnsafeBufferPointer(start: base + start, count: end - start))
        {
          blockLines = lines
        } else if !isHeader, end > start, base[start] != UInt8(ascii: "G") {
          records += 1
        }
        isHeader = false
        start = end + 1
      }
      return records
    }
  }

  /// Upgrades a file of an older version before its first append. The owner's state is
  /// still the loaded one (gateways append a change before they apply it), so the rewrite
  /// changes the version, not the content.
  private func rewriteInCurrentVersion() throws(StoreFailure) {
    guard let owner else { return }
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    do {
      try rewrite(from: owner)
    } catch {
      lastWriteFailure = error
      throw error
    }
  }

  private func openForAppend() throws(StoreFailure) {
    if !fileExists {
      var bytes = Array(header.utf8)
      bytes.append(UInt8(ascii: "\n"))
      try directory.replaceAtomically(named: name, with: bytes)
      fileExists = true
      wholeLength = bytes.count
    }
    let fd = try directory.openForAppend(named: name)
    if hasTornTail {
      guard ftruncate(fd, off_t(wholeLength)) == 0 else {
        let reason = POSIX.lastError()
        close(fd)
        throw .unwritable(path: path, reason: reason)
      }
      hasTornTail = false
    }
    guard lseek(fd, 0, SEEK_END) >= 0 else {
      let reason = POSIX.lastError()
      close(fd)
      throw .unwritable(path: path, reason: reason)
    }
    descriptor = fd
    if lacksFinalNewline {
      try POSIX.writeAll(fd, [UInt8(ascii: "\n")], path: path)
      lacksFinalNewline = false
    }
  }
}

/// Lines of a journal that a load skips and reads only on demand (the tasks file's undo
/// history, which only an undo reads): an `H <lines> <bytes>` line, then those bytes, which
/// hold that many lines.
package struct JournalBlock: Equatable, Sendable {
  /// Where the block's first line begins in the file.
  package let offset: Int
  /// How many bytes the block holds: whole lines, each ending in a newline.
  package let length: Int
  /// How many lines the block holds.
  package let lines: Int

  /// The block of `lines` lines in the `length` bytes from `offset` on.
  package init(offset: Int, length: Int, lines: Int) {
    self.offset = offset
    self.length = length
    self.lines = lines
  }
}

/// One record line of a journal, as `Journal.load` hands it over: checked to be UTF-8
/// without NUL, and valid only during the call that receives it.
package struct JournalRecord {
  /// The record's bytes, without the line end: for formats that parse bytes, so that a load
  /// of a million records builds no `String` per line.
  package let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The record as text, for formats small enough to parse strings.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}
