/// `xs.lazy` and what is chained on it (`map`, `filter`, `compactMap`, `flatMap`, `prefix`, `dropFirst`,
/// `prefix(while:)`, `drop(while:)`), and Sequence's own lazy wrappers (`prefix(_:)` and `dropFirst(_:)` of
/// a sequence that is no collection). Each closure runs when an element is pulled, as in Swift, so
/// `(1...).lazy.filter { }.prefix(3)` does three elements' work. Left out: printing as Swift's generic
/// wrapper types do (`LazyMapSequence<...>` prints its type name only).
final class LazySequence: NativeSequence {
    enum Step {
        case map(Value), filter(Value), compactMap(Value), flatMap(Value)
        case prefix(Int), dropFirst(Int), prefixWhile(Value), dropWhile(Value)
        /// `enumerated()`: (offset, element) pairs, as lazy as Swift's EnumeratedSequence.
        case enumerated
    }

    let base: Value
    let steps: [Step]
    let isLazy: Bool
    /// `stream.map { }`: an AsyncSequence's steps make one too.
    var isAsync: Bool {
        if case .native(let sequence as NativeSequence) = base { return sequence.isAsync }
        return false
    }

    init(base: Value, steps: [Step], isLazy: Bool = true) {
        self.base = base
        self.steps = steps
        self.isLazy = isLazy
    }

    var typeName: String {
        guard isLazy else { return steps.last.map { if case .prefix = $0 { return "PrefixSequence" }; return "DropFirstSequence" } ?? "Sequence" }
        switch steps.last {
        case .map?: return "LazyMapSequence"
        case .filter?: return "LazyFilterSequence"
        case .compactMap?: return "LazyMapSequence"
        case .prefix?: return "LazyPrefixSequence"
        case nil: return "LazySequence<\(base.typeName)>"
        default: return "LazySequence"
        }
    }

    /// Its type as `type(of:)` prints it, Swift's generic wrappers nested as its steps nest them
    /// (`LazyMapSequence<LazyFilterSequence<Array<Int>>, String>`): a map's result type only where its closure
    /// tells it; else the wrapper's name alone.
    func dynamicType(_ interpreter: Interpreter) -> TypeRef {
        var type = interpreter.dynamicType(of: base)
        guard isLazy else {
            // `s.prefix(2)` of a plain Sequence: `PrefixSequence<S>`, `dropFirst()`: `DropFirstSequence<S>`, nested as made.
            for step in steps {
                let name = if case .prefix = step { "PrefixSequence" } else { "DropFirstSequence" }
                type = .named(name, [type])
            }
            return type
        }
        for step in steps {
            switch step {
            case .filter: type = .named("LazyFilterSequence", [type])
            case .map(let transform), .compactMap(let transform):
                guard case .function(_, let result, _) = interpreter.dynamicType(of: transform), result != .any else { return .simple(typeName) }
                if case .compactMap = step {
                    // What Swift's lazy compactMap is made of: a map to optionals, the non-nil ones, unwrapped. (The
                    // closure's written result is the optional; a closure typed by its body may know only the element.)
                    let element = if case .optional(let wrapped) = result { wrapped } else { result }
                    type = .named("LazyMapSequence", [.named("LazyFilterSequence", [.named("LazyMapSequence", [type, .optional(element)])]), element])
                } else {
                    type = .named("LazyMapSequence", [type, result])
                }
            default: return .simple(typeName)
            }
        }
        return steps.isEmpty ? .named("LazySequence", [type]) : type
    }

