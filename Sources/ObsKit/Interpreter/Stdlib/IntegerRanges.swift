/// Ranges of fixed-width integers (`UInt8(ascii: "a")...UInt8(ascii: "e")`, `Int8(-2)..<2`): as Swift's
/// `Range<UInt8>` and `ClosedRange<UInt8>` (their bound is Strideable with an integer stride), collections of
/// their bound's values, each of the bound's type. Faithful for iteration, `count`, `first`, `last`, `isEmpty`,
/// `contains` and the Sequence methods (run on the elements); their indices (`startIndex`, `index(after:)`,
/// subscripts) are not modelled: only `Range<Int>`'s are. (`Int` ranges are `Value.range`, the fast path.)
extension RangeValue {
    /// The bounds, when both are fixed-width integers of one kind.
    var integerBounds: (lower: SizedInt, upper: SizedInt)? {
        guard case .sized(let lower)? = lower, case .sized(let upper)? = upper, lower.kind == upper.kind else { return nil }
        return (lower, upper)
    }

    /// The elements in order, from the lower bound up, never stepping past the type's largest value.
    func integerIterator(_ bounds: (lower: SizedInt, upper: SizedInt)) -> ValueIterator {
        (try? bounds.lower.kind.run(Elements(lower: bounds.lower, upper: bounds.upper, closed: closed)))!
    }

    /// How many elements, the bounds' distance as an Int (their Stride): nil when it does not fit one (Swift traps).
    func integerCount(_ bounds: (lower: SizedInt, upper: SizedInt)) -> Int? {
        let distance: Int?
        if bounds.lower.isSigned {
            let (difference, overflow) = Int64(bitPattern: bounds.upper.bits).subtractingReportingOverflow(Int64(bitPattern: bounds.lower.bits))
            distance = overflow ? nil : Int(difference)
        } else {
            distance = Int(exactly: bounds.upper.bits - bounds.lower.bits)
        }
        guard let distance else { return nil }
        let (count, overflow) = distance.addingReportingOverflow(closed ? 1 : 0)
        return overflow ? nil : count
    }

    /// A Collection member of an integer range (the range's own ones, `lowerBound`, `contains`..., come first).
    func integerCollectionMember(_ name: String, _ bounds: (lower: SizedInt, upper: SizedInt), _ interpreter: Interpreter,
                                 _ range: SourceRange, _ source: SourceText) throws -> Value? {
        switch name {
        case "count", "underestimatedCount":
            guard let count = integerCount(bounds) else { throw interpreter.overflowError(range, source) }
            return .int(count)
        case "first":
            return try integerIterator(bounds).next().map { .optional($0) } ?? Value.none
        case "last":
            guard closed else {
                if bounds.lower == bounds.upper { return Value.none }
                return .optional(try interpreter.apply(.subtract, .sized(bounds.upper), .int(1), range, source))
            }
            return .optional(.sized(bounds.upper))
        case "lazy":
            return .native(LazySequence(base: .native(self), steps: []))
        case "startIndex", "endIndex", "indices", "index", "distance", "formIndex":
            return nil
        default:
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard let result = try interpreter.nativeSequenceMethod(name, self, arguments, range, source) else {
                    throw interpreter.noMember(name, .native(self), range, source)
                }
                return result
            })
        }
    }

    private struct Elements: IntegerOperation {
        let lower: SizedInt
        let upper: SizedInt
        let closed: Bool

        func run<T: FixedWidthInteger>(_ type: T.Type) throws -> ValueIterator {
            let last = upper.value(as: T.self)
            var next: T? = lower.value(as: T.self)
            let kind = lower.kind
            return ValueIterator { [closed] in
                guard let current = next, closed ? current <= last : current < last else { return nil }
                next = current == last ? nil : current + 1
                return .sized(SizedInt(current, kind: kind))
            }
        }
    }
}
