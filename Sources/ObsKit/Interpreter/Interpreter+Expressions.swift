/// Expressions.
extension Interpreter {
    func evaluate(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        switch expr.kind {
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .bool(let value): return .bool(value)
        case .nilLiteral: return .none
        case .string(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal): text += literal
                case .expr(let inner): text += describe(try evaluate(inner, frame, source))
                }
            }
            return .string(text)
        case .local(let slot):
            let value = frame.frame(at: slot.depth).slots[slot.index]
            if case .uninitialized = value {
                throw runtimeError("variable used before being initialized", expr.range, source)
            }
            return value
        case .global(let slot):
            guard let value = globals.values[slot] else {
                throw runtimeError("cannot find '\(globals.names[slot])' in scope", expr.range, source)
            }
            if case .uninitialized = value {
                throw runtimeError("variable '\(globals.names[slot])' used before being initialized", expr.range, source)
            }
            return value
        case .name(let name):
            obsInvariant("unresolved name '\(name)' reached the evaluator")
        case .implicitMember(let name):
            return .symbol(name)
        case .member(let baseExpr, let name):
            let base = try evaluate(baseExpr, frame, source)
            return try member(name, of: base, at: expr.range, source)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, expr.range, frame, source)
        case .closure(let decl):
            return .closure(Closure(decl: decl, captured: frame))
        case .prefix(let op, let operand):
            return try prefix(op, try evaluate(operand, frame, source), expr.range, source)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, expr.range, frame, source)
        case .assign(let target, let valueExpr):
            let value = try evaluate(valueExpr, frame, source)
            if case .discard = target.kind { return .void }
            try assign(value, to: target, frame, source)
            return .void
        case .compoundAssign(let op, let target, let valueExpr):
            let current = try evaluate(target, frame, source)
            let operand = try evaluate(valueExpr, frame, source)
            try assign(try arithmetic(op, current, operand, expr.range, source), to: target, frame, source)
            return .void
        case .ternary(let condition, let then, let otherwise):
            let test = try evaluate(condition, frame, source)
            guard case .bool(let truth) = test else {
                throw runtimeError("cannot convert value of type '\(test.typeName)' to expected condition type 'Bool'", condition.range, source)
            }
            return try evaluate(truth ? then : otherwise, frame, source)
        case .forceUnwrap(let inner):
            let value = try evaluate(inner, frame, source)
            if value.isNone {
                throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", expr.range, source)
            }
            return value
        case .array(let elements):
            return .array(try elements.map { try evaluate($0, frame, source) })
        case .discard:
            throw runtimeError("'_' can only appear on the left of an assignment", expr.range, source)
        }
    }

    private func prefix(_ op: String, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch (op, value) {
        case ("!", .bool(let truth)): return .bool(!truth)
        case ("-", .int(let number)): return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", .int), ("+", .double): return value
        default:
            throw runtimeError("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'", range, source)
        }
    }

    private func binary(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, _ range: SourceRange,
                        _ frame: Frame, _ source: SourceText) throws -> Value {
        let left = try evaluate(leftExpr, frame, source)
        switch op {
        case "&&", "||":
            guard case .bool(let first) = left else { throw operandError(op, left, left, range, source) }
            if op == "&&" && !first { return .bool(false) }
            if op == "||" && first { return .bool(true) }
            let right = try evaluate(rightExpr, frame, source)
            guard case .bool(let second) = right else { throw operandError(op, left, right, range, source) }
            return .bool(second)
        case "??":
            return left.isNone ? try evaluate(rightExpr, frame, source) : left
        default:
            break
        }
        let right = try evaluate(rightExpr, frame, source)
        switch op {
        case "==": return .bool(try equal(left, right, op, range, source))
        case "!=": return .bool(!(try equal(left, right, op, range, source)))
        case "===", "!==":
            guard case .object(let a) = left, case .object(let b) = right else {
                if left.isNone || right.isNone { return .bool((left.isNone && right.isNone) == (op == "===")) }
                throw operandError(op, left, right, range, source)
            }
            return .bool((a === b) == (op == "==="))
        case "<", ">", "<=", ">=":
            return .bool(try compare(op, left, right, range, source))
        default:
            return try arithmetic(op, left, right, range, source)
        }
    }

    func arithmetic(_ op: String, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let result: (Int, Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                if b == 0 { throw runtimeError("Fatal error: Division by zero", range, source) }
                result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default: throw operandError(op, left, right, range, source)
            }
            if result.1 { throw runtimeError("Fatal error: arithmetic overflow", range, source) }
            return .int(result.0)
        default:
            if let (a, b) = doubles(left, right) {
                switch op {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                case "/": return .double(a / b)
                default: break
                }
            }
            if op == "+", case .string(let a) = left, case .string(let b) = right { return .string(a + b) }
            if op == "+", case .array(let a) = left, case .array(let b) = right { return .array(a + b) }
            throw operandError(op, left, right, range, source)
        }
    }

    private func doubles(_ left: Value, _ right: Value) -> (Double, Double)? {
        switch (left, right) {
        case (.double(let a), .double(let b)): return (a, b)
        case (.double(let a), .int(let b)): return (a, Double(b))
        case (.int(let a), .double(let b)): return (Double(a), b)
        default: return nil
        }
    }

    private func compare(_ op: String, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        let order: Int
        switch (left, right) {
        case (.int(let a), .int(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        default:
            guard let (a, b) = doubles(left, right) else { throw operandError(op, left, right, range, source) }
            order = a < b ? -1 : (a == b ? 0 : 1)
        }
        switch op {
        case "<": return order < 0
        case ">": return order > 0
        case "<=": return order <= 0
        default: return order >= 0
        }
    }

    private func equal(_ left: Value, _ right: Value, _ op: String, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if left.isNone || right.isNone { return left.isNone && right.isNone }
        guard let result = Equality.equatable(left, right) else { throw operandError(op, left, right, range, source) }
        return result
    }

    func operandError(_ op: String, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'", range, source)
    }
}
