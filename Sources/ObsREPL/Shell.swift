import CObsSupport
import Foundation
import ObsKit

/// The interactive shell: libedit on a terminal, plain lines otherwise (no prompts, no colours).
/// Ctrl-C drops the line being typed, or stops running code; it never ends the shell.
enum Shell {
    static let prompt = "obs> "
    static let continuation = "...> "
    static let banner = "ObsREPL \(ObsREPLVersion.current) — SwiftUI's observation, in a shell. Type :help, or :tutorial to start."

    static func run() -> Int32 {
        let session = Session(echoesValues: true)
        let editor = Terminal.isInteractive ? LineEditor(programName: "obsrepl") : nil
        let historyPath = HistoryFile.path()
        if let editor {
            obs_install_interrupt_handler()
            if let historyPath { editor.loadHistory(path: historyPath) }
            editor.enableTabCompletion { session.completions(for: $0) }
            Terminal.out(banner + "\n")
        }
        var accumulator = InputAccumulator()
        var lineNumber = 0
        var entryLines: [String] = []
        while true {
            let raw: String
            if let editor {
                switch editor.readLine(prompt: accumulator.isPending ? continuation : prompt) {
                case .line(let line): raw = line
                case .interrupted:
                    _ = obs_take_interrupt()
                    accumulator.discard()
                    entryLines = []
                    continue
                case .end:
                    return finish(&accumulator, session)
                }
            } else {
                guard let line = Swift.readLine() else { return finish(&accumulator, session) }
                raw = line
            }
            // A recalled multi-line entry arrives whole: feed it line by line.
            for line in raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                lineNumber += 1
                entryLines.append(line)
                guard let entry = accumulator.feed(line, lineNumber: lineNumber) else { continue }
                if let editor {
                    editor.addHistory(entryLines.joined(separator: "\n"))
                    if let historyPath { HistoryFile.save(editor, to: historyPath) }
                }
                entryLines = []
                _ = obs_take_interrupt()
                let result = session.run(entry, fileName: "<stdin>")
                // The terminal echoed "^C" where the cursor was; the report starts on a line of its own.
                if editor != nil, result.errors.contains(where: { $0.message == "interrupted (Ctrl-C)" }) { Terminal.err("\n") }
                Reporter.show(result, echo: true)
                FileRequests.perform(result, session: session, echo: true)
                if result.quit { return 0 }
            }
            if !accumulator.isPending { entryLines = [] }
        }
    }

    private static func finish(_ accumulator: inout InputAccumulator, _ session: Session) -> Int32 {
        if let entry = accumulator.finish() {
            Reporter.show(session.run(entry, fileName: "<stdin>"), echo: true)
        }
        return 0
    }
}
