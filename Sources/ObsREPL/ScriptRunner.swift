import Foundation
import ObsKit

/// `obsrepl run [--max-steps N] [--allow-writes] FILE`: runs a script to its end (exit 0) or to its first
/// error (exit 1). A script writes and loads files only under the current folder unless `--allow-writes`
/// says otherwise; a `:load` or `:save` that fails stops it like any error.
enum ScriptRunner {
    static let usage = "obsrepl run [--max-steps N] [--max-memory SIZE] [--allow-writes] FILE"

    static func run(arguments: [String]) -> Int32 {
        var policy = FileRequests.Policy.underCurrentDirectory
        var path: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            var problem: String?
            if SessionLimits.take(arguments, at: index, problem: &problem) {
                if let problem {
                    Terminal.err("obsrepl: \(problem)\n")
                    return 2
                }
                index += 2
                continue
            }
            switch argument {
            case "--allow-writes":
                policy = .anywhere
            default:
                guard path == nil, !argument.hasPrefix("-") else {
                    Terminal.err("obsrepl: unexpected argument '\(argument)'; usage: \(usage)\n")
                    return 2
                }
                path = argument
            }
            index += 1
        }
        guard let path else {
            Terminal.err("obsrepl: 'run' takes a script file: \(usage)\n")
            return 2
        }
        let text: String
        do {
            text = try SafeFile.readText(SafeFile.expand(path))
        } catch {
            Terminal.err("obsrepl: \(error)\n")
            return 1
        }
        let session = Session()
        SessionLimits.apply(to: session)
        // The budget bounds the whole script, not each of its inputs.
        session.countsStepsPerTurn = false
        // A script that may :export itself (or load one that does) keeps each turn's screen and graph; the
        // rest do not pay for a snapshot of the whole tree at every turn.
        session.recordsForExport = text.contains(":export") || text.contains(":load")
        CompilerCheck.attach(to: session)
        let result = Playback.run(text, fileName: (path as NSString).lastPathComponent, in: session) { turn in
            Reporter.show(turn, echo: false)
            return FileRequests.perform(turn, session: session, echo: false, policy: policy)
        }
        Reporter.show(compileErrors: result.compileErrors, notices: result.notices)
        let status: Int32 = result.error == nil && !result.stopped ? 0 : 1
        // The process ends with the script, and the system takes its memory back at once. Returning would
        // release the session first, and with it every object the script made, one at a time, running deinit
        // bodies whose output no one would see (a compiled program does not destroy its globals at exit either):
        // a sixth of bench/classes.swift's time (issue 14).
        withExtendedLifetime(session) { exit(status) }
    }
}
