/// Swift types a literal by its context: in `let third: Double = 1 / 3` both literals are Doubles, so the
/// division is a floating-point one. A dynamically typed interpreter would divide two Ints, so lowering
/// rewrites integer literals as floating-point ones where a floating-point annotation types a whole
/// expression made only of literals and arithmetic (a name inside leaves it as it is).
enum LiteralTyping {
    static func typed(_ expr: Expr, as coercion: Coercion) -> Expr {
        switch coercion {
        case .toDouble, .toFloat:
            return isLiteralArithmetic(expr) ? floatingPoint(expr) : expr
        case .toInteger(let name):
            // `let product: Int16 = 300 &* 300`: the literals are Int16s, so the operation wraps at 16 bits.
            guard case .binary = expr.kind, isIntegerLiteralArithmetic(expr) else { return expr }
            return sized(expr, TypeUse(.named(name, [])))
        default:
            return expr
        }
    }

    /// `Double` for a floating-point literal (`1.5`, `-1.0`), the type a declaration without a type takes from it.
    static func floatingLiteralType(_ expr: Expr) -> TypeRef? {
        switch expr.kind {
        case .double: return .simple("Double")
        case .prefix("-", let operand): return floatingLiteralType(operand)
        default: return nil
        }
    }

    /// `7 / 2 * 2.0` is all Doubles (7.0): arithmetic made only of number literals, one of them floating-point,
    /// types every literal in it as a Double, as Swift infers one type for the whole expression.
    static func mixed(_ expr: Expr) -> Expr {
        guard isLiteralArithmetic(expr), containsFloatingLiteral(expr) else { return expr }
        return floatingPoint(expr)
    }

