/// The expressions about types, kept out of `evaluate` so its frame stays small on the hot path: casts,
/// type values, generic parameters, `Self`, contextual types, `if`/`switch` expressions, declared
/// protocol types and function references.
extension Interpreter {
    @inline(never)
    func evaluateTyped(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        switch expr.kind {
        case .member(let baseExpr, let name):
            let base = try evaluate(baseExpr, frame, source)
            if case .declaredAs(_, let declared) = baseExpr.kind,
               let getter = protocolExtensionMember(name, declared: declared, property: true, receiver: base) {
                return try call(getter.function, receiver: base, arguments: [], type: getter.owner).value
            }
            return try member(name, of: base, at: expr.range, source)
        case .declaredAs(let inner, _):
            return try evaluate(inner, frame, source)
        case .accessorVariable(let access):
            if let getter = access.getter { return try invoke(try evaluate(getter, frame, source), [], expr.range, source) }
            guard let storage = access.storage else { obsInvariant("an accessor variable without getter or storage") }
            return try evaluate(storage, frame, source)
        case .functionReference(let inner, let labels):
            return try functionReference(try evaluate(inner, frame, source), labels: labels, expr.range, source)
        case .typeCheck(let inner, let use):
            return .bool(isInstance(try evaluate(inner, frame, source), of: try substitute(use, frame, source)))
        case .typeCast(let inner, let use, let kind):
            let value = try evaluate(inner, frame, source)
            let type = try substitute(use, frame, source)
            switch kind {
            case .coerce:
                return value.coerced(Coercion(type))
            case .optional:
                return castValue(value, to: type).map { .optional($0) } ?? .none
            case .force:
                guard let cast = castValue(value, to: type) else {
                    throw runtimeError("Could not cast value of type '\(typeDescription(dynamicType(of: value), qualified: true))' to '\(typeDescription(type, qualified: true))'", expr.range, source)
                }
                return cast
            }
        case .typeValue(let use):
            return metatypeValue(try substitute(use, frame, source))
        case .typeParameter(let receiverExpr, let name, let index):
            return try typeArgument(index, name: name, of: try evaluate(receiverExpr, frame, source), expr.range, source)
        case .selfType(let receiverExpr, let fallback):
            let receiver = (peek(receiverExpr, frame) ?? .void)
            if typeRef(ofMetatype: receiver) != nil { return receiver }
            if scriptType(of: receiver) != nil { return typeOf(receiver) }
            return try evaluate(Expr(.global(fallback), expr.range), frame, source)
        case .typed(let inner, let type):
            return try evaluate(inner, expecting: type, frame, source)
        case .branches(let statement):
            if case .yielded(let value) = try exec(statement, frame, source) { return value }
            throw runtimeError("this 'if' or 'switch' expression produced no value", expr.range, source)
        default:
            obsInvariant("evaluateTyped called on another expression")
        }
    }
}

extension Interpreter {
    /// A write to a computed variable (its setter) or an observed one (`willSet`, the store, `didSet`; a
    /// write from inside its own observers stores without running them again, as Swift does).
    func assign(_ value: Value, through access: AccessorAccess, _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws {
        if let setter = access.setter {
            _ = try invoke(try evaluate(setter, frame, source), [value], range, source)
            return
        }
        guard let storage = access.storage else {
            throw runtimeError("cannot assign to value: '\(access.name)' is a get-only property", range, source)
        }
        let willSet = try access.willSet.map { try evaluate($0, frame, source) }
        let didSet = try access.didSet.map { try evaluate($0, frame, source) }
        guard let observer = closureIdentity(didSet ?? willSet), runningObservers.insert(observer).inserted else {
            try assign(value, to: storage, frame, source)
            return
        }
        defer { runningObservers.remove(observer) }
        let old = try evaluate(storage, frame, source)
        if let willSet { _ = try invoke(willSet, [value], range, source) }
        try assign(value, to: storage, frame, source)
        if let didSet { _ = try invoke(didSet, [old], range, source) }
    }

    private func closureIdentity(_ value: Value?) -> ObjectIdentifier? {
        if case .closure(let closure)? = value { return ObjectIdentifier(closure) }
        return nil
    }
}
