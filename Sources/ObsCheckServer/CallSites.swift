import SwiftSyntax

/// The calls worth asking the compiler about: those of a name declared more than once. Swift picks among such
/// declarations at compile time, from the static types (a constrained extension's method over an unconstrained
/// one, a protocol extension's member on an existential, an overload inside a generic function); the interpreter
/// would otherwise pick at run time, from the values. A name declared once needs no asking.
enum CallSites {
    /// How many `func` declarations each name has in `tree`, at any depth (a protocol's requirement counts: a
    /// conforming type's method of that name makes two).
    static func functionNames(in tree: some SyntaxProtocol) -> [String: Int] {
        let counter = FunctionNameCounter(viewMode: .sourceAccurate)
        counter.walk(tree)
        return counter.counts
    }

    /// The UTF-8 offsets of the called names (`f` in `f(x)`, `g` in `a.g()`) of `tree`'s calls whose name
    /// `isOverloaded`, in text order; at most `limit` of them.
    static func calledNames(in tree: some SyntaxProtocol, limit: Int, isOverloaded: (String) -> Bool) -> [Int] {
        let finder = CalledNameFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return Array(finder.names.filter { isOverloaded($0.name) }.map(\.offset).prefix(limit))
    }
}

private final class FunctionNameCounter: SyntaxVisitor {
    var counts: [String: Int] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.name.tokenKind { counts[name, default: 0] += 1 }
        return .visitChildren
    }
}

private final class CalledNameFinder: SyntaxVisitor {
    var names: [(name: String, offset: Int)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let token: TokenSyntax? =
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { reference.baseName }
            else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { member.declName.baseName }
            else { nil }
        if let token, case .identifier(let name) = token.tokenKind {
            names.append((name, token.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        return .visitChildren
    }
}
