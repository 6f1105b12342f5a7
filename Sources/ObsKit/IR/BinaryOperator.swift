/// The infix operators the evaluator knows, decided once at lowering so evaluation never compares strings.
enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    case and = "&&", or = "||", nilCoalescing = "??"
    case identical = "===", notIdentical = "!=="
    case closedRange = "...", halfOpenRange = "..<"
    case patternMatch = "~="
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"
    case maskingShiftLeft = "&<<", maskingShiftRight = "&>>"
}

extension BinaryOperator {
    /// Comparable's operators and the range operators built on them.
    var isOrdering: Bool {
        switch self {
        case .less, .greater, .lessOrEqual, .greaterOrEqual, .closedRange, .halfOpenRange: return true
        default: return false
        }
    }
}
