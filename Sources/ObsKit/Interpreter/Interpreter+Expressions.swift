/// Thrown by `x?` when `x` is nil, caught by the chain's outermost expression.
struct OptionalChainEnded: Error {}

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
            let value = frame.frame(at: slot.depth)[slot.index]
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
        case .subscriptCall(let baseExpr, let arguments):
            let base = try evaluate(baseExpr, frame, source)
            let keys = try arguments.map { try evaluate($0.value, frame, source) }
            return try subscriptGet(base, keys, expr.range, source)
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
            try assign(try apply(op, current, operand, expr.range, source), to: target, frame, source)
            return .void
        case .ternary(let condition, let then, let otherwise):
            let test = try evaluate(condition, frame, source)
            guard case .bool(let truth) = test else {
                throw runtimeError("cannot convert value of type '\(test.typeName)' to expected condition type 'Bool'", condition.range, source)
            }
            return try evaluate(truth ? then : otherwise, frame, source)
        case .forceUnwrap(let inner):
            guard let value = try evaluate(inner, frame, source).unwrapped else {
                throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", expr.range, source)
            }
            return value
        case .optionalUnwrap(let inner):
            guard let value = try evaluate(inner, frame, source).unwrapped else { throw OptionalChainEnded() }
            return value
        case .optionalChain(let inner):
            do {
                let value = try evaluate(inner, frame, source)
                if case .void = value { return .void }
                return value.asOptional
            } catch is OptionalChainEnded {
                return .none
            }
        case .array(let elements):
            return .array(try elements.map { try evaluate($0, frame, source) })
        case .dictionary(let pairs):
            var dictionary = OrderedDictionary()
            for pair in pairs { dictionary[try evaluate(pair.key, frame, source)] = try evaluate(pair.value, frame, source) }
            return .dictionary(dictionary)
        case .tuple(let elements):
            return .tuple(TupleValue(elements: try elements.map { try evaluate($0.value, frame, source) }, labels: elements.map(\.label)))
        case .discard:
            throw runtimeError("'_' can only appear on the left of an assignment", expr.range, source)
        case .inOut:
            throw ObsDiagnostic(.unsupported, "'&' except as an argument of a library function such as 'store(in:)'",
                                at: SourceLocation(source: source, range: expr.range))
        case .keyPath(let root, let members):
            return .keyPath(KeyPathValue(rootTypeName: root, components: members.map { .member($0) }))
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

    private func binary(_ op: BinaryOperator, _ leftExpr: Expr, _ rightExpr: Expr, _ range: SourceRange,
                        _ frame: Frame, _ source: SourceText) throws -> Value {
        let left = try evaluate(leftExpr, frame, source)
        switch op {
        case .and, .or:
            guard case .bool(let first) = left else { throw operandError(op, left, left, range, source) }
            if op == .and && !first { return .bool(false) }
            if op == .or && first { return .bool(true) }
            let right = try evaluate(rightExpr, frame, source)
            guard case .bool(let second) = right else { throw operandError(op, left, right, range, source) }
            return .bool(second)
        case .nilCoalescing:
            return try left.unwrapped ?? evaluate(rightExpr, frame, source)
        default:
            return try apply(op, left, try evaluate(rightExpr, frame, source), range, source)
        }
    }

    /// An operator on two evaluated operands (also `x op= y`).
    func apply(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if case .int(let a) = left, case .int(let b) = right {
            switch op {
            case .add:
                let (value, overflow) = a.addingReportingOverflow(b)
                if overflow { throw overflowError(range, source) }
                return .int(value)
            case .subtract:
                let (value, overflow) = a.subtractingReportingOverflow(b)
                if overflow { throw overflowError(range, source) }
                return .int(value)
            case .multiply:
                let (value, overflow) = a.multipliedReportingOverflow(by: b)
                if overflow { throw overflowError(range, source) }
                return .int(value)
            case .divide, .remainder:
                if b == 0 { throw runtimeError("Fatal error: Division by zero", range, source) }
                let (value, overflow) = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                if overflow { throw overflowError(range, source) }
                return .int(value)
            case .equal: return .bool(a == b)
            case .notEqual: return .bool(a != b)
            case .less: return .bool(a < b)
            case .greater: return .bool(a > b)
            case .lessOrEqual: return .bool(a <= b)
            case .greaterOrEqual: return .bool(a >= b)
            case .bitAnd: return .int(a & b)
            case .bitOr: return .int(a | b)
            case .bitXor: return .int(a ^ b)
            case .shiftLeft: return .int(a << b)
            case .shiftRight: return .int(a >> b)
            case .wrappingAdd: return .int(a &+ b)
            case .wrappingSubtract: return .int(a &- b)
            case .wrappingMultiply: return .int(a &* b)
            case .closedRange, .halfOpenRange:
                let closed = op == .closedRange
                if closed ? a > b : a > b {
                    throw runtimeError("Fatal error: Range requires lowerBound <= upperBound", range, source)
                }
                return .range(lower: a, upper: b, closed: closed)
            case .and, .or, .nilCoalescing, .identical, .notIdentical:
                throw operandError(op, left, right, range, source)
            }
        }
        switch op {
        case .equal: return .bool(try equal(left, right, op, range, source))
        case .notEqual: return .bool(!(try equal(left, right, op, range, source)))
        case .identical, .notIdentical:
            let same: Bool
            switch (left.unwrapped ?? .none, right.unwrapped ?? .none) {
            case (.object(let a), .object(let b)): same = a === b
            case (.none, .none): same = true
            case (.none, .object), (.object, .none): same = false
            default: throw operandError(op, left, right, range, source)
            }
            return .bool(same == (op == .identical))
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            return .bool(try compare(op, left, right, range, source))
        case .add, .subtract, .multiply, .divide:
            if let (a, b) = doubles(left, right) {
                switch op {
                case .add: return .double(a + b)
                case .subtract: return .double(a - b)
                case .multiply: return .double(a * b)
                default: return .double(a / b)
                }
            }
            if op == .add, case .string(let a) = left, case .string(let b) = right { return .string(a + b) }
            if op == .add, case .array(let a) = left, case .array(let b) = right { return .array(a + b) }
            throw operandError(op, left, right, range, source)
        case .remainder:
            if let (a, b) = doubles(left, right) { return .double(a.truncatingRemainder(dividingBy: b)) }
            throw operandError(op, left, right, range, source)
        default:
            throw operandError(op, left, right, range, source)
        }
    }

    private func overflowError(_ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("Fatal error: arithmetic overflow", range, source)
    }

    private func doubles(_ left: Value, _ right: Value) -> (Double, Double)? {
        switch (left, right) {
        case (.double(let a), .double(let b)): return (a, b)
        case (.double(let a), .int(let b)): return (a, Double(b))
        case (.int(let a), .double(let b)): return (Double(a), b)
        default: return nil
        }
    }

    private func compare(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        let order: Int
        switch (left, right) {
        case (.string(let a), .string(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        default:
            guard let (a, b) = doubles(left, right) else { throw operandError(op, left, right, range, source) }
            order = a < b ? -1 : (a == b ? 0 : 1)
        }
        switch op {
        case .less: return order < 0
        case .greater: return order > 0
        case .lessOrEqual: return order <= 0
        default: return order >= 0
        }
    }

    private func equal(_ left: Value, _ right: Value, _ op: BinaryOperator, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if left.isNone || right.isNone { return left.isNone && right.isNone }
        guard let result = Equality.equatable(left, right) else { throw operandError(op, left, right, range, source) }
        return result
    }

    func operandError(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'", range, source)
    }
}