    func chained(_ step: Step) -> LazySequence {
        LazySequence(base: base, steps: steps + [step], isLazy: isLazy)
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        var next = try interpreter.makeIterator(base, .synthesized, interpreter.synthesizedSource).next
        let range = SourceRange.synthesized
        let source = interpreter.synthesizedSource
        for step in steps {
            let upstream = next
            switch step {
            case .map(let transform):
                next = { try upstream().map { try interpreter.invokeElement(transform, $0, range, source) } }
            case .filter(let test):
                next = {
                    while let element = try upstream() {
                        if try interpreter.predicate(test, element, range, source) { return element }
                    }
                    return nil
                }
            case .compactMap(let transform):
                next = {
                    while let element = try upstream() {
                        if let kept = try interpreter.invokeElement(transform, element, range, source).unwrapped { return kept }
                    }
                    return nil
                }
            case .flatMap(let transform):
                var inner: ValueIterator?
                next = {
                    while true {
                        if let element = try inner?.next() { return element }
                        guard let outer = try upstream() else { return nil }
                        inner = try interpreter.makeIterator(try interpreter.invokeElement(transform, outer, range, source), range, source)
                    }
                }
            case .prefix(let count):
                var taken = 0
                next = {
                    guard taken < count else { return nil }
                    taken += 1
                    return try upstream()
                }
            case .dropFirst(let count):
                var dropped = false
                next = {
                    if !dropped {
                        dropped = true
                        for _ in 0..<count {
                            if try upstream() == nil { return nil }
                        }
                    }
                    return try upstream()
                }
            case .prefixWhile(let test):
                var done = false
                next = {
                    guard !done, let element = try upstream() else { return nil }
                    if try interpreter.predicate(test, element, range, source) { return element }
                    done = true
                    return nil
                }
            case .enumerated:
                var offset = 0
                next = {
                    guard let element = try upstream() else { return nil }
                    defer { offset += 1 }
                    return .tuple(TupleValue(elements: [.int(offset), element], labels: ["offset", "element"]))
                }
            case .dropWhile(let test):
                var dropping = true
                next = {
                    while let element = try upstream() {
                        if dropping, try interpreter.predicate(test, element, range, source) { continue }
                        dropping = false
                        return element
                    }
                    return nil
                }
            }
        }
        return ValueIterator(next)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if Self.propertyNames.contains(name), let value = try collectionProperty(name, interpreter, range, source) {
            return value
        }
        switch name {
        case "startIndex", "endIndex", "indices":
            if let index = try indexProperty(name, interpreter, range, source) { return index }
        case "lazy": return .native(LazySequence(base: base, steps: steps, isLazy: true))
        case "elements": return .native(LazySequence(base: base, steps: steps, isLazy: false))
        case "first": return try makeIterator(interpreter).next().map { .optional($0) } ?? Value.none
        case "isEmpty": return .bool(try makeIterator(interpreter).next() == nil)
        case "count" where mapsAFiniteCollection:
            // A LazyMapCollection counts its base: no transform runs.
            return .int(try interpreter.elements(of: base, range, source).count)
        case "last" where mapsAFiniteCollection:
            // ... and its last element is the transform of the base's last alone.
            guard let last = try interpreter.elements(of: base, range, source).last else { return Value.none }
            return try rebased([last]).makeIterator(interpreter).next().map { .optional($0) } ?? Value.none
        case "underestimatedCount":
            // A map keeps its base's promise (no transform runs); a filter or any other step promises nothing.
            guard isLazy, steps.allSatisfy({ if case .map = $0 { return true }; return false }) else { return .int(0) }
            return try interpreter.member("underestimatedCount", of: base, at: range, source)
        case "count": return .int(try makeIterator(interpreter).drain(interpreter, range, source).count)
        case "last": return try makeIterator(interpreter).drain(interpreter, range, source).last.map { .optional($0) } ?? Value.none
        default: break
        }
        return method(name)
    }

    /// Whether this is a LazyMapCollection: only `map` steps, over an array, a bounded range or a string.
    var mapsAFiniteCollection: Bool {
        guard isLazy, steps.allSatisfy({ if case .map = $0 { return true }; return false }) else { return false }
        switch base {
        case .array, .range, .string: return true
        default: return false
        }
    }

    /// Whether the base is one of the library's collections (whose slices stay lazy), not a sequence only.
    var baseIsCollection: Bool {
        switch base {
        case .array, .range, .string, .dictionary, .set, .native(is ArraySliceValue), .native(is SubstringValue): return true
        default: return false
        }
    }

    /// The same steps over other base elements.
    func rebased(_ elements: [Value]) -> LazySequence {
        LazySequence(base: .array(elements), steps: steps, isLazy: true)
    }

    /// Whether every step maps or filters one element at a time (so the steps commute with reversing).
    var stepsAreElementwise: Bool {
        steps.allSatisfy { step in
            switch step {
            case .map, .filter, .compactMap: return true
            default: return false
            }
        }
    }

    /// The properties a lazy collection answers at once (`first`, `count`...); the methods of those names
    /// (`first(where:)`) are reached by a call, through `method`.
    static let propertyNames: Set<String> = ["first", "isEmpty", "count", "last"]

