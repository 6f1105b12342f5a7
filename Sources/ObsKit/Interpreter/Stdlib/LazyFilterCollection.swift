/// `xs.lazy.filter(p)`, and chains of `filter` and `map` over a random-access collection, are Swift's
/// LazyFilterCollection and LazyMapCollection: `first`, `isEmpty`, `count` and `last` work through indices,
/// not an iterator. A filter's `startIndex` tests the base's elements from the start until one passes and
/// its `index(after:)` goes on from there; reading the element at an index reads the base's element again,
/// so every `map` below runs again (`lazy.map(f).filter(p).first` runs `f` once more for the element found).
/// A `compactMap(f)` is Swift's `map(f)`, then `filter { $0 != nil }`, then `map { $0! }`: finding an index
/// runs `f` on each element it tests, and reading the element found runs `f` on it again.
/// Iterating (`for`, `Array(...)`, `first(where:)`) pulls each element through each step once.
extension LazySequence {
    /// `first`, `isEmpty`, `count` and `last` of a chain of `map`s and `filter`s over a random-access base,
    /// or nil for other chains.
    func filteredProperty(_ name: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        guard let base = collectionBase, steps.allSatisfy({ step in
            switch step {
            case .map, .filter, .compactMap: return true
            default: return false
            }
        }) else { return nil }
        let chain = IndexedChain(steps: steps, count: base.count, element: { base.element(base.startIndex + $0) },
                                 interpreter: interpreter, range: range, source: source)
        let top = steps.count
        switch name {
        case "first":
            let start = try chain.index(top, from: 0)
            return start < base.count ? .optional(try chain.element(top, at: start)) : Value.none
        case "isEmpty":
            return .bool(try chain.index(top, from: 0) == base.count)
        case "count":
            var count = 0
            var position = try chain.index(top, from: 0)
            while position < base.count {
                count += 1
                position = try chain.index(top, from: position + 1)
            }
            return .int(count)
        case "last":
            // BidirectionalCollection's `last`: `isEmpty` (a scan from the start), then `index(before: endIndex)`.
            guard try chain.index(top, from: 0) < base.count else { return Value.none }
            return .optional(try chain.element(top, at: try chain.index(top, before: base.count)))
        default:
            return nil
        }
    }

    /// `prefix(n)`, `dropFirst(k)`, `suffix(n)` and `dropLast(k)` of a chain of `map`s and `filter`s over a
    /// random-access base, or nil for other chains and calls. Swift slices a lazy collection by index: Collection's
    /// `prefix` and `dropFirst` and BidirectionalCollection's `suffix` and `dropLast` find their bounds with
    /// `index(_:offsetBy:limitedBy:)`, so each filter tests elements now, in Swift's order (`prefix(2)` finds
    /// `startIndex`, steps twice, and finds `startIndex` again for `self[startIndex..<end]`); the slice is the same
    /// chain over the base's slice (`LazyFilterSequence<ArraySlice<Int>>`), whose elements run through the steps
    /// again when it is read.
    func indexedSlice(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                      _ source: SourceText) throws -> LazySequence? {
        guard ["prefix", "dropFirst", "suffix", "dropLast"].contains(name),
              arguments.count == 1 && arguments[0].label == nil && !arguments[0].value.isFunction || arguments.isEmpty && name.hasPrefix("drop"),
              let base = collectionBase, steps.allSatisfy({ step in
                  switch step {
                  case .map, .filter, .compactMap: return true
                  default: return false
                  }
              }) else { return nil }
        let count = try interpreter.countArgument(arguments, name, range, source, default: 1)
        let chain = IndexedChain(steps: steps, count: base.count, element: { base.element(base.startIndex + $0) },
                                 interpreter: interpreter, range: range, source: source)
        let top = steps.count
        let end = base.count
        func startIndex() throws -> Int { try chain.index(top, from: 0) }
        /// `index(i, offsetBy: n, limitedBy: limit)`: nil when it would pass `limit`.
        func index(_ i: Int, offsetBy n: Int, limitedBy limit: Int) throws -> Int? {
            var i = i
            for _ in 0..<abs(n) {
                if i == limit { return nil }
                i = n > 0 ? try chain.index(top, from: i + 1) : try chain.index(top, before: i)
            }
            return i
        }
        let bounds: Range<Int>
        switch name {
        case "prefix":
            let upper = try index(try startIndex(), offsetBy: count, limitedBy: end) ?? end
            bounds = try startIndex()..<upper
        case "dropFirst":
            bounds = (try index(try startIndex(), offsetBy: count, limitedBy: end) ?? end)..<end
        case "suffix":
            bounds = (try index(end, offsetBy: -count, limitedBy: try startIndex()) ?? startIndex())..<end
        default:
            let upper = try index(end, offsetBy: -count, limitedBy: try startIndex()) ?? startIndex()
            bounds = try startIndex()..<upper
        }
        let sliced: Value
        switch self.base {
        case .range(let lower, _, false):
            sliced = .range(lower: lower + bounds.lowerBound, upper: lower + bounds.upperBound, closed: false)
        case .range(_, _, true):
            // A closed range's SubSequence is a Slice of it (its indices here are offsets from its start).
            sliced = .native(CollectionSliceValue(base: self.base, positions: bounds.map { .int($0) }, end: .int(bounds.upperBound)))
        default:
            let elements = base.elements()
            sliced = .native(ArraySliceValue(Array(elements[bounds]), startIndex: base.startIndex + bounds.lowerBound))
        }
        return LazySequence(base: sliced, steps: steps, isLazy: true)
    }

