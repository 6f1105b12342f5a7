/// Subscripts scripts declare: on their own types (several per type, chosen by labels and argument
/// types), static and class subscripts (`Planet[4]`), and those extensions add to library types
/// (`extension Int { subscript(digit:) }`, `extension Collection { subscript(safe:) }`). A subscript
/// whose labels or types do not fit falls back to the library's own, so `self[i]` inside
/// `subscript(safe:)` reaches Array's and does not recurse.
extension Interpreter {
    /// The arguments of `base[...]`, evaluated, with their labels.
    func subscriptArguments(_ arguments: [Argument], _ frame: Frame, _ source: SourceText) throws -> [ArgumentValue] {
        try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
    }

    func subscriptGet(_ base: Value, arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText,
                      expected: TypeRef? = nil) throws -> Value {
        if Self.isRangeArgument(arguments), let type = scriptType(of: base), isScriptCollection(type), !takesRanges(type) {
            // `ring[i...]` where the collection's own subscript takes an `Index`: Collection's `subscript(bounds:)`.
            return try CollectionSliceValue.whole(base, interpreter: self, range: range, source: source)
                .subscriptGet([arguments[0].value], interpreter: self, range: range, source: source)
        }
        if let (owner, decl, bound) = try scriptSubscript(of: base, arguments, expected: expected, range, source) {
            return try readingThroughGetter(decl.getter, of: base, arguments: bound, type: owner, expected: expected)
        }
        if Self.isRangeArgument(arguments), !Self.isHalfOpenRange(arguments[0].value), let type = scriptType(of: base), isScriptCollection(type),
           takesRanges(type) {
            // `w[..<mid]`, `w[2...4]` where the collection's own subscript takes a `Range` of its indices: Collection's
            // `subscript<R: RangeExpression>` reads `self[r.relative(to: self)]`, the range it stands for.
            let relative = try rangeMethod("relative", asRangeValue(arguments[0].value)!, [ArgumentValue(label: "to", value: base)], range, source)
            return try subscriptGet(base, arguments: [ArgumentValue(label: nil, value: relative)], range, source, expected: expected)
        }
        if base.isDictionary, let keyPath = Self.keyPathArgument(arguments) { return try apply(keyPath, to: base, range, source) }
        if Self.isRangeArgument(arguments), let type = scriptType(of: base), isScriptCollection(type) {
            // `ring[1..<4]`, `sentence[i...]` on a script collection: Swift's `Slice` of it, at the same indices.
            return try CollectionSliceValue.whole(base, interpreter: self, range: range, source: source)
                .subscriptGet([arguments[0].value], interpreter: self, range: range, source: source)
        }
        return try subscriptGet(base, arguments.map(\.value), range, source)
    }

    private func elementsOfSliceOrArray(_ value: Value) throws -> [Value]? {
        if case .array(let elements) = value { return elements }
        if case .native(let slice as ArraySliceValue) = value { return slice.elements }
        if case .native(let slice as CollectionSliceValue) = value { return try makeIterator(.native(slice), .synthesized, synthesizedSource).drain(self, .synthesized, synthesizedSource) }
        return nil
    }

    /// Whether the arguments are one unlabelled range of any bounds (`[1..<4]`, `[i...]`, `[..<j]`).
    /// Whether one of the type's own one-parameter subscripts takes a range (a range type, a generic or an
    /// unannotated parameter), so that a range argument is its to take.
    func takesRanges(_ type: TypeInfo) -> Bool {
        subscriptCandidates(of: type, isStatic: false).contains { candidate in
            guard candidate.getter.parameters.count == 1, candidate.getter.parameters[0].label == nil else { return false }
            guard case .named(let name, _)? = candidate.getter.parameters[0].type?.canonical else { return true }
            return Coercion.rangeNames.contains(name) || name == "RangeExpression" || name == "UnboundedRange"
                || candidate.getter.genericParameters.contains { $0.name == name }
        }
    }

    /// `a..<b` with both bounds (a `Range`), not a closed or one-sided range.
    private static func isHalfOpenRange(_ value: Value) -> Bool {
        switch value {
        case .range(_, _, let closed): return !closed
        case .native(let bounds as RangeValue): return !bounds.closed && bounds.lower != nil && bounds.upper != nil
        default: return false
        }
    }

    private static func isRangeArgument(_ arguments: [ArgumentValue]) -> Bool {
        guard arguments.count == 1, arguments[0].label == nil else { return false }
        if case .range = arguments[0].value { return true }
        if case .native(is RangeValue) = arguments[0].value { return true }
        return false
    }