    /// The method `name` as a value: a lazy step, or Sequence's method run over the elements.
    func method(_ name: String) -> Value {
        .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            if name == "index" || name == "distance", let moved = try self.indexMethod(name, arguments, interpreter, range, source) { return moved }
            if self.isLazy, let sliced = try self.indexedSlice(name, arguments, interpreter, range, source) { return .native(sliced) }
            if name == "contains", let answer = try self.filterContains(arguments, interpreter, range, source) { return answer }
            if self.isLazy, self.mapsAFiniteCollection, let step = try interpreter.lazyStep(name, arguments, range, source) {
                // `dropFirst(k)`/`prefix(k)` of a LazyMapCollection slice its base: the transform runs only on what is read.
                switch step {
                case .dropFirst(let count):
                    return .native(self.rebased(Array(try interpreter.elements(of: self.base, range, source).dropFirst(count))))
                case .prefix(let count):
                    return .native(self.rebased(Array(try interpreter.elements(of: self.base, range, source).prefix(count))))
                default: break
                }
            }
            if self.isLazy, let step = try interpreter.lazyStep(name, arguments, range, source) {
                switch step {
                case .prefix where !self.baseIsCollection, .dropFirst where !self.baseIsCollection:
                    // A lazy sequence that is no collection has no lazy `prefix(_:)` or `dropFirst(_:)`: Sequence's
                    // PrefixSequence and DropFirstSequence wrap it, and what is chained on them is eager again
                    // (`fib.lazy.filter { }.prefix(6).map { }` is an Array).
                    return .native(LazySequence(base: .native(self), steps: [step], isLazy: false))
                case .enumerated:
                    // LazySequenceProtocol has no `enumerated()`: Sequence's EnumeratedSequence wraps the lazy one, and
                    // what is chained on it is eager (`xs.lazy.enumerated().filter { }` is an Array).
                    return .native(LazySequence(base: .native(self), steps: [step], isLazy: false))
                default:
                    return .native(self.chained(step))
                }
            }
            if self.isLazy, name == "reversed", arguments.isEmpty, self.stepsAreElementwise {
                // `lazy.reversed()` of a collection is lazy too (a ReversedCollection): element-wise steps run on the
                // base's elements in reverse, each when it is asked for.
                let elements = try interpreter.elements(of: self.base, range, source)
                return .native(LazySequence(base: .array(elements.reversed()), steps: self.steps, isLazy: true))
            }
            guard let result = try interpreter.nativeSequenceMethod(name, self, arguments, range, source) else {
                throw interpreter.noMember(name, .native(self), range, source)
            }
            return result
        })
    }
}

extension Interpreter {
    /// The lazy step `name(arguments)` makes, or nil when `name` is no lazy method.
    func lazyStep(_ name: String, _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> LazySequence.Step? {
        func function(_ label: String?) throws -> Value {
            guard let value = functionArgument(arguments, label) else {
                throw runtimeError("missing closure argument in call to '\(name)'", range, source)
            }
            return value
        }
        switch name {
        case "map": return .map(try function(nil))
        case "filter": return .filter(try function(nil))
        case "compactMap": return .compactMap(try function(nil))
        case "flatMap": return .flatMap(try function(nil))
        case "prefix" where functionArgument(arguments, "while") != nil: return .prefixWhile(try function("while"))
        case "prefix": return .prefix(try countArgument(arguments, name, range, source))
        case "dropFirst": return .dropFirst(try countArgument(arguments, name, range, source, default: 1))
        case "drop": return .dropWhile(try function("while"))
        case "enumerated": return .enumerated
        default: return nil
        }
    }
}

/// `sequence(first:next:)` and `sequence(state:next:)`: Swift's UnfoldSequence, possibly infinite; `next` runs
/// when an element is pulled, as Swift's does. Its type names its arguments (`UnfoldSequence<Int, (Int, Int)>`)
/// where they are known: a `state:` closure's element type only from its written result type.
final class UnfoldSequence: NativeSequence {
    enum Kind {
        case first(Value)
        case state(Value)
    }

    let kind: Kind
    let next: Value

    /// Where the sequence stands: `sequence(first:)`'s last element and whether the first was given,
    /// `sequence(state:)`'s state. An UnfoldSequence is its own iterator: `next()` moves this one, and a pass
    /// over the sequence (`for`, `Array(s)`) starts from a copy of it, as Swift's struct is copied.
    private struct Position {
        var last: Value?
        var started = false
        var state: Value = .void
    }

    private var position: Position

    init(kind: Kind, next: Value) {
        self.kind = kind
        self.next = next
        switch kind {
        case .first(let first): position = Position(last: first)
        case .state(let initial): position = Position(state: initial)
        }
    }

    var typeName: String { "UnfoldSequence" }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        var copy = position
        return ValueIterator { [self] in try step(&copy, interpreter) }
    }

