/// Sequence and Collection methods, on the elements of any library sequence (arrays, ranges, strings,
/// sets, dictionaries). Slices are arrays (strings: strings), which print as Swift prints slices.
extension Interpreter {
    func sequenceMethod(_ name: String, _ base: Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                        _ source: SourceText) throws -> Value? {
        let elements = try self.elements(of: base, range, source)
        func function(_ label: String?) throws -> Value {
            guard let value = functionArgument(arguments, label) else {
                throw runtimeError("missing closure argument in call to '\(name)'", range, source)
            }
            return value
        }
        func count(_ label: String?, default value: Int? = nil) throws -> Int {
            guard let given = argument(arguments, label) else {
                if let value { return value }
                throw runtimeError("missing argument in call to '\(name)'", range, source)
            }
            let number = try intArgument(given, in: name, range, source)
            if number < 0 { throw runtimeError("Fatal error: Can't \(name) a negative number of elements", range, source) }
            return number
        }
        if let found = try collectionSearch(name, base, elements, arguments, range, source) { return found }
        switch name {
        case "map":
            let transform = try function(nil)
            return .array(try elements.map { try invokeElement(transform, $0, range, source) })
        case "compactMap":
            let transform = try function(nil)
            return .array(try elements.compactMap { try invokeElement(transform, $0, range, source).unwrapped })
        case "flatMap":
            let transform = try function(nil)
            var result: [Value] = []
            for element in elements {
                let inner = try invokeElement(transform, element, range, source)
                switch inner {
                case .optional(let wrapped): result.append(wrapped)
                case .none: continue
                default: result += try self.elements(of: inner, range, source)
                }
            }
            return .array(result)
        case "filter":
            let test = try function(nil)
            return rebuild(base, try elements.filter { try predicate(test, $0, range, source) })
        case "reduce":
            if let initial = argument(arguments, "into") {
                return try reduceInto(initial, elements, try function(nil), range, source)
            }
            guard arguments.count == 2 else { throw runtimeError("reduce expects an initial value and a closure", range, source) }
            let combine = arguments[1].value
            let initial = arguments[0].value
            return try elements.reduce(initial) { try invoke(combine, [$0, $1], range, source).relabeled(like: initial) }
        case "forEach":
            let body = try function(nil)
            for element in elements { _ = try invokeElement(body, element, range, source) }
            return .void
        case "contains":
            if let test = functionArgument(arguments, "where") {
                return .bool(try elements.contains { try predicate(test, $0, range, source) })
            }
            let wanted = try requireArgument(arguments, nil, in: name, range, source)
            return .bool(try elements.contains { try libraryEqual($0, wanted, range, source) })
        case "split":
            // A collection split at its separators into slices (arrays here).
            let maxSplits = try maxSplitsArgument(arguments, range, source)
            var omitting = true
            if let value = argument(arguments, "omittingEmptySubsequences") { omitting = try isTrue(value, range, source) }
            let isSeparator: (Value) throws -> Bool
            if let test = functionArgument(arguments, "whereSeparator") {
                isSeparator = { try self.predicate(test, $0, range, source) }
            } else {
                let separator = try requireArgument(arguments, "separator", in: name, range, source)
                isSeparator = { try self.libraryEqual($0, separator, range, source) }
            }
            var failure: Error?
            let parts = elements.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { element in
                guard failure == nil else { return false }
                do { return try isSeparator(element) } catch { failure = error; return false }
            }
            if let failure { throw failure }
            if case .array = base { return .array(parts.map { .native(ArraySliceValue(Array($0), startIndex: $0.startIndex)) }) }
            return .array(parts.map { .array(Array($0)) })
        case "shuffled":
            return .array(try drawing(from: arguments.first { $0.label == "using" }, range, source) { elements.shuffled(using: &$0) })
        case "randomElement":
            let picked = try drawing(from: arguments.first { $0.label == "using" }, range, source) { elements.randomElement(using: &$0) }
            return picked.map { .optional($0) } ?? Value.none
        case "count":
            // `count(where:)` (Swift 6); the property `count` is answered before methods are.
            let test = try function("where")
            return .int(try elements.reduce(0) { try predicate(test, $1, range, source) ? $0 + 1 : $0 })
        case "allSatisfy":
            let test = try function(nil)
            return .bool(try elements.allSatisfy { try predicate(test, $0, range, source) })
        case "first", "last":
            let test = try function("where")
            let found = name == "first"
                ? try elements.first { try predicate(test, $0, range, source) }
                : try elements.last { try predicate(test, $0, range, source) }
            return found.map { .optional($0) } ?? Value.none
        case "index" where base.hasIntIndices, "distance" where base.hasIntIndices:
            return try arrayIndexArithmetic(name, arguments, range, source)
        case "firstIndex", "lastIndex":
            let matches: (Value) throws -> Bool
            if let wanted = argument(arguments, "of") {
                matches = { try self.libraryEqual($0, wanted, range, source) }
            } else {
                let test = try function("where")
                matches = { try self.predicate(test, $0, range, source) }
            }
            let index = name == "firstIndex" ? try elements.firstIndex(where: matches) : try elements.lastIndex(where: matches)
            return index.map { .optional(.int($0)) } ?? Value.none
        case "sorted":
            return .array(try sortedElements(elements, arguments, range, source))
        case "min", "max":
            return try extremeElement(elements, wantMax: name == "max", functionArgument(arguments, "by"), range, source)
        case "reversed":
            return rebuildSlice(base, elements.reversed())
        case "enumerated":
            return .native(CollectionAdapterValue(.enumerated, base: base, elements: elements.enumerated().map {
                .tuple(TupleValue(elements: [.int($0.offset), $0.element], labels: ["offset", "element"]))
            }))
        case "joined":
            return try joined(elements, argument(arguments, "separator"), range, source)
        case "prefix" where argument(arguments, "upTo") != nil || argument(arguments, "through") != nil:
            // `prefix(upTo: i)` is `[..<i]`, `prefix(through: i)` is `[...i]` (positions of an array).
            let through = argument(arguments, "through") != nil
            guard case .int(let end)? = argument(arguments, through ? "through" : "upTo"), end >= (through ? -1 : 0),
                  end <= elements.count - (through ? 1 : 0) else { throw runtimeError("Fatal error: Index out of range", range, source) }
            return rebuildSlice(base, Array(elements.prefix(through ? end + 1 : end)), atFront: true)
        case "suffix" where argument(arguments, "from") != nil:
            guard case .int(let start)? = argument(arguments, "from"), (0...elements.count).contains(start) else {
                throw runtimeError("Fatal error: Index out of range", range, source)
            }
            return rebuildSlice(base, Array(elements[start...]), atFront: false)
        case "prefix":
            if let test = functionArgument(arguments, "while") {
                return rebuildSlice(base, Array(try elements.prefix { try predicate(test, $0, range, source) }), atFront: true)
            }
            return rebuildSlice(base, Array(elements.prefix(try count(nil))), atFront: true)
        case "suffix": return rebuildSlice(base, Array(elements.suffix(try count(nil))), atFront: false)
        case "dropFirst": return rebuildSlice(base, Array(elements.dropFirst(try count(nil, default: 1))), atFront: false)
        case "dropLast": return rebuildSlice(base, Array(elements.dropLast(try count(nil, default: 1))), atFront: true)
        case "drop":
            let test = try function("while")
            return rebuildSlice(base, Array(try elements.drop { try predicate(test, $0, range, source) }), atFront: false)
        case "elementsEqual", "starts":
            let other = try requireArgument(arguments, name == "starts" ? "with" : nil, in: name, range, source)
            return .bool(try iteratorsMatch(ValueIterator(elements), try makeIterator(other, range, source), prefixOnly: name == "starts",
                                            by: functionArgument(arguments, "by"), range, source))
        case "makeIterator" where arguments.isEmpty:
            let made = IteratorValue(iterator: ValueIterator(elements))
            made.fullType = iteratorType(of: base)
            return .native(made)
        case "lexicographicallyPrecedes":
            let other = try self.elements(of: try requireArgument(arguments, nil, in: name, range, source), range, source)
            let order = functionArgument(arguments, "by")
            func less(_ a: Value, _ b: Value) throws -> Bool {
                guard let order else { return try libraryLess(a, b, range, source) }
                return try isTrue(try invoke(order, [a, b], range, source), range, source)
            }
            for (a, b) in zip(elements, other) {
                if try less(a, b) { return .bool(true) }
                if try less(b, a) { return .bool(false) }
            }
            return .bool(elements.count < other.count)
        case "withUnsafeBufferPointer", "withContiguousStorageIfAvailable", "withUnsafeBytes":
            guard case .array = base else {
                // A range, a set or a dictionary keeps no run of its elements: the closure is not called.
                return name == "withContiguousStorageIfAvailable" ? Value.none : nil
            }
            return try lendElements(name, elements, arguments, range, source)
        default:
            return nil
        }
    }

