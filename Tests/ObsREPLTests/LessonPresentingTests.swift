import Foundation
import Testing

/// What a second helper found presenting a lesson of its own (issue 19, second round), from the command
/// line: `check --update` and `play --markdown` write lessons that check again, `play --step` waits before
/// running each input, `play` writes its transcript (errors too) to standard output in every mode, a
/// finished lesson says it is done, and the exercise reads alike in every mode.
@Suite struct LessonPresentingTests {
    /// A lesson whose second step fails: its error names the step's line in the file.
    static let failing = "# Errors\n\nFirst a line, then a name nobody declared.\n\n```obs\nobs> print(\"a\")\na\nobs> undefinedName\n```\n"

    @Test func checkRightAfterUpdatePasses() throws {
        let file = try LessonAuthoringTests.write("# Repro\n\n```obs\nobs> print(\"a\")\nobs> undefinedName\n```\n", as: "upd.md")
        let update = try CommandLineTests.obsrepl(["check", "--update", file.path])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(update.stdout.hasSuffix("\(file.path): updated 2 step(s)\n\(file.path): 2 passed, 0 failed\n"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("upd.md:6:1: error: cannot find 'undefinedName' in scope\n6 | undefinedName\n"))
        let check = try CommandLineTests.obsrepl(["check", file.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func aMarkdownTranscriptWithExpandedDotsChecksAgain() throws {
        let file = try LessonAuthoringTests.write("# Repro\n\n```obs\nobs> print(\"a\"); print(\"b\"); print(\"c\")\n...\nobs> undefinedName\n```\n", as: "mdr.md")
        let play = try CommandLineTests.obsrepl(["play", file.path, "--markdown"])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("c\nobs> undefinedName\nmdr.md:8:1: error:"))
        // Saved under the lesson's name (error places name it), in another folder.
        let transcript = try LessonAuthoringTests.write(play.stdout, as: "mdr.md")
        let check = try CommandLineTests.obsrepl(["check", transcript.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func stepModeShowsTheInputAndEnterRunsIt() throws {
        let file = try LessonAuthoringTests.write(LessonAuthoringTests.lesson)
        // Before the first Enter: the narration and the input, not what it prints.
        let first = try CommandLineTests.obsrepl(["play", file.path, "--step", "--from", "2"], stdin: "q\n")
        #expect(first.stdout.contains("— step 2 of 4 —\nobs> :mount CounterView()"))
        #expect(!first.stdout.contains("Counter init"))
        // Enter runs it and shows its output, then the next step and its input, which waits.
        let second = try CommandLineTests.obsrepl(["play", file.path, "--step", "--from", "2"], stdin: "\nq\n")
        #expect(second.stdout.contains("— step 2 of 4 —\nobs> :mount CounterView()\nCounter init\n\n— step 3 of 4 —\nobs> :tree"))
        #expect(!second.stdout.contains("CounterView#1"))
    }

    @Test func playWritesErrorsToStandardOutputInEveryMode() throws {
        let file = try LessonAuthoringTests.write(Self.failing, as: "errors.md")
        for arguments in [[file.path], [file.path, "--step"]] {
            let play = try CommandLineTests.obsrepl(["play"] + arguments, stdin: "\n\n\n")
            #expect(play.stdout.contains("obs> undefinedName\nerrors.md:8:1: error: cannot find 'undefinedName' in scope\n"), "\(arguments)")
            #expect(play.stderr.isEmpty, "\(arguments): \(play.stderr)")
        }
    }

    @Test func aFinishedLessonSaysItIsDone() throws {
        let file = try LessonAuthoringTests.write(LessonAuthoringTests.lesson)
        let environment = ["OBSREPL_HOME": file.deletingLastPathComponent().path]
        _ = try CommandLineTests.obsrepl(["tutorial", file.path], stdin: ":goto 4\n:next\n:quit\n", environment: environment)
        let again = try CommandLineTests.obsrepl(["tutorial", file.path], stdin: ":restart\n:quit\n", environment: environment)
        #expect(again.stdout.contains("A counter (done ✓: :restart starts it again; obsrepl tutorial --reset \(file.path) forgets where it was left)"))
        #expect(!again.stdout.contains("resuming"))
        #expect(again.stdout.contains("The lesson starts again from step 1.\n"))
        #expect(again.stdout.contains("[step 1 of 4]"))
    }

    /// The exercise's heading, its task and the narration read alike in guided mode and in a talk (backticks
    /// gone, the heading shown), a plain transcript shows them as written, and a one-line input is a line.
    @Test func theExerciseReadsAlikeInEveryMode() throws {
        let lesson = LessonAuthoringTests.lesson.replacingOccurrences(of: "task: Tap the button twice.", with: "task: Tap the `Add` button twice.")
            .replacingOccurrences(of: "hint: Its label changes", with: "hint: `Add 0` first; its label changes")
        let file = try LessonAuthoringTests.write(lesson)
        let environment = ["OBSREPL_HOME": file.deletingLastPathComponent().path]
        let guided = try CommandLineTests.obsrepl(["tutorial", file.path], stdin: ":goto 3\n:goto 4\n:hint\n:quit\n", environment: environment)
        #expect(guided.stdout.contains("Hint: Add 0 first; its label changes"))
        let talk = try CommandLineTests.obsrepl(["play", file.path, "--step", "--from", "4", "--no-solutions"], stdin: "\n")
        for run in [guided, talk] {
            #expect(run.stdout.contains("Exercise\n\n"))
            #expect(run.stdout.contains("Exercise: Tap the Add button twice.\n"))
        }
        #expect(guided.stdout.contains("  :tree\n(Enter runs this line)\n"))
        #expect(guided.stdout.contains("(Enter runs these lines)\n"))
        let plain = try CommandLineTests.obsrepl(["play", file.path])
        #expect(plain.stdout.contains("## Exercise\n\nExercise: Tap the `Add` button twice.\n"))
        // The setup block is hidden, and so is the blank line it leaves.
        #expect(plain.stdout.hasPrefix("# A counter\n\nThe model is declared before the talk.\n\nA view that owns it:\n"))
    }

    static var docs: String {
        get throws {
            try String(contentsOf: TutorialCheckTests.folder.deletingLastPathComponent().appendingPathComponent("docs/lessons.md"), encoding: .utf8)
        }
    }

    /// docs/lessons.md's example of a fatal error expected where it happened checks, in a lesson around it.
    @Test func theDocumentedFatalErrorExpectationChecks() throws {
        let docs = try Self.docs
        let start = try #require(docs.range(of: "```\nobs> :mount Count()\n"))
        let end = try #require(docs.range(of: "\n```\n", range: start.upperBound..<docs.endIndex))
        let lesson = "# A missing model\n\n```obs\nobs> @Observable final class Shelf { var books = 3 }\nobs> struct Count: View {\n"
            + "...>     @Environment(Shelf.self) private var shelf\n...>     var body: some View { Text(\"\\(shelf.books) books\") }\n...> }\n"
            + "obs> :mount Count()\n" + docs[start.upperBound..<end.lowerBound] + "\n```\n"
        let file = try LessonAuthoringTests.write(lesson, as: "shelf.md")
        let check = try CommandLineTests.obsrepl(["check", file.path])
        #expect(check.status == 0, "\(lesson)\n\(check.stdout)\(check.stderr)")
    }

    /// The counts docs/lessons.md gives for its lesson are the ones `check` and guided mode give.
    @Test func theDocumentedCountsAreTheToolsCounts() throws {
        let docs = try Self.docs
        let prose = docs.replacingOccurrences(of: "\n", with: " ")
        #expect(prose.contains("1 setup input, 7 transcript inputs and a solution of 3 inputs, and 1 exercise: 12."))
        #expect(prose.contains("`basket.md` has 8 of those."))
        let start = try #require(docs.range(of: "````markdown\n")), end = try #require(docs.range(of: "\n````\n", range: start.upperBound..<docs.endIndex))
        let file = try LessonAuthoringTests.write(String(docs[start.upperBound..<end.lowerBound]) + "\n", as: "basket.md")
        #expect(try CommandLineTests.obsrepl(["check", file.path]).stdout.hasSuffix("basket.md: 12 passed, 0 failed\n"))
        let guided = try CommandLineTests.obsrepl(["tutorial", file.path], stdin: ":quit\n", environment: ["OBSREPL_HOME": file.deletingLastPathComponent().path])
        #expect(guided.stdout.contains("[step 1 of 8]"))
    }

    @Test func aFailedCheckQuotesTextWithQuotesInIt() throws {
        let file = try LessonAuthoringTests.write(LessonAuthoringTests.lesson.replacingOccurrences(of: "prints Add 2", with: "prints Button \"Add 3\""))
        let check = try CommandLineTests.obsrepl(["check", file.path])
        #expect(check.stdout.contains("check failed: :tree should print 'Button \"Add 3\"'; it printed: "))
    }
}
