import Foundation
import Testing

/// The web page commands on the built `obsrepl`: `play NAME --html FILE`, `play --html DIR` (every tutorial
/// and an index), `:export` from a script and from the shell, `--help`, and their errors (exit 1, in words).
@Suite struct WebPageCommandTests {
    static func temporaryFolder() throws -> URL {
        let folder = TestScratch.folder.appendingPathComponent("obsrepl-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func helpMentionsTheWebPages() throws {
        let help = try CommandLineTests.obsrepl(["--help"])
        #expect(help.stdout.contains("--html FILE.html") && help.stdout.contains("play --html DIR") && help.stdout.contains(":export FILE.html"))
    }

    @Test func playWritesOneTutorialsPage() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("first.html")
        let run = try CommandLineTests.obsrepl(["play", "first-steps", "--html", page.path])
        #expect(run.status == 0 && run.stdout == "wrote \(page.path)\n", "\(run.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h1>1. First steps") && html.contains("class=\"phone\"") && html.contains("<svg class=\"graph\""))
    }

    @Test func playWritesEveryTutorialAndAnIndex() throws {
        let folder = try Self.temporaryFolder().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = try CommandLineTests.obsrepl(["play", "--html", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        let tutorials = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tutorials")
        let names = try FileManager.default.contentsOfDirectory(atPath: tutorials.path).filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .map { String($0.dropLast(3)) + ".html" }.sorted()
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == (names + ["index.html"]).sorted())
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for name in names { #expect(index.contains("<a href=\"\(name)\">"), "the index does not link \(name)") }
        // The pages link to each other where the narration does.
        let first = try String(contentsOf: folder.appendingPathComponent(names[0]), encoding: .utf8)
        #expect(first.contains("<a href=\"\(names[1])\">"))
    }

    @Test func graphvizDrawsTheGraphsWhenInstalled() throws {
        // A stand-in for Graphviz's dot on PATH: it keeps what it was given and answers with an SVG of its own.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = folder.appendingPathComponent("dot")
        try "#!/bin/sh\ncat >> \"$0.input\"\necho '<?xml version=\"1.0\"?>'\necho '<svg data-fake-dot=\"1\"></svg>'\n"
            .write(to: dot, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dot.path)
        let page = folder.appendingPathComponent("first.html")
        let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try CommandLineTests.obsrepl(["play", "01", "--html", page.path], environment: ["PATH": path])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<svg data-fake-dot=\"1\"></svg>") && html.contains("graphs drawn by Graphviz (dot)") && !html.contains("<?xml"))
        #expect(try String(contentsOf: folder.appendingPathComponent("dot.input"), encoding: .utf8).hasPrefix("digraph ObsREPL {"))
    }

    @Test func errorsAreSaidInWords() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try CommandLineTests.obsrepl(["play", "no-such-lesson", "--html", folder.appendingPathComponent("x.html").path])
        #expect(unknown.status == 1 && unknown.stderr == "obsrepl: no lesson 'no-such-lesson'; obsrepl tutorial lists them\n")
        let nowhere = folder.appendingPathComponent("missing/x.html").path
        let unwritable = try CommandLineTests.obsrepl(["play", "01", "--html", nowhere])
        #expect(unwritable.status == 1 && unwritable.stderr.contains("the folder '\(folder.path)/missing' does not exist; nothing was written"),
                "\(unwritable.stderr)")
        let aFile = folder.appendingPathComponent("file.txt")
        try "x".write(to: aFile, atomically: true, encoding: .utf8)
        let notAFolder = try CommandLineTests.obsrepl(["play", "--html", aFile.path])
        #expect(notAFolder.status == 1 && notAFolder.stderr.contains("is not a folder"))
        let missing = try CommandLineTests.obsrepl(["play", "01", "--html"])
        #expect(missing.status == 2 && missing.stderr.contains("--html needs a file or a folder"))
        let withStep = try CommandLineTests.obsrepl(["play", "01", "--step", "--html", folder.appendingPathComponent("y.html").path])
        #expect(withStep.status == 2 && withStep.stderr.contains("takes no other option"))
    }

    @Test func aScriptExportsItselfWithItsScreens() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("counter.swift")
        try """
            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("Count \\(count)") { count += 1 } }
            }
            :mount Counter()
            :tap "Count 0"
            :export counter.html
            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.obsrepl(["run", script.path], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("counter.html"), encoding: .utf8)
        #expect(html.contains("<title>ObsREPL session: counter</title>"))
        #expect(html.contains("<div class=\"ln ran\" data-view=\"Counter#1\"><span class=\"btn\">Count 1</span></div>"))
        // A script writes only under the current folder, :export too.
        try ":export /tmp/obsrepl-outside-\(UUID().uuidString).html\n".write(to: script, atomically: true, encoding: .utf8)
        let outside = try CommandLineTests.obsrepl(["run", script.path], in: folder)
        #expect(outside.status == 1 && outside.stderr.contains("a script may only write files under the current folder"))
    }

    @Test func theShellExportsTheSessionSoFar() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("shell.html")
        let run = try CommandLineTests.obsrepl([], stdin: "let x = 2\nprint(x * 21)\n:export \(page.path)\n")
        #expect(run.stdout.contains("wrote \(page.path)"), "\(run.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<pre class=\"out\">42</pre>") && html.contains("2 turns"))
    }
}
