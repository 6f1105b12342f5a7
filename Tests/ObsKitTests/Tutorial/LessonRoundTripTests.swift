import Foundation
@testable import ObsKit
import Testing

/// What a second helper found writing and presenting a lesson of its own (issue 19, second round): a
/// lesson rewritten from a run of it (`check --update`, `play --markdown`) checks again, whatever lines the
/// rewrite moved and whatever the output looks like; narration around a hidden setup block; a failed check's
/// message; `:tree` after a body that stopped the turn; `:restart` at the end of a lesson.
@Suite struct LessonRoundTripTests {
    /// Runs `text` to a fixed point with `rewrite`; the settled lesson, and a fresh check of its text.
    static func settle(_ text: String, rewrite: (Tutorial, TutorialRunner.Report) -> String) throws
        -> (settled: TutorialRunner.Settled, recheck: TutorialRunner.Report) {
        let settled = try TutorialRunner.settle(try TutorialParser.parse(text, fileName: "upd.md"), runner: { TutorialRunner() }, rewrite: rewrite)
        let recheck = TutorialRunner().check(try TutorialParser.parse(settled.tutorial.source, fileName: "upd.md"))
        return (settled, recheck)
    }

    /// Whether every step of a run printed what its lesson shows.
    static func passes(_ report: TutorialRunner.Report) -> Bool { report.outcomes.allSatisfy { $0.matches } }

    /// An update that adds a line above a step whose error names its own line: the second round puts the
    /// place right, and the lesson written checks.
    @Test func updateSettlesThePlacesItMoved() throws {
        let text = "# Repro\n\n```obs\nobs> print(\"a\")\nobs> undefinedName\n```\n"
        let (settled, recheck) = try Self.settle(text, rewrite: TutorialRunner.updatedSource)
        #expect(settled.isSettled)
        #expect(settled.tutorial.source.contains("a\nobs> undefinedName\nupd.md:6:1: error: cannot find 'undefinedName' in scope\n6 | undefinedName\n"))
        #expect(Self.passes(settled.last))
        #expect(Self.passes(recheck))
        // The diff shows the update as it was written, numbered as in the updated file.
        let diffs = TutorialRunner.diffs(settled, fileName: "upd.md")
        #expect(diffs.contains("@@ -5,0 +7,3 @@ obs> undefinedName\n+upd.md:6:1: error"))
    }

    /// `...` expanded into three lines moves the step after it: the transcript names the new line.
    @Test func aTranscriptNamesItsOwnLines() throws {
        let text = "# Repro\n\n```obs\nobs> print(\"a\"); print(\"b\"); print(\"c\")\n...\nobs> undefinedName\n```\n"
        let (settled, recheck) = try Self.settle(text, rewrite: TutorialRunner.transcriptSource)
        #expect(settled.isSettled)
        #expect(settled.tutorial.source.contains("c\nobs> undefinedName\nupd.md:8:1: error:"))
        #expect(Self.passes(recheck))
    }

    /// Output that reads as the format (an input, a continuation, a fence) is written so that it reads back
    /// as output.
    @Test func outputThatLooksLikeTheFormatIsWrittenAsOutput() throws {
        let text = "# Look-alikes\n\n```obs\nobs> print(\"obs> x\"); print(\"...> y\"); print(\"```\"); print(\"obs>\")\n```\n"
        let (settled, recheck) = try Self.settle(text, rewrite: TutorialRunner.transcriptSource)
        let tutorial = try TutorialParser.parse(settled.tutorial.source)
        #expect(tutorial.blocks.map(\.steps.count) == [1])
        #expect(tutorial.blocks[0].steps[0].expected.count == 4)
        #expect(Self.passes(recheck))
    }

    /// `check --update` writes the numbers it saw; a `#*` that still matches is kept as written.
    @Test func updateKeepsAPlaceholderThatStillMatches() throws {
        let text = """
            # Placeholders

            ```obs
            obs> struct Card: View { var body: some View { Text("new") } }
            obs> :mount Card()
            obs> :tree
            Card#*
              Text "old"
            ```

            """
        let (settled, recheck) = try Self.settle(text, rewrite: TutorialRunner.updatedSource)
        #expect(settled.tutorial.source.contains("obs> :tree\nCard#*\n  Text \"new\"\n"))
        #expect(Self.passes(recheck))
        // A line written anew has the number the run printed.
        let (fresh, _) = try Self.settle(text.replacingOccurrences(of: "Card#*\n  Text \"old\"\n", with: ""), rewrite: TutorialRunner.updatedSource)
        #expect(fresh.tutorial.source.contains("obs> :tree\nCard#1\n  Text \"new\"\n"))
    }

    /// The narration before a hidden setup block and the narration after it read as two paragraphs: one
    /// blank line between them, not the two around the block.
    @Test func aHiddenSetupBlockLeavesOneBlankLine() throws {
        let text = "# Setup\n\nBefore.\n\n```obs setup\nobs> let x = 1\n```\n\nAfter.\n\n```obs\nobs> print(x)\n1\n```\n"
        let narration = try TutorialParser.parse(text).stops[0].narration
        #expect(narration == "# Setup\n\nBefore.\n\nAfter.\n")
    }

    /// A check that wanted a line with quotes in it says so in quotes that do not nest.
    @Test func aFailedCheckQuotesWhatItWanted() {
        let runner = TutorialRunner()
        _ = runner.run("print(\"Button \\\"Add 1\\\"\")")
        let failures = runner.failedChecks([.prints(input: "print(\"Button \\\"Add 2\\\"\")", text: "Button \"Add 3\"")])
        #expect(failures.first?.hasPrefix("print(\"Button \\\"Add 2\\\"\") should print 'Button \"Add 3\"'; it printed: Button \"Add 2\"") == true)
        #expect(runner.failedChecks([.prints(input: "print(1)", text: "2")]).first?.hasPrefix("print(1) should print \"2\";") == true)
    }

    /// A body that fails stops the turn: the views after it never ran their bodies, and `:tree` says so
    /// instead of showing them empty.
    @Test func aViewTheStoppedTurnNeverRenderedIsMarkedInTheTree() {
        let session = Session()
        Playback.run("""
            struct Broken: View {
                @State private var items: [Int] = []
                var body: some View { Text("\\(items[0])") }
            }
            struct Fine: View { var body: some View { Text("fine") } }
            struct Pair: View { var body: some View { VStack { Broken(); Fine() } } }
            :mount Pair()
            """, fileName: "b.swift", in: session)
        let tree = Playback.run(":tree\n", fileName: "t.swift", in: session).output
        #expect(tree.contains("Broken#2  (its last body failed: Fatal error: Index out of range)\n"))
        #expect(tree.contains("Fine#3  (not rendered: the turn stopped at an error before its body ran)\n"))
        #expect(!tree.contains("Pair#1  (not rendered"))
    }

    /// At the end of a lesson there is no step to restart: `:restart` starts the lesson again.
    @Test func restartAtTheEndStartsTheLessonAgain() throws {
        let tutorial = try TutorialParser.parse("# Two\n\n```obs\nobs> print(1)\n1\nobs> print(2)\n2\n```\n")
        let guided = GuidedTutorial(name: "two", tutorial: tutorial, position: 2)
        #expect(guided.isFinished)
        #expect(guided.run(":restart").results.first?.notes == [.info("The lesson starts again from step 1.")])
        #expect(guided.position == 0)
        #expect(guided.current?.input == "print(1)")
    }
}
