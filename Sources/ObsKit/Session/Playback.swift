import Foundation

/// Plays a script (Swift and `:` commands) through a session, turn by turn, stopping at the first error.
/// `obsrepl run`, `:load` and the tests share it (tutorials play their steps through TutorialRunner).
public enum Playback {
    public struct Result {
        /// Everything the script printed, in order.
        public var output = ""
        public var warnings: [String] = []
        /// The first error, which stopped the script.
        public var error: ObsDiagnostic?
        /// Every error the compiler check found in the script (it ran nothing then), in order.
        public var compileErrors: [ObsDiagnostic] = []
        /// What the shell should say once (the compiler check could not run, and why).
        public var notices: [String] = []
        /// Stopped by the caller (`onTurn` said no), after what a turn asked for failed.
        public var stopped = false
    }

    /// Runs `text`; `onTurn` sees each turn's result as it happens (for streaming output) and says whether
    /// to go on (false: what the turn asked for failed, such as a `:load`; the script stops there).
    @discardableResult
    public static func run(_ text: String, fileName: String, in session: Session,
                           onTurn: (TurnResult) -> Bool = { _ in true }) -> Result {
        var result = Result()
        /// Runs one entry; false when the script stops there.
        func play(_ entry: InputAccumulator.Entry) -> Bool {
            let turn = session.run(entry, fileName: fileName)
            let goOn = onTurn(turn)
            result.output += turn.output
            result.warnings += turn.warnings
            if let first = turn.errors.first {
                result.error = first
                return false
            }
            if !goOn {
                result.stopped = true
                return false
            }
            return !turn.quit
        }
        let entries = InputAccumulator.entries(of: text)
        // The whole script is checked up front, as the compiler checks a file: with errors, nothing runs.
        let failures = session.precheck(entries, fileName: fileName) { result.notices.append($0) }
        if !failures.isEmpty {
            result.compileErrors = failures.keys.sorted().flatMap { failures[$0]! }
            result.error = result.compileErrors.first
            return result
        }
        let checking = session.typeChecking
        session.typeChecking = false
        defer { session.typeChecking = checking }
        // Top-level `defer`s wait for the end of the script (of the outermost one, for a `:load` inside one).
        let wasPlaying = session.playingScript
        session.playingScript = true
        // Declarations first, in any order the script writes them, as in a Swift file.
        session.declareAhead(entries, fileName: fileName)
        var reachedTheEnd = true
        for (position, entry) in entries.enumerated() {
            // Swift code up to the next command is one program: a `Task { }` it starts runs when that code is done
            // (or awaits), as top-level code on the main actor lets it, not between two of its statements.
            if case .swift = entry, position + 1 < entries.count, case .swift = entries[position + 1] {
                session.holdsTasks = true
            }
            let goOn = play(entry)
            session.holdsTasks = false
            if !goOn {
                reachedTheEnd = false
                break
            }
        }
        session.playingScript = wasPlaying
        if reachedTheEnd, !wasPlaying {
            let end = session.endScript()
            _ = onTurn(end)
            result.output += end.output
            result.error = end.errors.first
        }
        return result
    }
}
