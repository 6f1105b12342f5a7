/// Members of Int and Double.
extension Interpreter {
    func intProperty(_ name: String, _ number: Int) -> Value? {
        switch name {
        case "description": return .string(String(number))
        case "magnitude": return .int(number.magnitude > UInt(Int.max) ? .min : Int(number.magnitude))
        case "isZero": return .bool(number == 0)
        default: return nil
        }
    }

    func doubleProperty(_ name: String, _ number: Double) -> Value? {
        switch name {
        case "description": return .string(String(number))
        case "magnitude": return .double(number.magnitude)
        case "isNaN": return .bool(number.isNaN)
        case "isInfinite": return .bool(number.isInfinite)
        case "isFinite": return .bool(number.isFinite)
        case "isZero": return .bool(number.isZero)
        default: return nil
        }
    }

    func intMethod(_ name: String, _ number: Int, _ arguments: [ArgumentValue], _ range: SourceRange,
                   _ source: SourceText) throws -> Value? {
        switch name {
        case "isMultiple":
            let divisor = try intArgument(argument(arguments, "of"), in: "isMultiple(of:)", range, source)
            return .bool(number.isMultiple(of: divisor))
        case "signum": return .int(number.signum())
        case "advanced":
            return try apply(.add, .int(number), try requireArgument(arguments, "by", in: name, range, source), range, source)
        case "distance":
            return try apply(.subtract, try requireArgument(arguments, "to", in: name, range, source), .int(number), range, source)
        case "quotientAndRemainder":
            let divisor = try intArgument(argument(arguments, "dividingBy"), in: "quotientAndRemainder(dividingBy:)", range, source)
            guard divisor != 0 else { throw runtimeError("Fatal error: Division by zero", range, source) }
            guard number != .min || divisor != -1 else { throw runtimeError("Fatal error: Division results in an overflow", range, source) }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return .tuple(TupleValue(elements: [.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]))
        default: return nil
        }
    }

    func doubleMethod(_ name: String, _ number: Double, _ arguments: [ArgumentValue], _ range: SourceRange,
                      _ source: SourceText) throws -> Value? {
        switch name {
        case "rounded":
            guard let rule = argument(arguments, nil) else { return .double(number.rounded()) }
            guard case .symbol(let ruleName) = rule, let swiftRule = Self.roundingRules[ruleName] else {
                throw runtimeError("rounded(_:) expects a FloatingPointRoundingRule (.up, .down, .towardZero, ...)", range, source)
            }
            return .double(number.rounded(swiftRule))
        case "squareRoot": return .double(number.squareRoot())
        case "truncatingRemainder", "remainder":
            guard let divisor = argument(arguments, "dividingBy")?.doubleValue else {
                throw runtimeError("missing argument for parameter 'dividingBy' in call to '\(name)'", range, source)
            }
            return .double(name == "remainder" ? number.remainder(dividingBy: divisor) : number.truncatingRemainder(dividingBy: divisor))
        case "isMultiple": return nil
        case "signum": return .double(number.sign == .minus ? -1 : (number == 0 ? 0 : 1))
        case "advanced":
            return try apply(.add, .double(number), try requireArgument(arguments, "by", in: name, range, source), range, source)
        case "distance":
            return try apply(.subtract, try requireArgument(arguments, "to", in: name, range, source), .double(number), range, source)
        default: return nil
        }
    }

    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]
}
