import Foundation

/// The seed corpus: every fixture script of the repository, every tutorial (its typed lines, in order),
/// and the `:` commands. Built the same way in the driver and in each worker (sorted paths), so input N of
/// seed S is the same text everywhere.
struct FuzzCorpus {
    /// Whole scripts to start from.
    var scripts: [String] = []
    /// Command lines to insert (no command that reads or writes files).
    var commands: [String] = []
    /// Where the scripts came from (for `--list-corpus`).
    var origins: [String] = []

    /// `:load`, `:save` and `:graph FILE` touch files; the fuzzer leaves them out (ObsKit only asks the shell
    /// to do the I/O, but a reproducer should not carry such a line either).
    static func touchesFiles(_ line: String) -> Bool {
        // A byte scan: Foundation's `contains(_: String)` made loading the corpus take seconds per worker.
        guard line.utf8.contains(UInt8(ascii: ":")) else { return false }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":load") || trimmed.hasPrefix(":save") || trimmed.hasPrefix(":tutorial") { return true }
        if trimmed.hasPrefix(":graph") { return trimmed.split(separator: " ").count > 1 }
        return false
    }

    static let commandSet: [String] = [
        ":mount ContentView()", ":unmount", ":tap \"Add\"", ":tap \"+\"", ":tap \"OK\" 2", ":type \"abc\" into \"Title\"",
        ":type \"\" into \"Name\"", ":toggle \"On\"", ":pick \"Two\" in \"Choice\"", ":dismiss", ":back", ":advance 1s",
        ":advance 500ms", ":advance 1m", ":tree", ":subs", ":why", ":objects", ":inspect", ":log", ":trace on",
        ":trace off", ":graph", ":bind", ":invalidate", ":reset", ":help", ":help tap", ":", ":quit",
    ]

    /// Finds the repository (a folder with Package.swift and the fixtures) from `start` upwards.
    static func findRoot(from start: String) -> String? {
        var url = URL(fileURLWithPath: start).standardizedFileURL
        for _ in 0..<8 {
            let fixtures = url.appendingPathComponent("Tests/ObsKitTests/Fixtures").path
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: fixtures) { return url.path }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    static func load(root: String?) -> FuzzCorpus {
        var corpus = FuzzCorpus()
        corpus.commands = commandSet
        guard let root else {
            corpus.add(builtIn, origin: "built-in")
            return corpus
        }
        let fm = FileManager.default
        let fixtures = root + "/Tests/ObsKitTests/Fixtures"
        var known = Set(corpus.commands)
        let files = (fm.enumerator(atPath: fixtures)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("robustness/") }
            .sorted()
        for file in files {
            guard let text = try? String(contentsOfFile: fixtures + "/" + file, encoding: .utf8) else { continue }
            let lines = scriptLines(text)
            corpus.add(lines.joined(separator: "\n"), origin: "Fixtures/" + file)
            for line in lines where line.hasPrefix(":") && known.insert(line).inserted { corpus.commands.append(line) }
        }
        let tutorials = ((try? fm.contentsOfDirectory(atPath: root + "/tutorials")) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        for file in tutorials {
            guard let text = try? String(contentsOfFile: root + "/tutorials/" + file, encoding: .utf8) else { continue }
            var typed: [String] = []
            var inBlock = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inBlock = line.hasPrefix("```obs"); continue }
                guard inBlock else { continue }
                for prompt in ["obs> ", "...> "] where line.hasPrefix(prompt) {
                    let typedLine = String(line.dropFirst(prompt.count))
                    if !touchesFiles(typedLine) { typed.append(typedLine) }
                }
                if line == "obs>" || line == "...>" { typed.append("") }
            }
            if !typed.isEmpty { corpus.add(typed.joined(separator: "\n"), origin: "tutorials/" + file) }
        }
        if corpus.scripts.isEmpty { corpus.add(builtIn, origin: "built-in") }
        return corpus
    }

    /// A fixture's lines without its `// expect` lines and lines that touch files. A scan of the bytes: every
    /// worker loads the whole corpus, and in a debug build splitting it as Characters took seconds.
    static func scriptLines(_ text: String) -> [String] {
        var text = text
        let expect = Array("// expect".utf8)
        return text.withUTF8 { bytes -> [String] in
            var lines: [String] = []
            var start = 0, hasColon = false
            for index in 0...bytes.count {
                guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
                    let line = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    let isExpectation = line.count >= expect.count && memcmp(line.baseAddress!, expect, expect.count) == 0
                    if !isExpectation {
                        let text = String(decoding: line, as: UTF8.self)
                        if !hasColon || !touchesFiles(text) { lines.append(text) }
                    }
                    start = index + 1
                    hasColon = false
                    continue
                }
                if bytes[index] == UInt8(ascii: ":") { hasColon = true }
            }
            return lines
        }
    }

    mutating func add(_ script: String, origin: String) {
        scripts.append(script)
        origins.append(origin)
    }

    /// Used only when the repository is not found (a copied binary): still something to mutate.
    static let builtIn = """
        final class Model: ObservableObject {
            @Published var count = 0
            deinit { print("deinit") }
        }
        struct ContentView: View {
            @StateObject var model = Model()
            @State private var text = ""
            var body: some View {
                Text("Count: \\(model.count)")
                Button("Add") { model.count += 1 }
                TextField("Title", text: $text)
            }
        }
        :mount ContentView()
        :tap "Add"
        :type "abc" into "Title"
        let values = [1, 2, 3].map { $0 * 2 }
        print(values, values.reduce(0, +))
        """
}
