/// Swift's `ClosedRange` and `Range` over any Comparable bound that is not an Int (`"a"..."z"`,
/// `Version("1.2")...Version("1.99")`, `0.5..<1.0`): `contains`, `~=` in patterns, bounds, `isEmpty`.
/// Not iterable (Swift iterates only integer-like ranges); Int ranges are `Value.range`.
final class ComparableRange: NativeObject {
    let lower: Value
    let upper: Value
    let closed: Bool

    init(lower: Value, upper: Value, closed: Bool) {
        self.lower = lower
        self.upper = upper
        self.closed = closed
    }

    var typeName: String { closed ? "ClosedRange" : "Range" }

    /// Whether `value` lies in the range, by the bounds' own `<` (a script's too).
    func contains(_ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        if try interpreter.libraryLess(value, lower, range, source) { return false }
        return closed ? !(try interpreter.libraryLess(upper, value, range, source)) : try interpreter.libraryLess(value, upper, range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "lowerBound": return lower
        case "upperBound": return upper
        case "isEmpty": return .bool(!closed && Equality.compareValues(lower, upper))
        case "contains":
            return .builtin(BuiltinFunction("contains") { interpreter, arguments, range, source in
                guard arguments.count == 1 else { throw interpreter.runtimeError("contains(_:) takes one value", range, source) }
                return .bool(try self.contains(arguments[0].value, interpreter: interpreter, range: range, source: source))
            })
        default: return nil
        }
    }
}
