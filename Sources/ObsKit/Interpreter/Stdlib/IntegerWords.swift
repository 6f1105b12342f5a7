/// `x.words` of a fixed-width integer (BinaryInteger's `Words`): the value's two's-complement bits as
/// `UInt` words, least significant first. Faithful for the 64-bit types ObsREPL has: one word, the value
/// sign-extended; prints as Swift's does (`Words(_value: -1)`).
final class IntegerWords: NativeSequence, NativeValue, NativeSubscript {
    /// The integer's value as printed (`-1`, `255`) and its bits sign-extended to 64.
    let valueText: String
    let bits: UInt64

    init(valueText: String, bits: UInt64) {
        self.valueText = valueText
        self.bits = bits
    }

    var typeName: String { "Words" }
    var printedForm: String { "Words(_value: \(valueText))" }
    private var elements: [Value] { [.sized(SizedInt(bits, kind: .uint))] }

    func isEqual(to other: NativeValue) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(bits) }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { ValueIterator(elements) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "count": return .int(1)
        case "startIndex": return .int(0)
        case "endIndex": return .int(1)
        case "indices": return .range(lower: 0, upper: 1, closed: false)
        case "first", "last": return .optional(elements[0])
        default: return sequenceMember(name)
        }
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard keys.count == 1, case .int(let index) = keys[0] else {
            throw interpreter.runtimeError("value of type 'Words' has no subscripts taking (\(keys.map(\.typeName).joined(separator: ", ")))", range, source)
        }
        guard index == 0 else { throw interpreter.runtimeError("Fatal error: Index out of range", range, source) }
        return elements[0]
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: subscript is get-only", range, source)
    }
}
