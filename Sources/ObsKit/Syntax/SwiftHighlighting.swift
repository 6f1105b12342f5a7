import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift split into runs of tokens by kind, as SwiftIDEUtils classifies them: the one classification the
/// shell's colours (ObsREPL's SyntaxColouring) and the web page's highlighting (Export/) both use.
public enum SwiftHighlighting {
    /// What a run of text is; plain text (identifiers, operators, punctuation, spaces) has none.
    public enum Kind: String, Sendable {
        /// `nil`, `true`, `let`, `struct`...
        case keyword
        case string
        /// Integer and floating-point literals.
        case number
        /// A type's name where it is used as a type.
        case type
        /// `@Published`, `@State`...
        case attribute
        case comment
    }

    public struct Run: Equatable, Sendable {
        public let text: String
        public let kind: Kind?
    }

    /// `text` as runs that join back into it, or nil if it does not parse as Swift (a value's description
    /// need not: `main.VM`, `<closure>`).
    public static func runs(_ text: String) -> [Run]? {
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        let bytes = Array(text.utf8)
        var runs: [Run] = []
        var position = 0
        func add(_ end: Int, _ kind: Kind?) {
            guard end > position else { return }
            let piece = String(decoding: bytes[position..<end], as: UTF8.self)
            if let last = runs.last, last.kind == kind {
                runs[runs.count - 1] = Run(text: last.text + piece, kind: kind)
            } else {
                runs.append(Run(text: piece, kind: kind))
            }
            position = end
        }
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset, end = classified.range.upperBound.utf8Offset
            guard start >= position, end <= bytes.count else { continue }
            add(start, nil)
            add(end, kind(of: classified.kind))
        }
        add(bytes.count, nil)
        return runs
    }

    private static func kind(of classification: SyntaxClassification) -> Kind? {
        switch classification {
        case .keyword: return .keyword
        case .stringLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .type: return .type
        case .attribute: return .attribute
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        default: return nil
        }
    }
}
