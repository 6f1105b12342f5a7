import SwiftParser
import SwiftSyntax

/// swiftc's default language mode (Swift 5) has no bare `/.../` regex literals (SE-0354: they come with Swift 6
/// mode or `-enable-bare-slash-regex`); SwiftParser lexes them in every mode. So a `/` that SwiftParser takes
/// for the start of one is, to swiftc, a character of an operator (`~/a, ~/b` is two uses of a prefix `~/`).
/// It is parsed again as another operator character (the same one byte, so offsets stay), and the operator
/// tokens that hold one get their own text back. `#/.../#` literals are regex literals in both.
enum BareSlashRegex {
    /// The tree of `text` as swiftc's Swift 5 mode lexes its slashes.
    static func parse(_ text: String) -> SourceFileSyntax {
        var tree = Parser.parse(source: text)
        var starts = openingSlashes(in: tree)
        guard !starts.isEmpty else { return tree }
        let original = Array(text.utf8)
        var bytes = original
        var replaced: Set<Int> = []
        // Each pass turns at least one slash into an operator character, so this ends.
        while !starts.isEmpty {
            for offset in starts where bytes[offset] == UInt8(ascii: "/") {
                bytes[offset] = UInt8(ascii: "%")
                replaced.insert(offset)
            }
            tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
            starts = openingSlashes(in: tree).filter { !replaced.contains($0) }
        }
        return OperatorTextRestorer(original: original, replaced: replaced).rewrite(tree).as(SourceFileSyntax.self) ?? tree
    }

    /// Where the bare regex literals SwiftParser found begin (the byte offset of each opening `/`).
    private static func openingSlashes(in tree: SourceFileSyntax) -> [Int] {
        final class Finder: SyntaxVisitor {
            var offsets: [Int] = []
            override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                if node.openingPounds == nil { offsets.append(node.openingSlash.positionAfterSkippingLeadingTrivia.utf8Offset) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.offsets
    }

    /// Gives each operator token that holds a replaced slash its text from the original source.
    private final class OperatorTextRestorer: SyntaxRewriter {
        let original: [UInt8]
        let replaced: Set<Int>

        init(original: [UInt8], replaced: Set<Int>) {
            self.original = original
            self.replaced = replaced
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> TokenSyntax {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            guard replaced.contains(where: { $0 >= start && $0 < end }) else { return token }
            let text = String(decoding: original[start..<end], as: UTF8.self)
            switch token.tokenKind {
            case .prefixOperator: return token.with(\.tokenKind, .prefixOperator(text))
            case .postfixOperator: return token.with(\.tokenKind, .postfixOperator(text))
            case .binaryOperator: return token.with(\.tokenKind, .binaryOperator(text))
            default: return token
            }
        }
    }
}
