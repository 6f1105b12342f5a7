/// Iterating any sequence one element at a time, as Swift's `makeIterator()`/`next()`: the library's
/// sequences, native ones (lazy sequences, `sequence(first:next:)`, one-sided ranges, string views) and a
/// script's own `Sequence`/`IteratorProtocol` types. `for`-`in`, `zip` and the lazy methods use it, so an
/// infinite sequence is only walked as far as it is asked.
extension Interpreter {
    func makeIterator(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> ValueIterator {
        switch value {
        case .array(let elements): return ValueIterator(elements)
        case .range(let lower, let upper, let closed):
            // Counted one at a time, so `1...Int.max` beside a short sequence in `zip` is walked only that far.
            var next = lower
            var done = closed ? lower > upper : lower >= upper
            return ValueIterator {
                guard !done else { return nil }
                let current = next
                if closed ? current == upper : current + 1 == upper { done = true } else { next += 1 }
                return .int(current)
            }
        case .string, .set, .dictionary: return ValueIterator(try elements(of: value, range, source))
        case .native(let sequence as NativeSequence): return try sequence.makeIterator(self)
        default:
            if let iterator = try scriptIterator(value, async: false, range, source) { return iterator }
            // A script AsyncSequence the library walks inside an async operation (`pages.flatMap { $0.items.async }`).
            if let iterator = try scriptIterator(value, async: true, range, source) { return iterator }
            throw runtimeError("for-in loop requires '\(value.typeName)' to conform to 'Sequence'", range, source)
        }
    }

    /// A script type's iterator: `makeIterator()` (or `makeAsyncIterator()`), then its mutating `next()`;
    /// a type with `next()` and no `makeIterator()` is its own iterator (IteratorProtocol's default).
    func scriptIterator(_ value: Value, async: Bool, _ range: SourceRange, _ source: SourceText) throws -> ValueIterator? {
        guard let type = scriptType(of: value) else { return nil }
        var iterator = value
        if let make = type.method(async ? "makeAsyncIterator" : "makeIterator") {
            iterator = try call(make, receiver: value, arguments: [], type: type).value
        } else if !async, isScriptCollection(type) {
            return try collectionIterator(value, type, range, source)
        } else if type.method("next") == nil {
            return nil
        }
        if case .native(let library as NativeSequence) = iterator { return try library.makeIterator(self) }
        guard let iteratorType = scriptType(of: iterator), let next = iteratorType.method("next") else {
            throw runtimeError("the iterator of '\(type.name)' has no 'next()'", range, source)
        }
        return ValueIterator { [unowned self] in
            let (element, newSelf) = try self.call(next, receiver: iterator, arguments: [], type: iteratorType)
            if case .structValue = iterator { iterator = newSelf }
            if case .enumCase = iterator { iterator = newSelf }
            return element.unwrapped
        }
    }

    /// A script Collection (`startIndex`, `endIndex`, `index(after:)`, a subscript): walked index by index.
    func isScriptCollection(_ type: TypeInfo) -> Bool {
        type.subscriptDecl() != nil && type.hasInstanceMember("startIndex") && type.hasInstanceMember("endIndex")
            && (type.method("index") != nil || Self.collectionProtocols.contains { type.conforms(to: $0) })
    }

    private static let collectionProtocols = ["Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection"]

    /// A script collection's `index(after:)`, whatever other `index` methods it declares (`index(before:)`, `index(of:)`);
    /// one that declares none has `Int` indices (Swift's default for strideable ones): the next is one more.
    private func indexAfter(of type: TypeInfo) -> (_ collection: Value, _ position: Value) throws -> Value {
        guard let declared = methodCandidates("index", of: type, isStatic: false).first(where: { $0.parameters.first?.label == "after" })
                ?? type.method("index").flatMap({ $0.parameters.first?.label == "after" ? $0 : nil }) else {
            return { [unowned self] _, position in
                if case .int(let number) = position { return .int(number + 1) }
                // A Strideable index (RandomAccessCollection's default `index(after:)` is `advanced(by: 1)`).
                guard let indexType = scriptType(of: position), indexType.method("advanced") != nil else {
                    throw ObsDiagnostic(.unsupported, "a collection whose '\(type.name)' declares no 'index(after:)' and whose index is not Strideable",
                                        at: type.location(type.decl.range))
                }
                return try callMethod("advanced", on: position, [ArgumentValue(label: "by", value: .int(1))], .synthesized, type.source)
            }
        }
        return { [unowned self] collection, position in
            try call(declared, receiver: collection, arguments: [ArgumentValue(label: "after", value: position)], type: type).value
        }
    }

    private func collectionIterator(_ value: Value, _ type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws -> ValueIterator {
        var position = try member("startIndex", of: value, at: range, source)
        let end = try member("endIndex", of: value, at: range, source)
        let advance = indexAfter(of: type)
        return ValueIterator { [unowned self] in
            guard !(try libraryEqual(position, end, range, source)) else { return nil }
            let element = try subscriptGet(value, arguments: [ArgumentValue(label: nil, value: position)], range, source)
            position = try advance(value, position)
            return element
        }
    }

    /// Whether `value` is a sequence only an iterator can walk (it may be infinite, or lazy).
    func isIteratedSequence(_ value: Value) -> Bool {
        switch value {
        case .native(let object): return object is NativeSequence
        case .structValue, .object, .enumCase:
            guard let type = scriptType(of: value) else { return false }
            return type.method("makeIterator") != nil || type.method("next") != nil || isScriptCollection(type)
        default: return false
        }
    }

    /// A Sequence method of a native sequence: the ones that can stop early (`first(where:)`, `contains`,
    /// `prefix`...) walk only as far as they need; the rest run on all the elements.
    func nativeSequenceMethod(_ name: String, _ sequence: NativeSequence, _ arguments: [ArgumentValue], _ range: SourceRange,
                              _ source: SourceText) throws -> Value? {
        let iterator = try sequence.makeIterator(self)
        func test(_ label: String?) throws -> Value {
            guard let function = functionArgument(arguments, label) else {
                throw runtimeError("missing closure argument in call to '\(name)'", range, source)
            }
            return function
        }
        switch name {
        case "first" where !arguments.isEmpty, "contains" where functionArgument(arguments, "where") != nil:
            let predicate = try test("where")
            while let element = try iterator.next() {
                try countStep(range, source)
                if try self.predicate(predicate, element, range, source) {
                    return name == "first" ? .optional(element) : .bool(true)
                }
            }
            return name == "first" ? Value.none : .bool(false)
        case "contains":
            let wanted = try requireArgument(arguments, nil, in: name, range, source)
            while let element = try iterator.next() {
                try countStep(range, source)
                if try libraryEqual(element, wanted, range, source) { return .bool(true) }
            }
            return .bool(false)
        case "allSatisfy":
            let predicate = try test(nil)
            while let element = try iterator.next() {
                try countStep(range, source)
                if !(try self.predicate(predicate, element, range, source)) { return .bool(false) }
            }
            return .bool(true)
        case "prefix" where functionArgument(arguments, "while") != nil:
            let predicate = try test("while")
            var taken: [Value] = []
            while let element = try iterator.next(), try self.predicate(predicate, element, range, source) {
                try countStep(range, source)
                taken.append(element)
            }
            return .array(taken)
        case "prefix", "dropFirst":
            // Sequence's prefix and dropFirst are lazy wrappers: the base is walked as they are.
            return .native(LazySequence(base: .native(sequence), steps: [name == "prefix" ? .prefix(try countArgument(arguments, name, range, source))
                                                                                              : .dropFirst(try countArgument(arguments, name, range, source, default: 1))],
                                        isLazy: sequence.isLazy))
        case "enumerated":
            // An EnumeratedSequence, which is no lazy sequence even of a lazy one.
            return .native(LazySequence(base: .native(sequence), steps: [.enumerated], isLazy: false))
        case "drop" where functionArgument(arguments, "while") != nil:
            return .native(try DropWhileSequence(base: .native(sequence), predicate: try test("while"), self, range, source))
        case "starts", "elementsEqual":
            let other = try requireArgument(arguments, name == "starts" ? "with" : nil, in: name, range, source)
            return .bool(try iteratorsMatch(iterator, try makeIterator(other, range, source), prefixOnly: name == "starts",
                                            by: functionArgument(arguments, "by"), range, source))
        case "makeIterator", "makeAsyncIterator":
            return .native(IteratorValue(iterator: iterator))
        case "underestimatedCount":
            return .int(0)
        default:
            return try sequenceMethod(name, .array(try iterator.drain(self, range, source)), arguments, range, source)
        }
    }

    /// Calls a closure with an `inout` parameter, after the `leading` ones (first for `sequence(state:next:)` and
    /// `reduce(into:)`, third for `enumerateDates`'s `stop`): the parameter's final value is written back to `state`.
    func invokeWithInout(_ function: Value, _ state: inout Value, _ range: SourceRange, _ source: SourceText,
                         leading: [Value] = [], extra: [Value] = []) throws -> Value {
        if leading.isEmpty, case .builtin(let builtin) = function, extra.count == 1, builtin.name.hasSuffix("="),
           ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&+", "&-", "&*"].contains(String(builtin.name.dropLast())),
           let op = BinaryOperator(rawValue: String(builtin.name.dropLast())), scriptType(of: state) == nil {
            // `reduce(into: 0, +=)`: the library's compound assignment on a library value, passed as a function.
            state = try apply(op, state, extra[0], range, source)
            return .void
        }
        let count = leading.count + 1 + extra.count
        guard case .closure(let closure) = function, closure.decl.parameters.count == count else {
            throw runtimeError("expected a closure of \(count) parameter(s), the \(leading.isEmpty ? "first" : "parameter \(leading.count + 1)") 'inout'", range, source)
        }
        // A closure that reads the sequence it makes (`sequence(state:) { ... fibonacci.first ... }`) recurses
        // here without a script call in between: the stack guard is checked on this path too (found by obsfuzz).
        if stackGuard.isExhausted() { throw stackOverflow(closure.decl.range, closure.decl.source) }
        let frame = Frame.make(size: max(closure.decl.frameSize, count), captures: closure.captures)
        for (index, value) in leading.enumerated() { _ = frame.store(value, at: index) }
        _ = frame.store(state, at: leading.count)
        state = .uninitialized
        for (index, value) in extra.enumerated() { _ = frame.store(value, at: leading.count + 1 + index) }
        defer { state = frame.read(leading.count) }
        if closure.decl.body.count == 1, case .expr(let only) = closure.decl.body[0].kind {
            return try evaluate(only, frame, closure.decl.source)
        }
        if case .returned(let value) = try exec(closure.decl.body, frame, closure.decl.source) { return value }
        return .void
    }

    func countArgument(_ arguments: [ArgumentValue], _ name: String, _ range: SourceRange, _ source: SourceText,
                       default value: Int? = nil) throws -> Int {
        guard let given = argument(arguments, nil) else {
            if let value { return value }
            throw runtimeError("missing argument in call to '\(name)'", range, source)
        }
        let number = try intArgument(given, in: name, range, source)
        if number < 0 { throw runtimeError("Fatal error: Can't \(name) a negative number of elements", range, source) }
        return number
    }
}

/// `sequence.makeIterator()` as a value: `var it = xs.makeIterator(); it.next()`.
final class IteratorValue: NativeObject, NativeSequence {
    let iterator: ValueIterator
    let typeName: String
    /// `AnyIterator<Int>`'s argument, where a declared type gave it (`func f() -> AnyIterator<Int>`).
    var elementType: TypeRef? {
        didSet {
            // `AnyIterator<(depth: Int, value: String)>` over a closure returning `(0, "root")`: elements get the labels.
            if case .tuple(_, let labels)? = elementType, labels.contains(where: { $0 != nil }) { elementCoercion = Coercion(elementType) }
        }
    }
    private var elementCoercion: Coercion?
    /// Its whole type where its maker knows it (`IndexingIterator<Array<Int>>`, a String's `Iterator`).
    var fullType: TypeRef?

    init(iterator: ValueIterator, typeName: String = "IndexingIterator") {
        self.iterator = iterator
        self.typeName = typeName
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        guard let elementCoercion else { return iterator }
        return ValueIterator { [iterator] in try iterator.next()?.coerced(elementCoercion) }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "next":
            return .builtin(BuiltinFunction("next") { [iterator, elementCoercion] _, _, _, _ in
                guard let element = try iterator.next() else { return Value.none }
                return .optional(elementCoercion.map { element.coerced($0) } ?? element)
            })
        default:
            // An iterator is a Sequence of what is left of it (AnyIterator is one; others as Swift's are used).
            return sequenceMember(name)
        }
    }
}

/// A script type that conforms to Sequence or AsyncSequence (it has `makeIterator()`, `makeAsyncIterator()`
/// or `next()`), seen as a sequence, so the library's Sequence methods (`map`, `reduce`, `first(where:)`,
/// `contains`...) work on it; an AsyncSequence's `map` and `filter` stay lazy, as AsyncSequence's do.
final class ScriptSequence: NativeSequence {
    let value: Value
    let isAsync: Bool
    /// A type that adopts LazySequenceProtocol: its `map`, `filter`... are lazy (the protocol's defaults).
    let adoptsLazy: Bool

