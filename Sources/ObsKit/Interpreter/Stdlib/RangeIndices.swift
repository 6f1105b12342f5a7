/// A `Range<Int>` as the collection Swift makes it: its own indices (`startIndex` is its lower bound,
/// `index(after: i)` is `i + 1`, `r[i]` is `i`, `firstIndex(of: x)` is `x`) and its own SubSequence (`r[a..<b]`,
/// `prefix`, `suffix`, `dropFirst`, `dropLast` are Ranges); and the conversions `ClosedRange(a..<b)` and
/// `Range(a...b)` of countable ranges. A `ClosedRange`'s indices (Swift's opaque `ClosedRange.Index`) are offsets
/// here, as an array's: `index(after:)`, `index(_:offsetBy:)` and `distance` count, `r[i]` is the element at `i`,
/// `r[i..<j]` the elements between (a Range here, a `Slice<ClosedRange<Int>>` in Swift, which prints otherwise).
extension Interpreter {
    /// `startIndex`, `endIndex`, `indices` of `lower..<upper`.
    func halfOpenRangeProperty(_ name: String, _ lower: Int, _ upper: Int) -> Value? {
        switch name {
        case "startIndex": return .int(lower)
        case "endIndex": return .int(upper)
        case "indices": return .range(lower: lower, upper: upper, closed: false)
        default: return nil
        }
    }

    /// The methods of `lower..<upper` whose results are indices or subranges; nil for the others.
    func halfOpenRangeMethod(_ name: String, _ lower: Int, _ upper: Int, _ arguments: [ArgumentValue], _ range: SourceRange,
                             _ source: SourceText) throws -> Value? {
        // `Int.min..<5` has more elements than an Int counts: clamped, as only `min(n, count)` reads it.
        let (difference, overflow) = upper.subtractingReportingOverflow(lower)
        let count = overflow ? Int.max : difference
        func length() throws -> Int { try countArgument(arguments, name, range, source, default: name.hasPrefix("drop") ? 1 : nil) }
        switch name {
        case "firstIndex", "lastIndex":
            let base = Value.range(lower: lower, upper: upper, closed: false)
            guard let offset = try sequenceMethod(name, base, arguments, range, source) else { return nil }
            guard case .optional(.int(let position)) = offset else { return offset }
            return .optional(.int(lower + position))
        case "prefix" where arguments.count == 1 && arguments[0].label == nil:
            return .range(lower: lower, upper: lower + min(try length(), count), closed: false)
        case "suffix" where arguments.count == 1 && arguments[0].label == nil:
            return .range(lower: upper - min(try length(), count), upper: upper, closed: false)
        case "dropFirst" where arguments.count <= 1 && arguments.first?.label == nil:
            return .range(lower: lower + min(try length(), count), upper: upper, closed: false)
        case "dropLast" where arguments.count <= 1 && arguments.first?.label == nil:
            return .range(lower: lower, upper: upper - min(try length(), count), closed: false)
        default:
            return nil
        }
    }

    /// `r[i]` and `r[i..<j]` of `lower...upper`, `i` and `j` offsets from its start; out of bounds traps.
    func closedRangeSubscript(_ lower: Int, _ upper: Int, _ key: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        let (count, overflow) = upper.subtractingReportingOverflow(lower)
        guard !overflow, count < Int.max else { throw overflowError(range, source) }
        let offsets = try halfOpenRangeSubscript(0, count + 1, key, range, source)
        switch offsets {
        case .int(let offset): return .int(lower + offset)
        case .range(let start, let end, _): return .range(lower: lower + start, upper: lower + end, closed: false)
        default: return offsets
        }
    }

    /// `r[i]` (the index itself) and `r[a..<b]` (a subrange) of `lower..<upper`; out of bounds traps.
    func halfOpenRangeSubscript(_ lower: Int, _ upper: Int, _ key: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if case .int(let index) = key {
            guard index >= lower && index < upper else { throw runtimeError("Fatal error: Index out of range", range, source) }
            return key
        }
        guard let positions = asRangeValue(key) else {
            throw runtimeError("value of type 'Range<Int>' has no subscripts taking (\(key.typeName))", range, source)
        }
        guard case .int(let start)? = positions.lower ?? .int(lower), case .int(let bound)? = positions.upper ?? .int(upper) else {
            throw runtimeError("a Range<Int> is subscripted by a range of Int", range, source)
        }
        let (end, overflow) = bound.addingReportingOverflow(positions.upper != nil && positions.closed ? 1 : 0)
        if overflow { throw overflowError(range, source) }
        guard start >= lower, end <= upper, start <= end else { throw runtimeError("Fatal error: Range out of bounds", range, source) }
        return .range(lower: start, upper: end, closed: false)
    }

    /// `ClosedRange(a..<b)` (`a...b-1`; an empty one traps) and `Range(a...b)` (`a..<b+1`) of integers.
    func convertedRange(_ value: Value, toClosed: Bool, _ range: SourceRange, _ source: SourceText) throws -> Value {
        let typeName = toClosed ? "ClosedRange" : "Range"
        guard let given = asRangeValue(value), let lower = given.lower, let upper = given.upper,
              lower.isInteger, upper.isInteger else {
            throw runtimeError("referencing initializer 'init(_:)' on '\(typeName)' requires a range of integers, not '\(value.typeName)'", range, source)
        }
        if given.closed == toClosed { return value }
        if toClosed && (Equality.equatable(lower, upper) ?? false) {
            throw runtimeError("Fatal error: Can't form an empty closed range", range, source)
        }
        let newUpper = try apply(toClosed ? .subtract : .add, upper, .int(1), range, source)
        return rangeValue(lower: lower, upper: newUpper, closed: toClosed)
    }
}

extension Value {
    var isInteger: Bool {
        switch self {
        case .int, .sized: return true
        default: return false
        }
    }

    /// An integer of any width as an Int, when it fits one.
    var integerValue: Int? {
        switch self {
        case .int(let number): return number
        case .sized(let number): return number.intValue
        default: return nil
        }
    }
}
