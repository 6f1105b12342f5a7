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
        let wasPlaying = session.playingScript
        session.playingScript = true
        defer { session.playingScript = wasPlaying }
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
        for (index, line) in lines.enumerated() {
            // The next line with code, so a chain continued on the next line (`.map { ... }`) stays one entry;
            // after an `#if`, the line it starts with (a postfix `#if` continues a chain with `.member`).
            let codeLines = lines[(index + 1)...].lazy.filter { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }
            var upcoming = codeLines.first
            if let directive = upcoming, directive.trimmingCharacters(in: .whitespaces).hasPrefix("#if") {
                upcoming = codeLines.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix(".") ? $0 : directive }
            }
            guard let entry = accumulator.feed(line, lineNumber: index + 1, upcoming: upcoming) else { continue }
            if !play(entry) { return result }
        }
        if let entry = accumulator.finish(), !play(entry) { return result }
        if !wasPlaying {
            let end = session.endScript()
            onTurn(end)
            result.output += end.output
            result.error = end.errors.first
        }
        return result
    }
}