    /// The next element from `position`, moving it.
    private func step(_ position: inout Position, _ interpreter: Interpreter) throws -> Value? {
        let source = interpreter.synthesizedSource
        switch kind {
        case .first:
            guard position.started else {
                position.started = true
                return position.last
            }
            guard let previous = position.last else { return nil }
            position.last = try interpreter.invoke(next, [previous], .synthesized, source).unwrapped
            return position.last
        case .state:
            // The closure works on a local copy, written back after: an `inout` of the captured (boxed) state
            // would be a dynamic access held across the script's closure, and a closure that reads its own
            // sequence nests one per level, each later access checked against all of them (fixture 3042 took
            // 11 minutes to reach the stack guard in a build with exclusivity checks).
            var current = position.state
            defer { position.state = current }
            return try interpreter.invokeWithInout(next, &current, .synthesized, source).unwrapped
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "next" else { return sequenceMember(name) }
        // `var s = sequence(state:next:)` then `s.next()`. Left out: a copy of the variable shares the position.
        return .builtin(BuiltinFunction(name) { [self] interpreter, _, _, _ in
            try step(&position, interpreter).map(Value.optional) ?? Value.none
        })
    }

    /// `UnfoldSequence<Element, State>`: `sequence(first:)`'s state is `(Optional<Element>, Bool)`.
    func dynamicType(_ interpreter: Interpreter) -> TypeRef {
        switch kind {
        case .first(let first):
            let element = interpreter.dynamicType(of: first)
            return .named(typeName, [element, .tuple([.optional(element), .simple("Bool")], labels: [nil, nil])])
        case .state(let state):
            guard case .closure(let closure) = next, case .optional(let element)? = closure.decl.resultType?.canonical else {
                return .simple(typeName)
            }
            return .named(typeName, [element, interpreter.dynamicType(of: state)])
        }
    }
}

extension NativeSequence {
    /// A plain Sequence's member: `lazy`, or a Sequence method run over the elements.
    func sequenceMember(_ name: String) -> Value {
        if name == "lazy" { return .native(LazySequence(base: .native(self), steps: [])) }
        // A plain Sequence promises no elements up front (Swift's default).
        if name == "underestimatedCount" { return .int(0) }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            guard let result = try interpreter.nativeSequenceMethod(name, self, arguments, range, source) else {
                throw interpreter.noMember(name, .native(self), range, source)
            }
            return result
        })
    }
}

/// `zip(a, b)` of two sequences that may both be endless: pairs made as they are read (Swift's Zip2Sequence).
final class ZipSequence: NativeSequence {
    let first: Value
    let second: Value

    init(first: Value, second: Value) {
        self.first = first
        self.second = second
    }

    var typeName: String { "Zip2Sequence" }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        let source = interpreter.synthesizedSource
        let a = try interpreter.makeIterator(first, .synthesized, source)
        let b = try interpreter.makeIterator(second, .synthesized, source)
        return ValueIterator {
            guard let left = try a.next(), let right = try b.next() else { return nil }
            return .tuple(TupleValue(elements: [left, right], labels: [nil, nil]))
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        sequenceMember(name)
    }
}

/// How Swift prints a lazy chain: the wrapper structs as `print` shows any struct, each level's stored properties
/// (`_base`, then its closure as `(Function)`), the outer type unqualified and the inner ones with their module
/// (`LazyMapSequence<LazyFilterSequence<Array<Int>>, Int>(_base: Swift.LazyFilterSequence<Swift.Array<Swift.Int>>(...),
/// _transform: (Function))`). A chain whose type is not known in full (a map whose closure does not say its
/// result type) or that has other steps prints its type's name alone.
extension LazySequence: NativeDescribed {
    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        let levels = steps.reduce(steps.isEmpty ? 1 : 0) { count, step in
            switch step {
            case .map, .filter: return count + 1
            case .compactMap: return count + 3  // a map to optionals, a filter of the non-nil ones, a map unwrapping them
            default: return .min
            }
        }
        guard isLazy, levels > 0 else { return typeName }
        func text(_ type: TypeRef, levels: Int, qualified: Bool) -> String? {
            guard levels > 0 else { return interpreter.debugDescribe(base) }
            guard case .named(let name, let arguments) = type, let inner = arguments.first,
                  let below = text(inner, levels: levels - 1, qualified: true) else { return nil }
            let field = name == "LazyMapSequence" ? ", _transform: (Function)" : name == "LazyFilterSequence" ? ", _predicate: (Function)" : ""
            return interpreter.typeDescription(type, qualified: qualified) + "(_base: " + below + field + ")"
        }
        return text(dynamicType(interpreter), levels: levels, qualified: debug) ?? typeName
    }
}
