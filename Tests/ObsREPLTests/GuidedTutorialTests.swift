import Foundation
import Testing

/// A guided tutorial on a real (pseudo-)terminal: the step's input waits at the prompt and Enter runs it;
/// a hint; quitting and starting again resumes at the same step.
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

    @Test func runTwoStepsAskForAHintQuitAndResume() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("obsrepl-guided-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }

        let first = try Self.tutorial(home: home)
        try first.expect("1. First steps")
        try first.expect("final class Counter: ObservableObject {")
        try first.expect("(Enter runs it)")
        try first.expect("obs> ")
        try first.waitForLineEditor()
        first.type("\r")
        try first.expect("struct CounterView: View {")
        try first.expect("obs> ")
        try first.waitForLineEditor()
        first.type("\r")
        // The third step's input is placed at the prompt, ready to run or edit; Ctrl-U clears it.
        try first.expect("(Enter runs it; Ctrl-U clears it)")
        try first.expect("obs> :mount CounterView()")
        try first.waitForLineEditor()
        first.type("\u{15}:hint\r")
        try first.expect("Press Enter to run this step.")
        try first.expect("obs> ")
        try first.waitForLineEditor()
        first.type("\u{01}\u{0B}:quit\r")
        #expect(first.waitForExit() == 0)

        let progress = try String(contentsOf: home.appendingPathComponent("progress.json"), encoding: .utf8)
        #expect(progress.contains("\"01-first-steps\" : 2"))

        let second = try Self.tutorial(home: home)
        try second.expect("(resuming at step 3 of ")
        try second.expect("obs> :mount CounterView()")
        try second.waitForLineEditor()
        // :help explains the tutorial's own commands, then the shell's.
        second.type("\u{15}:help\r")
        try second.expect("In a tutorial:")
        try second.expect(":mount EXPR")
        try second.expect("obs> :mount CounterView()")
        try second.waitForLineEditor()
        second.type("\r")
        try second.expect("Counter init")
        try second.expect("CounterView: @self, @identity, _counter changed.")
        try second.expect("obs> ")
        try second.waitForLineEditor()
        second.type("\u{01}\u{0B}:quit\r")
        #expect(second.waitForExit() == 0)
    }

    @Test func listsTutorialsWithProgress() throws {
        let run = try CommandLineTests.obsrepl(["tutorial"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("01-first-steps"))
        #expect(run.stdout.contains("Start one with: obsrepl tutorial NAME"))
    }
}
