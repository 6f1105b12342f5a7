/// Matching patterns (`switch`, `if case`, `catch`, destructuring) and dynamic type checks (`is`, `as?`).
extension Interpreter {
    /// Whether `value` matches `pattern`; bindings are stored as it goes.
    func match(_ pattern: Pattern, _ value: Value, _ frame: Frame, _ source: SourceText) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(_, let slot, let global):
            if let slot { _ = frame.store(value, at: slot.index) }
            if let global { _ = exchange(&globals.values[global], with: value) }
            return true
        case .expression(let expr):
            let expected = try evaluate(expr, frame, source)
            if case .range(let lower, let upper, let closed) = expected, case .int(let number) = value.unwrapped ?? Value.none {
                return number >= lower && (closed ? number <= upper : number < upper)
            }
            if let rangeValue = asRangeValue(expected), let subject = value.unwrapped, asRangeValue(subject) == nil {
                return try rangeValue.contains(subject, self, expr.range, source)
            }
            return try patternEquals(expected, value, expr.range, source)
        case .enumCase(let typeName, let name, let payload, let fallback):
            let subject = value.unwrapped ?? Value.none
            if case .none = value, name == "none", payload == nil { return true }
            if name == "some", let payload, payload.count == 1 {
                guard let wrapped = value.unwrapped else { return false }
                return try match(payload[0], wrapped, frame, source)
            }
            if case .native(let libraryCase as NativeEnumCase) = subject {
                guard typeName.map({ $0 == libraryCase.enumTypeName }) ?? true, libraryCase.caseName == name else { return false }
                guard let payload else { return true }
                guard payload.count == libraryCase.payload.count else { return false }
                for (inner, element) in zip(payload, libraryCase.payload) where !(try match(inner, element, frame, source)) {
                    return false
                }
                return true
            }
            guard case .enumCase(let enumValue) = subject else {
                guard let fallback else { return false }
                return try patternEquals(try evaluate(fallback, frame, source), value, fallback.range, source)
            }
            if let typeName, typeName != enumValue.type.name, !enumValue.type.name.hasSuffix("." + typeName) { return false }
            guard enumValue.caseName == name else { return false }
            guard let payload else { return true }
            if payload.count == 1, enumValue.payload.count > 1 {
                let tuple = Value.tuple(TupleValue(elements: enumValue.payload, labels: enumValue.payloadLabels))
                return try match(payload[0], tuple, frame, source)
            }
            guard payload.count == enumValue.payload.count else { return false }
            for (inner, element) in zip(payload, enumValue.payload) where !(try match(inner, element, frame, source)) {
                return false
            }
            return true
        case .tuple(let patterns):
            guard case .tuple(let tuple) = value, tuple.elements.count == patterns.count else { return false }
            for (inner, element) in zip(patterns, tuple.elements) where !(try match(inner, element, frame, source)) {
                return false
            }
            return true
        case .optionalSome(let inner):
            guard let wrapped = value.unwrapped else { return false }
            return try match(inner, wrapped, frame, source)
        case .isType(let typeName):
            return isInstance(value, of: typeName)
        case .cast(let inner, let typeName):
            guard isInstance(value, of: typeName) else { return false }
            return try match(inner, value.unwrapped ?? value, frame, source)
        }
    }

    /// `~=` for expression patterns: `==` where Swift has it, else identity of objects.
    private func patternEquals(_ expected: Value, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if case .bool(let same) = try apply(.equal, expected, value, range, source) { return same }
        return false
    }

    /// `value is typeName`, by the dynamic type: class hierarchies and protocol conformances included.
    func isInstance(_ value: Value, of typeName: String) -> Bool {
        var name = typeName.hasSuffix("?") ? String(typeName.dropLast()) : typeName
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        if name.hasPrefix("("), name.hasSuffix(")") { name = String(name.dropFirst().dropLast()) }
        if name.contains("&") {
            // A composition: an instance of every part.
            return name.split(separator: "&").allSatisfy { isInstance(value, of: $0.trimmingCharacters(in: .whitespaces)) }
        }
        if name == "Any" { return true }
        guard let unwrapped = value.unwrapped else { return false }
        switch unwrapped {
        case .int: return name == "Int"
        case .double: return name == "Double"
        case .sized(let number): return name == number.kind.name
        case .float: return name == "Float"
        case .bool: return name == "Bool"
        case .string: return name == "String" || name == "Character"
        case .array: return name.hasPrefix("[") && !name.contains(":") || name.hasPrefix("Array")
        case .dictionary: return name.hasPrefix("[") && name.contains(":") || name.hasPrefix("Dictionary")
        case .set: return name.hasPrefix("Set")
        case .object(let object): return name == "AnyObject" || object.type.isSubtype(of: name)
        case .structValue(let structValue): return structValue.type.isSubtype(of: name)
        case .enumCase(let enumValue): return enumValue.type.isSubtype(of: name)
        case .closure, .function, .builtin, .boundMethod: return name.contains("->")
        case .native(let object): return object.typeName == name || name == "Error" && object.typeName.hasSuffix("Error")
        default: return false
        }
    }
}

extension TypeInfo {
    /// Whether instances of this type are `name`: the type itself, a superclass, or a protocol it conforms to.
    func isSubtype(of name: String) -> Bool {
        var type: TypeInfo? = self
        while let current = type {
            if current.name == name || current.name.hasSuffix("." + name) { return true }
            type = current.superclass
        }
        return conforms(to: name)
    }
}
