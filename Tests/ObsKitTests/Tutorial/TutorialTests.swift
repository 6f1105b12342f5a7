@testable import ObsKit
import Testing

/// The tutorial format: parsing, matching (exact, `(re)`, `...`), exercises and their checks, updating,
/// and the guided mode's steps.
@Suite struct TutorialTests {
    static let sample = """
        # Sample

        Some narration.

        ```obs
        obs> var answer = 6 *
        ...> 7
        obs> print(answer)
        42
        obs> answer
        $R0: Int = 42
        obs> print(1); print(2); print(3)
        1
        ...
        ```

        ```obs exercise
        task: Print the answer twice.
        hint: Use print.
        check: runs `print(answer)` prints 42
        obs> print(answer, answer)
        42 42
        ```
        Done.
        """

    @Test func parsesBlocksStepsAndExercises() throws {
        let tutorial = try TutorialParser.parse(Self.sample)
        #expect(tutorial.title == "Sample")
        #expect(tutorial.blocks.count == 2)
        #expect(tutorial.blocks[0].steps.map(\.input) == ["var answer = 6 *\n7", "print(answer)", "answer", "print(1); print(2); print(3)"])
        #expect(tutorial.blocks[0].steps[1].expected == ["42"])
        #expect(tutorial.blocks[1].isExercise)
        #expect(tutorial.blocks[1].task == "Print the answer twice.")
        #expect(tutorial.blocks[1].checks == [.prints(input: "print(answer)", text: "42")])
        #expect(tutorial.closing == "Done.")
    }

    @Test func checksEveryStepAndTheExercise() throws {
        let tutorial = try TutorialParser.parse(Self.sample)
        let runner = TutorialRunner()
        let outcomes = runner.check(tutorial)
        #expect(outcomes.map(\.matches) == [true, true, true, true, true])
        #expect(runner.failedChecks(tutorial.blocks[1].checks).isEmpty)
    }

    @Test func mismatchesGiveADiffAndUpdateRewritesTheExpectedOutput() throws {
        let wrong = Self.sample.replacingOccurrences(of: "obs> print(answer)\n42", with: "obs> print(answer)\n41")
        let tutorial = try TutorialParser.parse(wrong)
        let outcomes = TutorialRunner().check(tutorial)
        let bad = try #require(outcomes.first { !$0.matches })
        #expect(TutorialRunner.diff(bad, fileName: "t.md") == "--- t.md:8 expected\n+++ t.md:8 actual\n@@ obs> print(answer) @@\n-41\n+42\n")
        #expect(TutorialRunner.updated(wrong, outcomes) == Self.sample)
    }

    @Test func matchingRules() {
        #expect(TutorialRunner.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(TutorialRunner.matches(["a", "..."], ["a"]))
        #expect(!TutorialRunner.matches(["a", "b"], ["a", "c"]))
        #expect(TutorialRunner.matches(["x = \\d+ (re)"], ["x = 12"]))
        #expect(!TutorialRunner.matches(["x = \\d+ (re)"], ["x = twelve"]))
    }

    @Test func guidedStepsHintsChecksAndRestart() throws {
        let guided = GuidedTutorial(name: "sample", tutorial: try TutorialParser.parse(Self.sample))
        #expect(guided.current?.input == "var answer = 6 *\n7")
        #expect(guided.run("var answer = 6 *\n7").matchesStep == true)
        guided.next()
        let step = guided.run("print(answer)")
        #expect(TutorialRunner.lines(of: step.results) == ["42"])
        #expect(step.matchesStep == true)
        guided.next()
        guided.next()
        guided.next()
        #expect(guided.current?.exercise?.task == "Print the answer twice.")
        #expect(guided.hint() == "Use print.")
        #expect(guided.hint() == nil)
        #expect(guided.check() == [])
        _ = guided.run("answer = 0")
        #expect(guided.check()?.first?.hasPrefix("print(answer) should print \"42\"") == true)
        guided.restart()
        #expect(guided.check() == [])
        #expect(guided.back()?.input == "print(1); print(2); print(3)")
        // The tutorial's own commands run in its session, from the one command table.
        let hintTurn = guided.run(":hint").results
        #expect(hintTurn.first?.notes == [.info("Press Enter to run this step.")])
        let position = guided.position
        #expect(guided.run(":next").results.first?.errors.isEmpty == true)
        #expect(guided.position == position + 1)
        #expect(guided.run(":pop").results.first?.errors.first?.message == "nothing is pushed on a navigation stack")
        let resumed = GuidedTutorial(name: "sample", tutorial: try TutorialParser.parse(Self.sample), position: 2)
        #expect(TutorialRunner.lines(of: resumed.run("print(answer)").results) == ["42"])
    }
}

/// A lesson's step shows advice where its author wrote it; a step written without advice still matches
/// when advice is given (`:check` ignores advice the transcript does not show).
@Suite struct TutorialAdviceTests {
    static let mistake = """
        final class VM: ObservableObject { @Published var n = 0 }
        struct Child: View {
            @ObservedObject var vm = VM()
            var body: some View { Text("\\(vm.n)") }
        }
        """

    @Test func adviceIsComparedOnlyWhereTheStepShowsIt() {
        let runner = TutorialRunner(session: Session(echoesValues: true))
        let results = runner.turns(Self.mistake)
        let lines = TutorialRunner.lines(of: results)
        #expect(lines.first?.hasPrefix("tutorial:3:30: advice: Child.vm makes its own VM") == true)
        #expect(TutorialRunner.matches([], results: results))
        #expect(TutorialRunner.matches(lines, results: results))
        #expect(!TutorialRunner.matches(["tutorial:3:30: advice: something else"], results: results))
    }
}
