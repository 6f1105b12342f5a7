/// View builders: expression statements build the result; `if` and `switch` make conditional content.
extension Interpreter {
    func build(_ statements: [Stmt], _ frame: Frame, _ source: SourceText) throws -> Value {
        var views: [Value] = []
        for statement in statements {
            switch statement.kind {
            case .expr(let expr):
                let value = try evaluate(expr, frame, source)
                if case .void = value { continue }
                views.append(value)
            case .ifStmt(let conditions, let then, let otherwise):
                if try test(conditions, frame, source) {
                    views.append(.view(.conditional(branch: 0, try build(then, frame, source))))
                } else if let otherwise {
                    views.append(.view(.conditional(branch: 1, try build(otherwise, frame, source))))
                } else {
                    views.append(.view(.conditional(branch: 1, .view(.empty))))
                }
            case .switchStmt(let subjectExpr, let cases):
                let position = try matchingCase(of: subjectExpr, in: cases, frame, source)
                views.append(.view(.conditional(branch: position, try build(cases[position].body, frame, source))))
            case .returnStmt(let value):
                if let value { return try evaluate(value, frame, source) }
                return .view(.empty)
            default:
                _ = try exec(statement, frame, source)
            }
        }
        switch views.count {
        case 0: return .view(.empty)
        case 1: return views[0]
        default: return .view(.tuple(views))
        }
    }
}
