import Foundation
import Testing

/// The interactive shell on a real (pseudo-)terminal: libedit, history kept across sessions, Tab
/// completion, Ctrl-C stopping running code, Ctrl-D leaving. Every wait has a generous deadline and
/// no wait is a fixed sleep.
@Suite struct PseudoTerminalTests {
    static let up = "\u{1B}[A"
    static let interrupt = "\u{03}"
    static let endOfInput = "\u{04}"

    static func shell(history: URL, noColour: Bool = false) throws -> PseudoTerminal {
        var environment = [
            "HOME": history.deletingLastPathComponent().path,
            "OBSREPL_HISTORY": history.path,
            "TERM": "xterm",
            "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ].merging(CommandLineTests.testEnvironment) { $1 }
        if noColour { environment["NO_COLOR"] = "1" }
        _ = CommandLineTests.interfaceReady
        let terminal = try PseudoTerminal(executable: CommandLineTests.binary.path, environment: environment)
        try terminal.expect("ObsREPL ")
        try prompt(terminal)
        return terminal
    }

    /// The next prompt, with the line editor reading.
    static func prompt(_ terminal: PseudoTerminal) throws {
        try terminal.expect("obs> ")
        try terminal.waitForLineEditor()
    }

    /// Ctrl-C once the code runs (the terminal is back in cooked mode while it does). A Ctrl-C that lands
    /// in the instant between reading the line and running it is dropped by the shell, so send it again
    /// until the shell reports the interruption.
    static func interruptRunningCode(_ terminal: PseudoTerminal) throws {
        let deadline = Date().addingTimeInterval(20)
        while deadline.timeIntervalSinceNow > 0 {
            if terminal.isCooked {
                terminal.type(interrupt)
                if terminal.shows("interrupted (Ctrl-C)", within: 2) { return }
            } else if terminal.shows("interrupted (Ctrl-C)", within: 0.05) {
                return
            }
        }
        try terminal.expect("interrupted (Ctrl-C)", timeout: 0)
    }

    @Test func historyCompletionInterruptAndEndOfInput() throws {
        let folder = TestScratch.folder.appendingPathComponent("obsrepl-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = folder.appendingPathComponent("history")

        let first = try Self.shell(history: history)
        // A class typed over three lines is one entry.
        first.type("final class Counter {\r")
        try first.expect("Ctrl-C drops it)")
        try first.expect("...> ")
        first.type("    init() { print(\"Counter made\") }\r")
        try first.expect("...> ")
        first.type("}\r")
        try Self.prompt(first)
        first.type("_ = Counter()\r")
        try first.expect("Counter made\n")
        try Self.prompt(first)
        // Up twice recalls the whole class; Enter declares it again. Up twice more: the line that makes one.
        first.type(Self.up + Self.up + "\r")
        try Self.prompt(first)
        first.type(Self.up + Self.up + "\r")
        try first.expect("Counter made\n")
        try Self.prompt(first)
        // Tab completes a command (the error shows what was entered).
        first.type(":mou\t\r")
        try first.expect("error: :mount expects a view")
        try Self.prompt(first)
        // Ctrl-C stops running code, and the session goes on.
        first.type("while true {}\r")
        try Self.interruptRunningCode(first)
        try Self.prompt(first)
        first.type("print(\"still here\")\r")
        try first.expect("\nstill here\n")
        try Self.prompt(first)
        // A value is echoed in colour (the type cyan) on a terminal...
        first.type("1 + 2\r")
        try first.expect("$R0: Int = 3\n")
        #expect(first.rawText.contains("\u{1B}[36mInt\u{1B}[0m"))
        try Self.prompt(first)
        first.type(Self.endOfInput)
        #expect(first.waitForExit() == 0)

        // The history outlived the session: six entries back is the class, whole.
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.contains("Counter"))
        // ...and without colours when NO_COLOR is set.
        let second = try Self.shell(history: history, noColour: true)
        second.type(String(repeating: Self.up, count: 6) + "\r")
        try Self.prompt(second)
        second.type("_ = Counter()\r")
        try second.expect("Counter made\n")
        try Self.prompt(second)
        second.type("1 + 2\r")
        try second.expect("$R0: Int = 3\n")
        #expect(!second.rawText.contains("\u{1B}[36m"))
        try Self.prompt(second)
        second.type(Self.endOfInput)
        #expect(second.waitForExit() == 0)
    }
}
