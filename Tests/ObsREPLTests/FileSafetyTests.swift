import Foundation
import Testing
@testable import ObsREPL

/// What the shell writes is never lost and never lands where nobody asked (issue 10): scripts touch only
/// the current folder unless allowed; devices, FIFOs and folders are never replaced; a file keeps its
/// permissions; history from two shells survives; a file that is not ours is left alone.
@Suite struct FileSafetyTests {
    static func folder() throws -> URL {
        let url = TestScratch.folder.appendingPathComponent("obsrepl-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aScriptWritesOnlyUnderTheCurrentFolderUnlessAllowed() throws {
        let work = try Self.folder(), outside = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work); try? FileManager.default.removeItem(at: outside) }
        let target = outside.appendingPathComponent("saved.swift")
        let script = work.appendingPathComponent("script.swift")
        try "let a = 1\n:save \(target.path)\nprint(\"after\")\n".write(to: script, atomically: true, encoding: .utf8)
        let refused = try CommandLineTests.obsrepl(["run", script.path], in: work)
        #expect(refused.status == 1)
        #expect(refused.stdout == "")
        #expect(refused.stderr.contains("a script may only write files under the current folder"))
        #expect(!FileManager.default.fileExists(atPath: target.path))
        let allowed = try CommandLineTests.obsrepl(["run", "--allow-writes", script.path], in: work)
        #expect(allowed.status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == "let a = 1\n")
        // The current folder decides, not where the script is: run from the target's folder, it may write there.
        try FileManager.default.removeItem(at: target)
        let local = try CommandLineTests.obsrepl(["run", script.path], in: outside)
        #expect(local.status == 0)
        #expect(FileManager.default.fileExists(atPath: target.path))
    }

    @Test func aFailedLoadStopsTheScript() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let script = work.appendingPathComponent("main.swift")
        try ":load missing.swift\nprint(\"not reached\")\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.obsrepl(["run", script.path], in: work)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("no such file"))
    }

    @Test func aScriptThatLoadsItselfStops() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let script = work.appendingPathComponent("again.swift")
        try "print(\"round\")\n:load again.swift\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.obsrepl(["run", script.path], in: work)
        #expect(run.status == 1)
        #expect(run.stdout == String(repeating: "round\n", count: FileRequests.maximumLoadDepth + 1))
        #expect(run.stderr.contains(":load nests more than \(FileRequests.maximumLoadDepth) deep"))
    }

    @Test func loadingAFileThatIsNotAScriptShowsNoneOfIt() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        try "root:x:0:0:secret-looking text\n".write(to: work.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try Data([0x7f, 0x45, 0x4c, 0x46, 0, 1]).write(to: work.appendingPathComponent("tool.bin"))
        let run = try CommandLineTests.obsrepl([], stdin: ":load notes.txt\n:load tool.bin\n", in: work)
        #expect(run.stderr.contains("'notes.txt' is not an ObsREPL script"))
        #expect(run.stderr.contains("'tool.bin': it is not a text file"))
        #expect(!run.stderr.contains("secret") && !run.stdout.contains("secret"))
    }

    @Test func devicesPipesAndFoldersAreNeverReplaced() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let fifo = work.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let run = try CommandLineTests.obsrepl([], stdin: ":save pipe\n:save \(work.path)\n:save /dev/null\n", in: work)
        #expect(run.stderr.contains("'pipe' is a pipe (FIFO), not a file; nothing was written"))
        #expect(run.stderr.contains("'\(work.path)' is a folder; nothing was written"))
        #expect(run.stderr.contains("'/dev/null' is a device, not a file; nothing was written"))
        #expect(!run.stderr.contains("NSCocoaErrorDomain"))
        #expect(SafeFile.kind(of: fifo.path) == S_IFIFO)
        #expect(SafeFile.kind(of: "/dev/null") == S_IFCHR)
    }

    @Test func aSavedFileKeepsItsModeAndALinkStaysALink() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let target = work.appendingPathComponent("real.swift"), link = work.appendingPathComponent("link.swift")
        try "old\n".write(to: target, atomically: true, encoding: .utf8)
        #expect(chmod(target.path, 0o640) == 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try SafeFile.write("new\n", to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == ["link.swift", "real.swift"])
    }

    @Test func historyFromTwoShellsIsAllKeptAndAForeignFileIsLeftAlone() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("history").path
        let first = try #require(HistoryFile.open(path).file), second = try #require(HistoryFile.open(path).file)
        #expect(first.append("let a = 1") == nil)
        #expect(second.append("struct V: View {\n    var body: some View { Text(\"a b\\\\c\") }\n}") == nil)
        #expect(first.append(":tap \"Inc\"") == nil)
        let (_, entries, problem) = HistoryFile.open(path)
        #expect(problem == nil)
        #expect(entries == ["let a = 1", "struct V: View {\n    var body: some View { Text(\"a b\\\\c\") }\n}", ":tap \"Inc\""])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let foreign = work.appendingPathComponent("bash_history").path
        try "ls -la\ncd /tmp\n".write(toFile: foreign, atomically: true, encoding: .utf8)
        let opened = HistoryFile.open(foreign)
        #expect(opened.file == nil)
        #expect(opened.problem?.contains("is not an ObsREPL history file") == true)
        #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "ls -la\ncd /tmp\n")
        #expect(HistoryFile.open("/dev/null").problem == "'/dev/null' is a device, not a file")
        #expect(HistoryFile.open(work.path).problem == "'\(work.path)' is a folder")
        #expect(HistoryFile.open(work.appendingPathComponent("no/such/history").path).problem?.contains("does not exist") == true)
    }

    @Test func historyIsTrimmedToItsCapacityAndSaysSo() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("history").path
        let file = try #require(HistoryFile.open(path).file)
        var messages: [String] = []
        for index in 0...(HistoryFile.capacity + HistoryFile.capacity / 10) {
            if let message = file.append("print(\(index))") { messages.append(message) }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("history: kept the last \(HistoryFile.capacity) entries") == true)
        let entries = HistoryFile.open(path).entries
        #expect(entries.count == HistoryFile.capacity)
        #expect(entries.last == "print(\(HistoryFile.capacity + HistoryFile.capacity / 10))")
    }

    @Test func progressThatCannotBeReadIsKeptAsideAndUnknownEntriesSurvive() throws {
        let home = try Self.folder()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("progress.json")
        try "{ not json".write(to: file, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.obsrepl(["tutorial"], environment: ["OBSREPL_HOME": home.path])
        #expect(run.status == 0)
        #expect(run.stderr.contains("is not readable progress; it was kept as"))
        #expect(try String(contentsOf: home.appendingPathComponent("progress.json.unreadable"), encoding: .utf8) == "{ not json")

        let lesson = TutorialCheckTests.folder.appendingPathComponent("01-first-steps.md")
        let key = TutorialProgress.key(for: lesson, text: try String(contentsOf: lesson, encoding: .utf8))
        let entries: [String: Any] = [key: 3, "mine": "three"]
        try JSONSerialization.data(withJSONObject: entries).write(to: file)
        let listed = try CommandLineTests.obsrepl(["tutorial"], environment: ["OBSREPL_HOME": home.path])
        #expect(listed.stdout.contains("step 4 of"))
        #expect(listed.stderr.contains("ignoring the entries that are not step numbers: mine"))
        TutorialProgress.save("02-who-owns-the-model", position: 5, to: file)
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["mine"] as? String == "three")
        #expect(saved?[key] as? Int == 3)
        #expect(saved?["02-who-owns-the-model"] as? Int == 5)
    }
}
