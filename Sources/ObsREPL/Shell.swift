import CObsSupport
import Foundation
import ObsKit

/// The interactive shell: libedit on a terminal, plain lines otherwise (no prompts, no colours).
/// Ctrl-C drops the line being typed, or stops running code; it never ends the shell.
enum Shell {
    static let prompt = "obs> "
    static let continuation = "...> "
    static let banner = "ObsREPL \(ObsREPLVersion.current) — SwiftUI's observation, in a shell. Type :help, or :tutorial to start."

    /// What the shell works on: its own session, or a guided tutorial's.
    final class State {
        /// The shell's sessions by name (`:variant NAME`), and the one in use.
        let variants = SessionVariants(State.makeSession(), make: State.makeSession)
        var guide: TutorialGuide?
        var shellSession: Session { variants.current }
        var session: Session { guide?.session ?? shellSession }

        static func makeSession() -> Session {
            let session = Session(echoesValues: true)
            session.isInteractive = true
            session.recordsForExport = true
            SessionLimits.apply(to: session)
            CompilerCheck.attach(to: session)
            return session
        }

        /// The prompt: `obs> `, or `obs[fixed]> ` in a variant other than the first.
        var prompt: String { variants.currentName == "main" ? Shell.prompt : "obs[\(variants.currentName)]> " }
    }

    static func run(tutorial: String? = nil) -> Int32 {
        let state = State()
        let editor = Terminal.isInteractive ? LineEditor(programName: "obsrepl") : nil
        var history: HistoryFile?
        if let editor {
            obs_install_interrupt_handler()
            if let path = HistoryFile.path() {
                let (file, entries, problem) = HistoryFile.open(path)
                history = file
                for entry in entries { editor.addHistory(entry) }
                if let problem { Terminal.err(Terminal.style("history: \(problem); history is kept for this session only", "2") + "\n") }
            }
            editor.enableTabCompletion { state.session.completions(for: $0) }
            if tutorial == nil { Terminal.out(banner + "\n") }
        }
        /// An entry goes into the editor's history and, at once, into the history file.
        func remember(_ entry: String) {
            guard let editor else { return }
            editor.addHistory(entry)
            if let message = history?.append(entry) { Terminal.err(Terminal.style(message, "2") + "\n") }
        }
        if let tutorial {
            guard let guide = TutorialGuide.start(tutorial) else { return 1 }
            state.guide = guide
        }
        var accumulator = InputAccumulator()
        var lineNumber = 0
        var entryLines: [String] = []
        var explainedContinuation = false
        while true {
            var raw: String
            let suggestion = accumulator.isPending ? nil : state.guide?.announce()
            if let editor {
                switch editor.readLine(prompt: accumulator.isPending ? continuation : state.prompt, suggestion: suggestion) {
                case .line(let line): raw = line
                case .interrupted:
                    _ = obs_take_interrupt()
                    accumulator.discard()
                    entryLines = []
                    continue
                case .end:
                    return finish(&accumulator, state.session)
                }
            } else {
                guard let line = Swift.readLine() else { return finish(&accumulator, state.session) }
                raw = line
            }
            if let guide = state.guide, !accumulator.isPending {
                // In a tutorial, Enter on an empty line runs the step suggested.
                if raw.trimmingCharacters(in: .whitespaces).isEmpty, let input = guide.currentInput { raw = input }
            }
            if let guide = state.guide, !accumulator.isPending, raw.contains("\n") || SwiftSource.isComplete(raw) || raw.hasPrefix(":") {
                remember(raw)
                _ = obs_take_interrupt()
                for result in guide.run(raw) {
                    startTutorials(result, in: state)
                    if result.quit { return 0 }
                }
                continue
            }
            // A recalled multi-line entry arrives whole: feed it line by line.
            for line in raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                lineNumber += 1
                entryLines.append(line)
                guard let entry = accumulator.feed(line, lineNumber: lineNumber) else {
                    if editor != nil, accumulator.isPending, !explainedContinuation {
                        // Once per shell: why the prompt changed, and the way out.
                        explainedContinuation = true
                        Terminal.out(Terminal.style("(the input goes on until it is complete; Ctrl-C drops it)", "2") + "\n")
                    }
                    continue
                }
                remember(entryLines.joined(separator: "\n"))
                entryLines = []
                _ = obs_take_interrupt()
                let session = state.session
                let result = session.run(entry, fileName: "<stdin>")
                // The terminal echoed "^C" where the cursor was; the report starts on a line of its own.
                if editor != nil, result.errors.contains(where: { $0.message == "interrupted (Ctrl-C)" }) { Terminal.err("\n") }
                Reporter.show(result, echo: true)
                FileRequests.perform(result, session: session, echo: true)
                startTutorials(result, in: state)
                if result.quit { return 0 }
            }
            if !accumulator.isPending { entryLines = [] }
        }
    }

    /// `:tutorial [NAME]`: lists the tutorials, or starts one in place of the shell's own session;
    /// `:variant`, `:variants`, `:compare`: the shell's sessions side by side.
    private static func startTutorials(_ result: TurnResult, in state: State) {
        for request in result.requests {
            switch request {
            case .startTutorial(let name?):
                if let guide = TutorialGuide.start(name) { state.guide = guide }
            case .startTutorial(nil):
                _ = TutorialGuide.list()
            case .variant, .compare:
                // A guided tutorial's runner has answered these in the lesson's own sessions already.
                guard state.guide == nil else { continue }
                let width = Terminal.isInteractive ? Terminal.width : 100
                switch state.variants.perform(request, width: width, highlight: { Terminal.style($0, "33") }) {
                case .text(let text)?: Terminal.out(text)
                case .error(let message)?: Terminal.err("obsrepl: \(message)\n")
                case nil: continue
                }
            case .write, .export, .load:
                continue
            }
        }
    }

    private static func finish(_ accumulator: inout InputAccumulator, _ session: Session) -> Int32 {
        if let entry = accumulator.finish() {
            Reporter.show(session.run(entry, fileName: "<stdin>"), echo: true)
        }
        return 0
    }
}
