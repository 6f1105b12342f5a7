import Foundation
import Testing

/// A teacher's own lesson, from the command line (issue 19): `check` says what it finds and never passes
/// silently, `check --update` keeps what still matches, `play` presents (`--step`, `--from`, `--to`, setup
/// blocks, `--no-solutions`, `--markdown`), and guided mode takes it (files, progress, listing, prose code).
@Suite struct LessonAuthoringTests {
    static let lesson = """
        # A counter

        The model is declared before the talk.

        ```obs setup
        obs> final class Counter: ObservableObject {
        ...>     @Published var count = 0
        ...>     init() { print("Counter init") }
        ...> }
        ```

        A view that owns it:

        ```swift
        // not a step: prose code
        struct Sketch {}
        ```

        ```obs
        obs> struct CounterView: View {
        ...>     @StateObject var counter = Counter()
        ...>     var body: some View { Button("Add \\(counter.count)") { counter.count += 1 } }
        ...> }
        obs> :mount CounterView()
        Counter init
        obs> :tree
        CounterView#*
          Button "Add 0"
        ```

        ## Exercise

        ```obs exercise
        task: Tap the button twice.
        hint: Its label changes: "Add 0", then "Add 1".
        check: made Counter 1
        check: runs `:tree` prints Add 2
        obs> :mount CounterView()
        Counter init
        obs> :tap "Add 0"
        obs> :tap "Add 1"
        ```

        The end.

        """

