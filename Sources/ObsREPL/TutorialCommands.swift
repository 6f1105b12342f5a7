import Foundation
import ObsKit

/// `obsrepl check`, `obsrepl play` and `obsrepl tutorial`: tutorials from the command line.
enum TutorialCommands {
    /// Where the tutorials are: `$OBSREPL_TUTORIALS`, the checkout's `tutorials/` (next to `.build`), or
    /// `./tutorials`.
    static var folder: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["OBSREPL_TUTORIALS"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("tutorials")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "tutorials")
    }

    static var available: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// A tutorial file by path, by name (`first-steps`), or by number (`1`).
    static func locate(_ name: String) -> URL? {
        if FileManager.default.fileExists(atPath: name) { return URL(fileURLWithPath: name) }
        return available.first { url in
            let base = url.deletingPathExtension().lastPathComponent
            return base == name || base.hasSuffix("-" + name) || base.hasPrefix(name + "-") || base.hasPrefix(String(format: "%02d-", Int(name) ?? -1))
        }
    }

    static func load(_ url: URL) -> (Tutorial, String)? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Terminal.err("obsrepl: cannot read '\(url.path)'\n")
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        do {
            return (try TutorialParser.parse(text), text)
        } catch {
            Terminal.err("\(url.lastPathComponent): \(error)\n")
            return nil
        }
    }

    /// `obsrepl check FILE.md... [--update]`: plays every block; a unified diff per mismatch; exit 1 on any.
    static func check(_ arguments: [String]) -> Int32 {
        let update = arguments.contains("--update")
        let files = arguments.filter { $0 != "--update" }
        guard !files.isEmpty else {
            Terminal.err("obsrepl: check takes tutorial files: obsrepl check [--update] FILE.md...\n")
            return 2
        }
        var failed = false
        for path in files {
            guard let (tutorial, text) = load(URL(fileURLWithPath: path)) else {
                failed = true
                continue
            }
            let runner = TutorialRunner()
            CompilerCheck.attach(to: runner.session)
            let outcomes = runner.check(tutorial)
            var problems = outcomes.filter { !$0.matches }
            for outcome in problems { Terminal.out(TutorialRunner.diff(outcome, fileName: path)) }
            for block in tutorial.blocks where block.isExercise {
                // An exercise's solution has run by now: its checks must hold.
                let failures = runner.failedChecks(block.checks)
                for failure in failures { Terminal.out("\(path):\(block.line): check failed: \(failure)\n") }
                if !failures.isEmpty { failed = true }
            }
            if update, !problems.isEmpty {
                try? TutorialRunner.updated(text, outcomes).write(toFile: path, atomically: true, encoding: .utf8)
                Terminal.out("\(path): updated \(problems.count) step(s)\n")
                problems = []
            }
            if !problems.isEmpty { failed = true }
            Terminal.out("\(path): \(outcomes.count - problems.count) passed, \(problems.count) failed\n")
        }
        return failed ? 1 : 0
    }

    /// `obsrepl play NAME|FILE.md [--pace SECONDS]`: runs the blocks for real and prints the tutorial as a
    /// transcript, narration included.
    static func play(_ arguments: [String]) -> Int32 {
        var pace = 0.0
        var names: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--pace", index + 1 < arguments.count, let value = Double(arguments[index + 1]) {
                pace = value
                index += 2
                continue
            }
            names.append(arguments[index])
            index += 1
        }
        guard names.count == 1, let url = locate(names[0]) else {
            Terminal.err("obsrepl: play takes one tutorial: obsrepl play NAME|FILE.md [--pace SECONDS]\n")
            return 2
        }
        guard let (tutorial, _) = load(url) else { return 1 }
        let runner = TutorialRunner()
        CompilerCheck.attach(to: runner.session)
        let steps = tutorial.blocks.flatMap(\.steps)
        let rejected = runner.precheck(steps.map(\.input))
        var stepIndex = 0
        for block in tutorial.blocks {
            Terminal.out(block.narration + "\n")
            if let task = block.task { Terminal.out("Exercise: \(task)\n") }
            for step in block.steps {
                let lines = step.input.split(separator: "\n", omittingEmptySubsequences: false)
                for (position, line) in lines.enumerated() {
                    if pace > 0 { Thread.sleep(forTimeInterval: pace) }
                    Terminal.out((position == 0 ? "obs> " : "...> ") + line + "\n")
                }
                for line in TutorialRunner.lines(of: runner.turns(step.input, checking: rejected[stepIndex] ?? [])) {
                    Terminal.out(line + "\n")
                }
                stepIndex += 1
            }
        }
        Terminal.out(tutorial.closing + "\n")
        return 0
    }
}
