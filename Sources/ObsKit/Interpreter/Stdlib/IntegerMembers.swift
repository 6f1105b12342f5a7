/// The members FixedWidthInteger gives every integer type, `Int` and the sized ones alike: bit counts,
/// byte order, the `...ReportingOverflow` methods, `multipliedFullWidth`, `magnitude`, run on the Swift type.
struct IntegerMember: IntegerOperation {
    let name: String
    /// The receiver's bits; `kind` nil means Int.
    let bits: UInt64
    let kind: IntKind?
    /// The argument, when the member is a method that takes one (already of the receiver's type or an Int).
    let argument: Value?

    func box<T: FixedWidthInteger>(_ value: T, kind: IntKind?) -> Value {
        guard let kind else { return .int(Int(truncatingIfNeeded: value)) }
        return .sized(SizedInt(value, kind: kind))
    }

    func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Value? {
        let value = T(truncatingIfNeeded: bits)
        func reporting(_ result: (partialValue: T, overflow: Bool)) -> Value {
            .tuple(TupleValue(elements: [box(result.partialValue, kind: kind), .bool(result.overflow)], labels: ["partialValue", "overflow"]))
        }
        switch name {
        case "bitWidth": return .int(T.bitWidth)
        case "leadingZeroBitCount": return .int(value.leadingZeroBitCount)
        case "trailingZeroBitCount": return .int(value.trailingZeroBitCount)
        case "nonzeroBitCount": return .int(value.nonzeroBitCount)
        case "byteSwapped": return box(value.byteSwapped, kind: kind)
        case "bigEndian": return box(value.bigEndian, kind: kind)
        case "littleEndian": return box(value.littleEndian, kind: kind)
        case "magnitude": return box(value.magnitude, kind: kind?.unsigned ?? .uint)
        case "words": return .native(IntegerWords(valueText: "\(value)", bits: UInt64(truncatingIfNeeded: value)))
        default: break
        }
        if name == "dividingFullWidth" { return try dividingFullWidth(value) }
        guard let argument, let other = Self.operand(argument, as: T.self) else { return nil }
        switch name {
        case "addingReportingOverflow": return reporting(value.addingReportingOverflow(other))
        case "subtractingReportingOverflow": return reporting(value.subtractingReportingOverflow(other))
        case "multipliedReportingOverflow": return reporting(value.multipliedReportingOverflow(by: other))
        case "dividedReportingOverflow": return reporting(value.dividedReportingOverflow(by: other))
        case "remainderReportingOverflow": return reporting(value.remainderReportingOverflow(dividingBy: other))
        case "multipliedFullWidth":
            let (high, low) = value.multipliedFullWidth(by: other)
            return .tuple(TupleValue(elements: [box(high, kind: kind), box(low, kind: kind?.unsigned ?? .uint)], labels: ["high", "low"]))
        default: return nil
        }
    }

    /// `divisor.dividingFullWidth((high:, low:))`: the double-width dividend `high * 2^bitWidth + low`
    /// divided by the receiver, truncating, as Swift does (and with its traps).
    private func dividingFullWidth<T: FixedWidthInteger>(_ divisor: T) throws -> Value? {
        guard case .tuple(let parts)? = argument, parts.elements.count == 2,
              let high = Self.operand(parts.elements[0], as: T.self),
              let low = Self.operand(parts.elements[1], as: T.Magnitude.self) else { return nil }
        guard divisor != 0 else { throw Trap(message: "Division by zero") }
        // An unsigned 64-bit dividend's high word may use the top bit: unsigned 128-bit arithmetic there.
        let quotient: T?, remainder: T
        if T.isSigned {
            let (q, r) = (Int128(high) << T.bitWidth | Int128(UInt64(low))).quotientAndRemainder(dividingBy: Int128(divisor))
            (quotient, remainder) = (T(exactly: q), T(r))
        } else {
            let (q, r) = (UInt128(high) << T.bitWidth | UInt128(UInt64(low))).quotientAndRemainder(dividingBy: UInt128(divisor))
            (quotient, remainder) = (T(exactly: q), T(r))
        }
        guard let exact = quotient else { throw Trap(message: "Quotient is not representable") }
        return .tuple(TupleValue(elements: [box(exact, kind: kind), box(remainder, kind: kind)], labels: ["quotient", "remainder"]))
    }

    /// A precondition of Swift's that the member fails (its message, after "Fatal error: ").
    struct Trap: Error {
        let message: String
    }

    /// An argument as the receiver's type: the same type, or an Int literal that fits it.
    static func operand<T: FixedWidthInteger>(_ value: Value, as type: T.Type) -> T? {
        switch value {
        case .int(let number): return T(exactly: number)
        case .sized(let number): return T(truncatingIfNeeded: number.bits)
        default: return nil
        }
    }

    static let propertyNames: Set<String> = [
        "bitWidth", "leadingZeroBitCount", "trailingZeroBitCount", "nonzeroBitCount", "byteSwapped", "bigEndian",
        "littleEndian", "magnitude", "words",
    ]
    static let methodNames: Set<String> = [
        "addingReportingOverflow", "subtractingReportingOverflow", "multipliedReportingOverflow", "dividedReportingOverflow",
        "remainderReportingOverflow", "multipliedFullWidth", "dividingFullWidth",
    ]
}

/// `T.min`, `T.max`, `T.bitWidth`, `T.zero`, `T.isSigned` for an integer type.
struct IntegerStatic: IntegerOperation {
    let name: String
    let kind: IntKind

    func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Value? {
        switch name {
        case "min": return .sized(SizedInt(T.min, kind: kind))
        case "max": return .sized(SizedInt(T.max, kind: kind))
        case "zero": return .sized(SizedInt(T.zero, kind: kind))
        case "bitWidth": return .int(T.bitWidth)
        case "isSigned": return .bool(T.isSigned)
        default: return nil
        }
    }
}