    /// A fresh folder holding `text` as `name`.
    static func write(_ text: String, as name: String = "counter.md") throws -> URL {
        let folder = TestScratch.folder.appendingPathComponent("obsrepl-lesson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// docs/lessons.md teaches the format with a complete lesson: that lesson checks, and shows every part.
    @Test func theDocumentedLessonChecks() throws {
        let docs = TutorialCheckTests.folder.deletingLastPathComponent().appendingPathComponent("docs/lessons.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "````markdown\n")), end = try #require(text.range(of: "\n````\n", range: start.upperBound..<text.endIndex))
        let lesson = String(text[start.upperBound..<end.lowerBound]) + "\n"
        for part in ["```obs setup", "```obs exercise", "```swift", "...>", "\n...\n", "#*", " (re)\n", "check: made", "check: live", "check: runs", "hint:"] {
            #expect(lesson.contains(part), "the documented lesson shows \(part)")
        }
        let file = try Self.write(lesson, as: "basket.md")
        let run = try CommandLineTests.obsrepl(["check", file.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let readme = try String(contentsOf: TutorialCheckTests.folder.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/lessons.md)"))
    }

    @Test func aLessonChecksAndItsExerciseCounts() throws {
        let file = try Self.write(Self.lesson)
        let run = try CommandLineTests.obsrepl(["check", file.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("counter.md: 8 passed, 0 failed\n"))
        // An exercise whose check fails is a failure in the summary.
        try Self.lesson.replacingOccurrences(of: "prints Add 2", with: "prints Add 3").write(to: file, atomically: true, encoding: .utf8)
        let failing = try CommandLineTests.obsrepl(["check", file.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("check failed: :tree should print \"Add 3\""))
        #expect(failing.stdout.hasSuffix("counter.md: 7 passed, 1 failed\n"))
    }

    @Test func nothingPassesSilently() throws {
        let crlf = try Self.write("# CRLF\r\n\r\n```obs\r\nobs> print(1 + 1)\r\n2\r\n```\r\n")
        let run = try CommandLineTests.obsrepl(["check", crlf.path])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix(": 1 passed, 0 failed\n"))

        let empty = try Self.write("# Prose only\n\n```swift\nlet x = 1\n```\n")
        let nothing = try CommandLineTests.obsrepl(["check", empty.path])
        #expect(nothing.status == 1)
        #expect(nothing.stderr.contains(":1: error: this lesson has no step to check"))

        let blank = try Self.write("# Blank\n\n```obs\nobs> print(\"x\")\nx\n\n```\n")
        let warned = try CommandLineTests.obsrepl(["check", blank.path])
        #expect(warned.stderr.contains(":6: warning: a blank line ends this step's expected output"))
        #expect(warned.status == 1)

        let indented = try Self.write("# Listed\n\n- A step:\n\n  ```obs\n  obs> print(\"x\")\n  x\n  ```\n")
        let listed = try CommandLineTests.obsrepl(["check", indented.path])
        #expect(listed.status == 0, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdout.hasSuffix(": 1 passed, 0 failed\n"))
    }

    @Test func updateRewritesOnlyWhatDiffers() throws {
        let text = "# Update\n\n```obs\nobs> for i in 1...4 { print(\"line \\(i)\") }; print(\"id 42\")\nline 1\n...\nline three\nline 4\nid \\d+ (re)\n```\n"
        let file = try Self.write(text)
        let run = try CommandLineTests.obsrepl(["check", file.path])
        #expect(run.stdout.contains("--- \(file.path):4 expected\n+++ \(file.path):4 actual\n@@ -5,5 +5,5 @@ obs> for i in 1...4"))
        #expect(run.stdout.contains(" ...\n-line three\n+line 3\n line 4\n id \\d+ (re)\n"))
        let update = try CommandLineTests.obsrepl(["check", "--update", file.path])
        #expect(update.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == text.replacingOccurrences(of: "line three", with: "line 3"))
    }

    @Test func playPrintsTheSolutionUnlessAskedNotTo() throws {
        let file = try Self.write(Self.lesson)
        let play = try CommandLineTests.obsrepl(["play", file.deletingPathExtension().path])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(!play.stdout.contains("final class Counter"))
        #expect(play.stdout.contains("Exercise: Tap the button twice.\nobs> :mount CounterView()\nCounter init\nobs> :tap \"Add 0\"\n"))
        let hidden = try CommandLineTests.obsrepl(["play", file.path, "--no-solutions"])
        #expect(hidden.stdout.contains("Exercise: Tap the button twice.\n"))
        #expect(!hidden.stdout.contains(":tap"))
        #expect(hidden.stdout.hasSuffix("The end.\n"))
    }

    @Test func playStepByStepFromAndTo() throws {
        let file = try Self.write(Self.lesson)
        let play = try CommandLineTests.obsrepl(["play", file.path, "--step", "--from", "2", "--to", "3"], stdin: "\n\n\n")
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("— step 2 of 4 —\nobs> :mount CounterView()\nCounter init\n"))
        #expect(play.stdout.contains("— step 3 of 4 —\nobs> :tree\nCounterView#1\n  Button \"Add 0\"\n"))
        #expect(!play.stdout.contains("struct CounterView") && !play.stdout.contains("step 4 of 4"))
        // q stops (here before the first input ran); the narration shows as in guided mode.
        let first = try CommandLineTests.obsrepl(["play", file.path, "--step"], stdin: "q\n")
        #expect(first.stdout.contains("The model is declared before the talk."))
        #expect(first.stdout.contains("  │ struct Sketch {}"))
        #expect(!first.stdout.contains(":mount"))
    }

    @Test func aMarkdownTranscriptChecksAgain() throws {
        let file = try Self.write(Self.lesson)
        let play = try CommandLineTests.obsrepl(["play", file.path, "--markdown"])
        #expect(play.status == 0)
        #expect(play.stdout.contains("```obs setup\n") && play.stdout.contains("```obs exercise\n"))
        #expect(play.stdout.contains("CounterView#1\n"))
        let transcript = try Self.write(play.stdout, as: "transcript.md")
        let check = try CommandLineTests.obsrepl(["check", transcript.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func guidedModeSavesLoadsAndDrawsAsTheShellDoes() throws {
        let file = try Self.write(Self.lesson)
        let folder = file.deletingLastPathComponent()
        try "print(\"loaded\")\nlet fromFile = 42\n".write(to: folder.appendingPathComponent("extra.swift"), atomically: true, encoding: .utf8)
        let input = "\n:save \(folder.path)/saved.swift\n:graph \(folder.path)/g.dot\n:load \(folder.path)/extra.swift\nprint(fromFile)\n:quit\n"
        let run = try CommandLineTests.obsrepl(["tutorial", file.path], stdin: input, environment: ["OBSREPL_HOME": folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("wrote \(folder.path)/saved.swift\nwrote \(folder.path)/g.dot\n"))
        #expect(run.stdout.contains("loaded\n42\n"))
        #expect(try String(contentsOf: folder.appendingPathComponent("saved.swift"), encoding: .utf8).hasPrefix("final class Counter"))
        #expect(try String(contentsOf: folder.appendingPathComponent("g.dot"), encoding: .utf8).hasPrefix("digraph"))
        // Prose code is quoted, not shown as a bare language name and code that looks like a step.
        #expect(run.stdout.contains("  │ // not a step: prose code\n  │ struct Sketch {}\n"))
        #expect(!run.stdout.contains("\nswift\n"))
    }

    @Test func guidedModeNeverShowsTheSolution() throws {
        let file = try Self.write(Self.lesson)
        let run = try CommandLineTests.obsrepl(["tutorial", file.path], stdin: ":goto 4\n:hint\n:quit\n",
                                               environment: ["OBSREPL_HOME": file.deletingLastPathComponent().path])
        #expect(run.stdout.contains("Exercise: Tap the button twice."))
        #expect(run.stdout.contains("Hint: Its label changes"))
        #expect(!run.stdout.contains(":tap \"Add 1\""))
    }

    @Test func progressIsKeptPerLessonFileAndText() throws {
        let home = try Self.write("", as: "unused")
        let environment = ["OBSREPL_HOME": home.deletingLastPathComponent().path]
        let long = try Self.write(Self.lesson, as: "same.md")
        _ = try CommandLineTests.obsrepl(["tutorial", long.path], stdin: ":goto 3\n:quit\n", environment: environment)
        let resumed = try CommandLineTests.obsrepl(["tutorial", long.path], stdin: ":quit\n", environment: environment)
        #expect(resumed.stdout.contains("(resuming at step 3 of 4)"))
        // Another lesson of the same name, two steps long, starts at its beginning.
        let short = try Self.write("# Short\n\n```obs\nobs> print(1)\n1\nobs> print(2)\n2\n```\n", as: "same.md")
        let other = try CommandLineTests.obsrepl(["tutorial", short.path], stdin: ":quit\n", environment: environment)
        #expect(!other.stdout.contains("resuming"))
        // Nor does the same file once its text changed.
        try "# Short\n\n```obs\nobs> print(1)\n1\nobs> print(2)\n2\n```\n".write(to: long, atomically: true, encoding: .utf8)
        let rewritten = try CommandLineTests.obsrepl(["tutorial", long.path], stdin: ":quit\n", environment: environment)
        #expect(!rewritten.stdout.contains("resuming"))
        try Self.lesson.write(to: long, atomically: true, encoding: .utf8)
        // --reset forgets one lesson.
        let reset = try CommandLineTests.obsrepl(["tutorial", "--reset", long.path], environment: environment)
        #expect(reset.stdout == "Forgot where 'same' was left; it starts at its beginning.\n")
        let again = try CommandLineTests.obsrepl(["tutorial", long.path], stdin: ":quit\n", environment: environment)
        #expect(!again.stdout.contains("resuming"))
    }

    @Test func theTeachersFolderIsListedWithTheShippedLessons() throws {
        let file = try Self.write(Self.lesson, as: "90-my-counter.md")
        let environment = ["OBSREPL_TUTORIALS": file.deletingLastPathComponent().path]
        let list = try CommandLineTests.obsrepl(["tutorial"], environment: environment)
        #expect(list.stdout.contains("90-my-counter"))
        #expect(list.stdout.contains("[$OBSREPL_TUTORIALS]"))
        #expect(list.stdout.contains("01-first-steps"))
        let play = try CommandLineTests.obsrepl(["play", "my-counter", "--to", "1"], environment: environment)
        #expect(play.status == 0)
        #expect(play.stdout.contains("obs> struct CounterView: View {"))
    }
}
