import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// SwiftParser's view of a text, kept clear of two places where the toolchain's libraries differ from
/// swiftc or trap (issue 10's fuzzer found both; fixture 3000).
extension SwiftSource {
    /// A syntax diagnostic: SwiftParser's words and where it points.
    struct SyntaxError {
        var message: String
        var position: AbsolutePosition
        var isError: Bool
    }

    /// Parses `text` as swiftc reads it: swiftc lexes U+FEFF inside code as a character of an identifier,
    /// SwiftParser as trivia; it is parsed as U+200B (invisible too, the same three UTF-8 bytes, an
    /// identifier character for both), so offsets stay and the parser sees the identifier swiftc sees.
    static func parseTree(_ text: String, scanned: SourceScanner? = nil) -> SourceFileSyntax {
        if let tree = RecentTrees.shared.tree(for: text) { return tree }
        let marks = (scanned ?? SourceScanner(text)).byteOrderMarks
        var parsed = text
        if !marks.isEmpty {
            var bytes = Array(text.utf8)
            for offset in marks { bytes.replaceSubrange(offset..<offset + 3, with: [0xE2, 0x80, 0x8B]) }
            parsed = String(decoding: bytes, as: UTF8.self)
        }
        let tree = BareSlashRegex.parse(parsed)
        RecentTrees.shared.keep(tree, for: text)
        return tree
    }

    /// The diagnostics of `tree`, in order. ParseDiagnosticsGenerator traps ("A Fix-It must have at least
    /// one change") when an `=` has unusual trivia beside it (a form feed, a control character, U+2028...)
    /// and whitespace on one side only; there, swiftc's first error is given instead: "invalid character
    /// in source file" at the first such character, or the `=`'s own whitespace error.
    static func syntaxErrors(in tree: SourceFileSyntax) -> [SyntaxError] {
        guard let equal = equalWithUnusualTrivia(in: tree) else {
            return ParseDiagnosticsGenerator.diagnostics(for: tree).map {
                SyntaxError(message: $0.message, position: $0.position, isError: $0.diagMessage.severity == .error)
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia.pieces {
                if case .unexpectedText = piece {
                    return [SyntaxError(message: "invalid character in source file", position: position, isError: true)]
                }
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia.pieces {
                if case .unexpectedText = piece {
                    return [SyntaxError(message: "invalid character in source file", position: position, isError: true)]
                }
                position += piece.sourceLength
            }
        }
        return [SyntaxError(message: "'=' must have consistent whitespace on both sides", position: equal.positionAfterSkippingLeadingTrivia,
                            isError: true)]
    }

    /// The first `=` with trivia beside it other than spaces, tabs, newlines and comments.
    private static func equalWithUnusualTrivia(in tree: SourceFileSyntax) -> TokenSyntax? {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            let around = (token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.pieces ?? []) + token.leadingTrivia.pieces
                + token.trailingTrivia.pieces + (token.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.pieces ?? [])
            if around.contains(where: { !$0.isUsual }) { return token }
        }
        return nil
    }
}

/// The trees parsed last, by text. A script's input is parsed by the accumulator's completeness check,
/// by the compiler check of the whole script, by `Session.declareAhead` and when it runs: the same text
/// four times, so each text is parsed once while it is recent (trees are immutable, so threads may share
/// them). Bounded by count and by bytes of text; the oldest go first.
private final class RecentTrees: @unchecked Sendable {
    static let shared = RecentTrees()
    private let lock = NSLock()
    private var trees: [String: SourceFileSyntax] = [:]
    private var order: [String] = []
    private var bytes = 0
    private let maxCount = 512, maxBytes = 8 << 20

    func tree(for text: String) -> SourceFileSyntax? {
        lock.withLock { trees[text] }
    }

    func keep(_ tree: SourceFileSyntax, for text: String) {
        let size = text.utf8.count
        guard size <= maxBytes / 4 else { return }
        lock.withLock {
            guard trees.updateValue(tree, forKey: text) == nil else { return }
            order.append(text)
            bytes += size
            var dropped = 0
            while order.count - dropped > maxCount || bytes > maxBytes {
                let oldest = order[dropped]
                trees[oldest] = nil
                bytes -= oldest.utf8.count
                dropped += 1
            }
            if dropped > 0 { order.removeFirst(dropped) }
        }
    }
}

private extension TriviaPiece {
    var isUsual: Bool {
        switch self {
        case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds,
             .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }
}
