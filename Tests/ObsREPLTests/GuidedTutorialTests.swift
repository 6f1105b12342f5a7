import Foundation
import Testing

/// A guided tutorial on a real (pseudo-)terminal: the step's input is suggested after the prompt, Enter runs
/// it (a multi-line step too), any other key starts the learner's own line in its place, → takes it in to
/// edit; a hint; quitting and starting again resumes at the same step.
@Suite struct GuidedTutorialTests {
    static func tutorial(home: URL) throws -> PseudoTerminal {
        let environment = [
            "HOME": home.path,
            "OBSREPL_HOME": home.path,
            "OBSREPL_HISTORY": home.appendingPathComponent("history").path,
            "OBSREPL_TUTORIALS": TutorialCheckTests.folder.path,
            "TERM": "xterm",
            "LANG": "C.UTF-8",
            "NO_COLOR": "1",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ].merging(CommandLineTests.testEnvironment) { $1 }
        _ = CommandLineTests.interfaceReady
        return try PseudoTerminal(executable: CommandLineTests.binary.path, arguments: ["tutorial", "first-steps"], environment: environment)
    }

    static func home() throws -> URL {
        let home = TestScratch.folder.appendingPathComponent("obsrepl-guided-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    @Test func runTwoStepsAskForAHintQuitAndResume() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }

        let first = try Self.tutorial(home: home)
        try first.expect("1. First steps")
        try first.expect("final class Counter: ObservableObject {")
        try first.expect("(Enter runs these lines)")
        // A step of several lines is suggested too: its first line, and how many there are.
        try first.expect("obs> final class Counter: ObservableObject {  … (5 lines)")
        try first.waitForLineEditor()
        first.type("\r")
        // Accepted, it is drawn as if typed.
        try first.expect("...>     deinit { print(\"Counter deinit\") }\n...> }")
        try first.expect("struct CounterView: View {")
        try first.expect("obs> struct CounterView: View {  … (8 lines)")
        try first.waitForLineEditor()
        first.type("\r")
        // The third step's input is suggested at the prompt; typing starts a line of one's own in its place.
        try first.expect("(Enter runs the input shown at the prompt")
        try first.expect("obs> :mount CounterView()")
        try first.waitForLineEditor()
        first.type(":hint\r")
        try first.expect("Press Enter to run this step.")
        // The suggestion was erased before the first key was echoed (the screen's text without escapes
        // cannot show that, the raw output can).
        #expect(first.rawText.contains("\u{1B}8\u{1B}[K:"))
        try first.expect("obs> :mount CounterView()")
        try first.waitForLineEditor()
        first.type(":quit\r")
        #expect(first.waitForExit() == 0)

        // What ran was the learner's own line.
        let history = try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
        #expect(history.contains("\n:hint\n"))
        #expect(!history.contains("CounterView():hint"))

        let progress = try JSONSerialization.jsonObject(with: Data(contentsOf: home.appendingPathComponent("progress.json"))) as? [String: Int]
        let entry = try #require(progress?.first { $0.key.contains("/tutorials/01-first-steps.md#") })
        #expect(entry.value == 2)

        let second = try Self.tutorial(home: home)
        try second.expect("(resuming at step 3 of ")
        try second.expect("obs> :mount CounterView()")
        try second.waitForLineEditor()
        // :help explains the tutorial's own commands, then the shell's.
        second.type(":help\r")
        try second.expect("In a tutorial:")
        try second.expect(":goto N")
        try second.expect(":mount EXPR")
        try second.expect("obs> :mount CounterView()")
        try second.waitForLineEditor()
        second.type("\r")
        try second.expect("Counter init")
        try second.expect("CounterView: @self, @identity, _counter changed.")
        try second.expect("obs> :tree")
        try second.waitForLineEditor()
        second.type(":quit\r")
        #expect(second.waitForExit() == 0)
    }

    @Test func rightArrowTakesTheSuggestionInToEditAndCtrlCKeepsIt() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try Self.tutorial(home: home)
        try terminal.expect("obs> final class Counter")
        try terminal.waitForLineEditor()
        // Ctrl-C while the suggestion shows: the line is dropped, the shell stays, the suggestion comes back.
        terminal.type("\u{03}")
        try terminal.expect("obs> final class Counter")
        try terminal.waitForLineEditor()
        terminal.type(":goto 3\r")
        try terminal.expect("obs> :mount CounterView()")
        try terminal.waitForLineEditor()
        terminal.type("\u{1B}[C")
        terminal.type("x\r")
        // The suggestion became the line, and the x went after it.
        try terminal.expect(":mount CounterView()x")
        try terminal.expect("obs> :mount CounterView()")
        try terminal.waitForLineEditor()
        terminal.type(":quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func listsTutorialsWithProgress() throws {
        let run = try CommandLineTests.obsrepl(["tutorial"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("01-first-steps"))
        #expect(run.stdout.contains("Start one with: obsrepl tutorial NAME"))
    }
}
