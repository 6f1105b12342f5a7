/// What the library gives a script type that conforms to `RangeReplaceableCollection` and declares
/// `replaceSubrange(_:with:)` (and `init()`): every other change is made through that one method, as Swift's
/// default implementations are (`append(x)` replaces the empty range at `endIndex` with one element,
/// `remove(at: i)` replaces `i..<index(after: i)` with none, `append(contentsOf:)` appends one element at a
/// time). So a type that logs in its `replaceSubrange` logs each of them, as it would in Swift.
/// `removeAll(where:)` is Swift's two defaults: a MutableCollection partitions itself (half-stably, through its
/// subscript) and removes the tail in one `replaceSubrange`; another rebuilds `self` as `filter` does, a new
/// `Self()` appending each element kept. The initializers `init(_:)` and `init(repeating:count:)` and `+` are in
/// `rangeReplaceableInit` and `rangeReplaceableConcatenation`.
extension Interpreter {
    static let rangeReplaceableMutations: Set<String> = ["append", "insert", "remove", "removeFirst", "removeLast", "removeAll",
                                                          "removeSubrange", "popLast", "reserveCapacity"]

    /// The script RangeReplaceableCollection type of `value` when it leaves `name` to the library, or nil: it has no
    /// member of the name, or, given the call's labels, none that takes them (`append(contentsOf:)` of a collection
    /// that declares only `append(_:)` is the library's).
    func rangeReplaceableType(_ value: Value, lacking name: String, labels: [String?]? = nil) -> TypeInfo? {
        guard let type = scriptType(of: value), isRangeReplaceable(type) else { return nil }
        guard type.hasInstanceMember(name) else { return type }
        guard let labels, !methodCandidates(name, of: type, isStatic: false).contains(where: { $0.parameters.map(\.label) == labels }) else {
            return nil
        }
        return type
    }

    func isRangeReplaceable(_ type: TypeInfo) -> Bool {
        isScriptCollection(type) && methodCandidates("replaceSubrange", of: type, isStatic: false).isEmpty == false
    }

    func mutateRangeReplaceable(_ name: String, _ target: inout Value, _ type: TypeInfo, _ arguments: [ArgumentValue],
                                _ range: SourceRange, _ source: SourceText) throws -> Value {
        let labels = arguments.map(\.label)
        let start = try member("startIndex", of: target, at: range, source)
        let end = try member("endIndex", of: target, at: range, source)
        func after(_ index: Value) throws -> Value { try callMethod("index", on: target, [ArgumentValue(label: "after", value: index)], range, source) }
        func before(_ index: Value) throws -> Value { try callMethod("index", on: target, [ArgumentValue(label: "before", value: index)], range, source) }
        func element(_ index: Value) throws -> Value { try subscriptGet(target, arguments: [ArgumentValue(label: nil, value: index)], range, source) }
        func replace(_ lower: Value, _ upper: Value, _ elements: [Value]) throws {
            try replaceSubrange(&target, type, lower, upper, with: elements, range, source)
        }
        func isEmpty() throws -> Bool { try libraryEqual(start, end, range, source) }
        func fail(_ message: String) -> ObsDiagnostic { runtimeError("Fatal error: \(message)", range, source) }
        switch (name, labels) {
        case ("reserveCapacity", _): return .void
        case ("append", [nil]):
            try replace(end, end, [arguments[0].value])
        case ("append", ["contentsOf"]):
            for element in try elements(of: arguments[0].value, range, source) {
                let end = try member("endIndex", of: target, at: range, source)
                try replace(end, end, [element])
            }
        case ("insert", [nil, "at"]):
            try replace(arguments[1].value, arguments[1].value, [arguments[0].value])
        case ("insert", ["contentsOf", "at"]):
            try replace(arguments[1].value, arguments[1].value, try elements(of: arguments[0].value, range, source))
        case ("remove", ["at"]):
            let removed = try element(arguments[0].value)
            try replace(arguments[0].value, try after(arguments[0].value), [])
            return removed
        case ("removeFirst", []):
            guard !(try isEmpty()) else { throw fail("Can't remove first element from an empty collection") }
            let removed = try element(start)
            try replace(start, try after(start), [])
            return removed
        case ("removeLast", []), ("popLast", []):
            if try isEmpty() {
                if name == "popLast" { return .none }
                throw fail("Can't remove last element from an empty collection")
            }
            let last = try before(end)
            let removed = try element(last)
            try replace(last, end, [])
            return name == "popLast" ? .optional(removed) : removed
        case ("removeFirst", [nil]), ("removeLast", [nil]):
            guard case .int(let count) = arguments[0].value else { break }
            guard count >= 0 else { throw fail("Number of elements to remove should be non-negative") }
            let indices = try scriptCollectionIndices(target, range, source) + [end]
            guard count < indices.count else { throw fail("Can't remove more items from a collection than it contains") }
            if name == "removeFirst" { try replace(start, indices[count], []) } else { try replace(indices[indices.count - 1 - count], end, []) }
        case ("removeSubrange", [nil]):
            let slice = try CollectionSliceValue.whole(target, interpreter: self, range: range, source: source)
            guard case .native(let removed as CollectionSliceValue) = try slice.subscriptGet([arguments[0].value], interpreter: self,
                                                                                              range: range, source: source) else { break }
            try replace(removed.startIndex, removed.end, [])
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            // Swift's default: `self = Self()`, unless the capacity is kept (then one `replaceSubrange` of everything).
            if case .bool(true)? = arguments.first?.value {
                try replace(start, end, [])
            } else {
                target = try construct(type, [], range, Frame.make(size: 1), source)
            }
        case ("removeAll", ["where"]), ("removeAll", [nil]):
            let doomed = { (element: Value) throws -> Bool in try self.isTrue(try self.invoke(arguments[0].value, [element], range, source), range, source) }
            let indices = try scriptCollectionIndices(target, range, source)
            if type.conforms(to: "MutableCollection") {
                // Swift's default for a MutableCollection: a half-stable partition (the kept elements swapped forward, in
                // order, through the type's subscript), then one `removeSubrange` of the rest.
                guard var kept = try indices.firstIndex(where: { try doomed(try element($0)) }) else {
                    // Nothing to remove: the empty tail is still removed (`removeSubrange(endIndex...)`).
                    try replace(end, end, [])
                    return .void
                }
                for position in indices.index(after: kept)..<indices.count where !(try doomed(try element(indices[position]))) {
                    _ = try mutateScriptCollection("swapAt", &target, [ArgumentValue(label: nil, value: indices[kept]),
                                                                       ArgumentValue(label: nil, value: indices[position])], range, source)
                    kept += 1
                }
                try replace(indices[kept], end, [])
            } else {
                // Otherwise `self = filter { !doomed($0) }`: a new `Self()` that appends each element kept.
                var rebuilt = try construct(type, [], range, Frame.make(size: 1), source)
                for index in indices {
                    let value = try element(index)
                    guard !(try doomed(value)) else { continue }
                    let rebuiltEnd = try member("endIndex", of: rebuilt, at: range, source)
                    try replaceSubrange(&rebuilt, type, rebuiltEnd, rebuiltEnd, with: [value], range, source)
                }
                target = rebuilt
            }
        default:
            throw noMember(name, target, range, source)
        }
        return .void
    }

