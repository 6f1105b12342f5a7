import ObsKit
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Colours for the shell's echo of a value (`$R0: Int = 3`): the name dim, the type cyan, the value's
/// Swift coloured by token as SwiftIDEUtils classifies it. Off when Terminal.colours is.
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

    /// `text` coloured token by token, or as it is if it does not parse as Swift (a value's description
    /// need not: `main.VM`, `<closure>`).
    static func swift(_ text: String) -> String {
        // A value nested too deeply would take the parser too long (SwiftSource.nestingIsParseable).
        guard Terminal.colours, SwiftSource.nestingIsParseable(text) else { return text }
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return text }
        let bytes = Array(text.utf8)
        var coloured = ""
        var position = 0
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset, end = classified.range.upperBound.utf8Offset
            guard start >= position, end <= bytes.count else { continue }
            coloured += String(decoding: bytes[position..<start], as: UTF8.self)
            let token = String(decoding: bytes[start..<end], as: UTF8.self)
            coloured += code(for: classified.kind).map { Terminal.style(token, $0) } ?? token
            position = end
        }
        return coloured + String(decoding: bytes[position...], as: UTF8.self)
    }

    private static func code(for kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: return "35"  // magenta: nil, true, false
        case .stringLiteral: return "31"  // red, as Xcode shows strings
        case .integerLiteral, .floatLiteral: return "34"  // blue
        case .type: return "36"  // cyan
        case .attribute: return "33"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "2"
        default: return nil
        }
    }
}
