/// Swift's ranges over any Comparable (`"a"..."z"`, `0.0..<1.0`, ranges of Comparable enums, of string
/// indices) and its one-sided ranges (`5...`, `..<3`, `...10`); bounded Int ranges are `Value.range`, the
/// fast path. Faithful for bounds, `contains`, `~=`, `clamped(to:)`, `overlaps`; a one-sided range from an
/// integer is an infinite sequence.
final class RangeValue: NativeValue, NativeSequence, NativeDescribed {
    /// nil: no bound on that side (`..<3` has no lower bound, `5...` no upper one).
    let lower: Value?
    let upper: Value?
    let closed: Bool

    init(lower: Value?, upper: Value?, closed: Bool) {
        self.lower = lower
        self.upper = upper
        self.closed = closed
    }

    var typeName: String {
        let bound = (lower ?? upper).map { $0.typeName } ?? "Int"
        switch (lower, upper) {
        case (_?, nil): return "PartialRangeFrom<\(bound)>"
        case (nil, _?): return closed ? "PartialRangeThrough<\(bound)>" : "PartialRangeUpTo<\(bound)>"
        default: return closed ? "ClosedRange<\(bound)>" : "Range<\(bound)>"
        }
    }

    /// `1.0...2.0`; a one-sided range prints as Swift's do (`PartialRangeFrom<Int>(lowerBound: 5)`).
    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        switch (lower, upper) {
        case (let lower?, nil):
            let type = debug ? "Swift.PartialRangeFrom<\(interpreter.qualifiedTypeName(lower))>" : "PartialRangeFrom<\(lower.typeName)>"
            return "\(type)(lowerBound: \(interpreter.debugDescribe(lower)))"
        case (nil, let upper?):
            let name = closed ? "PartialRangeThrough" : "PartialRangeUpTo"
            let type = debug ? "Swift.\(name)<\(interpreter.qualifiedTypeName(upper))>" : "\(name)<\(upper.typeName)>"
            return "\(type)(upperBound: \(interpreter.debugDescribe(upper)))"
        default:
            let show: (Value) -> String = debug ? interpreter.debugDescribe : interpreter.describe
            let text = (lower.map(show) ?? "") + (closed ? "..." : "..<") + (upper.map(show) ?? "")
            return debug ? (closed ? "ClosedRange(" : "Range(") + text + ")" : text
        }
    }

    var printedForm: String { typeName }

    /// Whether the range is `name` (its own type with its arguments), `RangeExpression` (every range), a bounded
    /// range's protocols, `Sequence` for a one-sided range from a bound.
    func conforms(to name: String) -> Bool {
        if name == "RangeExpression" || typeName == name { return true }
        switch (lower, upper) {
        // Bounded ranges of Ints are `Value.range`; those of other integers are collections, the others
        // (of Doubles, Strings) are not.
        case (_?, _?) where integerBounds != nil:
            return ["Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sequence", "Collection",
                    "BidirectionalCollection", "RandomAccessCollection"].contains(name)
        case (_?, _?): return ["Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible"].contains(name)
        case (_?, nil): return name == "Sequence"
        default: return false
        }
    }

    /// Whether `value` lies in the range (`contains`, `~=`), by the bounds' own `<`.
    func contains(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        var value = value
        if case .symbol(let name) = value, let bound = lower ?? upper {
            // `(0.0...1.0).contains(.nan)`: a static member of the bounds' type.
            switch bound {
            case .double: if let constant = Interpreter.floatingPointStatic(name, of: Double.self) { value = .double(constant) }
            case .float: if let constant = Interpreter.floatingPointStatic(name, of: Float.self) { value = .float(constant) }
            default: break
            }
        }
        // A NaN is in no range: the range's `<=` and `<` on floating point are IEEE comparisons, all false.
        switch value {
        case .double(let number) where number.isNaN: return false
        case .float(let number) where number.isNaN: return false
        default: break
        }
        if let lower, try interpreter.libraryLess(value, lower, range, source) { return false }
        guard let upper else { return true }
        if try interpreter.libraryLess(upper, value, range, source) { return false }
        if closed { return true }
        return try interpreter.libraryLess(value, upper, range, source)
    }

    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? RangeValue, closed == other.closed else { return false }
        func same(_ a: Value?, _ b: Value?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let x?, let y?): return Equality.equatable(x, y) ?? false
            default: return false
            }
        }
        return same(lower, other.lower) && same(upper, other.upper)
    }

    func hash(into hasher: inout Hasher) {
        if let lower { hasher.combine(HashKey(value: lower)) }
        if let upper { hasher.combine(HashKey(value: upper)) }
    }

    /// A one-sided range from an integer counts up forever.
    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        // `for p in start..<end`: pointers are Strideable.
        if case .native(let first as PointerValue)? = lower, case .native(let last as PointerValue)? = upper,
           let walk = first.walk(to: last, closed: closed) {
            return walk
        }
        if let bounds = integerBounds { return integerIterator(bounds) }
        if let lower, let upper, interpreter.scriptType(of: lower) != nil { return try strideIterator(lower, upper, interpreter) }
        guard upper == nil, let lower else {
            throw interpreter.runtimeError("'\(typeName)' is not a Sequence: its bounds are not Strideable with an integer stride",
                                           .synthesized, interpreter.synthesizedSource)
        }
        var current = lower
        return ValueIterator {
            defer { current = (try? interpreter.apply(.add, current, .int(1), .synthesized, interpreter.synthesizedSource)) ?? current }
            return current
        }
    }

    /// `mon..<nextMon` of a script's `Strideable` type whose `Stride` is an integer (a countable range):
    /// `lower.advanced(by: n)` for each `n` up to `lower.distance(to: upper)`.
    private func strideIterator(_ lower: Value, _ upper: Value, _ interpreter: Interpreter) throws -> ValueIterator {
        let source = interpreter.synthesizedSource
        let distance = try interpreter.invoke(try interpreter.member("distance", of: lower, at: .synthesized, source), [upper], .synthesized, source)
        guard case .int(let steps) = distance else {
            throw interpreter.runtimeError("'\(typeName)' is not a Sequence: its Stride is not an integer", .synthesized, source)
        }
        let advance = try interpreter.member("advanced", of: lower, at: .synthesized, source)
        var offset = 0
        let end = closed ? steps + 1 : steps
        return ValueIterator {
            guard offset < end else { return nil }
            defer { offset += 1 }
            return try interpreter.invoke(advance, [.int(offset)], .synthesized, source)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "lowerBound": return lower
        case "upperBound": return upper
        case "description": return .string(describe(interpreter, debug: false))
        case "isEmpty":
            guard let lower, let upper else { return nil }
            return .bool(!closed && (Equality.equatable(lower, upper) ?? false))
        case "contains" where upper != nil || lower == nil, "clamped", "overlaps", "relative":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                try interpreter.rangeMethod(name, self, arguments, range, source)
            })
        case _ where integerBounds != nil:
            return try integerCollectionMember(name, integerBounds!, interpreter, range, source)
        case "lazy" where upper == nil && lower != nil:
            return .native(LazySequence(base: .native(self), steps: []))
        case _ where upper == nil && lower != nil:
            // A one-sided range from a number is a Sequence.
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                if name == "contains", arguments.count == 1, arguments[0].label == nil {
                    return try interpreter.rangeMethod(name, self, arguments, range, source)
                }
                guard let result = try interpreter.nativeSequenceMethod(name, self, arguments, range, source) else {
                    throw interpreter.noMember(name, .native(self), range, source)
                }
                return result
            })
        case _ where lower.map(Self.isPointer) == true && upper.map(Self.isPointer) == true
            || upper != nil && lower.map({ interpreter.scriptType(of: $0) != nil && interpreter.selfHasMember("advanced", $0) }) == true:
            // A range of pointers, or of a script's Strideable type, is a Collection of them
            // (`(start..<end).map { $0.pointee }`, `(mon..<nextMon).count`).
            let elements = try makeIterator(interpreter).drain(interpreter, range, source)
            return try interpreter.libraryProperty(name, of: .array(elements), range, source)
                ?? interpreter.libraryMethodValue(name, of: .array(elements))
        default: return nil
        }
    }

    private static func isPointer(_ value: Value) -> Bool {
        if case .native(is PointerValue) = value { return true }
        return false
    }
}

