@testable import ObsKit
import Testing

/// Issue 10: script code cannot reach files, processes, the network or the environment; each way a
/// learner might try gives an error that says so (Limits/SystemAccess), not a bare "cannot find".
@Suite struct SystemAccessTests {
    static let attempts = [
        ("let data = FileManager.default.contents(atPath: \"/etc/passwd\")", "FileManager"),
        ("let file = fopen(\"/tmp/x\", \"w\")", "fopen"),
        ("let p = Process()", "Process"),
        ("let home = getenv(\"HOME\")", "getenv"),
        ("print(ProcessInfo.processInfo.environment)", "ProcessInfo"),
        ("URLSession.shared.dataTask(with: request)", "URLSession"),
        ("let text = String(contentsOfFile: \"/etc/passwd\")", "String(contentsOfFile:)"),
        ("exit(0)", "exit"),
    ]

    @Test(arguments: attempts)
    func systemAccessIsRefusedWithAReason(_ attempt: (code: String, name: String)) {
        let result = Playback.run(attempt.code + "\nprint(\"not reached\")", fileName: "sandbox.swift", in: Session())
        #expect(result.output == "")
        #expect(result.error?.message == "'\(attempt.name)' is not available in ObsREPL: scripts cannot touch files, processes, "
            + "the network or the environment")
    }

    /// A name the table does not hold is still reported in swiftc's words.
    @Test func otherUnknownNamesKeepSwiftsWords() {
        let result = Playback.run("print(nowhere)", fileName: "sandbox.swift", in: Session())
        #expect(result.error?.message == "cannot find 'nowhere' in scope")
    }
}
