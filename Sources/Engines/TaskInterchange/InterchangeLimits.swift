import Domain

/// The limits an import is read under, from a file or from standard input alike: the one
/// place that names them, which the readers check and the messages quote.
package enum InterchangeLimits {
  /// The longest todo.txt line, in bytes without its line end: 1 MiB, room for the
  /// largest text a task may hold (`TaskTextRule.maximumUTF8Length`, 128 KiB) and the
  /// words an export adds to it, so that every text the domain accepts comes back.
  package static let maximumLineLength = 1 << 20
  /// The longest JSON string, in bytes of JSON text: 768 KiB, the largest text a task may
  /// hold with every byte of it escaped as `\u00XX` (six bytes), the most any writer can
  /// make of it. A string of a kept member has the same bound.
  package static let maximumStringLength = 6 * TaskTextRule.maximumUTF8Length
  /// The most bytes one import reads in all: 1 GiB. Standard input, which can be read only
  /// once, is copied aside as it is read, up to this and no further.
  package static let maximumInputLength = 1 << 30
}
