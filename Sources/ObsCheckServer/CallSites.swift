import SwiftSyntax

/// The calls worth asking the compiler about: those of a name declared more than once. Swift picks among such
/// declarations at compile time, from the static types (a constrained extension's method over an unconstrained
/// one, a protocol extension's member on an existential, an overload inside a generic function); the interpreter
/// would otherwise pick at run time, from the values. A name declared once needs no asking.
///
/// An operator the script declares (`<>` for `(A) -> A` and for `(inout A) -> Void`) is such a name too; Swift's
/// own operators are left out, the interpreter choosing their implementations by the operands' types (asking about
/// every `+` of an input would cost a millisecond each).
enum CallSites {
    /// How many `func` declarations each name has in `tree`, at any depth (a protocol's requirement counts: a
    /// conforming type's method of that name makes two); operators the script declares included.
    static func functionNames(in tree: some SyntaxProtocol) -> [String: Int] {
        let counter = FunctionNameCounter(viewMode: .sourceAccurate)
        counter.walk(tree)
        return counter.counts
    }

    /// The UTF-8 offsets of the called names (`f` in `f(x)`, `g` in `a.g()`, `<>` in `f <> g`) of `tree`'s calls whose name
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
        if let name = CallSites.countedName(node.name) { counts[name, default: 0] += 1 }
        return .visitChildren
    }
}

extension CallSites {
    /// The name a function or an operator use is counted under: an identifier, or an operator not Swift's own.
    static func countedName(_ token: TokenSyntax) -> String? {
        switch token.tokenKind {
        case .identifier(let name): return name
        case .binaryOperator(let name), .prefixOperator(let name), .postfixOperator(let name):
            return standardOperators.contains(name) ? nil : name
        default: return nil
        }
    }

    /// The standard library's operators.
    static let standardOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "!", "~", "&", "|", "^",
        "<<", ">>", "&+", "&-", "&*", "&<<", "&>>", "...", "..<", "??", "~=", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
        "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=", ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^",
        ".!", ".&=", ".|=", ".^=",
    ]
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

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        note(node.operator)
        return .visitChildren
    }

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        note(node.operator)
        return .visitChildren
    }

    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        note(node.operator)
        return .visitChildren
    }

    private func note(_ operatorToken: TokenSyntax) {
        guard let name = CallSites.countedName(operatorToken) else { return }
        names.append((name, operatorToken.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
}
