/// Swift's `AnyHashable`: a box of any hashable value. It prints as its value does, equals another box
/// whose value is of the same type and equal, hashes as its value, and gives the value back as `base`.
/// Left out: `as? Int` straight from the box (use `base as? Int`).
final class AnyHashableValue: NativeValue, NativeDescribed {
    let base: Value

    init(_ base: Value) {
        self.base = base
    }

    var typeName: String { "AnyHashable" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        debug ? "AnyHashable(" + interpreter.debugDescribe(base) + ")" : interpreter.describe(base)
    }

    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? AnyHashableValue else { return false }
        guard base.typeName == other.base.typeName else { return false }
        return HashKey(value: base) == HashKey(value: other.base)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(HashKey(value: base)) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "base": return base
        case "description": return .string(interpreter.describe(base))
        case "hashValue": return .int(HashKey(value: base).hashValue)
        default: return nil
        }
    }
}
