import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parse and fold with the compiler's own parser; report syntax errors and input completeness.
public enum SwiftSource {
    /// Parses `source`. Throws the first syntax error as a diagnostic.
    static func parse(_ source: SourceText) throws -> SourceFileSyntax {
        let scanned = SourceScanner(source.text)
        if let tooDeep = nestingError(source, scanned: scanned) { throw tooDeep }
        let tree = parseTree(source.text, scanned: scanned)
        if let first = syntaxErrors(in: tree).first(where: \.isError) {
            throw ObsDiagnostic(.syntax, first.message, at: location(of: first.position, in: tree, source: source))
        }
        return tree
    }

    /// Folds the operators of a parsed tree (SwiftParser leaves `a + b * c` flat) by Swift's standard
    /// precedence groups.
    static func fold(_ tree: SourceFileSyntax, _ source: SourceText, operators: OperatorTable = .standardOperators) throws -> SourceFileSyntax {
        var foldError: ObsDiagnostic?
        let folded = operators.foldAll(tree) { error in
            if foldError == nil {
                let diagnostic = error.asDiagnostic
                foldError = ObsDiagnostic(.syntax, diagnostic.message, at: location(of: diagnostic.position, in: tree, source: source))
            }
        }
        if let foldError { throw foldError }
        guard let file = folded.as(SourceFileSyntax.self) else { obsInvariant("folding changed the root node") }
        return file
    }

    /// Whether `text` is a whole input, or is missing something at its very end (an open brace,
    /// a dangling operator) so that the shell should ask for another line.
    public static func isComplete(_ text: String) -> Bool {
        isComplete(text, scanned: SourceScanner(text))
    }

    /// `isComplete`, with what the scanner read of `text`: an input surely still open is not parsed, and
    /// one nested too deeply is complete (so that running it reports the limit at once).
    static func isComplete(_ text: String, scanned: SourceScanner) -> Bool {
        if scanned.tooDeepAt != nil { return true }
        if scanned.isSurelyOpen { return false }
        return parserSaysComplete(text, scanned: scanned)
    }

    /// What SwiftParser says: complete unless an error lies at or after the end of the last token written,
    /// or the input ends with a declaration whose body the next line brings.
    static func parserSaysComplete(_ text: String, scanned: SourceScanner? = nil) -> Bool {
        let tree = parseTree(text, scanned: scanned)
        guard tree.hasError else { return !endsWithoutBody(tree) }
        // The end of the last token actually written: an error at or after it means "more to come". A token the
        // parser found missing there (the `}` of an open body) is such an error, found without making every
        // diagnostic of the tree (most of the cost of asking about an open input).
        var end = AbsolutePosition(utf8Offset: 0)
        var lastMissing: AbsolutePosition?
        for token in tree.tokens(viewMode: .all) where token.tokenKind != .endOfFile {
            if token.presence == .present { end = token.endPositionBeforeTrailingTrivia } else { lastMissing = token.position }
        }
        if let lastMissing, lastMissing >= end { return false }
        return !syntaxErrors(in: tree).contains { $0.position >= end }
    }

    /// Whether SwiftParser can parse `text` quickly: false when it nests `[` past the scanner's limit.
    public static func nestingIsParseable(_ text: String) -> Bool {
        SourceScanner(text).tooDeepAt == nil
    }

    /// The error for an input nested too deeply for the parser (SourceScanner), with a caret at the `[`
    /// that crossed the limit; nil when it is not.
    static func nestingError(_ source: SourceText, scanned: SourceScanner) -> ObsDiagnostic? {
        guard let offset = scanned.tooDeepAt else { return nil }
        let before = source.text.utf8.prefix(offset)
        let line = before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        let limit = SourceScanner.bracketNestingLimit
        return ObsDiagnostic(.syntax, "'[' nested more than \(limit) deep: ObsREPL refuses it before parsing, because the parser's time "
            + "doubles with each level (give the inner parts names with 'let')",
            at: SourceLocation(source: source, range: SourceRange(start: offset, end: offset + 1, line: line, column: column)))
    }

    /// Whether the input ends with a declaration that still needs its body (`func total() -> Int`, whose
    /// `{` the next line brings): a function, initializer or subscript without one is never whole at the top level.
    private static func endsWithoutBody(_ tree: SourceFileSyntax) -> Bool {
        guard let last = tree.statements.last?.item.as(DeclSyntax.self) else { return false }
        if let function = last.as(FunctionDeclSyntax.self) { return function.body == nil }
        if let initializer = last.as(InitializerDeclSyntax.self) { return initializer.body == nil }
        if let subscriptDecl = last.as(SubscriptDeclSyntax.self) { return subscriptDecl.accessorBlock == nil }
        return false
    }

    static func range(of node: some SyntaxProtocol, in tree: SourceFileSyntax) -> SourceRange {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let start = node.positionAfterSkippingLeadingTrivia
        let location = converter.location(for: start)
        return SourceRange(start: start.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                           line: location.line, column: location.column)
    }

    static func location(of position: AbsolutePosition, in tree: SourceFileSyntax, source: SourceText) -> SourceLocation {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let at = converter.location(for: position)
        let offset = position.utf8Offset
        let range = SourceRange(start: offset, end: offset + 1, line: at.line, column: at.column)
        return SourceLocation(source: source, range: range)
    }
}

/// Tier 3 of DESIGN.md: a broken invariant inside ObsKit, never a user's mistake.
func obsInvariant(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("ObsKit invariant broken: \(message)", file: file, line: line)
}
