import Foundation
import ObsKit

/// `obsrepl run [--max-steps N] [--allow-writes] FILE`: runs a script to its end (exit 0) or to its first
/// error (exit 1). A script writes and loads files only under the current folder unless `--allow-writes`
/// says otherwise; a `:load` or `:save` that fails stops it like any error.
enum ScriptRunner {
    /// Calls and loop iterations a script may take before it is stopped as a runaway.
    static let defaultStepBudget = 100_000_000
    static let usage = "obsrepl run [--max-steps N] [--allow-writes] FILE"

    static func run(arguments: [String]) -> Int32 {
        var budget = defaultStepBudget
        var policy = FileRequests.Policy.underCurrentDirectory
        var path: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--max-steps":
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                    Terminal.err("obsrepl: --max-steps needs a positive whole number\n")
                    return 2
                }
                budget = value
                index += 2
                continue
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
        session.stepBudget = budget
        CompilerCheck.attach(to: session)
        let result = Playback.run(text, fileName: (path as NSString).lastPathComponent, in: session) { turn in
            Reporter.show(turn, echo: false)
            return FileRequests.perform(turn, session: session, echo: false, policy: policy)
        }
        Reporter.show(compileErrors: result.compileErrors, notices: result.notices)
        return result.error == nil && !result.stopped ? 0 : 1
    }
}