extension Interpreter {
    /// A property of a sized integer, or nil.
    func sizedProperty(_ name: String, _ number: SizedInt) -> Value? {
        switch name {
        case "description": return .string(number.description)
        case "isZero": return .bool(number.bits == 0)
        case _ where IntegerMember.propertyNames.contains(name):
            return try? number.kind.run(IntegerMember(name: name, bits: number.bits, kind: number.kind, argument: nil))
        default: return nil
        }
    }

    /// A method of a sized integer (or of an Int, for the FixedWidthInteger ones), or nil.
    func integerMethod(_ name: String, bits: UInt64, kind: IntKind?, _ arguments: [ArgumentValue], _ range: SourceRange,
                       _ source: SourceText) throws -> Value? {
        let receiver: Value = kind.map { .sized(SizedInt(bits: bits, kind: $0)) } ?? .int(Int(truncatingIfNeeded: bits))
        if IntegerMember.methodNames.contains(name) {
            let member = IntegerMember(name: name, bits: bits, kind: kind, argument: arguments.first?.value)
            let result: Value?
            do {
                result = try kind.map { try $0.run(member) } ?? member.run(Int.self)
            } catch let trap as IntegerMember.Trap {
                throw runtimeError("Fatal error: " + trap.message, range, source)
            }
            guard let result else { throw runtimeError("'\(name)' expects an argument of type '\(receiver.typeName)'", range, source) }
            return result
        }
        guard case .sized(let number) = receiver else { return nil }
        switch name {
        case "isMultiple":
            let divisor = try requireArgument(arguments, "of", in: "isMultiple(of:)", range, source)
            if case .bool(let zero) = try apply(.equal, divisor, .int(0), range, source), zero { return .bool(number.bits == 0) }
            return try apply(.equal, try apply(.remainder, receiver, divisor, range, source), .int(0), range, source)
        case "signum":
            let order = Self.order(number, 0)
            return .sized(SizedInt(bits: UInt64(bitPattern: Int64(order)), kind: number.kind))
        case "advanced":
            return try apply(.add, receiver, try requireArgument(arguments, "by", in: name, range, source), range, source)
        case "distance":
            // A fixed-width integer's Stride is Int: `Int16.min.distance(to: 0)` is 32768, not an Int16 overflow.
            let other = try requireArgument(arguments, "to", in: name, range, source)
            var target: Int?
            switch other {
            case .sized(let given): target = given.intValue
            case .int(let given): target = given
            default: break
            }
            guard let from = number.intValue, let to = target else { return try apply(.subtract, other, receiver, range, source) }
            let (difference, overflow) = to.subtractingReportingOverflow(from)
            if overflow { throw runtimeError("Swift runtime failure: arithmetic overflow", range, source) }
            return .int(difference)
        case "quotientAndRemainder":
            let divisor = try requireArgument(arguments, "dividingBy", in: name, range, source)
            let quotient = try apply(.divide, receiver, divisor, range, source)
            let remainder = try apply(.remainder, receiver, divisor, range, source)
            return .tuple(TupleValue(elements: [quotient, remainder], labels: ["quotient", "remainder"]))
        default: return nil
        }
    }

    /// The construction of a sized integer type (`UInt8(x)`, `Int16(exactly: y)`), or nil if the labels fit none.
    func constructInteger(_ kind: IntKind?, _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value? {
        let labels = arguments.map { $0.label ?? "_" }
        guard let first = arguments.first?.value else { return kind.map { .sized(SizedInt(bits: 0, kind: $0)) } ?? .int(0) }
        switch labels {
        case ["ascii"] where kind == .uint8:
            // `UInt8(ascii: "a")`, `UInt8(ascii: scalar)`: the scalar's value, which must be ASCII.
            let scalar: Unicode.Scalar
            switch first {
            case .native(let value as UnicodeScalarValue): scalar = value.scalar
            case .string(let text) where text.unicodeScalars.count == 1: scalar = text.unicodeScalars.first!
            default: return nil
            }
            guard scalar.isASCII else { throw runtimeError("Fatal error: Code point value does not fit into ASCII", range, source) }
            return .sized(SizedInt(UInt8(scalar.value), kind: .uint8))
        case ["_"]:
            if let text = first.stringContent { return parseInteger(text, radix: 10, kind: kind) }
            return try convertToInteger(first, kind: kind, mode: .exact, range, source)
        case ["exactly"]: return try convertToInteger(first, kind: kind, mode: .exactly, range, source)
        case ["truncatingIfNeeded"]: return try convertToInteger(first, kind: kind, mode: .truncating, range, source)
        case ["clamping"]: return try convertToInteger(first, kind: kind, mode: .clamping, range, source)
        case ["bitPattern"]: return try integerFromBitPattern(first, kind: kind, range, source)
        case ["bigEndian"], ["littleEndian"]:
            // `UInt16(bigEndian: x)`: on this little-endian device, the bytes of a big-endian value swapped.
            guard let converted = try convertToInteger(first, kind: kind, mode: .truncating, range, source) else { return nil }
            return labels == ["littleEndian"] ? converted : try member("byteSwapped", of: converted, at: range, source)
        case ["_", "radix"]:
            guard let text = first.stringContent, case .int(let radix) = arguments[1].value else { return nil }
            // Swift's precondition (swiftc 6.3.1's words); the host's would stop ObsREPL itself.
            guard (2...36).contains(radix) else { throw runtimeError("Fatal error: Radix not in range 2...36", range, source) }
            return parseInteger(text, radix: radix, kind: kind)
        default: return nil
        }
    }
}
