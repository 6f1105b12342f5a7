/// Values that act like functions or answer any member name, as script types opt into:
/// `callAsFunction` (a value called like a function: `triple(14)`, overloads chosen by labels) and
/// `@dynamicMemberLookup` (`tag.id` reads `tag[dynamicMember: "id"]`, or, for a subscript taking a key
/// path, `wrapper[dynamicMember: \.id]`). Swift checks at compile time that the attribute is there;
/// ObsREPL goes by the subscript alone.
extension Interpreter {
    /// Calls `value` (a script instance) through its type's `callAsFunction`; nil when the type has none.
    /// A `mutating` one writes the new value back to `callee`.
    func callAsFunction(_ value: Value, callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                        _ frame: Frame, _ source: SourceText) throws -> Value? {
        let type: TypeInfo
        switch value {
        case .structValue(let structValue): type = structValue.type
        case .object(let object): type = object.type
        case .enumCase(let enumValue): type = enumValue.type
        default: return nil
        }
        if type.decl.attributes.contains("dynamicCallable"), let result = try dynamicallyCall(value, type, callee, arguments, range, frame, source) {
            return result
        }
        guard let (method, evaluated) = try chooseMethod("callAsFunction", of: type, isStatic: false, on: value, arguments,
                                                         range, frame, source) else {
            // SwiftUI's `Layout.callAsFunction(_ content:)`: the script's layout as a container.
            guard type.conforms(to: "Layout"), case .structValue(let layout) = value else { return nil }
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            return try Builtins.customLayout(layout, self, values, range, source)
        }
        return try callMutating(method, on: value, callee, type: type, arguments, range, frame, source, evaluated: evaluated)
    }

    /// `@dynamicCallable` (SE-0216): `add(1, 2)` is `add.dynamicallyCall(withArguments: [1, 2])`; with labels (or
    /// when that is the only form) `dynamicallyCall(withKeywordArguments:)` gets the (label, value) pairs, an
    /// unlabelled argument's label empty. Nil when the type has neither method.
    private func dynamicallyCall(_ value: Value, _ type: TypeInfo, _ callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                                 _ frame: Frame, _ source: SourceText) throws -> Value? {
        let candidates = methodCandidates("dynamicallyCall", of: type, isStatic: false)
        let positional = candidates.first { $0.parameters.first?.label == "withArguments" }
        let keyword = candidates.first { $0.parameters.first?.label == "withKeywordArguments" }
        guard let method = keyword.flatMap({ arguments.contains { $0.label != nil } || positional == nil ? $0 : nil }) ?? positional else {
            return nil
        }
        let values = try arguments.map { try evaluate($0.value, frame, source) }
        let passed: Value = method === keyword
            ? .array(zip(arguments, values).map { .tuple(TupleValue(elements: [.string($0.label ?? ""), $1], labels: ["key", "value"])) })
            : .array(values)
        let argument = Argument(label: method.parameters.first?.label, value: Expr(.discard, range))
        return try callMutating(method, on: value, callee, type: type, [argument], range, frame, source, evaluated: [passed])
    }

    /// `Flow(spacing: 4) { ... }`: a trailing closure that no initializer takes goes to the new value's
    /// `callAsFunction`, as Swift resolves it (how SwiftUI's `Layout` types are used). Nil when it doesn't apply.
    func constructThenCall(_ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                           _ source: SourceText) throws -> Value? {
        guard let last = arguments.last, last.label == nil, case .closure = last.value.kind, type.kind == .struct || type.kind == .class,
              type.method("callAsFunction") != nil || type.conforms(to: "Layout"),
              initializer(of: type, matching: arguments) == nil,
              !(type.kind == .struct && type.decl.initializers.isEmpty && match(arguments, type.memberwiseParameters) != nil) else { return nil }
        let made = try construct(type, Array(arguments.dropLast()), range, frame, source)
        return try callAsFunction(made, callee: last.value, [last], range, frame, source)
    }

    /// `base.name` where the type declares no `name` but a `subscript(dynamicMember:)`; nil when it has none.
    func dynamicMember(_ name: String, of base: Value, type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        let expected = expectedDynamicMember
        expectedDynamicMember = nil
        guard let argument = try dynamicMemberArgument(name, of: base, type: type, range, source) else { return nil }
        return try subscriptGet(base, arguments: [argument], range, source, expected: expected)
    }

    /// Whether `type` has more than one `subscript(dynamicMember:)` (overloads the context's type chooses among).
    func hasOverloadedDynamicMember(_ type: TypeInfo) -> Bool {
        subscriptCandidates(of: type, isStatic: false).count { $0.getter.parameters.first?.label == "dynamicMember" } > 1
    }

    /// `base.name = value` through a `subscript(dynamicMember:)` with a setter; false when the type has none.
    func setDynamicMember(_ name: String, of base: inout Value, type: TypeInfo, to value: Value, _ range: SourceRange,
                          _ source: SourceText) throws -> Bool {
        guard let argument = try dynamicMemberArgument(name, of: base, type: type, range, source) else { return false }
        try subscriptSet(&base, arguments: [argument], value, range, source)
        return true
    }

    /// The `dynamicMember:` argument for `name`: a key path `\.name` when a key-path subscript can read that
    /// member of its root, else the string.
    private func dynamicMemberArgument(_ name: String, of base: Value, type: TypeInfo, _ range: SourceRange,
                                       _ source: SourceText) throws -> ArgumentValue? {
        // `Env.HOME` reads a `static subscript(dynamicMember:)` (SE-0252 allows one on the type itself).
        let isStatic = if case .type = base { true } else { false }
        let candidates = subscriptCandidates(of: type, isStatic: isStatic).filter {
            $0.getter.parameters.count == 1 && $0.getter.parameters[0].label == "dynamicMember"
        }
        guard !candidates.isEmpty else { return nil }
        let takesKeyPath = candidates.contains { candidate in
            if case .named(let typeName, _)? = candidate.getter.parameters[0].type { return typeName.hasSuffix("KeyPath") }
            return false
        }
        let takesString = candidates.count > (takesKeyPath ? 1 : 0)
        let keyPath = Value.keyPath(KeyPathValue(rootTypeName: nil, components: [.member(name)]))
        if takesKeyPath, takesString {
            // Swift prefers the key path when the root has the member; without one, the string subscript.
            if (try? subscriptGet(base, arguments: [ArgumentValue(label: "dynamicMember", value: keyPath)], range, source)) != nil {
                return ArgumentValue(label: "dynamicMember", value: keyPath)
            }
            return ArgumentValue(label: "dynamicMember", value: .string(name))
        }
        return ArgumentValue(label: "dynamicMember", value: takesKeyPath ? keyPath : .string(name))
    }
}
