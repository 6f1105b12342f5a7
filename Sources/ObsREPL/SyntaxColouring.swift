import ObsKit

/// Colours for the shell's echo of a value (`$R0: Int = 3`): the name dim, the type cyan, the value's
/// Swift coloured by token as SwiftHighlighting (in ObsKit) classifies it. Off when Terminal.colours is.
enum SyntaxColouring {
    static func echo(_ line: String) -> String {
        guard Terminal.colours else { return line }
        // `$R0: T = value`: the name has no colon, and type names have no " = ".
        guard let colon = line.range(of: ": "), let equals = line.range(of: " = ", range: colon.upperBound..<line.endIndex) else {
            return Terminal.style(line, "2")
        }
        let name = String(line[..<colon.lowerBound])
        let type = String(line[colon.upperBound..<equals.lowerBound])
        let value = String(line[equals.upperBound...])
        return Terminal.style(name + ":", "2") + " " + Terminal.style(type, "36") + " = " + swift(value)
    }

    /// `text` coloured token by token (ObsKit's SwiftHighlighting classifies), or as it is if it does not
    /// parse as Swift (a value's description need not: `main.VM`, `<closure>`).
    static func swift(_ text: String) -> String {
        // A value nested too deeply would take the parser too long (SwiftSource.nestingIsParseable).
        guard Terminal.colours, SwiftSource.nestingIsParseable(text), let runs = SwiftHighlighting.runs(text) else { return text }
        return runs.map { run in run.kind.map { Terminal.style(run.text, code(for: $0)) } ?? run.text }.joined()
    }

    private static func code(for kind: SwiftHighlighting.Kind) -> String {
        switch kind {
        case .keyword: return "35"  // magenta: nil, true, false
        case .string: return "31"  // red, as Xcode shows strings
        case .number: return "34"  // blue
        case .type: return "36"  // cyan
        case .attribute: return "33"
        case .comment: return "2"
        }
    }
}
