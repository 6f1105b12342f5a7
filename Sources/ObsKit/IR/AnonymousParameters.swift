import SwiftSyntax

/// Finds the highest `$N` a closure body uses, not counting nested closures (they have their own).
final class AnonymousParameters: SyntaxVisitor {
    private var highest = -1

    static func highest(in statements: CodeBlockItemListSyntax) -> Int {
        let visitor = AnonymousParameters(viewMode: .sourceAccurate)
        visitor.walk(statements)
        return visitor.highest
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = node.baseName.tokenKind, let number = Int(text.dropFirst()) {
            highest = max(highest, number)
        }
        return .visitChildren
    }
}
