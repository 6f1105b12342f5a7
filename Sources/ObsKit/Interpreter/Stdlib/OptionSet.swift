/// What `OptionSet` gives a script struct with a `rawValue`: array literals of its options (`[.read, .write]`
/// where the type is declared, and beside `==`), `contains`, `insert`, `remove`, the set algebra and
/// `isEmpty`, all on the raw value's bits, as Swift's default implementations do.
extension Interpreter {
    func isOptionSet(_ type: TypeInfo) -> Bool {
        type.conforms(to: "OptionSet") && type.index(ofField: "rawValue") != nil
    }

    private func rawValue(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .structValue(let option) = value, let index = option.type.index(ofField: "rawValue") else {
            throw runtimeError("expected an option of an OptionSet, got '\(value.typeName)'", range, source)
        }
        return option.fields[index]
    }

    private func option(_ type: TypeInfo, raw: Value) throws -> Value {
        guard case .structValue(var made) = try makeInstance(type), let index = type.index(ofField: "rawValue") else {
            obsInvariant("an OptionSet without rawValue")
        }
        made.fields[index] = raw
        return .structValue(made)
    }

    /// `Permission()`: the empty set OptionSet's `init()` makes.
    func emptyOptionSet(_ type: TypeInfo) throws -> Value {
        try option(type, raw: .int(0))
    }

    /// An array literal of options as one option set (`[.read, .write]`); other values pass through.
    func optionSet(_ value: Value, as type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .array(let options) = value else { return value }
        var raw = Value.int(0)
        for element in options { raw = try apply(.bitOr, raw, try rawValue(element, range, source), range, source) }
        return try option(type, raw: raw)
    }

    /// An array literal where the declared type is an OptionSet (`let s: Style = [.bold]`), an optional one,
    /// or an array or dictionary of them (`let styles: [Style] = [.bold, [.italic, .strike], []]`): the literals
    /// as option sets.
    func optionSetLiterals(_ value: Value, declared: TypeRef, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch declared {
        case .named(let name, let arguments) where arguments.isEmpty:
            guard case .type(let type)? = globalValue(name), isOptionSet(type) else { return value }
            return try optionSet(value, as: type, range, source)
        case .optional(let wrapped): return try optionSetLiterals(value, declared: wrapped, range, source)
        case .array(let element):
            guard case .array(let elements) = value else { return value }
            return .array(try elements.map { try optionSetLiterals($0, declared: element, range, source) })
        case .dictionary(_, let valueType):
            // `let users: [String: Perm] = ["dev": [.read, .write]]`.
            guard case .dictionary(var dictionary) = value else { return value }
            dictionary.values = try dictionary.values.map { try optionSetLiterals($0, declared: valueType, range, source) }
            return .dictionary(dictionary)
        default: return value
        }
    }

    /// A non-mutating OptionSet member of `base`, or nil.
    func optionSetMember(_ name: String, of base: Value, _ type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        let raw = try rawValue(base, range, source)
        func zero(_ value: Value) throws -> Bool { try isTrue(try apply(.equal, value, .int(0), range, source), range, source) }
        func other(_ arguments: [ArgumentValue]) throws -> Value {
            try rawValue(try optionSet(try requireArgument(arguments, arguments.first?.label, in: name, range, source), as: type, range, source),
                         range, source)
        }
        switch name {
        case "isEmpty": return .bool(try zero(raw))
        case _ where Self.optionSetMethodNames.contains(name):
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let b = try other(arguments)
                switch name {
                case "isStrictSuperset", "isStrictSubset":
                    // A superset (subset) that is not equal: SetAlgebra's strict relations.
                    let (big, small) = name == "isStrictSuperset" ? (raw, b) : (b, raw)
                    let covers = try interpreter.libraryEqual(try interpreter.apply(.bitAnd, big, small, range, source), small, range, source)
                    return .bool(try covers && !interpreter.libraryEqual(big, small, range, source))
                case "contains", "isSuperset": return .bool(try interpreter.libraryEqual(try interpreter.apply(.bitAnd, raw, b, range, source), b, range, source))
                case "isSubset": return .bool(try interpreter.libraryEqual(try interpreter.apply(.bitAnd, raw, b, range, source), raw, range, source))
                case "isDisjoint": return .bool(try zero(try interpreter.apply(.bitAnd, raw, b, range, source)))
                case "union": return try interpreter.option(type, raw: try interpreter.apply(.bitOr, raw, b, range, source))
                case "intersection": return try interpreter.option(type, raw: try interpreter.apply(.bitAnd, raw, b, range, source))
                case "symmetricDifference": return try interpreter.option(type, raw: try interpreter.apply(.bitXor, raw, b, range, source))
                default:
                    let kept = try interpreter.apply(.bitAnd, raw, try interpreter.prefix("~", b, range, source), range, source)
                    return try interpreter.option(type, raw: kept)
                }
            })
        default: return nil
        }
    }

    /// SetAlgebra's non-mutating methods, as an OptionSet has them.
    static let optionSetMethodNames: Set<String> = ["contains", "isSubset", "isSuperset", "isDisjoint", "union", "intersection", "subtracting",
                                                    "symmetricDifference", "isStrictSubset", "isStrictSuperset"]

    static let optionSetMutatingNames: Set<String> = ["insert", "remove", "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "update"]

    /// A mutating OptionSet method on `target` in place; returns its result.
    func mutateOptionSet(_ name: String, _ target: inout Value, _ type: TypeInfo, _ arguments: [ArgumentValue], _ range: SourceRange,
                         _ source: SourceText) throws -> Value {
        let raw = try rawValue(target, range, source)
        let given = try optionSet(try requireArgument(arguments, arguments.first?.label, in: name, range, source), as: type, range, source)
        let b = try rawValue(given, range, source)
        let had = try apply(.bitAnd, raw, b, range, source)
        let present = try libraryEqual(had, b, range, source)
        switch name {
        case "insert", "formUnion", "update":
            target = try option(type, raw: try apply(.bitOr, raw, b, range, source))
            if name == "insert" { return .tuple(TupleValue(elements: [.bool(!present), given], labels: ["inserted", "memberAfterInsert"])) }
            if name == "update" { return present ? .optional(given) : Value.none }
        case "remove", "subtract":
            target = try option(type, raw: try apply(.bitAnd, raw, try prefix("~", b, range, source), range, source))
            if name == "remove" { return try libraryEqual(had, .int(0), range, source) ? Value.none : .optional(try option(type, raw: had)) }
        case "formIntersection":
            target = try option(type, raw: had)
        default:
            target = try option(type, raw: try apply(.bitXor, raw, b, range, source))
        }
        return .void
    }
}

extension Value {
    /// What may hold option-set literals for a declared type (`[.read]`, `["dev": [.read, .write]]`).
    var isArrayOrDictionary: Bool {
        switch self {
        case .array, .dictionary: return true
        default: return false
        }
    }
}
