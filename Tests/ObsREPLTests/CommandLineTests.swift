import Foundation
import ObsKit
import Testing

/// The command-line contract of DESIGN.md, checked on the built `obsrepl` binary.
@Suite struct CommandLineTests {
    /// The `obsrepl` executable next to this test bundle (`swift build` puts both in one folder).
    static var binary: URL {
        // The test bundle and the executable are built into the same folder.
        let candidates = [CommandLine.arguments[0], Bundle.main.executablePath ?? "", Bundle.main.bundlePath]
        for path in candidates where !path.isEmpty {
            var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for _ in 0..<3 {
                let binary = folder.appendingPathComponent("obsrepl")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                folder = folder.deletingLastPathComponent()
            }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/obsrepl")
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Where the tests' obsrepl keeps its compiled SwiftUI interface (the compiler check's), shared by every
    /// test (`.build/test-cache`), so that only the first run builds it.
    static let cacheHome = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/test-cache").path

    /// What every obsrepl the tests start sees: the shared cache, and a compiler-check deadline that only
    /// guards against a hang (tests never depend on the machine's speed; a busy machine is slow).
    static let testEnvironment = ["XDG_CACHE_HOME": cacheHome, "OBSREPL_CHECK_TIMEOUT": "300"]

    /// The interface, compiled once before the first measured run (a first build says so on standard error).
    static let interfaceReady: Bool = {
        let empty = TestScratch.folder.appendingPathComponent("obsrepl-empty-\(UUID().uuidString).swift")
        try? "".write(to: empty, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: empty) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["run", empty.path]
        process.environment = ProcessInfo.processInfo.environment.merging(testEnvironment) { $1 }
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static func obsrepl(_ arguments: [String], stdin: String = "", in directory: URL? = nil,
                        environment: [String: String]? = nil) throws -> Run {
        _ = interfaceReady
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(testEnvironment) { $1 }
            .merging(environment ?? [:]) { $1 }
        // Output goes to files, read once the process has ended: a read to the end of a pipe waits for every
        // copy of its write end to close, and a process started meanwhile elsewhere may hold one.
        let input = Pipe()
        let outFile = try Self.outputFile(), errFile = try Self.outputFile()
        defer { try? FileManager.default.removeItem(at: outFile.url); try? FileManager.default.removeItem(at: errFile.url) }
        process.standardInput = input
        process.standardOutput = outFile.handle
        process.standardError = errFile.handle
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try? outFile.handle.close()
        try? errFile.handle.close()
        let out = (try? Data(contentsOf: outFile.url)) ?? Data()
        let err = (try? Data(contentsOf: errFile.url)) ?? Data()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                   stderr: String(decoding: err, as: UTF8.self))
    }

    /// An empty temporary file to take a process's output, and a handle that writes to it.
    static func outputFile() throws -> (url: URL, handle: FileHandle) {
        let url = TestScratch.folder.appendingPathComponent("obsrepl-output-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        return (url, try FileHandle(forWritingTo: url))
    }

    static func script(_ text: String) throws -> URL {
        let url = TestScratch.folder.appendingPathComponent("obsrepl-\(UUID().uuidString).swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func runPrintsOnlyWhatTheScriptPrints() throws {
        let file = try Self.script("let x = 2\nprint(\"x is\", x + 1)\nx\n")
        let run = try Self.obsrepl(["run", file.path])
        #expect(run.status == 0)
        #expect(run.stdout == "x is 3\n")
        #expect(run.stderr == "")
    }

    @Test func runStopsAtTheFirstErrorWithExitOneAndACaret() throws {
        let file = try Self.script("print(\"before\")\nlet y = missing + 1\nprint(\"after\")\n")
        // The compiler check finds the error before anything runs; unchecked, the script stops at it.
        let checked = try Self.obsrepl(["run", file.path])
        #expect(checked.status == 1)
        #expect(checked.stdout == "")
        let run = try Self.obsrepl(["--no-typecheck", "run", file.path])
        #expect(run.status == 1)
        #expect(run.stdout == "before\n")
        let name = file.lastPathComponent
        #expect(run.stderr == """
            \(name):2:9: error: cannot find 'missing' in scope
            2 | let y = missing + 1
              |         ^~~~~~~

            """)
    }

    @Test func pipedShellHasNoPromptsAndKeepsGoingAfterErrors() throws {
        let run = try Self.obsrepl([], stdin: "var n = 1\nn +=\n 2\n:nope\nnope()\nn\n:quit\nprint(\"not reached\")\n")
        #expect(run.status == 0)
        #expect(run.stdout == "$R0: Int = 3\n")
        #expect(run.stderr.contains("unknown command ':nope'"))
        #expect(run.stderr.contains("cannot find 'nope' in scope"))
    }

    @Test func helpAndBadArguments() throws {
        let help = try Self.obsrepl(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("obsrepl run FILE"))
        let bad = try Self.obsrepl(["--frobnicate"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("obsrepl: unknown argument '--frobnicate'"))
        let missing = try Self.obsrepl(["run", "/nonexistent/script.swift"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "obsrepl: cannot read '/nonexistent/script.swift': no such file\n")
    }
}

extension CommandLineTests {
    @Test func helpListsEveryCommand() throws {
        let run = try Self.obsrepl([], stdin: ":help\n:help type\n:help nope\n")
        for command in [":mount", ":unmount", ":tap", ":type", ":toggle", ":pick", ":dismiss", ":back", ":advance", ":help", ":quit"] {
            #expect(run.stdout.contains(command), "missing \(command) in :help")
        }
        #expect(run.stdout.contains(":type \"text\" into \"Title\" [N]\n  type into the Nth text field titled Title"))
        #expect(run.stdout.contains("unknown command ':nope'"))
    }

    @Test func interactionCommandsNameWhatTheyFound() throws {
        let script = """
            struct Form1: View {
                @State private var name = ""
                var body: some View { TextField("Name", text: $name) }
            }
            :mount Form1()
            :toggle "Dark"
            :type "x" into "Nme"
            :dismiss
            :back
            :advance soon
            :type "Al" into "Name"
            """
        let run = try Self.obsrepl([], stdin: script + "\n")
        #expect(run.stderr.contains("no visible toggle labelled \"Dark\"; no toggles are visible"))
        #expect(run.stderr.contains("no visible text field titled \"Nme\"; visible text fields: \"Name\""))
        #expect(run.stderr.contains("nothing is presented: no alert or sheet to dismiss"))
        #expect(run.stderr.contains("nothing is pushed on a navigation stack"))
        #expect(run.stderr.contains("expected :advance DURATION"))
        #expect(!run.stderr.contains("Al"))
    }
}

extension CommandLineTests {
    @Test func saveWritesAScriptThatLoadReplays() throws {
        let folder = TestScratch.folder.appendingPathComponent("obsrepl-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saved = folder.appendingPathComponent("session.swift").path
        let graph = folder.appendingPathComponent("graph.dot").path
        let first = try Self.obsrepl([], stdin: "var n = 1\nn += 1\nprint(n)\n:save \(saved)\n:graph \(graph)\n")
        #expect(first.stdout.hasPrefix("2\nwrote \(saved)\nwrote \(graph)\n"))
        #expect(try String(contentsOfFile: saved, encoding: .utf8) == "var n = 1\nn += 1\nprint(n)\n")
        #expect(try String(contentsOfFile: graph, encoding: .utf8).hasPrefix("digraph ObsREPL {"))
        let replay = try Self.obsrepl(["run", saved])
        #expect(replay.stdout == "2\n")
        let second = try Self.obsrepl([], stdin: ":load \(saved)\nprint(n * 10)\n")
        #expect(second.stdout == "2\n20\n")
    }

    @Test func versionIsPrintedAndHelpMentionsIt() throws {
        let version = try Self.obsrepl(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "obsrepl \(ObsREPLVersion.current)\n")
        let help = try Self.obsrepl(["--help"])
        #expect(help.stdout.hasPrefix("obsrepl \(ObsREPLVersion.current): "))
        #expect(help.stdout.contains("obsrepl --version"))
    }

    @Test func pipedShellShowsNoBannerAndNoColours() throws {
        let run = try Self.obsrepl([], stdin: "\"hi\"\n")
        #expect(run.stdout == "$R0: String = \"hi\"\n")
    }
}
