import SwiftSyntax

/// Lowering of patterns and of the statements that use them: `switch`, `if case`, `guard`, `do`/`catch`,
/// `defer`, `throw`, and destructuring declarations.
extension Lowering {
    func lower(pattern: PatternSyntax, binding: Bool) throws -> Pattern {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return .binding(name: identifier.identifier.identifierName, slot: nil, global: nil)
        }
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            return try lower(pattern: valueBinding.pattern, binding: true)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return .tuple(try tuple.elements.map { try lower(pattern: $0.pattern, binding: binding) })
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return try lower(patternExpr: expression.expression, binding: binding)
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) { return .isType(TypeUse(typeRef(isType.type))) }
        throw unsupported("this pattern", pattern)
    }

    func lower(patternExpr expr: ExprSyntax, binding: Bool) throws -> Pattern {
        if let inner = expr.as(PatternExprSyntax.self) { return try lower(pattern: inner.pattern, binding: binding) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if binding, let reference = expr.as(DeclReferenceExprSyntax.self) {
            return .binding(name: reference.baseName.identifierName, slot: nil, global: nil)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let payload = try call.arguments.map { try lower(patternExpr: $0.expression, binding: binding) }
            return .enumCase(typeName: member.base?.trimmedDescription, name: member.declName.baseName.identifierName, payload: payload,
                             fallback: nil)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base.map(isTypeLike) ?? true {
            return .enumCase(typeName: member.base?.trimmedDescription, name: member.declName.baseName.identifierName, payload: nil,
                             fallback: try lower(expr: expr))
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            // `case let (n as Int) = value`: parentheses around one pattern.
            return try lower(patternExpr: only.expression, binding: binding)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return .tuple(try tuple.elements.map { try lower(patternExpr: $0.expression, binding: binding) })
        }
        if let chained = expr.as(OptionalChainingExprSyntax.self) {
            return .optionalSome(try lower(patternExpr: chained.expression, binding: binding))
        }
        if let cast = expr.as(AsExprSyntax.self) {
            return .cast(try lower(patternExpr: cast.expression, binding: binding), TypeUse(typeRef(cast.type)))
        }
        return .expression(try lower(expr: expr))
    }

    /// `Token` in `Token.word`: a capitalized name, as types are spelled.
    private func isTypeLike(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.identifierName.first?.isUppercase ?? false }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.identifierName.first?.isUppercase ?? false }
        return false
    }

    func lower(switchExpr: SwitchExprSyntax) throws -> Stmt {
        var cases: [SwitchCase] = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { throw unsupported("'#if' in a switch", element) }
            var statements = Array(switchCase.statements)
            let fallsThrough = statements.last?.item.as(StmtSyntax.self)?.is(FallThroughStmtSyntax.self) == true
            if fallsThrough { statements.removeLast() }
            if statements.contains(where: { $0.item.as(StmtSyntax.self)?.is(FallThroughStmtSyntax.self) == true }) {
                throw unsupported("'fallthrough' before the end of a case", switchCase)
            }
            let body = try statements.map { try lower(item: $0) }
            switch switchCase.label {
            case .case(let label):
                let patterns = try label.caseItems.map { try lower(pattern: $0.pattern, binding: false) }
                let guards = try label.caseItems.map { item in try item.whereClause.map { try lower(expr: $0.condition) } }
                cases.append(SwitchCase(patterns: patterns, guards: guards, body: body, range: range(switchCase)))
            case .default:
                cases.append(SwitchCase(patterns: [.wildcard], guards: [nil], body: body, range: range(switchCase)))
            @unknown default:
                throw unsupported("this switch label", switchCase)
            }
            cases[cases.count - 1].fallsThrough = fallsThrough
        }
        return Stmt(.switchStmt(try lower(expr: switchExpr.subject), cases), range(switchExpr))
    }

    func lower(doStmt: DoStmtSyntax) throws -> Stmt {
        let body = try lower(block: doStmt.body.statements)
        guard !doStmt.catchClauses.isEmpty else { return Stmt(.block(body), range(doStmt)) }
        var clauses: [CatchClause] = []
        for clause in doStmt.catchClauses {
            let clauseBody = try lower(block: clause.body.statements)
            if clause.catchItems.isEmpty {
                clauses.append(CatchClause(pattern: nil, guardExpr: nil, body: clauseBody, errorSlot: nil))
            }
            for item in clause.catchItems {
                let pattern = try item.pattern.map { try lower(pattern: $0, binding: false) }
                clauses.append(CatchClause(pattern: pattern, guardExpr: try item.whereClause.map { try lower(expr: $0.condition) },
                                           body: clauseBody, errorSlot: nil))
            }
        }
        return Stmt(.doCatch(body, clauses), range(doStmt))
    }
}
