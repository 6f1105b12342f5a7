import SwiftSyntax

/// An input as the compiler is given it. The compiler check runs on Linux, but ObsREPL runs code as an iOS
/// debug build would: so each `#if` is decided here as the lowering decides it (`CompilationConditions`),
/// and the compiler sees only the clause that runs (an `#if os(iOS)` branch is checked, its `#else` is
/// not). The directives and the inactive clauses are blanked, their line breaks kept, so places in
/// diagnostics stay where they were. An `#if` whose condition ObsREPL cannot answer is left to the
/// compiler as written. An `@main` attribute is blanked too: in ObsREPL an `App` is mounted by a command
/// (`:mount MyApp()`), and a script has top-level code, which `@main` forbids.
extension CheckedSession {
    static func compilable(_ text: String, _ tree: SourceFileSyntax) -> String {
        var ranges: [Range<Int>] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if token.text == "main", let attribute = token.parent?.parent?.as(AttributeSyntax.self) {
                ranges.append(span(attribute))
            } else if token.tokenKind == .poundIf, let config = token.parent?.parent?.parent?.as(IfConfigDeclSyntax.self) {
                ranges += inactive(config)
            }
        }
        return ranges.reduce(text) { blank($0, Declaration(key: "", start: $1.lowerBound, end: $1.upperBound)) }
    }

    /// What of an `#if` the compiler is not given: every directive, and the clauses that are not compiled.
    private static func inactive(_ config: IfConfigDeclSyntax) -> [Range<Int>] {
        var unanswered: ExprSyntax?
        guard let active = CompilationConditions.activeClause(config, unanswered: &unanswered) else { return [] }
        var ranges = [span(config.poundEndif)]
        for clause in config.clauses {
            let directiveEnd = clause.condition.map { $0.endPositionBeforeTrailingTrivia } ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
            ranges.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<directiveEnd.utf8Offset)
            if clause.id != active?.id, let elements = clause.elements { ranges.append(span(elements)) }
        }
        return ranges
    }

    private static func span(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