    /// The positions of a lone unlabelled range argument (`[1..<4]`, `[2...5]`).
    /// (A closed range up to `Int.max` has no end here: the usual path reports it, as Swift traps.)
    private static func rangeArgument(_ arguments: [ArgumentValue]) -> Range<Int>? {
        // A closed range ending at Int.max has no end past it (the general path reports it).
        guard arguments.count == 1, arguments[0].label == nil, case .range(let lower, let upper, let closed) = arguments[0].value,
              !(closed && upper == Int.max), lower <= (closed ? upper + 1 : upper) else { return nil }
        return lower..<(closed ? upper + 1 : upper)
    }

    func subscriptSet(_ base: inout Value, arguments: [ArgumentValue], _ newValue: Value, _ range: SourceRange,
                      _ source: SourceText) throws {
        if let (owner, decl, bound) = try scriptSubscript(of: base, arguments, forWriting: true, range, source) {
            guard let setter = decl.setter else {
                throw runtimeError("cannot assign through subscript: subscript is get-only", range, source)
            }
            if case .structValue = base {
                // The struct is the setter's `self` while it runs, not also the caller's: what it holds stays uniquely
                // referenced (`isKnownUniquelyReferenced(&storage)` in a copy-on-write setter sees one owner).
                // (A setter cannot throw; a runtime error in it ends the script.)
                base = try call(setter, receiver: exchange(&base, with: .uninitialized),
                                arguments: bound + [Self.newValueArgument(newValue, of: setter)], type: owner).newSelf
                return
            }
            let newSelf = try call(setter, receiver: base, arguments: bound + [Self.newValueArgument(newValue, of: setter)], type: owner).newSelf
            if case .type = base {} else if builtinExtension(for: base) != nil, setter.isMutating { base = newSelf }
            return
        }
        if base.isDictionary, let keyPath = Self.keyPathArgument(arguments) {
            try set(keyPath.components[...], on: &base, to: newValue, range, source)
            return
        }
        if let positions = Self.rangeArgument(arguments), let type = scriptType(of: base), isScriptCollection(type),
           let elements = try elementsOfSliceOrArray(newValue) {
            // `bits[2...5] = other[0...3]` on a script MutableCollection: element by element, the same count.
            guard elements.count == positions.count else {
                throw runtimeError("Fatal error: a MutableCollection's range takes as many elements as it replaces", range, source)
            }
            for (position, element) in zip(positions, elements) {
                try subscriptSet(&base, arguments: [ArgumentValue(label: nil, value: .int(position))], element, range, source)
            }
            return
        }
        try subscriptSet(&base, arguments.map(\.value), newValue, range, source)
    }

