import Foundation
import ObsKit

/// Carries out what commands ask of the file system (`:save`, `:graph`, `:load`): ObsKit only asks.
/// What a script may touch is decided here: in the interactive shell, what the learner types goes
/// anywhere; a script run by `obsrepl run` (or a lesson played or checked) writes and loads only under
/// the current folder, unless the learner said `--allow-writes`.
enum FileRequests {
    enum Policy {
        /// The learner typed it: any path.
        case anywhere
        /// A script decides: only under the current folder.
        case underCurrentDirectory
    }

    /// How deep `:load`s may nest (a script that loads itself stops here, with an error).
    static let maximumLoadDepth = 16

    /// Performs the requests of `result`; `:load` plays the file into `session`, showing each turn.
    /// Returns false if a request failed or a loaded script stopped at an error (a script stops there too).
    @discardableResult
    static func perform(_ result: TurnResult, session: Session, echo: Bool, policy: Policy = .anywhere, depth: Int = 0) -> Bool {
        var succeeded = true
        for request in result.requests {
            switch request {
            case .write(let path, let text, let svg):
                succeeded = write(text, to: SafeFile.expand(path), svg: svg, policy: policy) && succeeded
            case .load(let path):
                succeeded = load(SafeFile.expand(path), into: session, echo: echo, policy: policy, depth: depth) && succeeded
            case .startTutorial, .variant, .compare:
                continue  // the shell does these (Shell.run)
            }
        }
        return succeeded
    }

    private static func write(_ text: String, to path: String, svg: Bool, policy: Policy) -> Bool {
        guard permitted(path, policy, writing: true) else { return false }
        do {
            try SafeFile.write(text, to: path)
        } catch {
            Terminal.err("obsrepl: \(error)\n")
            return false
        }
        Terminal.out("wrote \(path)\n")
        guard svg else { return true }
        guard let dot = executable("dot") else {
            Terminal.out(Terminal.style("(no SVG: Graphviz's 'dot' is not installed; apt-get install graphviz)", "2") + "\n")
            return true
        }
        let svgPath = (path as NSString).deletingPathExtension + ".svg"
        guard permitted(svgPath, policy, writing: true), SafeFile.refusal(for: svgPath) == nil else { return true }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg", path, "-o", svgPath]
        if (try? process.run()) != nil {
            process.waitUntilExit()
            if process.terminationStatus == 0 { Terminal.out("wrote \(svgPath)\n") }
        }
        return true
    }

    private static func load(_ path: String, into session: Session, echo: Bool, policy: Policy, depth: Int) -> Bool {
        guard depth < maximumLoadDepth else {
            Terminal.err("obsrepl: :load nests more than \(maximumLoadDepth) deep (does '\(path)' load itself?); stopped\n")
            return false
        }
        guard permitted(path, policy, writing: false) else { return false }
        let text: String
        do {
            text = try SafeFile.readText(path)
        } catch {
            Terminal.err("obsrepl: \(error)\n")
            return false
        }
        var stopped = false
        var first = true
        let played = Playback.run(text, fileName: (path as NSString).lastPathComponent, in: session) { turn in
            defer { first = false }
            // A file whose very first input is not Swift nor a command is not a script: its content is
            // not shown back (it may be anything the path pointed at).
            if first, turn.errors.first?.kind == .syntax {
                Terminal.err("obsrepl: '\(path)' is not an ObsREPL script (its first input is neither Swift nor a :command); nothing was run\n")
                return false
            }
            Reporter.show(turn, echo: echo)
            if !perform(turn, session: session, echo: echo, policy: policy, depth: depth + 1) { stopped = true }
            return !stopped
        }
        Reporter.show(compileErrors: played.compileErrors, notices: played.notices)
        return played.error == nil && !stopped
    }

    /// Whether a script may touch `path`: anywhere when the learner typed it, else only under the current
    /// folder (symbolic links resolved, so a link cannot lead out).
    private static func permitted(_ path: String, _ policy: Policy, writing: Bool) -> Bool {
        guard case .underCurrentDirectory = policy else { return true }
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let url = URL(fileURLWithPath: path).standardizedFileURL
        // A file not made yet: its folder, resolved, and its name.
        let resolved = FileManager.default.fileExists(atPath: url.path) ? url.resolvingSymlinksInPath().path
            : url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
        if resolved.hasPrefix(folder + "/") { return true }
        Terminal.err("obsrepl: a script may only \(writing ? "write" : "load") files under the current folder, not '\(path)' (obsrepl run --allow-writes permits it)\n")
        return false
    }

    private static func executable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
