/// Swift's `Slice<Base>`, the SubSequence a script's own Collection gets by default: `c[i..<j]`, `c[i...]`,
/// `c.dropFirst()`, `c.suffix(2)`, `c.prefix(while:)`. It keeps its base and the base's indices (a slice's
/// `startIndex` is the position in the base where it starts, `firstIndex(of:)` answers base indices), reads
/// its elements through the base's own subscript when asked, and its own SubSequence is again a
/// `Slice<Base>`. It prints as Swift's default reflection of the struct does
/// (`Slice<Ring>(_startIndex: 1, _endIndex: 3, _base: main.Ring(...))`). Its other Collection methods run on an
/// array of its elements (their results print the same). `c[1..<3].sort()` (and `reverse`, `swapAt`, `partition`,
/// `shuffle`) reorders the slice's elements and writes them back through the base's range (Stdlib+Mutating). Left
/// out: an element written through a slice (`c[1..<3][1] = x` goes to the slice's copy of its base), and `indices`
/// as a `DefaultIndices` (an array of them here).
final class CollectionSliceValue: NativeSequence, NativeSubscript, NativeDescribed {
    let base: Value
    /// The base's indices the slice covers, in order.
    let positions: [Value]
    /// The slice's `endIndex`: the base's index just past the last position.
    let end: Value

    init(base: Value, positions: [Value], end: Value) {
        self.base = base
        self.positions = positions
        self.end = end
    }

