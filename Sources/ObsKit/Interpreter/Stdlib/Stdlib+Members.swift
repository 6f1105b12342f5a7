/// How members of library values are found: properties (`count`, `first`, `Int.max`) answer directly, with
/// no function value made; methods (`xs.map { }`) are called directly by `callMember`, and become a
/// `.builtin` only when used as values (`let f = name.uppercased`).
extension Interpreter {
    /// A property of a library value, or nil if it has none by that name.
    func libraryProperty(_ name: String, of base: Value, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        switch base {
        case .int(let number): return intProperty(name, number)
        case .double(let number): return doubleProperty(name, number)
        case .sized(let number): return sizedProperty(name, number)
        case .float(let number): return floatProperty(name, number)
        case .bool(let truth): return name == "description" ? .string(truth ? "true" : "false") : nil
        case .string(let text): return stringProperty(name, text)
        case .character(let character): return stringProperty(name, String(character))
        case .array(let elements): return collectionProperty(name, base, elements)
        case .set(let set): return collectionProperty(name, base, set.members)
        case .dictionary(let dictionary):
            switch name {
            case "keys": return .array(dictionary.keys)
            case "values": return .array(dictionary.values)
            case "count": return .int(dictionary.count)
            case "isEmpty": return .bool(dictionary.count == 0)
            // Its indices are `Dictionary.Index` positions in its order (`d[d.startIndex]` is a pair).
            case "startIndex": return .native(DictionaryIndexValue(0))
            case "endIndex": return .native(DictionaryIndexValue(dictionary.count))
            case "indices": return .array((0..<dictionary.count).map { .native(DictionaryIndexValue($0)) })
            default: return collectionProperty(name, base, try elements(of: base, range, source))
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "lowerBound": return .int(lower)
            case "upperBound": return .int(upper)
            case "count": return .int(try rangeCount(lower, upper, closed: closed, range, source))
            case "isEmpty": return .bool(!closed && lower == upper)
            default:
                if !closed, let value = halfOpenRangeProperty(name, lower, upper) { return value }
                return collectionProperty(name, base, try elements(of: base, range, source))
            }
        case .tuple(let tuple):
            if let index = tuple.labels.firstIndex(of: name) ?? Int(name), index >= 0, index < tuple.elements.count {
                return tuple.elements[index]
            }
            return nil
        case .builtinType(let typeName): return staticLibraryMember(name, of: typeName)
        default: return nil
        }
    }

    private func collectionProperty(_ name: String, _ base: Value, _ elements: [Value]) -> Value? {
        switch name {
        case "count", "underestimatedCount": return .int(elements.count)
        case "capacity": return .int(elements.capacity)
        case "isEmpty": return .bool(elements.isEmpty)
        case "first": return elements.first.map { .optional($0) } ?? Value.none
        case "last": return elements.last.map { .optional($0) } ?? Value.none
        case "indices": return .range(lower: 0, upper: elements.count, closed: false)
        case "startIndex": return .int(0)
        case "endIndex": return .int(elements.count)
        case "description": return .string(describe(base))
        case "debugDescription": return .string(debugDescribe(base))
        case "lazy": return .native(LazySequence(base: base, steps: []))
        case "publisher": return .native(Publishers.Sequence(elements: elements, description: describe(base)))
        case "self": return base
        default: return nil
        }
    }

    /// `base.name(arguments)` for a library value: nil when `name` is no library method (so script
    /// extensions and the generic path still apply). Arguments are evaluated only once it is one.
    func callLibraryMethod(_ name: String, on base: Value, _ arguments: [Argument], _ range: SourceRange,
                           _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard Self.libraryMethodNames.contains(name), base.isLibraryValue else { return nil }
        let values = try arguments.map {
            try inoutLibraryArgument($0, frame, source)
                ?? ArgumentValue(label: $0.label, value: try libraryArgument($0.value, elementOf: base, frame, source))
        }
        return try libraryMethod(name, on: base, values, range, source)
    }