    /// `target.replaceSubrange(lower..<upper, with: elements)` through the type's own method.
    func replaceSubrange(_ target: inout Value, _ type: TypeInfo, _ lower: Value, _ upper: Value, with elements: [Value],
                         _ range: SourceRange, _ source: SourceText) throws {
        guard let method = methodCandidates("replaceSubrange", of: type, isStatic: false).first else { return }
        let bounds: Value = if case .int(let low) = lower, case .int(let high) = upper {
            .range(lower: low, upper: high, closed: false)
        } else {
            .native(RangeValue(lower: lower, upper: upper, closed: false))
        }
        let result = try call(method, receiver: target, arguments: [ArgumentValue(label: nil, value: bounds),
                                                                  ArgumentValue(label: "with", value: .array(elements))], type: type)
        if case .structValue = target { target = result.newSelf }
        if case .enumCase = target { target = result.newSelf }
    }

    /// `Log(["a", "b"])` and `Log(repeating: "x", count: 3)` for a script RangeReplaceableCollection that
    /// declares neither: `Self()`, then `append(contentsOf:)`, as Swift's defaults do; nil for other inits.
    func rangeReplaceableInit(_ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                              _ source: SourceText) throws -> Value? {
        let labels = arguments.map(\.label)
        guard labels == [nil] || labels == ["repeating", "count"], canMakeWithoutArguments(type), isRangeReplaceable(type) else {
            return nil
        }
        let values = try arguments.map { try evaluate($0.value, frame, source) }
        let elements: [Value]
        if labels == [nil] {
            elements = try self.elements(of: values[0], range, source)
        } else {
            guard case .int(let count) = values[1] else { return nil }
            guard count >= 0 else { throw runtimeError("Fatal error: Negative count not allowed", range, source) }
            elements = Array(repeating: values[0], count: count)
        }
        var made = try construct(type, [], range, frame, source)
        _ = try mutateRangeReplaceable("append", &made, type, [ArgumentValue(label: "contentsOf", value: .array(elements))], range, source)
        return made
    }

    /// `log + ["x"]`, `["x"] + log`, `log + other`: a copy of the RangeReplaceableCollection operand with the
    /// other's elements appended (or, on the right, inserted at its start); nil when neither is one.
    func rangeReplaceableConcatenation(_ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if let type = rangeReplaceableType(left, lacking: "+") {
            var result = left
            _ = try mutateRangeReplaceable("append", &result, type, [ArgumentValue(label: "contentsOf", value: right)], range, source)
            return result
        }
        if let type = rangeReplaceableType(right, lacking: "+") {
            var result = right
            let start = try member("startIndex", of: result, at: range, source)
            try replaceSubrange(&result, type, start, start, with: try elements(of: left, range, source), range, source)
            return result
        }
        return nil
    }
}