    /// `filter`'s result: a String stays a String, a Set a Set, a Dictionary a Dictionary.
    private func rebuild(_ base: Value, _ elements: [Value]) -> Value {
        switch base {
        case .set: return .set(makeSet(elements))
        case .dictionary:
            var dictionary = OrderedDictionary()
            for case .tuple(let pair) in elements where pair.elements.count == 2 { dictionary[pair.elements[0]] = pair.elements[1] }
            return .dictionary(dictionary)
        default: return rebuildSlice(base, elements)
        }
    }

    /// A slice of a String is a (Sub)string; of anything else an array.
    private func rebuildSlice(_ base: Value, _ elements: [Value]) -> Value {
        guard case .string = base else { return .array(elements) }
        return .string(elements.map { describe($0) }.joined())
    }

    /// A run of `base`'s elements at its front or back: of an array, the `ArraySlice` at the array's indices.
    private func rebuildSlice(_ base: Value, _ kept: [Value], atFront: Bool) -> Value {
        guard case .array(let all) = base else { return rebuildSlice(base, kept) }
        return .native(ArraySliceValue(kept, startIndex: atFront ? 0 : all.count - kept.count))
    }

    private func joined(_ elements: [Value], _ separator: Value?, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if separator == nil, !elements.isEmpty, elements.allSatisfy({ $0.stringContent == nil }) {
            return .array(try elements.flatMap { try self.elements(of: $0, range, source) })
        }
        if let separator, separator.stringContent == nil, elements.allSatisfy({ $0.stringContent == nil }) {
            // `[[1, 2], [3]].joined(separator: [0])`: the sequences one after another, the separator's elements between.
            let glue = try self.elements(of: separator, range, source)
            var joined: [Value] = []
            for (index, element) in elements.enumerated() {
                if index > 0 { joined += glue }
                joined += try self.elements(of: element, range, source)
            }
            return .array(joined)
        }
        var pieces: [String] = []
        let glue = separator.map { describe($0) } ?? ""
        var size = 0
        for element in elements {
            guard let text = element.stringContent else {
                throw runtimeError("joined(separator:) requires String elements, not '\(element.typeName)'", range, source)
            }
            pieces.append(text)
            size = size &+ text.utf8.count &+ glue.utf8.count
        }
        try countSteps(pieces.count, range, source)
        try checkGrowth(utf8Count: 0, adding: size < 0 ? .max : size, range, source)
        return .string(pieces.joined(separator: glue))
    }

