/// Swift's `AnyHashable`: a box of any hashable value. It prints as its value does, equals another box
/// whose value is of the same type and equal, hashes as its value, and gives the value back as `base`.
/// Left out: `as? Int` straight from the box (use `base as? Int`).
final class AnyHashableValue: NativeValue, NativeDescribed {
    let base: Value

    /// An optional that holds a value is boxed as that value (Swift's runtime unwraps it: `AnyHashable(Int?(1))
    /// == AnyHashable(1)`, its `base` an Int); a nil stays an optional's nil.
    init(_ base: Value) {
        var unwrapped = base
        while case .optional(let wrapped) = unwrapped { unwrapped = wrapped }
        // An AnyHashable of an AnyHashable (one inside an optional) is that one.
        if case .native(let box as AnyHashableValue) = unwrapped { unwrapped = box.base }
        self.base = unwrapped
    }

    var typeName: String { "AnyHashable" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        debug ? "AnyHashable(" + interpreter.debugDescribe(base) + ")" : interpreter.describe(base)
    }

    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? AnyHashableValue else { return false }
        // Numbers compare by value across their types (`AnyHashable(1) == AnyHashable(1.0)`, swiftc 6.3.1).
        if let a = Self.number(base), let b = Self.number(other.base) { return a == b }
        guard base.typeName == other.base.typeName else { return false }
        return HashKey(value: base) == HashKey(value: other.base)
    }

    func hash(into hasher: inout Hasher) { HashKey(value: base).hash(into: &hasher) }

    /// A number's value, for comparing and hashing across Int, the sized integers, Double and Float.
    private static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .sized(let number): return number.isSigned ? Double(Int64(bitPattern: number.bits)) : Double(number.bits)
        case .double(let number): return number
        case .float(let number): return Double(number)
        default: return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "base": return base
        case "description": return .string(interpreter.describe(base))
        case "debugDescription": return .string(describe(interpreter, debug: true))
        case "hashValue": return .int(HashKey(value: base).hashValue)
        default: return nil
        }
    }
}

extension Value {
    /// A key as a dictionary or set compares it: an AnyHashable box as the value it holds, so the keys of an
    /// `[AnyHashable: V]` (stored as their values) are found by `AnyHashable(1)` as by `1`.
    var unboxedHashable: Value {
        if case .native(let box as AnyHashableValue) = self { return box.base }
        return self
    }
}
