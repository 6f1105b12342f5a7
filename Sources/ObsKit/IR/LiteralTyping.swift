/// Swift types a literal by its context: in `let third: Double = 1 / 3` both literals are Doubles, so the
/// division is a floating-point one. A dynamically typed interpreter would divide two Ints, so lowering
/// rewrites integer literals as floating-point ones where a floating-point annotation types a whole
/// expression made only of literals and arithmetic (a name inside leaves it as it is).
enum LiteralTyping {
    static func typed(_ expr: Expr, as coercion: Coercion) -> Expr {
        switch coercion {
        case .toDouble, .toFloat:
            return isLiteralArithmetic(expr) ? floatingPoint(expr) : expr
        default:
            return expr
        }
    }

    /// `[-40.0, 0, 36.6]` is `[Double]`: an array (or dictionary values) of number literals with one
    /// floating-point literal among them makes the integer ones floating-point too.
    static func unified(_ elements: [Expr]) -> [Expr] {
        guard elements.allSatisfy({ isNumberLiteral($0) }), elements.contains(where: { isFloatingLiteral($0) }) else { return elements }
        return elements.map(floatingPoint)
    }

    private static func isNumberLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .int, .double: return true
        case .prefix("-", let operand): return isNumberLiteral(operand)
        default: return false
        }
    }

    private static func isFloatingLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .double: return true
        case .prefix("-", let operand): return isFloatingLiteral(operand)
        default: return false
        }
    }

    private static func isLiteralArithmetic(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .int, .double: return true
        case .prefix("-", let operand): return isLiteralArithmetic(operand)
        case .binary(let op, let left, let right):
            return [.add, .subtract, .multiply, .divide].contains(op) && isLiteralArithmetic(left) && isLiteralArithmetic(right)
        default: return false
        }
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