    private func extremeElement(_ elements: [Value], wantMax: Bool, _ areInIncreasingOrder: Value?,
                                _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard var best = elements.first else { return Value.none }
        for element in elements.dropFirst() {
            let less: (Value, Value) throws -> Bool = { a, b in
                if let areInIncreasingOrder {
                    return try self.isTrue(try self.invoke(areInIncreasingOrder, [a, b], range, source), range, source)
                }
                return try self.libraryLess(a, b, range, source)
            }
            // Swift keeps the first of equal extremes.
            if wantMax ? try less(best, element) : try less(element, best) { best = element }
        }
        return .optional(best)
    }

    /// `elementsEqual(_:by:)` (`prefixOnly` false) and `starts(with:by:)` as Swift walks them: pair by pair, the
    /// predicate (or `==`) until a pair differs or a side ends; `starts` stops when the prefix ends, so an
    /// endless sequence can start with a finite one.
    func iteratorsMatch(_ elements: ValueIterator, _ other: ValueIterator, prefixOnly: Bool, by areEquivalent: Value?,
                        _ range: SourceRange, _ source: SourceText) throws -> Bool {
        while true {
            let element = try elements.next()
            let wanted = try other.next()
            guard let element, let wanted else { return wanted == nil && (prefixOnly || element == nil) }
            try countStep(range, source)
            let same = try areEquivalent.map { try isTrue(try invoke($0, [element, wanted], range, source), range, source) }
                ?? libraryEqual(element, wanted, range, source)
            if !same { return false }
        }
    }

    /// `reduce(into:_:)`: the closure's first parameter is `inout`.
    private func reduceInto(_ initial: Value, _ elements: [Value], _ function: Value, _ range: SourceRange,
                            _ source: SourceText) throws -> Value {
        var accumulator = initial
        for element in elements {
            _ = try invokeWithInout(function, &accumulator, range, source, extra: [element])
            accumulator = accumulator.relabeled(like: initial)
        }
        return accumulator
    }
}

extension Interpreter {
    /// An array's index arithmetic (its indices are Ints): `index(after:)`, `index(before:)`,
    /// `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)` (nil past the limit) and `distance(from:to:)`.
    func arrayIndexArithmetic(_ name: String, _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        func int(_ label: String?) throws -> Int? {
            guard let value = argument(arguments, label) else { return nil }
            guard case .int(let number) = value else { throw runtimeError("\(name): expected an Int index", range, source) }
            return number
        }
        func sum(_ a: Int, _ b: Int) throws -> Int {
            let (result, overflow) = a.addingReportingOverflow(b)
            if overflow { throw runtimeError("Swift runtime failure: arithmetic overflow", range, source) }
            return result
        }
        if name == "distance", let from = try int("from"), let to = try int("to") { return .int(try sum(to, -from)) }
        if let after = try int("after") { return .int(try sum(after, 1)) }
        if let before = try int("before") { return .int(try sum(before, -1)) }
        if let start = try int(nil), let offset = try int("offsetBy") {
            let target = try sum(start, offset)
            guard let limit = try int("limitedBy") else { return .int(target) }
            let passes = offset >= 0 ? (start <= limit && target > limit) : (start >= limit && target < limit)
            return passes ? Value.none : .optional(.int(target))
        }
        throw runtimeError("no '\(name)' of Array takes these arguments", range, source)
    }
}

extension Interpreter {
    /// The type of a library collection's iterator, as `type(of:)` names it: an array's, a slice's and a
    /// range's is `IndexingIterator<Array<Int>>`; a String's, a Set's and a Dictionary's is their own nested
    /// `Iterator`, which Swift prints bare.
    func iteratorType(of base: Value) -> TypeRef? {
        switch base {
        case .array, .range, .native(is ArraySliceValue): return .named("IndexingIterator", [dynamicType(of: base)])
        case .string, .native(is SubstringValue), .set, .dictionary: return .simple("Iterator")
        default: return nil
        }
    }
}
