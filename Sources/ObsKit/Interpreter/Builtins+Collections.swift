/// The elements of library sequences, and Array's mutating methods (run in place: Stdlib+Mutating).
extension Interpreter {
    /// The elements of anything iterable (arrays, ranges, strings as characters, sets, dictionaries as
    /// `(key:value:)` tuples).
    func elements(of value: Value, _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        switch value {
        case .array(let elements): return elements
        case .range(let lower, let upper, let closed):
            // A range is made into its elements here (Swift's are lazy): sized and counted first.
            guard closed ? lower <= upper : lower < upper else { return [] }
            let count = upper.subtractingReportingOverflow(lower)
            let elements = count.overflow || (closed && count.partialValue == .max) ? Int.max : count.partialValue + (closed ? 1 : 0)
            try checkArrayAllocation(count: elements, sample: .int(0), range, source)
            try countSteps(elements, range, source)
            return (closed ? Array(lower...upper) : Array(lower..<upper)).map { .int($0) }
        case .string(let text):
            try countSteps(text.utf8.count, range, source)
            return text.map { .character($0) }
        case .set(let set): return set.members
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { .tuple(TupleValue(elements: [$0, $1], labels: ["key", "value"])) }
        default:
            guard isIteratedSequence(value) else { throw runtimeError("value of type '\(value.typeName)' is not a Sequence", range, source) }
            return try makeIterator(value, range, source).drain(self, range, source)
        }
    }

