import Foundation
import ObsKit

/// `obsrepl run [--max-steps N] FILE`: runs a script to its end (exit 0) or to its first error (exit 1).
enum ScriptRunner {
    /// Calls and loop iterations a script may take before it is stopped as a runaway.
    static let defaultStepBudget = 100_000_000

    static func run(arguments: [String]) -> Int32 {
        var budget = defaultStepBudget
        var path: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--max-steps" {
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                    Terminal.err("obsrepl: --max-steps needs a positive whole number\n")
                    return 2
                }
                budget = value
                index += 2
                continue
            }
            guard path == nil, !argument.hasPrefix("-") else {
                Terminal.err("obsrepl: unexpected argument '\(argument)'; usage: obsrepl run [--max-steps N] FILE\n")
                return 2
            }
            path = argument
            index += 1
        }
        guard let path else {
            Terminal.err("obsrepl: 'run' takes a script file: obsrepl run [--max-steps N] FILE\n")
            return 2
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.err("obsrepl: cannot read '\(path)'\n")
            return 1
        }
        let session = Session()
        session.stepBudget = budget
        let fileName = (path as NSString).lastPathComponent
        var loadFailed = false
        let result = Playback.run(String(decoding: data, as: UTF8.self), fileName: fileName, in: session) { turn in
            Reporter.show(turn, echo: false)
            if !FileRequests.perform(turn, session: session, echo: false) { loadFailed = true }
        }
        return result.error == nil && !loadFailed ? 0 : 1
    }
}
