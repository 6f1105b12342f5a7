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
            // The one space after the colon, as a scalar: a line that starts with a combining mark or an emoji modifier
            // makes one Character of that space and the mark.
            return rest.unicodeScalars.first == " " ? String(String.UnicodeScalarView(rest.unicodeScalars.dropFirst())) : String(rest)
        }
    }

    /// `// known-gap: REASON`: the fixture shows what ObsREPL does not do yet, so it is expected to fail;
    /// once it passes, the test says so and the line must go (Swift Testing's `withKnownIssue`).
    var knownGap: String? { marker("// known-gap:") }

    /// `// known-gap-unsafe: REASON`: today the fixture hangs or takes the process down, so it is not run
    /// (reported as skipped, with the reason).
    var unsafeGap: String? { marker("// known-gap-unsafe:") }

    private func marker(_ prefix: String) -> String? {
        text.split(separator: "\n").lazy.compactMap { line -> String? in
            guard line.hasPrefix(prefix) else { return nil }
            return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        }.first
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
    /// Measures of what the world writes: Swift in the style of the book and the compiler's tests, and
    /// SwiftUI as Apple's samples and tutorial sites write it. Their gaps are marked (`known-gap`).
    static let language = Fixture.load("language")
    static let swiftui = Fixture.load("swiftui")
    /// What the fuzzer found (issue 10): crashes, hangs, swallowed errors, a super-linear front end.
    static let robustness = Fixture.load("robustness")

    @Test func corpusIsPresent() {
        #expect(Self.interpreter.count >= 200)
        #expect(Self.semantics.count >= 70)
        #expect(Self.listings.count >= 30)
        #expect(Self.mistakes.count >= 18)
        #expect(Self.language.count >= 250)
        #expect(Self.swiftui.count >= 100)
        #expect(Self.robustness.count >= 20)
    }

    @Test(arguments: language.filter { $0.unsafeGap == nil })
    func languageFixture(_ fixture: Fixture) {
        Self.check(fixture, advice: true)
    }

    /// SwiftUI as the world writes it (Fixtures/swiftui/README.md).
    @Test(arguments: swiftui.filter { $0.unsafeGap == nil })
    func swiftuiFixture(_ fixture: Fixture) {
        Self.check(fixture, advice: true)
    }

    /// The fixtures that cannot run yet, each named with why.
    @Test(.disabled("hangs or crashes the process today; see each fixture's known-gap-unsafe line"),
          arguments: (language + swiftui).filter { $0.unsafeGap != nil })
    func unsafeGapFixture(_ fixture: Fixture) {
        Self.check(fixture)
    }

    /// Issue 10: each script once crashed, hung or lost an error; now each stops with Swift's words or a
    /// limit's (Fixtures/robustness/README.md).
    @Test(arguments: robustness)
    func robustnessFixture(_ fixture: Fixture) {
        Self.check(fixture)
    }

    /// The series' listings, completed with our own declarations, run as scenarios (where the team's
    /// listings folder is beside the checkout; Fixtures/mistakes pins the same behaviours with our own code).
    @Test(.enabled(if: Listing.isAvailable, Listing.skipReason), arguments: listings)
    func listingScenario(_ fixture: Fixture) {
        Self.check(fixture)
    }

    @Test(arguments: interpreter)
    func interpreterFixture(_ fixture: Fixture) {
        Self.check(fixture, advice: true)
    }

    /// SwiftUI's rules (docs/rules.md), one scenario script each.
    @Test(arguments: semantics)
    func semanticsFixture(_ fixture: Fixture) {
        Self.check(fixture, advice: true)
    }

    /// The listing scenarios' rules, checked with our own code (Fixtures/mistakes/README.md).
    @Test(arguments: mistakes)
    func mistakesFixture(_ fixture: Fixture) {
        Self.check(fixture, advice: true)
    }

    /// `advice`: the fixture is one of the corpora of correct code, which get no advice but for the fixtures that
    /// show a mistake on purpose (`AdviceTests.mistakesOnPurpose`), checked here as each runs.
    static func check(_ fixture: Fixture, advice: Bool = false) {
        var advised = false
        if let gap = fixture.knownGap {
            withKnownIssue("known gap: \(gap)") { advised = verify(fixture) }
        } else {
            advised = verify(fixture)
        }
        guard advice else { return }
        let onPurpose = AdviceTests.mistakesOnPurpose.contains(fixture.name)
        #expect(advised == onPurpose, "\(fixture.name): \(onPurpose ? "shows a mistake on purpose but got no advice" : "got advice but is not among the mistakes on purpose")")
    }

    /// Runs the fixture with a step budget (a runaway fails instead of hanging the suite) and compares; whether
    /// any turn gave advice.
    @discardableResult
    static func verify(_ fixture: Fixture) -> Bool {
        // On a thread with the shell's stack: deep recursion behaves as in `obsrepl run`.
        let (result, bookkeeping, advised) = LargeStack.run { () -> (Playback.Result, [String], Bool) in
            let session = Session()
            session.stepBudget = 50_000_000
            // The graph's running totals (dirtiness, effects, probes) agree with the tree after every turn.
            var bookkeeping: [String] = []
            // What `obsrepl run` shows: each turn's output, then its screen (`:screen`) drawn as text.
            var transcript = ""
            var advised = false
            var result = Playback.run(fixture.expanded, fileName: fixture.name, in: session) { turn in
                if bookkeeping.isEmpty { bookkeeping = session.graph.bookkeepingProblems() }
                if !turn.advice.isEmpty { advised = true }
                transcript += turn.output + (turn.screen?.text() ?? "")
                return true
            }
            result.output = transcript
            return (result, bookkeeping, advised)
        }
        #expect(bookkeeping.isEmpty, "\(fixture.name): \(bookkeeping.joined(separator: "; "))")
        let printed = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = printed.last == "" ? Array(printed.dropLast()) : printed
        #expect(lines == fixture.expectedLines, "output of \(fixture.name)")
        if let expected = fixture.expectedError {
            let message = result.error?.rendered() ?? "(no error)"
            #expect(message.contains(expected), "\(fixture.name) should fail with '\(expected)', got: \(message)")
        } else {
            #expect(result.error == nil, "\(fixture.name) failed: \(result.error?.rendered() ?? "")")
        }
        return advised
    }
}
