/// A unified diff of two short lists of lines, by their longest common subsequence: what
/// `puremvp check` shows for a command whose output differs from its transcript's.
///
/// A command writes a few lines, so the plain quadratic table is enough; hunks keep three
/// lines of context, as `diff -u` does.
package enum LineDiff {
  /// The lines of a unified diff turning `expected` into `actual` (`--- expected`,
  /// `+++ actual`, then `@@` hunks); none when they are equal.
  package static func unified(expected: [String], actual: [String], context: Int = 3)
    -> [String]
  {
    guard expected != actual else { return [] }
    let edits = script(expected, actual)
    var lines = ["--- expected", "+++ actual"]
    // Group the edits into hunks: changes closer than two contexts apart share one.
    var index = 0
    while index < edits.count {
      guard edits[index].kind != .same else {
        index += 1
        continue
      }
      var start = index
      var kept = 0
      while start > 0, kept < context, edits[start - 1].kind == .same {
        start -= 1
        kept += 1
      }
      var end = index
      var sameRun = 0
      while end < edits.count {
        if edits[end].kind == .same {
          sameRun += 1
          if sameRun > 2 * context { break }
        } else {
          sameRun = 0
        }
        end += 1
      }
      // Keep at most `context` unchanged lines after the last change.
      var trailing = 0
      while edits[end - 1 - trailing].kind == .same { trailing += 1 }
      end -= max(0, trailing - context)
      let hunk = edits[start..<end]
      let old = hunk.filter { $0.kind != .added }
      let new = hunk.filter { $0.kind != .removed }
      let oldStart = old.first.map { $0.oldIndex + 1 } ?? edits[start].oldIndex
      let newStart = new.first.map { $0.newIndex + 1 } ?? edits[start].newIndex
      lines.append("@@ -\(range(oldStart, old.count)) +\(range(newStart, new.count)) @@")
      for edit in hunk {
        switch edit.kind {
        case .same: lines.append(" " + edit.text)
        case .removed: lines.append("-" + edit.text)
        case .added: lines.append("+" + edit.text)
        }
      }
      index = end
    }
    return lines
  }

  /// `START,COUNT` as a hunk header writes it (`START` alone for one line).
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? String(start) : "\(start),\(count)"
  }

  private enum Kind { case same, removed, added }

  /// One line of the edit script: kept, removed from the old or added from the new, with
  /// its index in the old and new lists (where the next line would be, for the other side).
  private struct Edit {
    let kind: Kind
    let text: String
    let oldIndex: Int
    let newIndex: Int
  }

  /// The shortest edit script from `old` to `new`, read off the table of the lengths of
  /// the longest common subsequences of their suffixes.
  private static func script(_ old: [String], _ new: [String]) -> [Edit] {
    let width = new.count + 1
    var table = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i * width + j] =
          old[i] == new[j]
          ? table[(i + 1) * width + j + 1] + 1
          : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: .same, text: old[i], oldIndex: i, newIndex: j))
        i += 1
        j += 1
      } else if i < old.count,
        j == new.count || table[(i + 1) * width + j] >= table[i * width + j + 1]
      {
        // Removals first, as `diff -u` writes a changed line.
        edits.append(Edit(kind: .removed, text: old[i], oldIndex: i, newIndex: j))
        i += 1
      } else {
        edits.append(Edit(kind: .added, text: new[j], oldIndex: i, newIndex: j))
        j += 1
      }
    }
    return edits
  }
}
