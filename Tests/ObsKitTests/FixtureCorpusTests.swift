import Foundation
@testable import ObsKit
import Testing

/// One fixture of the interpreter corpus: a script and the output it must print (`// expect:` lines),
/// or the error it must stop with (`// expect-error:`).
struct Fixture: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String

    var testDescription: String { name }

    var expectedLines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard let range = line.range(of: "// expect:") else { return nil }
            // One space follows the marker; any more are the output's own indentation (`dump`).
            let rest = line[range.upperBound...]
            return String(rest.first == " " ? rest.dropFirst() : rest)
        }
    }

    var expectedError: String? {
        text.split(separator: "\n").lazy.compactMap { line -> String? in
            guard let range = line.range(of: "// expect-error:") else { return nil }
            return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        }.first
    }

    /// The fixture with each `//> include NAME.swift` line replaced by that listing from the team's listings folder.
    var expanded: String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//> include ") else { return String(line) }
            let name = trimmed.dropFirst("//> include ".count).trimmingCharacters(in: .whitespaces)
            return (try? Listing.text(name)) ?? "listing \(name) is missing from the listings folder"
        }.joined(separator: "\n")
    }

    static func load(_ folder: String) -> [Fixture] {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return Fixture(name: name, text: text)
        }
    }
}

@Suite struct FixtureCorpusTests {
    static let interpreter = Fixture.load("interpreter")

    static let semantics = Fixture.load("semantics")
    static let listings = Fixture.load("listings")
    static let mistakes = Fixture.load("mistakes")

    @Test func corpusIsPresent() {
        #expect(Self.interpreter.count >= 200)
        #expect(Self.semantics.count >= 70)
        #expect(Self.listings.count >= 30)
        #expect(Self.mistakes.count >= 18)
    }

    /// The series' listings, completed with our own declarations, run as scenarios (where the team's
    /// listings folder is beside the checkout; Fixtures/mistakes pins the same behaviours with our own code).
    @Test(.enabled(if: Listing.isAvailable, Listing.skipReason), arguments: listings)
    func listingScenario(_ fixture: Fixture) {
        Self.check(fixture)
    }

    @Test(arguments: interpreter)
    func interpreterFixture(_ fixture: Fixture) {
        Self.check(fixture)
    }

    /// SwiftUI's rules (docs/rules.md), one scenario script each.
    @Test(arguments: semantics)
    func semanticsFixture(_ fixture: Fixture) {
        Self.check(fixture)
    }

    /// The listing scenarios' rules, checked with our own code (Fixtures/mistakes/README.md).
    @Test(arguments: mistakes)
    func mistakesFixture(_ fixture: Fixture) {
        Self.check(fixture)
    }

    static func check(_ fixture: Fixture) {
        let result = Playback.run(fixture.expanded, fileName: fixture.name, in: Session())
        let printed = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = printed.last == "" ? Array(printed.dropLast()) : printed
        #expect(lines == fixture.expectedLines, "output of \(fixture.name)")
        if let expected = fixture.expectedError {
            let message = result.error?.rendered() ?? "(no error)"
            #expect(message.contains(expected), "\(fixture.name) should fail with '\(expected)', got: \(message)")
        } else {
            #expect(result.error == nil, "\(fixture.name) failed: \(result.error?.rendered() ?? "")")
        }
    }
}
