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

  @Test("A transcript that expects other lines fails")
  func mismatchIsFound() throws {
    let transcript = try Transcript(
      "```console\n$ arrangements login status\nLogged in\n$ arrangements oracle ask\nNo\n```\n")
    for arrangement in Arrangement.allCases {
      #expect(transcript.run(as: arrangement).map(\.step.line) == [2, 4])
    }
  }

  @Test("Every transcript on disk is checked")
  func everyTranscriptIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
    #expect(files.filter { $0.hasSuffix(".md") }.sorted() == Self.names.sorted())
  }
}
