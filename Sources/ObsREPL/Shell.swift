import Foundation
import ObsKit

/// The interactive shell: libedit on a terminal, plain lines otherwise (no prompts, no colours).
@MainActor
enum Shell {
    static let prompt = "obs> "
    static let continuation = "...> "

    static func run() -> Int32 {
        let session = Session(echoesValues: true)
        let editor = Terminal.isInteractive ? LineEditor(programName: "obsrepl") : nil
        if editor != nil {
            Terminal.out("ObsREPL: SwiftUI's observation, in a shell. Type Swift, or :help for commands, :quit to leave.\n")
        }
        var accumulator = InputAccumulator()
        var lineNumber = 0
        var entryLines: [String] = []
        while true {
            let raw: String?
            if let editor {
                raw = editor.readLine(prompt: accumulator.isPending ? continuation : prompt)
            } else {
                raw = Swift.readLine()
            }
            guard let raw else { break }
            // A recalled multi-line entry arrives whole: feed it line by line.
            for line in raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                lineNumber += 1
                entryLines.append(line)
                guard let entry = accumulator.feed(line, lineNumber: lineNumber) else { continue }
                editor?.addHistory(entryLines.joined(separator: "\n"))
                entryLines = []
                let result = session.run(entry, fileName: "<stdin>")
                Reporter.show(result, echo: true)
                if result.quit { return 0 }
            }
            if !accumulator.isPending { entryLines = [] }
        }
        if let entry = accumulator.finish() {
            Reporter.show(session.run(entry, fileName: "<stdin>"), echo: true)
        }
        return 0
    }
}
