import Foundation
import ObsKit

/// Shows a turn's results: output to standard output, diagnostics and warnings to standard error.
enum Reporter {
    static func show(_ result: TurnResult, echo: Bool) {
        Terminal.out(result.output)
        if echo, let line = result.echo { Terminal.out(SyntaxColouring.echo(line) + "\n") }
        if let screen = result.screen {
            let plain = ProcessInfo.processInfo.environment["TERM"] == "dumb"
            Terminal.out(screen.text(ascii: plain) { Terminal.style($0, "1;33") })
        }
        for note in result.notes {
            switch note {
            case .info(let text): Terminal.out(text + "\n")
            case .hint(let text): Terminal.out(Terminal.style("Hint: ", "1;33") + text + "\n")
            case .success(let text): Terminal.out(Terminal.style(text, "1;32") + "\n")
            case .failure(let text): Terminal.out(Terminal.style("✗ ", "1;31") + text + "\n")
            }
        }
        for notice in result.notices {
            Terminal.err(Terminal.style("(\(notice))", "2") + "\n")
        }
        for warning in result.warnings {
            Terminal.err(Terminal.style("warning: ", "1;33") + warning + "\n")
        }
        for advice in result.advice {
            Terminal.err(Terminal.style(advice.rendered(), "2") + "\n")
        }
        for error in result.errors {
            Terminal.err(highlight(error.rendered()) + "\n")
        }
    }

    /// What the compiler check found in a whole script before it ran (and why it could not check, if so).
    static func show(compileErrors: [ObsDiagnostic], notices: [String]) {
        for notice in notices { Terminal.err(Terminal.style("(\(notice))", "2") + "\n") }
        for error in compileErrors { Terminal.err(highlight(error.rendered()) + "\n") }
    }

    private static func highlight(_ text: String) -> String {
        guard Terminal.colours else { return text }
        return text.replacingOccurrences(of: "error: ", with: Terminal.style("error: ", "1;31"))
    }
}
