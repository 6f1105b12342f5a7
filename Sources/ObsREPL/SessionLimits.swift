import Foundation
import ObsKit

/// The limits of the shell's and `obsrepl run`'s sessions (issue 10): the step budget and the memory
/// budget for script values, on by default (ObsKit's defaults), from `OBSREPL_MAX_STEPS` and
/// `OBSREPL_MAX_MEMORY`, or from `--max-steps N` and `--max-memory SIZE` (before the command, or after
/// `run`). Guided tutorials keep ObsKit's defaults.
enum SessionLimits {
    nonisolated(unsafe) static var steps: Int? = Session.defaultStepBudget
    nonisolated(unsafe) static var memory: Int? = Session.defaultMemoryBudget

    /// Reads the environment; returns what is wrong with it, if anything.
    static func readEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let text = environment["OBSREPL_MAX_STEPS"], !text.isEmpty {
            guard let value = count(text) else { return "OBSREPL_MAX_STEPS must be a positive whole number, not '\(text)'" }
            steps = value
        }
        if let text = environment["OBSREPL_MAX_MEMORY"], !text.isEmpty {
            guard let value = size(text) else { return "OBSREPL_MAX_MEMORY must be a size such as 512M or 2G, not '\(text)'" }
            memory = value
        }
        return nil
    }

    /// Takes `--max-steps N` or `--max-memory SIZE` from the front of `arguments` (at `index`); returns
    /// true when it took one, and what is wrong with its value in `problem`.
    static func take(_ arguments: [String], at index: Int, problem: inout String?) -> Bool {
        let option = arguments[index]
        guard option == "--max-steps" || option == "--max-memory" else { return false }
        let value = index + 1 < arguments.count ? arguments[index + 1] : ""
        if option == "--max-steps" {
            guard let parsed = count(value) else {
                problem = "--max-steps needs a positive whole number"
                return true
            }
            steps = parsed
        } else {
            guard let parsed = size(value) else {
                problem = "--max-memory needs a size, such as 512M or 2G (bytes without a suffix)"
                return true
            }
            memory = parsed
        }
        return true
    }

    static func apply(to session: Session) {
        session.stepBudget = steps
        session.memoryBudget = memory
    }

    private static func count(_ text: String) -> Int? {
        guard let value = Int(text), value > 0 else { return nil }
        return value
    }

    /// `1048576`, `512K`, `512M`, `2G` (powers of 1024; a trailing `B` or `iB` is allowed).
    static func size(_ text: String) -> Int? {
        var digits = text.uppercased()
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
            digits.removeLast(suffix.count)
            break
        }
        let scales: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var scale = 1
        if let last = digits.last, let found = scales[last] {
            scale = found
            digits.removeLast()
        }
        guard let value = Int(digits), value > 0 else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: scale)
        return overflow ? nil : bytes
    }
}
