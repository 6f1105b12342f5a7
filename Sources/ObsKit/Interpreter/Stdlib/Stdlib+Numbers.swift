/// Members of Int and Double.
extension Interpreter {
    func intProperty(_ name: String, _ number: Int) -> Value? {
        switch name {
        case "description", "debugDescription": return .string(String(number))
        case _ where IntegerMember.propertyNames.contains(name):
            return try? IntegerMember(name: name, bits: UInt64(bitPattern: Int64(number)), kind: nil, argument: nil).run(Int.self)
        case "isZero": return .bool(number == 0)
        default: return nil
        }
    }

    func doubleProperty(_ name: String, _ number: Double) -> Value? {
        switch name {
        case "description": return .string(String(number))
        case "debugDescription": return .string(number.debugDescription)
        case "magnitude": return .double(number.magnitude)
        case "isNaN": return .bool(number.isNaN)
        case "isInfinite": return .bool(number.isInfinite)
        case "isFinite": return .bool(number.isFinite)
        case "isZero": return .bool(number.isZero)
        case "isSignalingNaN": return .bool(number.isSignalingNaN)
        case "isCanonical": return .bool(number.isCanonical)
        case "nextUp": return .double(number.nextUp)
        case "nextDown": return .double(number.nextDown)
        case "ulp": return .double(number.ulp)
        case "significand": return .double(number.significand)
        case "binade": return .double(number.binade)
        case "significandWidth": return .int(number.significandWidth)
        // A library enum's case: `minus` printed, `Swift.FloatingPointSign.minus` inside a collection or an optional.
        case "sign": return .native(LibraryEnumCase("FloatingPointSign", number.sign == .minus ? "minus" : "plus"))
        case _ where Self.classificationNames.contains(name): return Self.classification(name, number)
        case "bitPattern": return .sized(SizedInt(number.bitPattern, kind: .uint64))
        case "exponentBitPattern": return .sized(SizedInt(UInt64(number.exponentBitPattern), kind: .uint))
        case "significandBitPattern": return .sized(SizedInt(number.significandBitPattern, kind: .uint64))
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
        case _ where IntegerMember.methodNames.contains(name):
            return try integerMethod(name, bits: UInt64(bitPattern: Int64(number)), kind: nil, arguments, range, source)
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
        case "addingProduct":
            // One rounding (a fused multiply-add), as Swift's.
            let factors = arguments.compactMap(\.value.doubleValue)
            guard factors.count == 2 else { throw runtimeError("addingProduct(_:_:) takes two numbers", range, source) }
            return .double(number.addingProduct(factors[0], factors[1]))
        case "isEqual", "isLess", "isLessThanOrEqualTo", "isTotallyOrdered":
            // FloatingPoint's comparisons by name: `Double.nan.isEqual(to: .nan)` is false.
            let label = name == "isEqual" ? "to" : (name == "isLess" ? "than" : (name == "isTotallyOrdered" ? "belowOrEqualTo" : nil))
            var given = argument(arguments, label) ?? arguments.first?.value
            // `.nan`, `.infinity` written without the type: Double's own static members.
            if case .symbol(let member)? = given { given = staticLibraryMember(member, of: "Double") }
            guard let other = given?.doubleValue else { return nil }
            switch name {
            case "isEqual": return .bool(number.isEqual(to: other))
            case "isLess": return .bool(number.isLess(than: other))
            case "isTotallyOrdered": return .bool(number.isTotallyOrdered(belowOrEqualTo: other))
            default: return .bool(number.isLessThanOrEqualTo(other))
            }
        case "truncatingRemainder", "remainder":
            var given = argument(arguments, "dividingBy")
            // `.infinity`, `.pi` written without the type: Double's own static members.
            if case .symbol(let member)? = given { given = staticLibraryMember(member, of: "Double") }
            guard let divisor = given?.doubleValue else {
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

/// Float: the Double members, run on the Float itself where rounding could differ.
extension Interpreter {
    func floatProperty(_ name: String, _ number: Float) -> Value? {
        switch name {
        case "description": return .string(String(number))
        case "debugDescription": return .string(number.debugDescription)
        case "bitPattern": return .sized(SizedInt(number.bitPattern, kind: .uint32))
        case "exponentBitPattern": return .sized(SizedInt(UInt64(number.exponentBitPattern), kind: .uint))
        case "significandBitPattern": return .sized(SizedInt(UInt64(number.significandBitPattern), kind: .uint32))
        case "ulp": return .float(number.ulp)
        case "nextUp": return .float(number.nextUp)
        case "nextDown": return .float(number.nextDown)
        case "binade": return .float(number.binade)
        case "significandWidth": return .int(number.significandWidth)
        case "significand": return .float(number.significand)
        case _ where Self.classificationNames.contains(name): return Self.classification(name, number)
        default: return doubleProperty(name, Double(number)).map(Self.asFloat)
        }
    }

    func floatMethod(_ name: String, _ number: Float, _ arguments: [ArgumentValue], _ range: SourceRange,
                     _ source: SourceText) throws -> Value? {
        if name == "squareRoot" { return .float(number.squareRoot()) }
        if name == "addingProduct" {
            let factors = arguments.compactMap { $0.value.doubleValue.map(Float.init) }
            guard factors.count == 2 else { throw runtimeError("addingProduct(_:_:) takes two numbers", range, source) }
            return .float(number.addingProduct(factors[0], factors[1]))
        }
        // Rounding, remainders and signs are exact in Double too.
        return try doubleMethod(name, Double(number), arguments, range, source).map(Self.asFloat)
    }

    static let classificationNames: Set<String> = ["isNormal", "isSubnormal", "exponent", "floatingPointClass"]

    /// What depends on the format's own range (a `Float`'s subnormals are normal `Double`s): asked of the number
    /// in its own type.
    static func classification<F: BinaryFloatingPoint>(_ name: String, _ number: F) -> Value? {
        switch name {
        case "isNormal": return .bool(number.isNormal)
        case "isSubnormal": return .bool(number.isSubnormal)
        case "exponent": return .int(Int(number.exponent))
        // FloatingPointClassification's case (`.positiveNormal`, `.quietNaN`...), matched and printed by name.
        case "floatingPointClass": return .native(LibraryEnumCase("FloatingPointClassification", String(describing: number.floatingPointClass)))
        default: return nil
        }
    }

    /// The static limits and constants `Double` and `Float` share (`Float.leastNormalMagnitude`, `Double.nan`).
    static func floatingPointStatic<F: BinaryFloatingPoint>(_ name: String, of type: F.Type) -> F? {
        switch name {
        case "pi": return .pi
        case "infinity": return .infinity
        case "nan": return .nan
        case "signalingNaN": return .signalingNaN
        case "zero": return 0
        case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": return .leastNonzeroMagnitude
        case "leastNormalMagnitude": return .leastNormalMagnitude
        case "ulpOfOne": return .ulpOfOne
        default: return nil
        }
    }

    /// `Float.significandBitCount` and the other integer facts of a floating-point type.
    static func floatingPointIntStatic<F: BinaryFloatingPoint>(_ name: String, of type: F.Type) -> Int? {
        switch name {
        case "radix": return F.radix
        case "significandBitCount": return F.significandBitCount
        case "exponentBitCount": return F.exponentBitCount
        default: return nil
        }
    }

    func floatStatic(_ name: String) -> Value? {
        if let number = Self.floatingPointStatic(name, of: Float.self) { return .float(number) }
        return Self.floatingPointIntStatic(name, of: Float.self).map { .int($0) }
    }

    static func asFloat(_ value: Value) -> Value {
        if case .double(let number) = value { return .float(Float(number)) }
        return value
    }
}

/// Conversions and comparisons shared by Double and Float.
extension Interpreter {
    /// `Double(exactly: x)`, `Float(exactly: x)`: the number when it converts without rounding, else nil
    /// (a fixed-width integer converts from its own bits, not through a Double that may round it).
    static func exactly<F: BinaryFloatingPoint>(_ number: Value, as type: F.Type) -> F? {
        switch number {
        case .int(let n): return F(exactly: n)
        case .sized(let n): return n.isSigned ? F(exactly: Int64(bitPattern: n.bits)) : F(exactly: n.bits)
        case .double(let d): return F(exactly: d)
        case .float(let f): return F(exactly: f)
        default: return number.doubleValue.flatMap { F(exactly: $0) }
        }
    }

    /// `<`, `>`, `<=`, `>=`, `==`, `!=` between floating-point numbers, IEEE's way: a NaN is unordered, so
    /// every comparison with one is false except `!=`.
    static func floatingCompare<F: FloatingPoint>(_ op: BinaryOperator, _ a: F, _ b: F) -> Bool {
        switch op {
        case .equal, .patternMatch: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .greater: return a > b
        case .lessOrEqual: return a <= b
        default: return a >= b
        }
    }
}
