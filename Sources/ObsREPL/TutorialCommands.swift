import Foundation
import ObsKit

/// `obsrepl check` and where lessons are found (`obsrepl play` is TutorialPlay, `obsrepl tutorial` TutorialGuide).
enum TutorialCommands {
    /// The shipped lessons: the checkout's `tutorials/` (found from the executable, up to five folders up,
    /// wherever it was started from), or `./tutorials`.
    static var shippedFolder: URL {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("tutorials")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "tutorials")
    }

    /// A teacher's own lessons: the folder `$OBSREPL_TUTORIALS` names, listed before the shipped ones (and
    /// searched first by name).
    static var ownFolder: URL? {
        guard let path = ProcessInfo.processInfo.environment["OBSREPL_TUTORIALS"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: SafeFile.expand(path))
    }

    /// The lessons of both folders (a file in both is listed once): `.md` files other than `README.md`.
    static var available: [URL] {
        var seen: Set<String> = []
        var lessons: [URL] = []
        for folder in [ownFolder, shippedFolder].compactMap({ $0 }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.filter({ $0.hasSuffix(".md") && $0 != "README.md" }).sorted() {
                let url = folder.appendingPathComponent(name)
                if seen.insert(url.standardizedFileURL.resolvingSymlinksInPath().path).inserted { lessons.append(url) }
            }
        }
        return lessons
    }

    /// A lesson by path (`.md` may be left out), by name (`first-steps`, `01-first-steps`), or by number (`1`).
    static func locate(_ name: String) -> URL? {
        for path in [name, name + ".md"] where SafeFile.kind(of: path).map({ $0 & S_IFMT == S_IFREG }) == true {
            return URL(fileURLWithPath: path)
        }
        return available.first { url in
            let base = url.deletingPathExtension().lastPathComponent
            return base == name || base.hasSuffix("-" + name) || base.hasPrefix(name + "-") || base.hasPrefix(String(format: "%02d-", Int(name) ?? -1))
        }
    }

    /// A lesson read and parsed (errors shown as `FILE:LINE: error: ...`), with its text.
    static func load(_ url: URL) -> (Tutorial, String)? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Terminal.err("obsrepl: cannot read '\(url.path)'\n")
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        do {
            return (try TutorialParser.parse(text, fileName: url.lastPathComponent), text)
        } catch let error as TutorialParser.ParseError {
            Terminal.err("\(url.path):\(error.line): error: \(error.message)\n")
        } catch {
            Terminal.err("\(url.path): error: \(error)\n")
        }
        return nil
    }

    /// `obsrepl check FILE.md... [--update]`: plays every block; a unified diff per mismatch; each exercise's
    /// checks right after its solution. The summary counts steps and exercises; exit 1 on any failure.
    static func check(_ arguments: [String]) -> Int32 {
        let update = arguments.contains("--update")
        let files = arguments.filter { $0 != "--update" }
        guard !files.isEmpty else {
            Terminal.err("obsrepl: check takes lesson files: obsrepl check [--update] FILE.md...\n")
            return 2
        }
        var failed = false
        for path in files {
            guard let (tutorial, _) = load(URL(fileURLWithPath: path)) else {
                failed = true
                continue
            }
            for warning in tutorial.warnings { Terminal.err("\(path):\(warning.line): warning: \(warning.message)\n") }
            let runner = TutorialRunner()
            CompilerCheck.attach(to: runner.session)
            let report = runner.check(tutorial)
            var mismatches = report.outcomes.filter { !$0.matches }
            for outcome in mismatches { Terminal.out(TutorialRunner.diff(outcome, fileName: path)) }
            for exercise in report.exercises {
                for failure in exercise.failures { Terminal.out("\(path):\(exercise.block.line): check failed: \(failure)\n") }
            }
            if update, !mismatches.isEmpty {
                do {
                    try SafeFile.write(TutorialRunner.updated(tutorial, report.outcomes), to: path)
                    Terminal.out("\(path): updated \(mismatches.count) step(s)\n")
                    mismatches = []
                } catch {
                    Terminal.err("obsrepl: \(error)\n")
                }
            }
            let failedExercises = report.exercises.filter { !$0.failures.isEmpty }.count
            let failures = mismatches.count + failedExercises
            let total = report.outcomes.count + report.exercises.count
            if failures > 0 { failed = true }
            Terminal.out("\(path): \(total - failures) passed, \(failures) failed\n")
        }
        return failed ? 1 : 0
    }
}