extension Interpreter {
    /// A source for what the runtime does on its own (a range stepping its iterator).
    var synthesizedSource: SourceText { SourceText(text: "", fileName: "<library>", firstLine: 1) }

    /// `a...b` / `a..<b` over any Comparable (Ints take the fast path before this).
    func makeRange(_ lower: Value, _ upper: Value, closed: Bool, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if try libraryLess(upper, lower, range, source) {
            throw runtimeError("Fatal error: Range requires lowerBound <= upperBound", range, source)
        }
        return .native(RangeValue(lower: lower, upper: upper, closed: closed))
    }

    /// `contains`, `clamped(to:)`, `overlaps(_:)` of any range (`Value.range` or `RangeValue`).
    func rangeMethod(_ name: String, _ base: RangeValue, _ arguments: [ArgumentValue], _ range: SourceRange,
                     _ source: SourceText) throws -> Value {
        let argument = try requireArgument(arguments, name == "clamped" || name == "relative" ? "to" : nil, in: name, range, source)
        switch name {
        case "relative":
            // `RangeExpression.relative(to:)`: the half-open range of the collection's indices it stands for
            // (unchecked, as Swift's: the subscript that takes it checks it).
            func index(_ member: String) throws -> Value { try self.member(member, of: argument, at: range, source) }
            let lower = try base.lower ?? index("startIndex")
            guard let upper = base.upper else { return rangeValue(lower: lower, upper: try index("endIndex"), closed: false) }
            guard base.closed else { return rangeValue(lower: lower, upper: upper, closed: false) }
            let after = try callMethod("index", on: argument, [ArgumentValue(label: "after", value: upper)], range, source)
            return rangeValue(lower: lower, upper: after, closed: false)
        case "contains":
            // `("a"..."f").contains("e")` of Unicode.Scalars: the literal is a scalar, the range's Bound.
            if case .native(is UnicodeScalarValue)? = base.lower ?? base.upper, case .string(let text) = argument,
               text.unicodeScalars.count == 1 {
                return .bool(try base.contains(.native(UnicodeScalarValue(text.unicodeScalars.first!)), self, range, source))
            }
            return .bool(try base.contains(argument, self, range, source))
        case "clamped":
            guard let other = asRangeValue(argument), let lower = base.lower, let upper = base.upper,
                  let limitLower = other.lower, let limitUpper = other.upper else {
                throw runtimeError("clamped(to:) expects a range", range, source)
            }
            let newLower = try libraryLess(lower, limitLower, range, source) ? limitLower : (try libraryLess(limitUpper, lower, range, source) ? limitUpper : lower)
            let newUpper = try libraryLess(limitUpper, upper, range, source) ? limitUpper : (try libraryLess(upper, limitLower, range, source) ? limitLower : upper)
            return rangeValue(lower: newLower, upper: newUpper, closed: base.closed)
        case "overlaps":
            guard let other = asRangeValue(argument), let aLower = base.lower, let aUpper = base.upper,
                  let bLower = other.lower, let bUpper = other.upper else {
                throw runtimeError("overlaps(_:) expects a range", range, source)
            }
            // Two ranges overlap when each starts before the other ends (an empty half-open range overlaps nothing).
            func startsBefore(_ start: Value, _ end: Value, closed: Bool) throws -> Bool {
                closed ? !(try libraryLess(end, start, range, source)) : try libraryLess(start, end, range, source)
            }
            let aEmpty = !base.closed && (Equality.equatable(aLower, aUpper) ?? false)
            let bEmpty = !other.closed && (Equality.equatable(bLower, bUpper) ?? false)
            if aEmpty || bEmpty { return .bool(false) }
            return .bool(try startsBefore(aLower, bUpper, closed: other.closed) && startsBefore(bLower, aUpper, closed: base.closed))
        default:
            throw noMember(name, .native(base), range, source)
        }
    }

    /// Any range as a `RangeValue` (a bounded Int range becomes one with Int bounds).
    func asRangeValue(_ value: Value) -> RangeValue? {
        switch value {
        case .range(let lower, let upper, let closed): return RangeValue(lower: .int(lower), upper: .int(upper), closed: closed)
        case .native(let range as RangeValue): return range
        default: return nil
        }
    }

    /// A range with these bounds, as the fast `Value.range` when both are Ints.
    func rangeValue(lower: Value, upper: Value, closed: Bool) -> Value {
        if case .int(let a) = lower, case .int(let b) = upper { return .range(lower: a, upper: b, closed: closed) }
        return .native(RangeValue(lower: lower, upper: upper, closed: closed))
    }
}
