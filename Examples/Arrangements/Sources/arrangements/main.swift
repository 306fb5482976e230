import ArrangementsApp
import Screens

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error, each line written as it comes, so they interleave in order.
final class StandardOutput: Output {
  /// Colors as `puremvp --color auto` shows them: on a terminal, unless NO_COLOR is set or
  /// TERM is dumb.
  private let showsColors =
    isatty(1) == 1 && getenv("NO_COLOR") == nil
    && getenv("TERM").map { String(cString: $0) } != "dumb"

  func out(_ line: String) { emit(line, to: 1) }
  func err(_ line: String) { emit(line, to: 2) }

  func out(_ plain: String, then colored: String, in color: TextColor) {
    let code =
      switch color {
      case .plain: ""
      case .green: "\u{1B}[32m"
      case .red: "\u{1B}[31m"
      case .bold: "\u{1B}[1m"
      }
    guard showsColors, !code.isEmpty else { return out(plain + colored) }
    out(plain + code + colored + "\u{1B}[0m")
  }

  private func emit(_ line: String, to descriptor: Int32) {
    var bytes = Array((line + "\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// The whole of standard input, or of the file at `path`; `nil` when it cannot be read.
func contents(of path: String) -> String? {
  let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { if descriptor != 0 { close(descriptor) } }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
    bytes += buffer[0..<count]
  }
}

let output = StandardOutput()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(Invocation.usage)
  exit(0)
}
switch Invocation.parse(arguments) {
case .failure(let error):
  output.err("arrangements: error: \(error.message)")
  exit(64)
case .success(let invocation):
  let session = AppSession(arrangement: invocation.arrangement, options: invocation.options)
  guard invocation.words.first == "run" else {
    exit(session.execute(invocation.words, output: output, errorPrefix: "arrangements: "))
  }
  let path = invocation.words.count > 1 ? invocation.words[1] : "-"
  guard invocation.words.count <= 2, let text = contents(of: path) else {
    output.err("arrangements: error: cannot read the script '\(path)'")
    exit(66)
  }
  exit(
    Script.run(
      text, named: path == "-" ? "<stdin>" : path, in: session, keepGoing: invocation.keepGoing,
      output: output))
}