    init(value: Value, isAsync: Bool, adoptsLazy: Bool = false) {
        self.value = value
        self.isAsync = isAsync
        self.adoptsLazy = adoptsLazy
    }

    var typeName: String { value.typeName }
    var isLazy: Bool { isAsync || adoptsLazy }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        guard let iterator = try interpreter.scriptIterator(value, async: isAsync, .synthesized, interpreter.synthesizedSource) else {
            throw interpreter.runtimeError("'\(value.typeName)' is not a sequence", .synthesized, interpreter.synthesizedSource)
        }
        return iterator
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "lazy" { return .native(LazySequence(base: .native(self), steps: [])) }
        guard Interpreter.libraryMethodNames.contains(name) || ["reduce", "first", "contains", "makeIterator"].contains(name) else { return nil }
        // Methods only: a Sequence has no `first` or `count` property (a script Collection's are answered before).
        return LazySequence(base: .native(self), steps: [], isLazy: isLazy).method(name)
    }
}

extension Interpreter {
    /// A Sequence method of a script type that conforms to Sequence or AsyncSequence, or nil.
    func scriptSequenceMember(_ name: String, of base: Value, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        guard let type = scriptType(of: base), isScriptSequence(type) else { return nil }
        let isAsync = type.method("makeAsyncIterator") != nil
        let isCollection = isScriptCollection(type)
        if name == "makeIterator", !isAsync, type.method("makeIterator") == nil, type.method("next") != nil {
            // A sequence that is its own iterator: Sequence's default `makeIterator()` returns a copy of it.
            return .builtin(BuiltinFunction(name) { _, _, _, _ in base })
        }
        if name == "underestimatedCount" {
            // Sequence's default is 0; a Collection's is its count.
            return isCollection ? try scriptSequenceMember("count", of: base, range, source) : .int(0)
        }
        if isCollection, ["count", "isEmpty", "first"].contains(name) {
            // Collection's defaults walk the indices, reading no element but the first's (`first` is
            // `isEmpty ? nil : self[startIndex]`); a RandomAccessCollection's count is the distance of its ends.
            let start = try member("startIndex", of: base, at: range, source)
            let end = try member("endIndex", of: base, at: range, source)
            let isEmpty = try libraryEqual(start, end, range, source)
            switch name {
            case "isEmpty": return .bool(isEmpty)
            case "first": return isEmpty ? Value.none : .optional(try subscriptGet(base, arguments: [ArgumentValue(label: nil, value: start)], range, source))
            default:
                if case .int(let lower) = start, case .int(let upper) = end, type.conforms(to: "RandomAccessCollection") {
                    // `distance(from:to:)` of Int indices: Swift traps when it overflows (an index of Int.min).
                    let (count, overflow) = upper.subtractingReportingOverflow(lower)
                    guard !overflow else { throw runtimeError("Fatal error: arithmetic overflow", range, source) }
                    return .int(count)
                }
                var count = 0
                var position = start
                let advance = indexAfter(of: type)
                while !(try libraryEqual(position, end, range, source)) {
                    try countStep(range, source)
                    count += 1
                    position = try advance(base, position)
                }
                return .int(count)
            }
        }
        if isCollection, name == "last" {
            return try makeIterator(base, range, source).drain(self, range, source).last.map { .optional($0) } ?? Value.none
        }
        if isCollection, name == "indices" {
            var position = try member("startIndex", of: base, at: range, source)
            let end = try member("endIndex", of: base, at: range, source)
            if case .int(let lower) = position, case .int(let upper) = end, type.conforms(to: "RandomAccessCollection") {
                // A RandomAccessCollection whose Index is Int: the default `Indices` is `Range<Int>`.
                return .range(lower: lower, upper: upper, closed: false)
            }
            // Every valid index, in order (Swift's `DefaultIndices`, walked here into an array).
            var indices: [Value] = []
            let advance = indexAfter(of: type)
            while !(try libraryEqual(position, end, range, source)) {
                try countStep(range, source)
                indices.append(position)
                position = try advance(base, position)
            }
            return .array(indices)
        }
        if isCollection, name == "filter", type.conforms(to: "RangeReplaceableCollection") {
            // RangeReplaceableCollection's `filter` makes a Self of the elements kept (`init(_:)`, the protocol's).
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let predicate = try interpreter.requireArgument(arguments, nil, in: "filter", range, source)
                var kept: [Value] = []
                for element in try interpreter.makeIterator(base, range, source).drain(interpreter, range, source) {
                    if case .bool(true) = try interpreter.invoke(predicate, [element], range, source) { kept.append(element) }
                }
                return try interpreter.callWithValues(.type(type), [ArgumentValue(label: nil, value: .array(kept))], range, source)
            })
        }
        if isCollection, Self.collectionSliceMembers.contains(name) {
            return try CollectionSliceValue.whole(base, interpreter: self, range: range, source: source)
                .member(name, interpreter: self, range: range, source: source)
        }
        return try ScriptSequence(value: base, isAsync: isAsync, adoptsLazy: type.conforms(to: "LazySequenceProtocol"))
            .member(name, interpreter: self, range: range, source: source)
    }
}

extension Interpreter {
    /// Whether a script type is a sequence (it makes an iterator, is its own iterator, is a collection, or an
    /// async sequence), so that the library's sequence members reach its values.
    func isScriptSequence(_ type: TypeInfo) -> Bool {
        type.method("makeAsyncIterator") != nil || isScriptCollection(type) || type.method("makeIterator") != nil
            || (type.method("next") != nil && type.conforms(to: "Sequence"))
    }

    /// Whether `name` is a library member of a script sequence type's values (`map` inside the type's own
    /// methods is `self.map`).
    func hasSequenceMember(_ name: String, _ type: TypeInfo) -> Bool {
        guard isScriptSequence(type) else { return false }
        if Self.libraryMethodNames.contains(name) || ["reduce", "first", "contains", "makeIterator", "lazy", "underestimatedCount"].contains(name) {
            return true
        }
        return isScriptCollection(type) && ["count", "isEmpty", "last", "indices"].contains(name)
    }
}
