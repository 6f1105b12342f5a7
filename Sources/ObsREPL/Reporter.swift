import ObsKit

/// Shows a turn's results: output to standard output, diagnostics and warnings to standard error.
enum Reporter {
    static func show(_ result: TurnResult, echo: Bool) {
        Terminal.out(result.output)
        if echo, let line = result.echo { Terminal.out(SyntaxColouring.echo(line) + "\n") }
        for warning in result.warnings {
            Terminal.err(Terminal.style("warning: ", "1;33") + warning + "\n")
        }
        for error in result.errors {
            Terminal.err(highlight(error.rendered()) + "\n")
        }
    }

    private static func highlight(_ text: String) -> String {
        guard Terminal.colours else { return text }
        return text.replacingOccurrences(of: "error: ", with: Terminal.style("error: ", "1;31"))
    }
}
