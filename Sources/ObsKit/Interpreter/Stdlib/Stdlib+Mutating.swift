/// Mutating methods of library values (`xs.append(x)`, `set.insert(x)`, `dict.removeValue(forKey:)`,
/// `text.append("!")`), run on the value in place through `modify`, so a uniquely held buffer is not copied.
extension Interpreter {
    static let mutatingLibraryMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "sort", "reverse", "popLast",
        "swapAt", "removeValue", "updateValue", "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
        "merge",
    ]

    /// Runs `baseExpr.name(arguments)` in place when `baseExpr` holds a library value with that mutating
    /// method; nil otherwise (a script type's own `append`, say).
    func mutateLibraryValue(_ name: String, on baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                            _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard try holdsMutableLibraryValue(name, baseExpr, frame, source) else { return nil }
        let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
        var result = Value.void
        try modify(baseExpr, frame, source) { target in
            result = try mutate(name, &target, values, range, source)
        }
        return result
    }

    /// Whether `expr` now holds a value with the mutating method `name` (evaluated in its own scope, so no
    /// copy outlives the check and the value stays uniquely referenced).
    private func holdsMutableLibraryValue(_ name: String, _ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Bool {
        switch try evaluate(expr, frame, source) {
        case .array: return Self.mutatingArrayMethods.contains(name)
        case .set: return ["insert", "remove", "removeAll", "removeFirst", "formUnion", "formIntersection", "subtract",
                           "formSymmetricDifference", "popFirst"].contains(name)
        case .dictionary: return ["removeValue", "updateValue", "removeAll", "merge"].contains(name)
        case .string: return ["append", "removeLast", "removeFirst", "removeAll", "popLast"].contains(name)
        default: return false
        }
    }

    private func mutate(_ name: String, _ target: inout Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                        _ source: SourceText) throws -> Value {
        // `if case` (not `switch`): no copy of `target` outlives the binding, so the buffer stays unique.
        if case .array(var elements) = target {
            target = .uninitialized
            defer { target = .array(elements) }
            return try mutateArray(name, &elements, arguments, range, source)
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
        guard case .string(let text) = target else { throw noMember(name, target, range, source) }
        if name == "append" {
            let added = try requireArgument(arguments, argument(arguments, "contentsOf") == nil ? nil : "contentsOf", in: name, range, source)
            let addition = describe(added)
            try checkGrowth(utf8Count: text.utf8.count, adding: addition.utf8.count, range, source)
            target = .string(text + addition)
            return .void
        }
        var characters = text.map { Value.string(String($0)) }
        let result = try mutateArray(name, &characters, arguments, range, source)
        target = .string(characters.map { describe($0) }.joined())
        return result
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
            let after = inserted ? member : set.members.first { Equality.compareValues($0, member) } ?? member
            return .tuple(TupleValue(elements: [.bool(inserted), after], labels: ["inserted", "memberAfterInsert"]))
        case "remove":
            let member = try requireArgument(arguments, nil, in: name, range, source)
            let existing = set.members.first { Equality.compareValues($0, member) }
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
        case "merge":
            guard case .dictionary(let other) = try requireArgument(arguments, nil, in: name, range, source) else {
                throw runtimeError("merge(_:uniquingKeysWith:) expects a dictionary", range, source)
            }
            guard let combine = functionArgument(arguments, "uniquingKeysWith") else {
                throw runtimeError("missing argument for parameter 'uniquingKeysWith' in call to 'merge'", range, source)
            }
            for (key, value) in zip(other.keys, other.values) {
                dictionary[key] = try dictionary[key].map { try invoke(combine, [$0, value], range, source) } ?? value
            }
            return .void
        default:
            throw runtimeError("value of type 'Dictionary' has no member '\(name)'", range, source)
        }
    }
}
