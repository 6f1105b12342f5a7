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

    /// A debug build runs about 1,000 inputs a minute (each a fresh session), so CI runs 2,000 with a seed
    /// of its own; `tools/fuzz` runs 10,000 and more in release.
    @Test(.disabled("enable when issue 10's findings are fixed"), .timeLimit(.minutes(6)))
    func fuzzerFindsNothing() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("obsfuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = Self.binary
        // Debug builds are several times slower than release: deadlines to match.
        process.arguments = ["--count", "2000", "--seed", "1", "--root", Self.root.path, "--out", out.path,
                             "--soft-deadline", "4", "--hard-deadline", "10", "--minimize-seconds", "60", "--quiet"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(stdout.contains("obsfuzz summary"))
        #expect(stdout.contains("unique classes 0"), "obsfuzz found crashes or hangs:\n\(stdout)")
        #expect(process.terminationStatus == 0, "obsfuzz exited \(process.terminationStatus):\n\(stdout)")
    }
}
