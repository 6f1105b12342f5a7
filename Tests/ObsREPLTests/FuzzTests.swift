import Foundation
import Testing

/// Issue 10 ("never dies, never hangs, loses nothing"): the fuzzer runs in CI and must find nothing.
/// The built `obsfuzz` (next to `obsrepl`) runs generated inputs in child processes; a crash or a hang
/// makes it exit 1 with the list of what it found (reproducers in a temporary folder).
@Suite struct FuzzTests {
    /// The `obsfuzz` executable next to this test bundle, as `CommandLineTests.binary` finds `obsrepl`.
    static var binary: URL {
        CommandLineTests.binary.deletingLastPathComponent().appendingPathComponent("obsfuzz")
    }

    /// The repository (the fuzzer's corpus is its fixtures and tutorials).
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Issue 10: at least 10,000 inputs with a fixed seed. Measured on the 2-core machine (2026-12-02): a debug
    /// build takes about 65 ms of CPU an input with a budget of 500,000 steps (a quarter of it the fresh
    /// Session's library prelude), so two workers run the 10,000 in about 6 minutes alone and 10-12 beside the
    /// rest of the suite; deadlines count CPU time, so load makes no hangs. `tools/fuzz` runs more, in release.
    /// The time limit only guards against a hang: the fuzzer's own deadlines count CPU time, and a busy machine is slow.
    @Test(.timeLimit(.minutes(40)))
    func fuzzerFindsNothing() async throws {
        // Minutes of waiting for child processes: off the test runner's threads (OffPool).
        let (stdout, status) = try await OffPool.run(Self.fuzz)
        #expect(stdout.contains("obsfuzz summary"))
        #expect(stdout.contains("unique classes 0"), "obsfuzz found crashes or hangs:\n\(stdout)")
        #expect(status == 0, "obsfuzz exited \(status):\n\(stdout)")
    }

    /// Runs the fuzzer; its summary and exit status.
    static func fuzz() throws -> (String, Int32) {
        let out = TestScratch.folder.appendingPathComponent("obsfuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = binary
        // Debug builds are several times slower than release: deadlines to match.
        process.arguments = ["--count", "10000", "--seed", "1", "--jobs", "2", "--max-steps", "500000", "--root", root.path, "--out", out.path,
                             "--soft-deadline", "3", "--hard-deadline", "6", "--minimize-seconds", "60", "--quiet"]
        // Its summary goes to a file read once it has ended (no wait for a pipe's end: CommandLineTests.outputFile).
        let output = try CommandLineTests.outputFile()
        defer { try? FileManager.default.removeItem(at: output.url) }
        process.standardOutput = output.handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? output.handle.close()
        return (String(decoding: (try? Data(contentsOf: output.url)) ?? Data(), as: UTF8.self), process.terminationStatus)
    }
}
