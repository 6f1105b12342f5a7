import CObsSupport
import Foundation
import ObsKit

/// The interactive shell: libedit on a terminal, plain lines otherwise (no prompts, no colours).
/// Ctrl-C drops the line being typed, or stops running code; it never ends the shell.
enum Shell {
    static let prompt = "obs> "
    static let continuation = "...> "

    static func run() -> Int32 {
        let session = Session(echoesValues: true)
        let editor = Terminal.isInteractive ? LineEditor(programName: "obsrepl") : nil
        if editor != nil {
            obs_install_interrupt_handler()
            Terminal.out("ObsREPL: SwiftUI's observation, in a shell. Type Swift, or :help for commands, :quit to leave.\n")
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
                editor?.addHistory(entryLines.joined(separator: "\n"))
                entryLines = []
                _ = obs_take_interrupt()
                let result = session.run(entry, fileName: "<stdin>")
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