    /// `contains(x)` of a filter: Swift's LazyFilterSequence tests `x` itself first, and is false at once when it
    /// fails; otherwise it asks its base, and a range answers at once; other bases (and other chains) are searched
    /// as their elements are pulled. Nil when this is no filter's `contains(_:)`.
    func filterContains(_ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        guard isLazy, arguments.count == 1, arguments[0].label == nil, case .filter(let test)? = steps.last else { return nil }
        switch arguments[0].value {
        case .closure, .function, .overloads, .builtin, .boundMethod: return nil  // `contains { ... }`
        default: break
        }
        guard try interpreter.predicate(test, arguments[0].value, range, source) else { return .bool(false) }
        // Then the filter's base is asked: a range answers at once; an array (or a map) is searched.
        if steps.count == 1, case .range(let lower, let upper, let closed) = base, case .int(let value) = arguments[0].value {
            return .bool(value >= lower && (closed ? value <= upper : value < upper))
        }
        return nil
    }

    /// The index arithmetic of nested lazy collections, by level: 0 is the base, level k is after `steps[k - 1]`.
    /// Positions count the base's elements from 0; `count` is the end position.
    private struct IndexedChain {
        let steps: [Step]
        let count: Int
        let element: (Int) -> Value
        let interpreter: Interpreter
        let range: SourceRange
        let source: SourceText

        /// The first valid position at `level` at or after `position` (a filter's `startIndex` and `index(after:)`).
        func index(_ level: Int, from position: Int) throws -> Int {
            guard level > 0 else { return min(position, count) }
            var current = try index(level - 1, from: position)
            while current < count, try !passes(level, at: current) {
                current = try index(level - 1, from: current + 1)
            }
            return current
        }

        /// The last valid position at `level` before `position` (`index(before:)`).
        func index(_ level: Int, before position: Int) throws -> Int {
            guard level > 0 else { return position - 1 }
            var current = try index(level - 1, before: position)
            while current >= 0, try !passes(level, at: current) {
                current = try index(level - 1, before: current)
            }
            return current
        }

        /// Whether the element at `position` below `level` is kept by the step to `level`: a map keeps all.
        private func passes(_ level: Int, at position: Int) throws -> Bool {
            switch steps[level - 1] {
            case .filter(let test): return try interpreter.predicate(test, try element(level - 1, at: position), range, source)
            case .compactMap(let transform): return try interpreter.invokeElement(transform, try element(level - 1, at: position), range, source).unwrapped != nil
            default: return true
            }
        }

        /// The element at `position` at `level`: the base's, through every `map` up to that level.
        func element(_ level: Int, at position: Int) throws -> Value {
            guard level > 0 else { return element(position) }
            let below = try element(level - 1, at: position)
            switch steps[level - 1] {
            case .map(let transform): return try interpreter.invokeElement(transform, below, range, source)
            case .compactMap(let transform): return try interpreter.invokeElement(transform, below, range, source).unwrapped ?? below
            default: return below
            }
        }
    }
}
