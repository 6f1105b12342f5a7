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
        case .genericParameter(let slot, let name):
            let value = try evaluate(slot, frame, source)
            if case .builtinType(TypeRef.unknown.nominalName!) = value {
                var error = ObsDiagnostic(.unsupported, "the type '\(name)' stands for here is not known (ObsREPL checks no types; "
                    + "pass it, as in 'T.self', or give it by an argument of its type)", at: SourceLocation(source: source, range: expr.range))
                error.cause = .unknownGenericArgument
                throw error
            }
            return value
        case .genericTypeOf(let call, let parameter):
            let bound = try evaluate(parameter, frame, source)
            if let type = typeRef(ofMetatype: bound), isExistential(type) { return bound }
            return try evaluate(call, frame, source)
        case .accessorVariable(let access):
            if let getter = access.getter { return try invoke(try evaluate(getter, frame, source), [], expr.range, source) }
            guard let storage = access.storage else { obsInvariant("an accessor variable without getter or storage") }
            return try evaluate(storage, frame, source)
        case .functionReference(let inner, let labels):
            return try functionReference(try evaluate(inner, frame, source), labels: labels, expr.range, source)
        case .typeCheck(let inner, let use):
            return .bool(isInstance(try evaluate(inner, frame, source), of: try substitute(use, frame, source)))
        case .typeCast(let inner, let use, let kind):
            if kind == .coerce, !use.parameters.isEmpty, Self.isCallResult(inner) {
                // `pick(x)` returning `T?` in a function generic over `T`: a generic call whose result is expected to be
                // what `T?` is in this call; where nothing known is bound to `T` yet, read against the type as written.
                return try evaluate(inner, expecting: substitutedIfKnown(use, frame, source) ?? use.type, frame, source)
            }
            if kind == .coerce, !use.parameters.isEmpty, Self.isLiteral(inner), let type = try? substitute(use, frame, source) {
                // `var result: T = 1`: the literal as the type T stands for in this call.
                return try evaluate(inner, expecting: type, frame, source)
            }
            let value = try evaluate(inner, frame, source)
            if kind == .coerce, case .none = value, case .declaredAs(_, let declared) = inner.kind,
               declared.leafNames.allSatisfy({ isKnownType($0) }) {
                return .native(NilInAny(declared, description: typeDescription(declared, qualified: false)))
            }
            if kind == .coerce, case .overloads = value { return chosenOverload(value, as: use.type) }
            if kind == .coerce, case .named("NSError", _) = use.type, foundationImported, let bridged = try bridgedNSError(value) { return bridged }
            if kind == .coerce, use.parameters.isEmpty {
                // `mutable as String`: an NSMutableString bridged to its text.
                if case .native(let mutable as NSMutableStringValue) = value, use.type == .named("String", []) { return .string(mutable.text) }
                return value.coerced(use.coercion)
            }
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
            do {
                return metatypeValue(try substitute(use, frame, source))
            } catch let error as ObsDiagnostic where error.cause == .unknownGenericArgument {
                // `Pipeline<Input, Next> { ... }` where a generic argument cannot be told (a method's own `Next`,
                // given by the closure's result): the type itself, its instance's arguments left unknown.
                guard case .named(let name, _) = use.type, let type = scriptType(named: name) else { throw error }
                return .type(type)
            }
        case .typeParameter(let receiverExpr, let name, let index):
            if case .local(let slot) = receiverExpr.kind, case .uninitialized = frame.read(slot.index), let initializing = enumInitGenerics.last,
               index < initializing.arguments.count, initializing.type.decl.genericParameters.indices.contains(index),
               initializing.type.decl.genericParameters[index].name == name {
                // In a generic enum's init, before it assigns `self`.
                return metatypeValue(initializing.arguments[index])
            }
            var receiver = try evaluate(receiverExpr, frame, source)
            if case .type(let type) = receiver, let instance = instanceWithArguments(of: type, in: frame) {
                // In a static member (`static func + (p: Poly, q: Poly)`), the type's arguments are its arguments' own.
                receiver = instance
            }
            return try typeArgument(index, name: name, of: receiver, expr.range, source)
        case .instanceTypeParameter(let name, let index):
            // Read as in a member of the instance: its own arguments, else those its class gives its superclass.
            guard let made = constructionGenerics.last else {
                throw runtimeError("cannot use the generic parameter '\(name)' outside an instance's stored property", expr.range, source)
            }
            let receiver: Value = made.arguments.isEmpty ? .type(made.type) : .metatype(.named(made.type.name, made.arguments))
            return try typeArgument(index, name: name, of: receiver, expr.range, source)
        case .selfType(let receiverExpr, let fallback):
            let receiver = (peek(receiverExpr, frame) ?? .void)
            // `Self(truncatingIfNeeded:)` in a static method an extension of a library protocol gives `UInt32`: the
            // library type itself, not the table of what scripts added to it.
            if case .type(let info) = receiver, builtinExtensions[info.name] === info { return metatypeValue(.named(info.name, [])) }
            if typeRef(ofMetatype: receiver) != nil { return receiver }
            if scriptType(of: receiver) != nil { return typeOf(receiver) }
            // `Self()` in `extension RangeReplaceableCollection`: the library type of the value it runs on.
            if case .void = receiver {} else if globals.values[fallback] == nil, receiver.isLibraryValue {
                return metatypeValue(dynamicType(of: receiver))
            }
            // `Self(v * 2)` in an initializer a script's `extension FixedWidthInteger` gives `UInt32`: the type made.
            if globals.values[fallback] == nil, let made = initializing.last, builtinExtensions[made.name] === made {
                switch receiver {
                case .uninitialized, .void: return metatypeValue(.named(made.name, []))
                default: break
                }
            }
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

    private func closureIdentity(_ value: Value?) -> RunningObserver? {
        if case .closure(let closure)? = value { return RunningObserver(closure, on: nil) }
        return nil
    }
}

