/// What the library gives a script type that conforms to `Collection` (and `BidirectionalCollection`,
/// `MutableCollection`) beyond iteration: moving indices (`index(_:offsetBy:)`, `distance(from:to:)`,
/// `formIndex(after:)`/`formIndex(before:)`), and reordering in place through the type's own subscript
/// setter (`swapAt`, `reverse`, `sort`, `partition(by:)`, `shuffle`): the elements are taken out in index
/// order, reordered as an array's would be, and written back position by position, as Swift's default
/// implementations write through `self[i]`.
extension Interpreter {
    static let scriptCollectionMutations: Set<String> = ["swapAt", "reverse", "sort", "partition", "shuffle"]

    /// Whether `value` is a script collection whose type leaves `name` to the library's defaults.
    func isScriptCollection(_ value: Value, lacking name: String) -> Bool {
        guard let type = scriptType(of: value), isScriptCollection(type), !type.hasInstanceMember(name) else { return false }
        return true
    }

    /// Every valid index of a script collection, in order.
    func scriptCollectionIndices(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        switch try scriptSequenceMember("indices", of: value, range, source) {
        case .array(let indices)?: return indices
        case .range(let lower, let upper, false)?: return (lower..<max(lower, upper)).map { .int($0) }
        default: return []
        }
    }

    /// `swapAt`, `reverse`, `sort`, `partition(by:)`, `shuffle` on a script MutableCollection held in `target`.
    func mutateScriptCollection(_ name: String, _ target: inout Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                                _ source: SourceText) throws -> Value {
        if name == "swapAt", arguments.count == 2 {
            // Swift's default: nothing for one index, else `self[i]` and `self[j]` written, in that order.
            let (i, j) = (arguments[0].value, arguments[1].value)
            if try libraryEqual(i, j, range, source) { return .void }
            let first = try subscriptGet(target, arguments: [ArgumentValue(label: nil, value: i)], range, source)
            let second = try subscriptGet(target, arguments: [ArgumentValue(label: nil, value: j)], range, source)
            try subscriptSet(&target, arguments: [ArgumentValue(label: nil, value: i)], second, range, source)
            try subscriptSet(&target, arguments: [ArgumentValue(label: nil, value: j)], first, range, source)
            return .void
        }
        let indices = try scriptCollectionIndices(target, range, source)
        var elements = try indices.map { try subscriptGet(target, arguments: [ArgumentValue(label: nil, value: $0)], range, source) }
        var array = Value.array(elements)
        var result: Value
        if name == "partition", let type = scriptType(of: target), !type.conforms(to: "BidirectionalCollection"),
           !type.conforms(to: "RandomAccessCollection"), let test = arguments.first(where: { $0.label == "by" })?.value {
            // A MutableCollection that cannot step back: Swift's forward partition (swaps each element that stays
            // in front with the first that goes behind), not the two-ended one arrays use.
            var pivot = elements.count
            var position = 0
            while position < elements.count {
                guard case .bool(let goesBehind) = try invoke(test, [elements[position]], range, source) else {
                    throw runtimeError("partition(by:) expects a predicate that returns Bool", range, source)
                }
                if pivot == elements.count { if goesBehind { pivot = position } } else if !goesBehind {
                    elements.swapAt(pivot, position)
                    pivot += 1
                }
                position += 1
            }
            result = .int(pivot)
        } else {
            result = try mutate(name, &array, arguments, range, source)
            if case .array(let reordered) = array { elements = reordered }
        }
        for (index, element) in zip(indices, elements) {
            try subscriptSet(&target, arguments: [ArgumentValue(label: nil, value: index)], element, range, source)
        }
        // `partition(by:)` answers an index of the collection.
        if name == "partition", case .int(let position) = result {
            return position < indices.count ? indices[position] : try member("endIndex", of: target, at: range, source)
        }
        return result
    }

