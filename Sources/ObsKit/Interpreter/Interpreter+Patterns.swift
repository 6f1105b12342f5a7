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
            // A `~=` of the script's that fits comes first (`case 0..<10` against a `Token`).
            if case .bool(let matched)? = try userPatternMatch(expected, value, expr.range, source) { return matched }
            if let rangeValue = asRangeValue(expected), let subject = value.unwrapped, asRangeValue(subject) == nil {
                return try rangeValue.contains(subject, self, expr.range, source)
            }
            return try patternEquals(expected, value, expr.range, source)
        case .enumCase(let typeName, let name, let payload, let fallback):
            let subject = value.unwrapped ?? Value.none
            if name == "none", payload == nil {
                // Optional's `.none`: a nil matches, a `.some` (however deep its own nil) does not.
                if case .none = value { return true }
                if case .optional = value { return false }
            }
            // `.some(x)` and `.none` are Optional's, unless the value is an enum with cases of those names.
            let ownCase: Bool = {
                if case .enumCase(let enumValue) = value { return enumValue.type.cases.contains { $0.name == name } }
                return false
            }()
            // `.some` with no payload: any non-nil value (`case (.some, nil)`).
            if name == "some", !ownCase, payload == nil { return value.unwrapped != nil }
            if name == "some", !ownCase, let payload, payload.count == 1 {
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
                // A script enum's case against a value of another type (an `any Error` holding a struct): the
                // pattern's implied cast fails.
                if let typeName, let type = scriptType(named: typeName), type.kind == .enum, type.cases.contains(where: { $0.name == name }) {
                    return false
                }
                return try patternEquals(try evaluate(fallback, frame, source), value, fallback.range, source)
            }
            if let typeName, typeName != enumValue.type.name, !enumValue.type.name.hasSuffix("." + typeName) { return false }
            guard enumValue.caseName == name else { return false }
            guard let payload else { return true }
            if payload.count == 1, enumValue.payload.count > 1 {
                let tuple = Value.tuple(TupleValue(elements: enumValue.payload, labels: enumValue.payloadLabels))
                return try match(payload[0], tuple, frame, source)
            }
            var elements = enumValue.payload
            if payload.count > 1, elements.count == 1, case .tuple(let tuple) = elements[0], tuple.elements.count == payload.count {
                // `case .pair(let a, let b)` against `case pair((Int, String))`: the one tuple's elements, as Swift
                // matches them (with a warning).
                elements = tuple.elements
            }
            guard payload.count == elements.count else { return false }
            for (inner, element) in zip(payload, elements) where !(try match(inner, element, frame, source)) {
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
        case .isType(let use):
            return isInstance(value, of: try substitute(use, frame, source))
        case .cast(let inner, let use):
            guard let cast = castValue(value, to: try substitute(use, frame, source)) else { return false }
            return try match(inner, cast, frame, source)
        }
    }

    /// `~=` for expression patterns: `==` where Swift has it, else identity of objects.
    private func patternEquals(_ expected: Value, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        // `case Optional<Any>.none:` against an `Any` holding a nil: the nil matches whatever its optional type.
        if case .none = expected, case .native(is NilInAny) = value { return true }
        if case .bool(let same) = try apply(.equal, expected, value, range, source) { return same }
        return false
    }

}
