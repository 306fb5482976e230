import ArrangementsApp
import Foundation
import Testing

/// Each transcript under `Transcripts/`, run under every `--as`: the same lines for all.
@MainActor
@Suite("Transcripts")
struct TranscriptTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Transcripts")

  nonisolated static let names = ["oracle.md", "login.md"]

  @Test("Each transcript prints its lines under every arrangement", arguments: names)
  func transcript(name: String) throws {
    let text = try String(
      contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
    let transcript = try Transcript(text)
    #expect(transcript.steps.count >= 5, "\(name) has too few commands to check anything")
    for arrangement in Arrangement.allCases {
      let mismatches = transcript.run(as: arrangement)
      #expect(
        mismatches.isEmpty,
        "\(name) under --as \(arrangement.rawValue):\n\(mismatches.map(\.description).joined(separator: "\n"))"
      )
    }
  }

  @Test("A transcript that expects other lines, or names an arrangement, fails")
  func mismatchIsFound() throws {
    let transcript = try Transcript(
      """
      ```console
      $ arrangements login status
      Logged in
      $ arrangements oracle ask
      No
      $ arrangements --as mvc login status
      Not logged in
      ```
      """)
    for arrangement in Arrangement.allCases {
      // Line 6 names an arrangement, which a transcript run under all four may not.
      #expect(transcript.run(as: arrangement).map(\.step.line) == [2, 4, 6])
    }
  }

  @Test("Every transcript on disk is checked")
  func everyTranscriptIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
    #expect(files.filter { $0.hasSuffix(".md") }.sorted() == Self.names.sorted())
  }
}