    /// `[keyPath: path]`: on a dictionary, only the label tells it from a key that is a key path.
    private static func keyPathArgument(_ arguments: [ArgumentValue]) -> KeyPathValue? {
        guard arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let path) = arguments[0].value else { return nil }
        return path
    }

    /// Arguments already evaluated, as argument expressions again (for choosing and binding a declaration by
    /// them): the values wait in a frame of their own, which the expressions read.
    static func waitingInFrame(_ arguments: [ArgumentValue], _ range: SourceRange) -> (Frame, [Argument]) {
        let frame = Frame.make(size: arguments.count)
        var expressions: [Argument] = []
        for (index, argument) in arguments.enumerated() {
            _ = frame.store(argument.value, at: index)
            expressions.append(Argument(label: argument.label, value: Expr(.local(Slot(depth: 0, index: index)), range)))
        }
        return (frame, expressions)
    }

    /// `base.name(arguments)` with values already evaluated, chosen and run as the call written out would be.
    func callMethod(_ name: String, on base: Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                    _ source: SourceText) throws -> Value {
        let (frame, expressions) = Self.waitingInFrame([ArgumentValue(label: nil, value: base)] + arguments, range)
        return try callMember(name, on: expressions[0].value, Array(expressions.dropFirst()), range, frame, source)
    }

    /// The script subscript of `base` that fits the arguments, and the arguments bound to its parameters.
    /// `forWriting`: an assignment's, which a settable subscript wins over a get-only one that fits as well
    /// (`cfg["port"] = v` beside a variadic `subscript(keys: String...)`).
    /// `super[...]` in a member of the class `owner`: its superclass's subscript, called on `receiver`;
    /// `newValue` given: its setter.
    func superSubscript(_ receiver: Value, owner: TypeInfo, _ arguments: [ArgumentValue], newValue: Value? = nil,
                        _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let parent = owner.superclass else {
            throw runtimeError("'super' members cannot be referenced in a root class", range, source)
        }
        guard let (declaring, decl, bound) = try scriptSubscript(of: receiver, arguments, forWriting: newValue != nil, in: parent, range, source) else {
            throw runtimeError("'\(parent.name)' has no subscript taking these arguments", range, source)
        }
        guard let newValue else { return try call(decl.getter, receiver: receiver, arguments: bound, type: declaring).value }
        guard let setter = decl.setter else {
            throw runtimeError("cannot assign through subscript: subscript is get-only", range, source)
        }
        _ = try call(setter, receiver: receiver, arguments: bound + [Self.newValueArgument(newValue, of: setter)], type: declaring)
        return .void
    }

    /// The script subscript `base[arguments]` calls: among those of `base`'s type, or of `type` (`super[...]`).
    private func scriptSubscript(of base: Value, _ arguments: [ArgumentValue], forWriting: Bool = false, in type: TypeInfo? = nil,
                                 expected: TypeRef? = nil, _ range: SourceRange, _ source: SourceText) throws -> (TypeInfo, SubscriptDecl, [ArgumentValue])? {
        var owner: TypeInfo
        var isStatic = false
        switch base {
        case .structValue(let value): owner = value.type
        case .object(let object): owner = object.type
        case .enumCase(let value): owner = value.type
        case .type(let type): (owner, isStatic) = (type, true)
        default:
            guard let extended = builtinExtension(for: base) else { return nil }
            owner = extended
        }
        if let type { owner = type }
        let candidates = subscriptCandidates(of: owner, isStatic: isStatic)
        guard !candidates.isEmpty else { return nil }
        let (frame, expressions) = Self.waitingInFrame(arguments, range)
        var best: (SubscriptDecl, Int)?
        for settableOnly in forWriting ? [true, false] : [false] where best == nil {
            for candidate in candidates where !settableOnly || candidate.setter != nil {
                guard let matched = match(expressions, candidate.getter.parameters),
                      var score = subscriptScore(candidate.getter, matched, arguments, receiver: base) else { continue }
                // Overloads that differ by their result (`subscript(dynamicMember:) -> String` and `-> Int`): the
                // one the context's type takes (`let size: Int = settings.fontSize`).
                if let expected, let result = candidate.getter.returnType, fit(type: expected, to: result, candidate.getter.genericParameters) == nil {
                    score += 2000
                }
                if best == nil || score < best!.1 { best = (candidate, score) }
            }
        }
        guard let chosen = best?.0 else {
            // `value[keyPath: path]` is every type's, beside the subscripts it declares.
            if arguments.count == 1, arguments[0].label == "keyPath" { return nil }
            if case .structValue = base {} else if case .object = base {} else { return nil }
            if Self.isRangeArgument(arguments), isScriptCollection(owner) { return nil }
            let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
            throw runtimeError("no subscript of '\(owner.name)' takes (\(labels)) with these arguments", range, source)
        }
        let bound = try bindArguments(expressions, to: chosen.getter.parameters, callee: "subscript", range, frame, source)
        return (owner, chosen, bound)
    }

    private func subscriptScore(_ getter: FunctionDecl, _ matched: [Range<Int>], _ arguments: [ArgumentValue], receiver: Value) -> Int? {
        var total = 0
        for requirement in getter.conditions {
            guard let specificity = requirementSpecificity(requirement, receiver: receiver) else { return nil }
            total -= specificity
        }
        let placeholder = Expr(.discard, .synthesized)
        for (parameter, filled) in zip(getter.parameters, matched) {
            if filled.isEmpty { total += 1; continue }
            // Swift ranks a subscript taking the arguments as a variadic list below one that leaves a default out.
            if parameter.isVariadic { total += 2 }
            guard let declared = parameter.fittedType else { continue }
            for index in filled {
                guard let cost = fit(arguments[index].value, placeholder, to: parameter.isVariadic ? declared : declared,
                                     getter.genericParameters) else { return nil }
                total += cost * 100
            }
        }
        return total
    }

    /// Every subscript a value of `type` answers: its own, its superclasses', its protocols' extensions'.
    func subscriptCandidates(of type: TypeInfo, isStatic: Bool) -> [SubscriptDecl] {
        var found: [SubscriptDecl] = []
        func take(_ info: TypeInfo) {
            found += info.subscripts.filter { $0.isStatic == isStatic }
        }
        for info in type.memberLookupOrder { take(info) }
        return found
    }
}

extension Interpreter {
    /// The `newValue` a subscript's setter is given: an optional where the subscript's type is one.
    static func newValueArgument(_ newValue: Value, of setter: FunctionDecl) -> ArgumentValue {
        ArgumentValue(label: nil, value: setter.parameters.last?.isOptional == true ? newValue.asOptional : newValue)
    }
}
