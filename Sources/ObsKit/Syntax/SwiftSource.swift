import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parse and fold with the compiler's own parser; report syntax errors and input completeness.
public enum SwiftSource {
    /// Parses `source`. Throws the first syntax error as a diagnostic.
    static func parse(_ source: SourceText) throws -> SourceFileSyntax {
        let tree = Parser.parse(source: source.text)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
            throw ObsDiagnostic(.syntax, first.message, at: location(of: first, in: tree, source: source))
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
                foldError = ObsDiagnostic(.syntax, diagnostic.message, at: location(of: diagnostic, in: tree, source: source))
            }
        }
        if let foldError { throw foldError }
        guard let file = folded.as(SourceFileSyntax.self) else { obsInvariant("folding changed the root node") }
        return file
    }

    /// Whether `text` is a whole input, or is missing something at its very end (an open brace,
    /// a dangling operator) so that the shell should ask for another line.
    public static func isComplete(_ text: String) -> Bool {
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return !endsWithoutBody(tree) }
        // The end of the last token actually written: an error at or after it means "more to come".
        var end = AbsolutePosition(utf8Offset: 0)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile && token.presence == .present {
            end = token.endPositionBeforeTrailingTrivia
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        return !diagnostics.contains { $0.position >= end }
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

    static func location(of diagnostic: Diagnostic, in tree: SourceFileSyntax, source: SourceText) -> SourceLocation {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let at = converter.location(for: diagnostic.position)
        let offset = diagnostic.position.utf8Offset
        let range = SourceRange(start: offset, end: offset + 1, line: at.line, column: at.column)
        return SourceLocation(source: source, range: range)
    }
}

/// Tier 3 of DESIGN.md: a broken invariant inside ObsKit, never a user's mistake.
func obsInvariant(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("ObsKit invariant broken: \(message)", file: file, line: line)
}
