import SwiftSyntax

/// What a closure literal's own body (not a nested closure's or function's) shows, as Swift infers it:
/// - whether it throws: its signature says `throws`, or the body has a `throw` or a plain `try` outside a
///   `do` that catches everything. Swift prefers an overload taking a non-throwing function for a closure
///   that does not throw (`run { 1 }` calls `run(_ f: () -> Int)` over `run(_ f: () throws -> Int)`);
/// - whether a `return` in it gives a value, at any depth (`do { return try f() } catch { return 0 }`);
/// - whether it is async: its signature says `async`, or the body has an `await`.
final class ClosureBodyFacts: SyntaxVisitor {
    private var throwsSomething = false
    private var returnsValue = false
    private var awaitsSomething = false

    static func of(_ closure: ClosureExprSyntax) -> (mayThrow: Bool, returnsValue: Bool, isAsync: Bool) {
        let visitor = ClosureBodyFacts(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return (closure.signature?.effectSpecifiers?.throwsClause != nil || visitor.throwsSomething, visitor.returnsValue,
                closure.signature?.effectSpecifiers?.asyncSpecifier != nil || visitor.awaitsSomething)
    }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        awaitsSomething = true
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.expression != nil { returnsValue = true }
        return .visitChildren
    }

    /// A function type that throws (`() throws -> Int`, also under attributes such as `@escaping`).
    static func isThrowingFunctionType(_ type: TypeSyntax) -> Bool {
        let base = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        return base.as(FunctionTypeSyntax.self)?.effectSpecifiers?.throwsClause != nil
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        // A `do` whose last `catch` has no pattern catches everything its body throws.
        let catchesAll = node.catchClauses.last.map { $0.catchItems.isEmpty } ?? false
        if catchesAll {
            for clause in node.catchClauses { walk(clause.body) }
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        throwsSomething = true
        return .skipChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark == nil { throwsSomething = true }
        return .visitChildren
    }
}
