/// Mutating methods of library values (`xs.append(x)`, `set.insert(x)`, `dict.removeValue(forKey:)`,
/// `text.append("!")`), run on the value in place through `modify`, so a uniquely held buffer is not copied.
extension Interpreter {
    /// FloatingPoint's mutating methods and the non-mutating ones whose result they store.
    static let floatingPointMutations: [String: String] = [
        "round": "rounded", "formTruncatingRemainder": "truncatingRemainder", "formRemainder": "remainder",
        "formSquareRoot": "squareRoot", "addProduct": "addingProduct",
    ]

    static let mutatingLibraryMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "sort", "reverse", "popLast", "popFirst",
        "swapAt", "removeValue", "updateValue", "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
        "merge", "move", "removeSubrange", "replaceSubrange", "partition", "update", "shuffle", "reserveCapacity", "round", "convert",
        "write", "withUnsafeMutableBufferPointer", "withUnsafeMutableBytes", "setValue", "negate", "replace", "trimPrefix",
        "formTruncatingRemainder", "formRemainder", "formSquareRoot", "addProduct", "take",
    ]

    /// Whether `name` is one of `mutatingLibraryMethods`. The last name asked for that is not one is kept
    /// (issue 14: every method call asks, and a loop asks for the same name each time; comparing it costs
    /// far less than hashing it).
    func isMutatingLibraryMethod(_ name: String) -> Bool {
        if name == lastNonMutatingName { return false }
        if Self.mutatingLibraryMethods.contains(name) { return true }
        lastNonMutatingName = name
        return false
    }

    /// Array methods that take positions: on a slice they would need its base's indices, which
    /// `mutateArray` does not know, so a slice that does not start at 0 refuses them.
    static let indexedArrayMethods: Set<String> = ["insert", "remove", "swapAt", "removeSubrange", "replaceSubrange", "move"]
    /// The indexed ones a slice that does not start at 0 runs, its indices taken back to positions.
    static let sliceIndexedMethods: Set<String> = ["insert", "remove", "swapAt"]

    /// Runs `baseExpr.name(arguments)` in place when `baseExpr` holds a library value with that mutating
    /// method; nil otherwise (a script type's own `append`, say).
    func mutateLibraryValue(_ name: String, on baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                            _ frame: Frame, _ source: SourceText) throws -> Value? {
        // `text.write(to: &stream)` writes `text` somewhere else (TextOutputStreamable); `write(_:)` changes it.
        if name == "write", arguments.first?.label == "to" { return nil }
        // (A base with a computed property on the way is read by the change only: its getter runs once.)
        let readsFreely = Self.isPlace(baseExpr) ? try storedValue(baseExpr, frame, source) != nil : Self.isElementOfPlace(baseExpr)
        // A base read through the script's own code (`box["a"]?.append(2)`, a subscript's getter) is read once,
        // as Swift reads it for the change: what it holds is checked in the change itself.
        if readsFreely {
            guard try holdsMutableLibraryValue(name, baseExpr, labels: arguments.map(\.label), frame, source) else { return nil }
        }
        /// The arguments; an implicit member among them is read against the base's elements (`base`, when the change
        /// already holds it: the place it came from is being changed and cannot be read again).
        func values(_ base: Value? = nil) throws -> [ArgumentValue] {
            try arguments.map { argument in
                if let passed = try inoutLibraryArgument(argument, frame, source) { return passed }
                let value = if let base {
                    try libraryArgument(argument.value, elementOf: base, frame, source)
                } else {
                    try libraryArgument(argument.value, elementOf: baseExpr, frame, source)
                }
                return ArgumentValue(label: argument.label, value: value)
            }
        }
        var result = Value.void
        guard !readsFreely else {
            let given = try values()
            try modify(baseExpr, frame, source) { target in result = try mutate(name, &target, given, range, source) }
            return result
        }
        do {
            try modify(baseExpr, frame, source) { target in
                guard holdsMutableLibraryValue(name, target, labels: arguments.map(\.label)) else { throw NotALibraryMutation() }
                // After the base, as Swift evaluates them (and not at all when an optional chain ends first).
                result = try mutate(name, &target, try values(target), range, source)
            }
        } catch is NotALibraryMutation {
            return nil
        }
        return result
    }

    /// Ends a change `mutateLibraryValue` started on a base that turned out not to hold a library value with
    /// that mutating method (before anything was written back).
    private struct NotALibraryMutation: Error {}

    /// Whether `expr` now holds a value with the mutating method `name` (evaluated in its own scope, so no
    /// copy outlives the check and the value stays uniquely referenced).
    private func holdsMutableLibraryValue(_ name: String, _ expr: Expr, labels: [String?], _ frame: Frame, _ source: SourceText) throws -> Bool {
        holdsMutableLibraryValue(name, try evaluate(expr, frame, source), labels: labels)
    }

    func holdsMutableLibraryValue(_ name: String, _ value: Value, labels: [String?]) -> Bool {
        switch value {
        case .array:
            // The last name found is kept, as `isMutatingLibraryMethod` keeps its miss: a loop of `xs.append(x)` asks
            // for the same name each time, and comparing it costs far less than hashing it (issue 14).
            if name == lastMutatingArrayName { return true }
            guard Self.mutatingArrayMethods.contains(name) else { return false }
            lastMutatingArrayName = name
            return true
        case .native(let slice as ArraySliceValue):
            // `numbers[1...3].reverse()`: changed as an array, kept at its base's indices.
            return name == "popFirst" || Self.mutatingArrayMethods.contains(name)
                && (slice.startIndex == 0 || !Self.indexedArrayMethods.contains(name) || Self.sliceIndexedMethods.contains(name))
        case .set: return ["insert", "remove", "removeAll", "removeFirst", "formUnion", "formIntersection", "subtract",
                           "formSymmetricDifference", "popFirst", "update", "reserveCapacity"].contains(name)
        case .dictionary: return ["removeValue", "updateValue", "removeAll", "merge", "popFirst", "remove", "reserveCapacity"].contains(name)
        case .double, .float: return Self.floatingPointMutations[name] != nil || name == "negate"
        case .int, .sized: return name == "negate"
        // Optional's `take()` (Swift 6): the value, leaving nil.
        case .optional, .none: return name == "take"
        case .native(let object as NativeMutable): return object.mutatingMethodNames.contains(name)
        case .native(is CollectionSliceValue): return Self.scriptCollectionMutations.contains(name)
        case let value where Self.scriptCollectionMutations.contains(name) && isScriptCollection(value, lacking: name): return true
        case let value where Self.rangeReplaceableMutations.contains(name) && rangeReplaceableType(value, lacking: name, labels: labels) != nil:
            return true
        case .structValue(let value) where isOptionSet(value.type):
            return value.type.method(name) == nil && Self.optionSetMutatingNames.contains(name)
        case .string: return ["append", "write", "replace", "trimPrefix", "removeLast", "removeFirst", "removeAll", "popLast", "insert", "remove", "removeSubrange",
                              "reserveCapacity",
                              "replaceSubrange"].contains(name)
        default: return false
        }
    }

    func mutate(_ name: String, _ target: inout Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                        _ source: SourceText) throws -> Value {
        if name == "take", arguments.isEmpty { switch target { case .optional, .none: return exchange(&target, with: .none); default: break } }
        // `if case` (not `switch`): no copy of `target` outlives the binding, so the buffer stays unique.
        if case .array(var elements) = target {
            target = .uninitialized
            defer { target = .array(elements) }
            return try mutateArray(name, &elements, arguments, range, source)
        }
        if case .native(let slice as CollectionSliceValue) = target, Self.scriptCollectionMutations.contains(name) {
            // `c[2...4].sort()` on a script MutableCollection's default Slice: its elements reordered as an array's,
            // then written back into the base's positions by the range subscript's setter (MutableCollection's
            // default `subscript(bounds:)`). `swapAt` and `partition` speak the base's indices.
            var array = Value.array(try elements(of: target, range, source))
            var given = arguments
            if name == "swapAt" {
                given = try arguments.map { argument in
                    guard let offset = try slice.positions.firstIndex(where: { try libraryEqual($0, argument.value, range, source) }) else {
                        throw runtimeError("Fatal error: Index out of bounds", range, source)
                    }
                    return ArgumentValue(label: argument.label, value: .int(offset))
                }
            }
            let result = try mutate(name, &array, given, range, source)
            target = array
            if name == "partition", case .int(let pivot) = result { return pivot < slice.positions.count ? slice.positions[pivot] : slice.end }
            return result
        }
        if case .native(let slice as ArraySliceValue) = target {
            var elements = slice.elements
            var arguments = arguments
            if slice.startIndex != 0, Self.sliceIndexedMethods.contains(name) {
                // A slice's indices are its base's: `insert(x, at: s.startIndex)` is its first position.
                for position in arguments.indices where arguments[position].label == "at" || name == "swapAt" {
                    if case .int(let index) = arguments[position].value { arguments[position].value = .int(index - slice.startIndex) }
                }
            }
            // `popFirst()` is a slice's own (an array has none).
            let result = name == "popFirst" ? (elements.isEmpty ? Value.none : .optional(elements.removeFirst()))
                : try mutateArray(name, &elements, arguments, range, source)
            // What leaves from the front (`removeFirst`, `popFirst`) moves the slice's start past it, as in Swift.
            let fromFront = name == "removeFirst" || name == "popFirst"
            target = .native(ArraySliceValue(elements, startIndex: slice.startIndex + (fromFront ? slice.elements.count - elements.count : 0)))
            // `partition(by:)`'s pivot is an index, of the base's.
            if name == "partition", case .int(let pivot) = result { return .int(pivot + slice.startIndex) }
            return result
        }
        if name == "reserveCapacity", arguments.count == 1 {
            // A set's or a dictionary's storage is the runtime's own: there is nothing to reserve.
            switch target {
            case .set, .dictionary: return .void
            default: break
            }
        }
        if case .set(var set) = target {
            target = .uninitialized
            defer { target = .set(set) }
            return try mutateSet(name, &set, arguments, range, source)
        }
        if case .dictionary(var dictionary) = target {
            target = .uninitialized
            defer { target = .dictionary(dictionary) }
            return try mutateDictionary(name, &dictionary, arguments, range, source)
        }
        if Self.scriptCollectionMutations.contains(name), isScriptCollection(target, lacking: name) {
            return try mutateScriptCollection(name, &target, arguments, range, source)
        }
        if Self.rangeReplaceableMutations.contains(name), let type = rangeReplaceableType(target, lacking: name, labels: arguments.map(\.label)) {
            return try mutateRangeReplaceable(name, &target, type, arguments, range, source)
        }
        if case .structValue(let value) = target, isOptionSet(value.type) {
            return try mutateOptionSet(name, &target, value.type, arguments, range, source)
        }
        if name == "negate", case .int = target {
            // `x.negate()`: `x = -x` (overflow traps, as `-Int.min` does).
            target = try apply(.subtract, .int(0), target, range, source)
            return .void
        }
        if name == "negate", case .sized(let number) = target {
            target = try apply(.subtract, .sized(SizedInt(bits: 0, kind: number.kind)), target, range, source)
            return .void
        }
        if name == "negate", case .double(let number) = target {
            target = .double(-number)
            return .void
        }
        if name == "negate", case .float(let number) = target {
            target = .float(-number)
            return .void
        }
        if let plain = Self.floatingPointMutations[name] {
            // `x.round(.down)`: `x = x.rounded(.down)`; `formRemainder`, `formSquareRoot`, `addProduct` likewise.
            let changed: Value?
            switch target {
            case .double(let number): changed = try doubleMethod(plain, number, arguments, range, source)
            case .float(let number): changed = try floatMethod(plain, number, arguments, range, source)
            default: changed = nil
            }
            if let changed {
                target = changed
                return .void
            }
        }
        if case .native(let object as NativeMutable) = target {
            let (newSelf, result) = try object.mutating(name, arguments, interpreter: self, range: range, source: source)
            target = newSelf
            return result
        }
        guard case .string(let text) = target else { throw noMember(name, target, range, source) }
        // Storage is the runtime's own: there is nothing to reserve.
        if name == "reserveCapacity" { return .void }
        if name == "replace" || name == "trimPrefix",
           let changed = try stringMethod(name == "replace" ? "replacing" : "trimmingPrefix", text, arguments, range, source) {
            // Swift 5.7's mutating `replace(_:with:)` and `trimPrefix(_:)`: what the non-mutating forms give.
            target = .string(describe(changed))
            return .void
        }
        if let result = try mutateStringAtIndices(name, &target, text, arguments, range, source) { return result }
        if name == "append" || name == "write" {
            // `write(_:)`: a String as a TextOutputStream appends what it is given.
            let isSequence = argument(arguments, "contentsOf") != nil
            let added = try requireArgument(arguments, isSequence ? "contentsOf" : nil, in: name, range, source)
            // `append(contentsOf: ["!", "?"])`: the characters (or strings) of any sequence, one after another.
            var addition = describe(added)
            if isSequence, !isStringValue(added) {
                addition = try elements(of: added, range, source).map { describe($0) }.joined()
            }
            try checkGrowth(utf8Count: text.utf8.count, adding: addition.utf8.count, range, source)
            target = .string(text + addition)
            return .void
        }
        var characters = text.map { Value.character($0) }
        let result = try mutateArray(name, &characters, arguments, range, source)
        target = .string(characters.map { describe($0) }.joined())
        return result
    }

    private func isStringValue(_ value: Value) -> Bool {
        if case .string = value { return true }
        return false
    }

    private func mutateSet(_ name: String, _ set: inout OrderedSet, _ arguments: [ArgumentValue], _ range: SourceRange,
                           _ source: SourceText) throws -> Value {
        func others() throws -> [Value] {
            try elements(of: try requireArgument(arguments, nil, in: name, range, source), range, source)
        }
        switch name {
        case "insert":
            let member = try requireArgument(arguments, nil, in: name, range, source)
            let inserted = set.insert(member)
            let after = inserted ? member : set.members.first { HashKey(value: $0) == HashKey(value: member) } ?? member
            return .tuple(TupleValue(elements: [.bool(inserted), after], labels: ["inserted", "memberAfterInsert"]))
        case "remove" where arguments.first?.label == "at":
            // `remove(at: index)`: a set's index (from `firstIndex(of:)`, `startIndex`) is its member's position here.
            guard case .int(let position) = arguments[0].value, set.members.indices.contains(position) else {
                throw runtimeError("Fatal error: Attempting to access Set elements using an invalid index", range, source)
            }
            let member = set.members[position]
            set.remove(member)
            return member
        case "remove":
            let member = try requireArgument(arguments, nil, in: name, range, source)
            let existing = set.members.first { HashKey(value: $0) == HashKey(value: member) }
            set.remove(member)
            return existing.map { .optional($0) } ?? Value.none
        case "removeAll":
            set = OrderedSet()
        case "removeFirst", "popFirst":
            guard let first = set.members.first else {
                if name == "popFirst" { return Value.none }
                throw runtimeError("Fatal error: Can't removeFirst from an empty Set", range, source)
            }
            set.remove(first)
            return name == "popFirst" ? .optional(first) : first
        case "update":
            // `update(with:)`: inserts, or replaces an equal member; returns the one replaced.
            let member = try requireArgument(arguments, "with", in: name, range, source)
            let existing = set.members.firstIndex { HashKey(value: $0) == HashKey(value: member) }
            guard let existing else { set.insert(member); return Value.none }
            let old = set.members[existing]
            set.members[existing] = member
            return .optional(old)
        case "formUnion":
            for member in try others() { set.insert(member) }
        case "formIntersection", "subtract":
            let second = makeSet(try others())
            set = makeSet(set.members.filter { second.contains($0) == (name == "formIntersection") })
        case "formSymmetricDifference":
            let second = makeSet(try others())
            set = makeSet(set.members.filter { !second.contains($0) } + second.members.filter { !set.contains($0) })
        default:
            throw runtimeError("value of type 'Set' has no member '\(name)'", range, source)
        }
        return .void
    }

    private func mutateDictionary(_ name: String, _ dictionary: inout OrderedDictionary, _ arguments: [ArgumentValue],
                                  _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch name {
        case "removeValue":
            let key = try requireArgument(arguments, "forKey", in: name, range, source)
            let old = dictionary[key]
            dictionary[key] = nil
            return old.map { .optional($0) } ?? Value.none
        case "updateValue":
            let key = try requireArgument(arguments, "forKey", in: name, range, source)
            let old = dictionary[key]
            dictionary[key] = try requireArgument(arguments, nil, in: name, range, source)
            return old.map { .optional($0) } ?? Value.none
        case "removeAll":
            dictionary = OrderedDictionary()
            return .void
        case "remove" where argument(arguments, "at") != nil:
            // `remove(at: dict.index(forKey: k)!)`: the `(key:, value:)` pair at that position, taken out.
            guard case .native(let position as DictionaryIndexValue)? = argument(arguments, "at") else {
                throw runtimeError("remove(at:) expects a Dictionary.Index", range, source)
            }
            let pair = try position.element(of: dictionary, self, range, source)
            dictionary[dictionary.keys[position.position]] = nil
            return pair
        case "popFirst":
            // The first entry in the dictionary's own order (ObsKit keeps insertion order; Swift's is the hash's).
            guard let key = dictionary.keys.first, let value = dictionary[key] else { return Value.none }
            dictionary[key] = nil
            return .optional(.tuple(TupleValue(elements: [key, value], labels: ["key", "value"])))
        case "merge":
            let given = try requireArgument(arguments, nil, in: name, range, source)
            guard let combine = functionArgument(arguments, "uniquingKeysWith") else {
                throw runtimeError("missing argument for parameter 'uniquingKeysWith' in call to 'merge'", range, source)
            }
            // Another dictionary, or any sequence of (key, value) pairs.
            var pairs: [(Value, Value)] = []
            if case .dictionary(let other) = given {
                pairs = Array(zip(other.keys, other.values))
            } else {
                for element in try elements(of: given, range, source) {
                    guard case .tuple(let pair) = element, pair.elements.count == 2 else {
                        throw runtimeError("merge(_:uniquingKeysWith:) expects a dictionary or a sequence of (key, value) pairs", range, source)
                    }
                    pairs.append((pair.elements[0], pair.elements[1]))
                }
            }
            for (key, value) in pairs {
                dictionary[key] = try dictionary[key].map { try invoke(combine, [$0, value], range, source) } ?? value
            }
            return .void
        default:
            throw runtimeError("value of type 'Dictionary' has no member '\(name)'", range, source)
        }
    }
}