    /// A library method called with evaluated arguments.
    func libraryMethod(_ name: String, on base: Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                       _ source: SourceText) throws -> Value {
        if name == "formatted", foundationImported { return try NumberStyles.formatted(base, arguments, self, range, source) }
        if Self.isIndexOf(name, arguments) { return try libraryMethod("firstIndex", on: base, arguments, range, source) }
        let found: Value?
        switch base {
        case .int(let number): found = try intMethod(name, number, arguments, range, source)
        case .double(let number): found = try doubleMethod(name, number, arguments, range, source)
        case .sized(let number): found = try integerMethod(name, bits: number.bits, kind: number.kind, arguments, range, source)
        case .float(let number): found = try floatMethod(name, number, arguments, range, source)
        case .string(let text) where name == "write" && arguments.first?.label == "to":
            // TextOutputStreamable: `"ab".write(to: &stream)` writes the text, as `print(text, terminator: "", to:)`.
            try printItems([text], separator: "", terminator: "", to: arguments[0], range, source)
            found = .void
        case .string(let text):
            found = try stringMethod(name, text, arguments, range, source) ?? sequenceMethod(name, base, arguments, range, source)
        case .character(let character) where name == "write" && arguments.first?.label == "to":
            try printItems([String(character)], separator: "", terminator: "", to: arguments[0], range, source)
            found = .void
        case .character(let character):
            // Character's methods are String's on its one character (`uppercased()` gives a String, as Character's does).
            found = try stringMethod(name, String(character), arguments, range, source)
        case .set(let set):
            found = try setMethod(name, set, arguments, range, source) ?? sequenceMethod(name, base, arguments, range, source)
        case .dictionary(let dictionary):
            found = try dictionaryMethod(name, dictionary, arguments, range, source) ?? sequenceMethod(name, base, arguments, range, source)
        case .range(let lower, let upper, let closed):
            if name == "contains", arguments.count == 1, arguments[0].label == nil, case .int(let number) = arguments[0].value {
                found = .bool(number >= lower && (closed ? number <= upper : number < upper))
            } else if name == "clamped" || name == "overlaps" || name == "relative" {
                found = try rangeMethod(name, RangeValue(lower: .int(lower), upper: .int(upper), closed: closed), arguments, range, source)
            } else if !closed, let result = try halfOpenRangeMethod(name, lower, upper, arguments, range, source) {
                found = result
            } else {
                found = try sequenceMethod(name, base, arguments, range, source)
            }
        case .array: found = try sequenceMethod(name, base, arguments, range, source)
        case .optional(let wrapped): found = try optionalMethod(name, wrapped, arguments, range, source)
        case .none: found = try optionalMethod(name, nil, arguments, range, source)
        default: found = nil
        }
        guard let found else { throw noMember(name, base, range, source) }
        return found
    }

    /// `index(of:)`: Collection's name for `firstIndex(of:)` before Swift 5, kept (deprecated) under its new name's
    /// meaning.
    static func isIndexOf(_ name: String, _ arguments: [ArgumentValue]) -> Bool {
        name == "index" && arguments.count == 1 && arguments[0].label == "of"
    }

    /// A library method as a value (`let shout = text.uppercased`).
    func libraryMethodValue(_ name: String, of base: Value) -> Value? {
        guard Self.libraryMethodNames.contains(name), base.isLibraryValue else { return nil }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            try interpreter.libraryMethod(name, on: base, arguments, range, source)
        })
    }

    private func optionalMethod(_ name: String, _ wrapped: Value?, _ arguments: [ArgumentValue], _ range: SourceRange,
                                _ source: SourceText) throws -> Value? {
        guard name == "map" || name == "flatMap", let function = functionArgument(arguments, nil) else { return nil }
        guard let wrapped else { return Value.none }
        let result = try invokeElement(function, wrapped, range, source)
        return name == "map" ? .optional(result) : result.asOptional
    }

    static let libraryMethodNames: Set<String> = Set<String>([
        // Sequence and Collection
        "write", "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "contains", "allSatisfy", "first", "last",
        "firstIndex", "lastIndex", "sorted", "min", "max", "reversed", "enumerated", "joined", "prefix", "suffix",
        "dropFirst", "dropLast", "drop", "elementsEqual", "starts", "lexicographicallyPrecedes", "makeIterator", "makeAsyncIterator", "split", "count", "index", "distance",
        // String
        "uppercased", "lowercased", "hasPrefix", "hasSuffix", "components", "replacingOccurrences", "replacingCharacters", "trimmingCharacters", "replacing",
        "firstRange", "ranges", "trimmingPrefix", "matches", "firstMatch", "wholeMatch", "prefixMatch", "withUTF8", "withCString",
        // String, from Foundation (answered only once it is imported)
        "range", "rangeOfCharacter", "padding", "caseInsensitiveCompare", "localizedCaseInsensitiveCompare", "localizedStandardCompare",
        "localizedCompare", "compare", "localizedCaseInsensitiveContains", "localizedStandardContains", "data", "appending", "appendingPathComponent", "appendingPathExtension",
        "addingPercentEncoding", "commonPrefix", "substring", "folding", "lengthOfBytes", "maximumLengthOfBytes", "canBeConverted",
        "applyingTransform", "appendingFormat", "character", "capitalized",
        // numbers
        "isMultiple", "signum", "advanced", "distance", "quotientAndRemainder", "rounded", "squareRoot", "addingProduct", "isEqual", "isLess", "isLessThanOrEqualTo", "isTotallyOrdered",
        "truncatingRemainder", "remainder",
        // Set and Dictionary
        "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint",
        "isStrictSubset", "isStrictSuperset", "mapValues", "compactMapValues",
        // ranges
        "clamped", "overlaps", "relative",
        // collections, dictionaries, random
        "merging", "shuffled", "randomElement", "formatted",
        // arrays' pointers (PointerFunctions.swift)
        "withUnsafeBufferPointer", "withContiguousStorageIfAvailable", "withUnsafeBytes",
    ]).union(IntegerMember.methodNames)
}

extension Value {
    /// Values whose members the standard library subset answers.
    var isLibraryValue: Bool {
        switch self {
        case .int, .double, .bool, .string, .character, .array, .set, .dictionary, .range, .optional, .none, .sized, .float: return true
        default: return false
        }
    }
}
