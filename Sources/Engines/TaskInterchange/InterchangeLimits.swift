/// The limits an import is read under, from a file or from standard input alike: the one
/// place that names them, which the readers check and the messages quote.
package enum InterchangeLimits {
  /// The longest todo.txt line, in bytes without its line end: 64 KiB.
  package static let maximumLineLength = 64 * 1024
  /// The most bytes one import reads in all: 1 GiB. Standard input, which can be read only
  /// once, is copied aside as it is read, up to this and no further.
  package static let maximumInputLength = 1 << 30
}
