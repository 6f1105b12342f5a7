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
    }

    /// Runs `text`; `onTurn` sees each turn's result as it happens (for streaming output).
    @discardableResult
    public static func run(_ text: String, fileName: String, in session: Session,
                           onTurn: (TurnResult) -> Void = { _ in }) -> Result {
        var result = Result()
        var accumulator = InputAccumulator()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        func play(_ entry: InputAccumulator.Entry) -> Bool {
            let turn = session.run(entry, fileName: fileName)
            onTurn(turn)
            result.output += turn.output
            result.warnings += turn.warnings
            if let first = turn.errors.first {
                result.error = first
                return false
            }
            return !turn.quit
        }
        var entries: [InputAccumulator.Entry] = []
        for (index, line) in lines.enumerated() {
            // The next line with code, so a chain continued on the next line (`.map { ... }`) stays one entry.
            let upcoming = lines[(index + 1)...].first { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }
            if let entry = accumulator.feed(line, lineNumber: index + 1, upcoming: upcoming) { entries.append(entry) }
        }
        if let entry = accumulator.finish() { entries.append(entry) }
        // Declarations first, in any order the script writes them, as in a Swift file.
        session.declareAhead(entries, fileName: fileName)
        for entry in entries where !play(entry) { return result }
        return result
    }
}
