/// The standard library's collection algorithms that take another collection (SE-0357, Swift 5.7, no
/// Foundation): on an array or array slice, `contains(_:)`, `firstRange(of:)`, `ranges(of:)`,
/// `split(separator:)`, `replacing(_:with:maxReplacements:)` and `trimmingPrefix(_:)` whose argument is a
/// collection of the elements (`bytes.contains([255, 255])`). Matches are found left to right and do not
/// overlap, as Swift's are; ranges are the array's indices.
extension Interpreter {
    /// Whether `argument` is a collection of `elements`' kind (not an element itself: `[[1], [2]].contains([1])`
    /// compares elements).
    private func isSubsequenceArgument(_ argument: Value?, of elements: [Value]) -> [Value]? {
        guard let argument else { return nil }
        let pattern: [Value]
        switch argument {
        case .array(let items): pattern = items
        case .native(let slice as ArraySliceValue): pattern = slice.elements
        default: return nil
        }
        if let first = elements.first {
            switch first {
            case .array, .native(is ArraySliceValue): return nil
            default: break
            }
        }
        return pattern
    }

    /// The non-overlapping matches of `pattern` in `elements`, left to right (an empty pattern matches nowhere
    /// here; Swift's matches at every position, which no one asks for).
    private func matches(of pattern: [Value], in elements: [Value], limit: Int = .max, _ range: SourceRange,
                         _ source: SourceText) throws -> [Range<Int>] {
        guard !pattern.isEmpty, pattern.count <= elements.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start + pattern.count <= elements.count, found.count < limit {
            try countStep(range, source)
            var equal = true
            for offset in pattern.indices where !(try libraryEqual(elements[start + offset], pattern[offset], range, source)) {
                equal = false
                break
            }
            if equal {
                found.append(start..<(start + pattern.count))
                start += pattern.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// The algorithm `name` when its argument is a collection; nil otherwise (the element forms run).
    func collectionSearch(_ name: String, _ base: Value, _ elements: [Value], _ arguments: [ArgumentValue], _ range: SourceRange,
                          _ source: SourceText) throws -> Value? {
        let startIndex: Int
        switch base {
        case .array: startIndex = 0
        case .native(let slice as ArraySliceValue): startIndex = slice.startIndex
        default: return nil
        }
        func shifted(_ found: Range<Int>) -> Value { .range(lower: found.lowerBound + startIndex, upper: found.upperBound + startIndex, closed: false) }
        switch name {
        case "contains":
            guard arguments.count == 1, let pattern = isSubsequenceArgument(argument(arguments, nil), of: elements) else { return nil }
            let found = try matches(of: pattern, in: elements, limit: 1, range, source)
            return .bool(pattern.isEmpty || !found.isEmpty)
        case "firstRange":
            guard let pattern = isSubsequenceArgument(argument(arguments, "of"), of: elements) else { return nil }
            return try matches(of: pattern, in: elements, limit: 1, range, source).first.map { .optional(shifted($0)) } ?? Value.none
        case "ranges":
            guard let pattern = isSubsequenceArgument(argument(arguments, "of"), of: elements) else { return nil }
            return .array(try matches(of: pattern, in: elements, range, source).map(shifted))
        case "split":
            guard let pattern = isSubsequenceArgument(argument(arguments, "separator"), of: elements) else { return nil }
            let maxSplits = try maxSplitsArgument(arguments, range, source)
            var omitting = true
            if let value = argument(arguments, "omittingEmptySubsequences") { omitting = try isTrue(value, range, source) }
            var parts: [Value] = []
            var start = 0
            for found in try matches(of: pattern, in: elements, limit: maxSplits, range, source) {
                if !(omitting && found.lowerBound == start) {
                    parts.append(.native(ArraySliceValue(Array(elements[start..<found.lowerBound]), startIndex: start + startIndex)))
                }
                start = found.upperBound
            }
            if !(omitting && start == elements.count) {
                parts.append(.native(ArraySliceValue(Array(elements[start...]), startIndex: start + startIndex)))
            }
            return .array(parts)
        case "replacing":
            guard let pattern = isSubsequenceArgument(argument(arguments, nil), of: elements),
                  let replacement = argument(arguments, "with") else { return nil }
            var limit = Int.max
            if case .int(let count)? = argument(arguments, "maxReplacements") { limit = count }
            let inserted = try self.elements(of: replacement, range, source)
            var result: [Value] = []
            var start = 0
            for found in try matches(of: pattern, in: elements, limit: limit, range, source) {
                result += elements[start..<found.lowerBound] + inserted
                start = found.upperBound
            }
            return .array(result + elements[start...])
        case "trimmingPrefix":
            guard let pattern = isSubsequenceArgument(argument(arguments, nil), of: elements) else { return nil }
            let trimmed = try matches(of: pattern, in: elements, limit: 1, range, source).first.map { $0.lowerBound == 0 ? $0.upperBound : 0 } ?? 0
            return .native(ArraySliceValue(Array(elements[trimmed...]), startIndex: trimmed + startIndex))
        default:
            return nil
        }
    }
}
