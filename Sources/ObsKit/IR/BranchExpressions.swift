/// `if` and `switch` as expressions (`let x = if a { 1 } else { 2 }`, or the one statement of a function,
/// getter or closure that returns a value): each branch is one expression (or a nested `if`/`switch`
/// expression, or a `throw`), whose value the branch yields.
extension Stmt {
    /// This statement as an expression's branches (each branch's expression made a `.yield`), or nil when
    /// it is not shaped as one (an `if` without `else`, a branch of several statements, `fallthrough`).
    var asBranchExpression: Stmt? {
        switch kind {
        case .ifStmt(let conditions, let then, let otherwise?):
            guard let thenBranch = Self.branch(then), let elseBranch = Self.branch(otherwise) else { return nil }
            return Stmt(.ifStmt(conditions, thenBranch, elseBranch), range)
        case .switchStmt(let subject, let cases):
            var branches: [SwitchCase] = []
            for switchCase in cases {
                guard !switchCase.fallsThrough, let body = Self.branch(switchCase.body) else { return nil }
                var branch = switchCase
                branch.body = body
                branches.append(branch)
            }
            return Stmt(.switchStmt(subject, branches), range)
        default:
            return nil
        }
    }

    private static func branch(_ body: [Stmt]) -> [Stmt]? {
        guard body.count == 1, let only = body.first else { return nil }
        switch only.kind {
        case .expr(let value): return [Stmt(.yield(value), only.range)]
        case .throwStmt: return body
        case .ifStmt, .switchStmt: return only.asBranchExpression.map { [$0] }
        default: return nil
        }
    }

    /// A body of one `if`/`switch` expression as `return <branches>` (a function, getter or closure
    /// that returns a value implicitly); nil when the body is not that.
    static func implicitReturn(of body: [Stmt]) -> [Stmt]? {
        guard body.count == 1, let branches = body[0].asBranchExpression else { return nil }
        return [Stmt(.returnStmt(Expr(.branches(branches), body[0].range)), body[0].range)]
    }
}