extension Interpreter {
    /// String's mutations at indices: `insert(_:at:)`, `insert(contentsOf:at:)`, `remove(at:)`,
    /// `removeSubrange(_:)`, `replaceSubrange(_:with:)`; nil for the others.
    func mutateStringAtIndices(_ name: String, _ target: inout Value, _ text: String, _ arguments: [ArgumentValue],
                               _ range: SourceRange, _ source: SourceText) throws -> Value? {
        func index(_ label: String) throws -> String.Index {
            guard case .native(let position as StringIndexValue)? = argument(arguments, label),
                  position.index >= text.startIndex, position.index <= text.endIndex else {
                throw outOfBounds(range, source)
            }
            return position.index
        }
        func bounds(_ label: String?) throws -> Range<String.Index> {
            guard case .native(let given as RangeValue)? = argument(arguments, label) else {
                throw runtimeError("'\(name)' expects a range of String.Index", range, source)
            }
            return try stringRange(given, in: text, range, source)
        }
        var changed = text
        var result = Value.void
        switch name {
        case "insert" where argument(arguments, "at") != nil:
            if let contents = argument(arguments, "contentsOf") {
                changed.insert(contentsOf: try elements(of: contents, range, source).map { describe($0) }.joined(), at: try index("at"))
            } else {
                guard let character = argument(arguments, nil)?.stringContent, character.count == 1 else {
                    throw runtimeError("insert(_:at:) expects a Character", range, source)
                }
                changed.insert(Character(character), at: try index("at"))
            }
        case "remove" where argument(arguments, "at") != nil:
            let position = try index("at")
            guard position < text.endIndex else { throw outOfBounds(range, source) }
            result = .character(changed.remove(at: position))
        case "removeSubrange":
            changed.removeSubrange(try bounds(nil))
        case "replaceSubrange":
            let replacement = try elements(of: try requireArgument(arguments, "with", in: name, range, source), range, source)
            changed.replaceSubrange(try bounds(nil), with: replacement.map { describe($0) }.joined())
        default:
            return nil
        }
        target = .string(changed)
        return result
    }
}