    static let mutatingArrayMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "sort", "reverse", "popLast", "swapAt",
        "move",
        "removeSubrange", "replaceSubrange", "partition", "shuffle", "reserveCapacity",
        "withUnsafeMutableBufferPointer", "withUnsafeMutableBytes",
    ]

    /// Mutating methods of arrays, on the array in place.
    func mutateArray(_ name: String, _ elements: inout [Value], _ arguments: [ArgumentValue],
                     _ range: SourceRange, _ source: SourceText) throws -> Value {
        func argument(_ label: String?) throws -> Value {
            guard let found = arguments.first(where: { $0.label == label }) else {
                throw runtimeError("missing argument\(label.map { " for parameter '\($0)'" } ?? "") in call to '\(name)'", range, source)
            }
            return found.value
        }
        func checkedIndex(_ value: Value, allowEnd: Bool = false) throws -> Int {
            guard case .int(let index) = value, index >= 0, index < elements.count + (allowEnd ? 1 : 0) else {
                throw runtimeError("Fatal error: Index out of range", range, source)
            }
            return index
        }
        switch name {
        case "reserveCapacity":
            guard case .int(let wanted) = try argument(nil), wanted >= 0 else {
                throw runtimeError("reserveCapacity(_:) takes a non-negative Int", range, source)
            }
            try checkGrowth(count: elements.count, adding: max(0, wanted - elements.count), sample: elements.first, range, source)
            elements.reserveCapacity(wanted)
            return .void
        case "append":
            if let contents = arguments.first(where: { $0.label == "contentsOf" }) {
                let added = try self.elements(of: contents.value, range, source)
                try checkGrowth(count: elements.count, adding: added.count, sample: added.first, range, source)
                elements += added
            } else {
                elements.append(Self.labelledLike(elements.first, try argument(nil)))
            }
            return .void
        case "insert":
            let position = try checkedIndex(try argument("at"), allowEnd: true)
            if let contents = arguments.first(where: { $0.label == "contentsOf" }) {
                elements.insert(contentsOf: try self.elements(of: contents.value, range, source), at: position)
            } else {
                elements.insert(Self.labelledLike(elements.first, try argument(nil)), at: position)
            }
            return .void
        case "removeSubrange":
            elements.removeSubrange(try bounds(of: try argument(nil), count: elements.count, range, source))
            return .void
        case "replaceSubrange":
            let replaced = try bounds(of: try argument(nil), count: elements.count, range, source)
            elements.replaceSubrange(replaced, with: try self.elements(of: try argument("with"), range, source))
            return .void
        case "partition":
            // Swift's algorithm, so the order of each side is the order Swift leaves.
            guard let test = arguments.first(where: { $0.label == "by" || $0.value.isFunction })?.value else {
                throw runtimeError("missing argument for parameter 'by' in call to 'partition'", range, source)
            }
            var failure: Error?
            let pivot = elements.partition { element in
                guard failure == nil else { return false }
                do { return try predicate(test, element, range, source) } catch { failure = error; return false }
            }
            if let failure { throw failure }
            return .int(pivot)
        case "shuffle":
            try drawing(from: arguments.first { $0.label == "using" }, range, source) { elements.shuffle(using: &$0) }
            return .void
        case "remove" where arguments.first?.label == "atOffsets":
            // SwiftUI's `remove(atOffsets: IndexSet)`, for `onDelete`.
            let offsets = try self.elements(of: try argument("atOffsets"), range, source).map { try checkedIndex($0) }
            for offset in Set(offsets).sorted(by: >) { elements.remove(at: offset) }
            return .void
        case "remove":
            return elements.remove(at: try checkedIndex(try argument("at")))
        case "move":
            // SwiftUI's `move(fromOffsets: IndexSet, toOffset: Int)`, for `onMove`: the destination is an
            // offset in the array before the move.
            let offsets = Set(try self.elements(of: try argument("fromOffsets"), range, source).map { try checkedIndex($0) }).sorted()
            let destination = try checkedIndex(try argument("toOffset"), allowEnd: true)
            let moved = offsets.map { elements[$0] }
            let before = offsets.filter { $0 < destination }.count
            for offset in offsets.reversed() { elements.remove(at: offset) }
            elements.insert(contentsOf: moved, at: destination - before)
            return .void
        case "removeLast", "removeFirst":
            if let given = arguments.first(where: { $0.label == nil })?.value {
                guard case .int(let count) = given, count >= 0, count <= elements.count else {
                    throw runtimeError("Fatal error: Can't remove more items from a collection than it contains", range, source)
                }
                if name == "removeLast" { elements.removeLast(count) } else { elements.removeFirst(count) }
                return .void
            }
            guard !elements.isEmpty else {
                throw runtimeError("Fatal error: Can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection", range, source)
            }
            return name == "removeLast" ? elements.removeLast() : elements.removeFirst()
        case "popLast":
            return elements.popLast()?.asOptional ?? Value.none
        case "removeAll":
            if let predicate = arguments.first(where: { $0.label == "where" || $0.value.isFunction }) {
                elements = try elements.filter { !(try isTrue(try invoke(predicate.value, [$0], range, source), range, source)) }
            } else {
                let keep = arguments.first { $0.label == "keepingCapacity" }.map { if case .bool(true) = $0.value { true } else { false } } ?? false
                elements.removeAll(keepingCapacity: keep)
            }
            return .void
        case "sort":
            elements = try sortedElements(elements, arguments, range, source)
            return .void
        case "reverse":
            elements.reverse()
            return .void
        case "swapAt":
            guard arguments.count == 2 else { throw runtimeError("swapAt(_:_:) takes two indices", range, source) }
            elements.swapAt(try checkedIndex(arguments[0].value), try checkedIndex(arguments[1].value))
            return .void
        case "withUnsafeMutableBufferPointer", "withUnsafeMutableBytes":
            return try lendElementsMutably(name, &elements, arguments, range, source)
        default:
            throw runtimeError("value of type 'Array' has no member '\(name)'", range, source)
        }
    }

    func isTrue(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        guard case .bool(let truth) = value else {
            throw runtimeError("cannot convert value of type '\(value.typeName)' to 'Bool'", range, source)
        }
        return truth
    }

    func sortedElements(_ elements: [Value], _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        if let comparators = arguments.first(where: { $0.label == "using" }) { return try sorted(elements, using: comparators.value, range, source) }
        var failure: Error?
        let predicate = arguments.first { $0.label == "by" || $0.label == nil }?.value
        let sorted = elements.sorted { a, b in
            guard failure == nil else { return false }
            do {
                // Each comparison is a step: Ctrl-C and the step budget reach a long sort.
                try countStep(range, source)
                if let predicate { return try isTrue(try invoke(predicate, [a, b], range, source), range, source) }
                return try isTrue(try apply(.less, a, b, range, source), range, source)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return sorted
    }
}

extension Interpreter {
    /// `events.append((t, nil))` where the elements are `(time: Int, text: String?)`: the new tuple takes the
    /// element type's labels (and an optional where the element has one), as Swift converts it to the element type.
    static func labelledLike(_ sample: Value?, _ added: Value) -> Value {
        guard case .tuple(let model)? = sample, case .tuple(var tuple) = added, tuple.elements.count == model.elements.count,
              tuple.labels.allSatisfy({ $0 == nil }), model.labels.contains(where: { $0 != nil }) else { return added }
        tuple.labels = model.labels
        for index in tuple.elements.indices {
            switch model.elements[index] {
            case .optional, .none: tuple.elements[index] = tuple.elements[index].asOptional
            default: break
            }
        }
        return .tuple(tuple)
    }
}