    private static func containsFloatingLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .double: return true
        case .prefix(_, let operand): return containsFloatingLiteral(operand)
        case .binary(_, let left, let right): return containsFloatingLiteral(left) || containsFloatingLiteral(right)
        default: return false
        }
    }

    /// `[-40.0, 0, 36.6]` is `[Double]`: an array (or dictionary values) of number literals with one
    /// floating-point literal among them makes the integer ones floating-point too.
    /// Tuples and nested arrays unify the same way, position by position: `[(100.0, "a"), (-40, "b")]` is
    /// `[(Double, String)]`, `[[1.5, 2], [3]]` is `[[Double]]`.
    static func unified(_ elements: [Expr]) -> [Expr] {
        if elements.contains(where: { isFloatingLiteral($0) }), elements.allSatisfy({ isNumberLiteral($0) || isFloatingExpression($0) }) {
            // `[21.5, .nan, Double.leastNormalMagnitude / 1000, 0]` is `[Double]`; a mixed `[Any]` (`[1, "two", 3.0]`) is not.
            return elements.map { isNumberLiteral($0) ? floatingElement($0) : $0 }
        }
        if elements.allSatisfy({ isNumberLiteral($0) }) { return elements }
        if let tuples = tupleLiterals(elements), let arity = tuples.first?.count, tuples.allSatisfy({ $0.count == arity }) {
            var columns = (0..<arity).map { position in unified(tuples.map { $0[position].value }) }
            return zip(elements, tuples).map { element, parts in
                let rebuilt = parts.indices.map { position in
                    Argument(label: parts[position].label, value: columns[position].removeFirst())
                }
                return Expr(.tuple(rebuilt), element.range)
            }
        }
        if let arrays = arrayLiterals(elements) {
            var flat = unified(arrays.flatMap { $0 })[...]
            return zip(elements, arrays).map { element, inner in
                let rebuilt = Array(flat.prefix(inner.count))
                flat = flat.dropFirst(inner.count)
                return Expr(.array(rebuilt), element.range)
            }
        }
        return elements
    }

    private static func tupleLiterals(_ elements: [Expr]) -> [[Argument]]? {
        var found: [[Argument]] = []
        for element in elements {
            guard case .tuple(let parts) = element.kind, !parts.isEmpty else { return nil }
            found.append(parts)
        }
        return found.isEmpty ? nil : found
    }

    private static func arrayLiterals(_ elements: [Expr]) -> [[Expr]]? {
        var found: [[Expr]] = []
        for element in elements {
            guard case .array(let inner) = element.kind else { return nil }
            found.append(inner)
        }
        return found.isEmpty ? nil : found
    }

    private static func isNumberLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .int, .double: return true
        case .implicitMember(let name): return floatingMembers.contains(name)
        case .prefix("-", let operand): return isNumberLiteral(operand)
        case .typed(let inner, .named("Double", [])): return isNumberLiteral(inner)  // `floatingElement`'s
        default: return false
        }
    }

    private static func isFloatingLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .double: return true
        case .implicitMember(let name): return floatingMembers.contains(name)
        case .prefix("-", let operand): return isFloatingLiteral(operand)
        case .typed(let inner, .named("Double", [])): return isNumberLiteral(inner)  // `floatingElement`'s
        default: return false
        }
    }

    /// Arithmetic on a floating-point type's members and number literals (`Double.pi / 2`): a floating-point value.
    /// `flag ? 0 : Double(x)`, `flag ? 1 : 2.5`: both branches have one type, so an integer literal beside a floating-point
    /// branch is a Double.
    static func branches(_ then: Expr, _ otherwise: Expr) -> (Expr, Expr) {
        // (Integer literal arithmetic, `2 + 10`, is no floating-point branch.)
        func floating(_ expr: Expr) -> Bool {
            containsFloatingLiteral(expr) || isFloatingExpression(expr) && !isLiteralArithmetic(expr)
        }
        if isNumberLiteral(then), !isFloatingLiteral(then), floating(otherwise) { return (floatingElement(then), otherwise) }
        if isNumberLiteral(otherwise), !isFloatingLiteral(otherwise), floating(then) { return (then, floatingElement(otherwise)) }
        return (then, otherwise)
    }

    private static func isFloatingExpression(_ expr: Expr) -> Bool {
        switch expr.kind {
        // `Double(x)`: a Double, made by its type's initializer.
        case .call(let callee, _):
            if case .name(let name) = callee.kind { return Coercion.doubleNames.contains(name) }
            return false
        case .member(let base, _):
            if case .name(let name) = base.kind { return Coercion.doubleNames.contains(name) || name == "Float" }
            return false
        case .prefix("-", let operand): return isFloatingExpression(operand)
        case .binary(let op, let left, let right):
            return [.add, .subtract, .multiply, .divide].contains(op)
                && (isFloatingExpression(left) || isNumberLiteral(left)) && (isFloatingExpression(right) || isNumberLiteral(right))
        default: return false
        }
    }

    /// FloatingPoint's static members that only a floating-point type has: `[21.5, .nan, 0]` is `[Double]` (the member
    /// itself is read against the declared element type, else the other elements': arrayWithImplicitMembers).
    private static let floatingMembers: Set<String> = [
        "nan", "signalingNaN", "infinity", "pi", "greatestFiniteMagnitude", "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne",
    ]

    private static func isLiteralArithmetic(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .int, .double: return true
        case .prefix("-", let operand): return isLiteralArithmetic(operand)
        case .binary(let op, let left, let right):
            return [.add, .subtract, .multiply, .divide].contains(op) && isLiteralArithmetic(left) && isLiteralArithmetic(right)
        default: return false
        }
    }

    private static let integerOperators: Set<BinaryOperator> = [
        .add, .subtract, .multiply, .divide, .remainder, .wrappingAdd, .wrappingSubtract, .wrappingMultiply,
        .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight,
    ]

    private static func isIntegerLiteralArithmetic(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .int: return true
        case .prefix("-", let operand), .prefix("~", let operand): return isIntegerLiteralArithmetic(operand)
        case .binary(let op, let left, let right):
            return integerOperators.contains(op) && isIntegerLiteralArithmetic(left) && isIntegerLiteralArithmetic(right)
        default: return false
        }
    }

    /// The expression with each integer literal read as the sized integer type `use` names.
    private static func sized(_ expr: Expr, _ use: TypeUse) -> Expr {
        switch expr.kind {
        case .int: return Expr(.typeCast(expr, use, .coerce), expr.range)
        case .prefix(let op, let operand): return Expr(.prefix(op, sized(operand, use)), expr.range)
        case .binary(let op, let left, let right): return Expr(.binary(op, sized(left, use), sized(right, use)), expr.range)
        default: return expr
        }
    }

    /// An integer literal among floating-point ones in a collection literal: a Double unless the context's element
    /// type says otherwise, so it stays the integer literal it was, typed Double (`let xs: [Money] = [1, 2.5]` makes
    /// the `1` with `init(integerLiteral:)` and the `2.5` with `init(floatLiteral:)`, as Swift does).
    private static func floatingElement(_ expr: Expr) -> Expr {
        guard case .int = expr.kind else { return floatingPoint(expr) }
        return Expr(.typed(expr, .simple("Double")), expr.range)
    }

    private static func floatingPoint(_ expr: Expr) -> Expr {
        switch expr.kind {
        case .int(let number): return Expr(.double(Double(number)), expr.range)
        case .prefix(let op, let operand): return Expr(.prefix(op, floatingPoint(operand)), expr.range)
        case .binary(let op, let left, let right): return Expr(.binary(op, floatingPoint(left), floatingPoint(right)), expr.range)
        default: return expr
        }
    }
}