    /// `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`, `distance(from:to:)` on a script collection;
    /// nil for other names.
    func scriptCollectionIndexMethod(_ name: String, on base: Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                                     _ source: SourceText) throws -> Value? {
        let labels = arguments.map(\.label)
        if Self.isIndexOf(name, arguments) { return try callMethod("firstIndex", on: base, arguments, range, source) }
        switch (name, labels) {
        case ("index", ["after"]), ("index", ["before"]):
            // An Int index's neighbours (a collection that declares other `index` methods only, `index(of:)`), and a
            // Strideable index's (RandomAccessCollection's defaults): `advanced(by: ±1)`.
            if case .int(let position) = arguments[0].value { return .int(labels[0] == "after" ? position + 1 : position - 1) }
            guard let indexType = scriptType(of: arguments[0].value), indexType.method("advanced") != nil else { return nil }
            let step = Value.int(labels[0] == "after" ? 1 : -1)
            return try callMethod("advanced", on: arguments[0].value, [ArgumentValue(label: "by", value: step)], range, source)
        case ("index", [nil, "offsetBy"]), ("index", [nil, "offsetBy", "limitedBy"]):
            guard case .int(let distance) = arguments[1].value else { return nil }
            let indices = try scriptCollectionIndices(base, range, source) + [try member("endIndex", of: base, at: range, source)]
            guard let start = try indices.firstIndex(where: { try libraryEqual($0, arguments[0].value, range, source) }) else { return nil }
            if arguments.count == 3, let limit = try indices.firstIndex(where: { try libraryEqual($0, arguments[2].value, range, source) }),
               distance >= 0 ? start + distance > limit && start <= limit : start + distance < limit && start >= limit {
                return Value.none
            }
            guard indices.indices.contains(start + distance) else { throw runtimeError("Fatal error: Index out of bounds", range, source) }
            return arguments.count == 3 ? .optional(indices[start + distance]) : indices[start + distance]
        case ("distance", ["from", "to"]):
            let indices = try scriptCollectionIndices(base, range, source) + [try member("endIndex", of: base, at: range, source)]
            guard let from = try indices.firstIndex(where: { try libraryEqual($0, arguments[0].value, range, source) }),
                  let to = try indices.firstIndex(where: { try libraryEqual($0, arguments[1].value, range, source) }) else { return nil }
            return .int(to - from)
        default:
            return nil
        }
    }

    /// `formIndex(after: &i)` / `formIndex(before: &i)`: `i = index(after: i)` through the type's own methods
    /// (a library collection's `index(after:)` for a String, an Array, a string's views).
    func formScriptCollectionIndex(on base: Value, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                                   _ source: SourceText) throws -> Value? {
        if arguments.count >= 2, arguments[0].label == nil, case .inoutArgument(let target) = arguments[0].value.kind,
           arguments[1].label == "offsetBy" {
            // `s.formIndex(&i, offsetBy: 3)` (and `limitedBy:`): `index(i, offsetBy:)`, stored back in `i`.
            let given = [ArgumentValue(label: nil, value: try evaluate(target, frame, source))]
                + (try arguments.dropFirst().map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) })
            let moved = try callMethod("index", on: base, given, range, source)
            if arguments.count == 3 {
                // With `limitedBy:`, whether the index moved the whole way (it stays at the limit otherwise).
                guard case .optional(let reached) = moved else {
                    try assign(given.last!.value, to: target, frame, source)
                    return .bool(false)
                }
                try assign(reached, to: target, frame, source)
                return .bool(true)
            }
            try assign(moved, to: target, frame, source)
            return .void
        }
        guard arguments.count == 1, let label = arguments[0].label, ["after", "before"].contains(label),
              case .inoutArgument(let target) = arguments[0].value.kind else { return nil }
        let position = try evaluate(target, frame, source)
        let moved: Value
        if scriptType(of: base).map({ type in methodCandidates("index", of: type, isStatic: false).contains(where: { $0.parameters.first?.label == label }) }) ?? true {
            moved = try callMethod("index", on: base, [ArgumentValue(label: label, value: position)], range, source)
        } else if case .int(let number) = position {
            // Int indices without their own `index(after:)`/`index(before:)`: the next or previous integer.
            moved = .int(label == "after" ? number + 1 : number - 1)
        } else {
            return nil
        }
        try assign(moved, to: target, frame, source)
        return .void
    }
}
