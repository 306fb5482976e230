// Fuzz target `answers`: the hand-written `answers` file parser (AnswerFileFormat).
import Domain

/// libFuzzer's entry point: parses `data` as an `answers` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do throws(StoreFailure) {
    let book = try AnswerFileFormat.parse(bytes, path: "answers")
    // A book the parser accepts holds answers the domain accepts: trimmed and not empty.
    for answer in book.answers {
      guard !answer.text.isEmpty, answer.text.trimmingWhiteSpace() == answer.text else {
        fatalError("accepted an untrimmed answer: \(answer)")
      }
    }
  } catch {
    // Refused with the reason: that is the point; it must only never crash or hang.
  }
  return 0
}