extension Interpreter {
    /// `a?.b = value`: the value is evaluated only when the chain reaches `b`; the result is `Void?`
    /// (nil when the chain met nil).
    func assignThroughChain(_ target: Expr, _ valueExpr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        guard case .optionalChain(let inner) = target.kind else { obsInvariant("not an optional chain") }
        do {
            switch inner.kind {
            case .subscriptCall where Self.hasComputedIndex(inner):
                // `items?[next()] = make()`: the chain first (nil ends it), then the index, then the value.
                try probeChain(inner, frame, source)
                try assignThroughSubscript(inner, valueExpr, frame, source)
                return .optional(.void)
            case .member(let base, _), .subscriptCall(let base, _):
                // The chain up to the last link, first: nil there ends it before the value is made.
                _ = try evaluate(base, frame, source)
            default:
                break
            }
            let value = try evaluate(valueExpr, frame, source)
            plainAssignment = true
            defer { plainAssignment = false }
            try assign(value, to: inner, frame, source)
            return .optional(.void)
        } catch is OptionalChainEnded {
            return .none
        }
    }
}

extension Interpreter {
    /// Reads what a chain of subscripts (`o.inner?.xs[i()][j()]`) is applied to, without its indices: a nil
    /// on the way ends the optional chain (`OptionalChainEnded`) before any index or value is evaluated.
    func probeChain(_ target: Expr, _ frame: Frame, _ source: SourceText) throws {
        var place = target
        // `dict[k()]? += x`: the element's own `?` is the assignment's to check, after its index.
        if case .optionalUnwrap(let inner) = place.kind { place = inner }
        if case .forceUnwrap(let inner) = place.kind { place = inner }
        while true {
            switch place.kind {
            case .subscriptCall(let base, _), .forceUnwrap(let base): place = base
            default:
                _ = try evaluate(place, frame, source)
                return
            }
        }
    }

    /// `super.name = value` in a class member: the superclass's setter, or its stored property (with its
    /// observers), never an override of it.
    func assignSuper(_ name: String, _ receiverExpr: Expr, _ owner: Int, _ value: Value, _ range: SourceRange, _ frame: Frame,
                     _ source: SourceText) throws {
        guard case .type(let ownerType)? = globals.values[owner], let parent = ownerType.superclass else {
            throw runtimeError("'super' members cannot be assigned here", range, source)
        }
        let receiver = try evaluate(receiverExpr, frame, source)
        if case .type = receiver, let setter = parent.staticComputedProperty(name)?.setter {
            _ = try call(setter, receiver: receiver, arguments: [ArgumentValue(label: nil, value: value)], type: parent)
            return
        }
        guard case .object(let object) = receiver else {
            throw runtimeError("'super' members cannot be assigned here", range, source)
        }
        if parent.index(ofField: name) == nil || parent.overriddenFields.contains(name), let setter = parent.computedProperty(name)?.setter {
            _ = try call(setter, receiver: .object(object), arguments: [ArgumentValue(label: nil, value: value)], type: parent)
            return
        }
        var fields = object.fields
        if try setField(name, of: parent, fields: &fields, to: value, receiver: .object(object), owner: object, range, source) {
            _ = exchange(&object.fields, with: fields)
        }
    }
}

extension Interpreter {
    /// A struct changed by a read of one of its members (a `lazy var` computed on first read, a `mutating get`
    /// of a property or subscript): it is stored in the variable the struct came from, as Swift's mutating getter
    /// does, so a lazy value is computed once and what the getter changed is kept.
    func storeChangedSelf(in baseExpr: Expr, _ frame: Frame, _ source: SourceText) throws {
        guard let changed = pendingSelfStore else { return }
        pendingSelfStore = nil
        try modify(baseExpr, frame, source) { base in
            guard case .structValue(let structValue) = base, structValue.type === changed.type else { return }
            base = .structValue(changed)
        }
    }

    /// A computed property's or subscript's getter, run on `receiver`; a `mutating get` of a struct leaves the
    /// changed struct for the read's caller to store.
    func readingThroughGetter(_ getter: FunctionDecl, of receiver: Value, arguments: [ArgumentValue], type: TypeInfo,
                              expected: TypeRef? = nil) throws -> Value {
        let (value, newSelf) = try call(getter, receiver: receiver, arguments: arguments, type: type, expected: expected)
        if getter.isMutating, case .structValue(let changed) = newSelf { pendingSelfStore = changed }
        return value
    }
}