    /// The whole of a script collection, as `c[c.startIndex..<c.endIndex]`.
    static func whole(_ collection: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> CollectionSliceValue {
        CollectionSliceValue(base: collection, positions: try interpreter.scriptCollectionIndices(collection, range, source),
                             end: try interpreter.member("endIndex", of: collection, at: range, source))
    }

    var startIndex: Value { positions.first ?? end }
    var typeName: String { "Slice<\(base.typeName)>" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        let type = debug ? "Swift.Slice<\(interpreter.qualifiedTypeName(base))>" : typeName
        return "\(type)(_startIndex: \(interpreter.debugDescribe(startIndex)), _endIndex: \(interpreter.debugDescribe(end)), "
            + "_base: \(interpreter.debugDescribe(base)))"
    }

    func dynamicType(_ interpreter: Interpreter) -> TypeRef { .named("Slice", [interpreter.dynamicType(of: base)]) }

    private func element(at position: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        try interpreter.subscriptGet(base, arguments: [Interpreter.ArgumentValue(label: nil, value: position)], range, source)
    }

    private func elements(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        try positions.map { try element(at: $0, interpreter, range, source) }
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        var offset = 0
        return ValueIterator { [self] in
            guard offset < positions.count else { return nil }
            defer { offset += 1 }
            return try element(at: positions[offset], interpreter, .synthesized, interpreter.synthesizedSource)
        }
    }

    /// Where `index` is among the slice's positions and its end (`positions.count` for the end), or nil.
    private func offset(of index: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int? {
        if try interpreter.libraryEqual(index, end, range, source) { return positions.count }
        return try positions.firstIndex { try interpreter.libraryEqual($0, index, range, source) }
    }

    private func index(atOffset offset: Int) -> Value { offset < positions.count ? positions[offset] : end }

    /// The slice of this slice's positions `offsets` (a SubSequence of a Slice is a Slice of the same base).
    private func slice(_ offsets: Range<Int>) -> Value {
        .native(CollectionSliceValue(base: base, positions: Array(positions[offsets]), end: index(atOffset: offsets.upperBound)))
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard keys.count == 1 else { throw interpreter.runtimeError("a Slice takes one index", range, source) }
        if let offsets = try rangeOffsets(keys[0], interpreter, range, source) { return slice(offsets) }
        guard let offset = try offset(of: keys[0], interpreter, range, source), offset < positions.count else {
            throw interpreter.runtimeError("Fatal error: Index out of bounds", range, source)
        }
        return try element(at: positions[offset], interpreter, range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        obsInvariant("a slice is changed through Interpreter.subscriptSet, which replaces it")
    }

    /// This slice with `self[i] = value` (a MutableCollection's slice): its own copy of the base changed
    /// through the base's subscript setter, at a position inside the slice.
    func setting(_ keys: [Value], to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> CollectionSliceValue {
        guard keys.count == 1, try rangeOffsets(keys[0], interpreter, range, source) == nil else {
            throw interpreter.runtimeError("not supported yet: assigning to a range of a Slice", range, source)
        }
        guard let offset = try offset(of: keys[0], interpreter, range, source), offset < positions.count else {
            throw interpreter.runtimeError("Fatal error: Index out of bounds", range, source)
        }
        var changed = base
        try interpreter.subscriptSet(&changed, arguments: [Interpreter.ArgumentValue(label: nil, value: keys[0])], value, range, source)
        return CollectionSliceValue(base: changed, positions: positions, end: end)
    }

    /// The offsets a range of the base's indices covers (`s[a..<b]`, `s[a...]`, `s[..<b]`), or nil when `key`
    /// is not a range. Swift traps on bounds outside the slice.
    private func rangeOffsets(_ key: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Range<Int>? {
        let lower: Value?, upper: Value?, closed: Bool
        switch key {
        case .range(let low, let high, let isClosed): (lower, upper, closed) = (.int(low), .int(high), isClosed)
        case .native(let bounds as RangeValue): (lower, upper, closed) = (bounds.lower, bounds.upper, bounds.closed)
        default: return nil
        }
        let outOfBounds = interpreter.runtimeError("Fatal error: Range out of bounds", range, source)
        let start = try lower.map { try offset(of: $0, interpreter, range, source) ?? { throw outOfBounds }() } ?? 0
        var stop = try upper.map { try offset(of: $0, interpreter, range, source) ?? { throw outOfBounds }() } ?? positions.count
        if closed && upper != nil { stop += 1 }
        guard start <= stop, stop <= positions.count else { throw outOfBounds }
        return start..<stop
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "base": return base
        case "startIndex": return startIndex
        case "endIndex": return end
        case "indices":
            // The base's indices sliced: a range where the base's are one (Int indices of a collection whose `indices`
            // is a Range, RandomAccessCollection's default), else the positions.
            if case .int(let lower) = startIndex, case .int(let upper) = end,
               case .range(_, _, false)? = try interpreter.scriptSequenceMember("indices", of: base, range, source) {
                return .range(lower: lower, upper: upper, closed: false)
            }
            return .array(positions)
        case "count": return .int(positions.count)
        case "isEmpty": return .bool(positions.isEmpty)
        case "first": return try positions.first.map { .optional(try element(at: $0, interpreter, range, source)) } ?? Value.none
        case "last": return try positions.last.map { .optional(try element(at: $0, interpreter, range, source)) } ?? Value.none
        case "lazy": return .native(LazySequence(base: .native(self), steps: []))
        case "index", "distance", "firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "drop", "split":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                try ownSubSequence(try method(name, arguments, interpreter, range, source), interpreter, range, source)
            })
        default:
            let copy = Value.array(try elements(interpreter, range, source))
            return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
        }
    }

    /// A collection whose own subscript takes a range of its indices (`subscript(r: Range<Int>) -> Window`) has that as its
    /// SubSequence: what the library's methods cut (`dropFirst()`, `split`) is made by it, not a `Slice`.
    private func ownSubSequence(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let type = interpreter.scriptType(of: base), interpreter.takesRanges(type) else { return value }
        func made(_ part: Value) throws -> Value {
            guard case .native(let slice as CollectionSliceValue) = part else { return part }
            let bounds = interpreter.rangeValue(lower: slice.startIndex, upper: slice.end, closed: false)
            return try interpreter.subscriptGet(base, arguments: [Interpreter.ArgumentValue(label: nil, value: bounds)], range, source)
        }
        if case .array(let parts) = value { return .array(try parts.map(made)) }
        return try made(value)
    }

    private func method(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                        _ source: SourceText) throws -> Value {
        let offsetOf = { (index: Value) throws -> Int in
            guard let offset = try self.offset(of: index, interpreter, range, source) else {
                throw interpreter.runtimeError("Fatal error: Index out of bounds", range, source)
            }
            return offset
        }
        switch (name, arguments.map(\.label)) {
        case ("index", ["after"]), ("index", ["before"]):
            let moved = try offsetOf(arguments[0].value) + (arguments[0].label == "after" ? 1 : -1)
            guard (0...positions.count).contains(moved) else { throw interpreter.runtimeError("Fatal error: Index out of bounds", range, source) }
            return index(atOffset: moved)
        case ("index", [nil, "offsetBy"]), ("index", [nil, "offsetBy", "limitedBy"]):
            guard case .int(let distance) = arguments[1].value else { break }
            let start = try offsetOf(arguments[0].value), target = start + distance
            if arguments.count == 3 {
                let limit = try offsetOf(arguments[2].value)
                if distance >= 0 ? target > limit && start <= limit : target < limit && start >= limit { return .none }
            }
            guard (0...positions.count).contains(target) else { throw interpreter.runtimeError("Fatal error: Index out of bounds", range, source) }
            return arguments.count == 3 ? .optional(index(atOffset: target)) : index(atOffset: target)
        case ("distance", ["from", "to"]):
            return .int(try offsetOf(arguments[1].value) - offsetOf(arguments[0].value))
        case ("prefix", ["upTo"]): return slice(0..<(try offsetOf(arguments[0].value)))
        case ("prefix", ["through"]): return slice(0..<(try offsetOf(arguments[0].value) + 1))
        case ("suffix", ["from"]): return slice((try offsetOf(arguments[0].value))..<positions.count)
        default: break
        }
        // The rest run on an array of the elements; their offsets map back to the base's indices.
        let found = try interpreter.libraryMethod(name, on: .array(try elements(interpreter, range, source)), arguments, range, source)
        switch found {
        case .optional(.int(let offset)) where name == "firstIndex" || name == "lastIndex": return .optional(positions[offset])
        case .native(let kept as ArraySliceValue): return slice(kept.startIndex..<(kept.startIndex + kept.elements.count))
        case .array(let parts) where name == "split":
            // Each part a slice of the base (Collection's `split` gives SubSequences), its indices the base's.
            return .array(parts.map { part in
                guard case .native(let kept as ArraySliceValue) = part else { return part }
                return slice(kept.startIndex..<(kept.startIndex + kept.elements.count))
            })
        default: return found
        }
    }
}

extension Interpreter {
    /// The members a script Collection gets from `Slice`: SubSequence-making methods and the index searches,
    /// answered by the whole collection as a slice of itself, so their indices are the collection's own.
    static let collectionSliceMembers: Set<String> = ["firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "drop", "split"]
}

extension Value {
    /// A `Slice` of a script's collection (`CollectionSliceValue`).
    var isCollectionSlice: Bool {
        if case .native(is CollectionSliceValue) = self { return true }
        return false
    }
}
