/// The generic arguments of values at run time: those an instance of a generic type was made with or its
/// stored values show, and what a generic parameter of the type whose member is running stands for.
extension Interpreter {
    /// The generic arguments of an instance of a generic type: the ones it was made with, else the ones its
    /// stored values show (`Box(value: 3)` is a `Box<Int>`).
    func genericArguments(of value: Value) -> [TypeRef] {
        let type: TypeInfo
        let known: [TypeRef]
        switch value {
        case .structValue(let structValue): (type, known) = (structValue.type, structValue.generics)
        case .enumCase(let enumValue): (type, known) = (enumValue.type, enumValue.generics)
        case .object(let object): (type, known) = (object.type, object.generics)
        default: return []
        }
        let parameters = type.decl.genericParameters
        // Arguments that name a generic parameter no call bound (`Tree<U>` made in `map<U>` from a closure's
        // result) are found from the stored values, as if none were known.
        let unbound = !known.isEmpty && known.contains { $0.leafNames.contains { !isKnownType($0) } }
        guard known.isEmpty || unbound, !parameters.isEmpty else { return known }
        let bindings = storedBindings(of: value, type)
        guard parameters.allSatisfy({ bindings[$0.name] != nil }) else { return known }
        return parameters.flatMap { parameter -> [TypeRef] in
            // A pack's types, found from a stored `(repeat each T)`, are as many arguments.
            if parameter.isPack, case .packExpansion(.tuple(let types, _))? = bindings[parameter.name] { return types }
            return [bindings[parameter.name]!]
        }
    }

    /// What the generic parameters of `type` stand for, as far as the stored values of `value` (an instance of
    /// it) show: some may be missing (`.right(5)` of an `Either<L, R>` tells only `R`).
    private func storedBindings(of value: Value, _ type: TypeInfo) -> [String: TypeRef] {
        var bindings: [String: TypeRef] = [:]
        let names = Set(type.decl.genericParameters.map(\.name))
        switch value {
        case .structValue(let structValue): inferGenerics(type, structValue.fields, names, &bindings)
        case .object(let object): inferGenerics(type, object.fields, names, &bindings)
        case .enumCase(let enumValue):
            if let enumCase = type.cases.first(where: { $0.name == enumValue.caseName }) {
                for (declared, payload) in zip(enumCase.associatedTypes, enumValue.payload) {
                    // A payload whose own arguments are unbound tells nothing (an inner `Tree<U>.leaf`).
                    let type = dynamicType(of: payload)
                    if type.leafNames.contains(where: { !isKnownType($0) }) { continue }
                    declared.unify(with: type, parameters: names, into: &bindings)
                }
            }
        default: break
        }
        return bindings
    }

    /// A result of a function declared to return a generic type applied to generic parameters in scope
    /// (`-> Either<L, T>` in `Either<L, R>.map<T>`, `var swapped: Either<R, L>`): Swift's static type names every
    /// argument, so the value gets them from what those parameters stand for in this call (the receiver's own
    /// arguments, the function's bound parameters), and from its stored values for any still unknown.
    func specialisedResult(_ result: Value, declared: TypeRef, _ function: FunctionDecl, _ frame: Frame) -> Value {
        guard case .named(let name, var written) = declared, let type = scriptType(of: result), type.name == name else { return result }
        let parameters = type.decl.genericParameters
        guard !parameters.isEmpty else { return result }
        // Made with known arguments (`Box<Int>(...)`, or a declared result's coercion): nothing to do.
        let made: [TypeRef]
        switch result {
        case .structValue(let value): made = value.generics
        case .enumCase(let value): made = value.generics
        case .object(let object): made = object.generics
        default: return result
        }
        if !made.isEmpty, made.allSatisfy({ $0.leafNames.allSatisfy(isKnownType) }) { return result }
        let receiver = frame.count > 0 ? frame.read(0) : .void
        var receiverType: TypeInfo? = if case .type(let info) = receiver { info } else { scriptType(of: receiver) }
        var receiverArguments = genericArguments(of: receiver)
        if case .metatype(.named(let owner, let given)) = receiver {
            // A static operator's `self`: the type as its operands specialise it.
            (receiverType, receiverArguments) = (scriptType(named: owner), given)
        }
        if written.isEmpty, receiverType === type {
            // `-> Length` inside `Length<Unit>`: the type with its own parameters.
            written = parameters.map { .named($0.name, []) }
        }
        guard parameters.count == written.count, !parameters.contains(where: \.isPack) else { return result }
        var substitutions: [String: TypeRef] = [:]
        if let receiverType {
            for (parameter, argument) in zip(receiverType.decl.genericParameters, receiverArguments) { substitutions[parameter.name] = argument }
        }
        for (parameter, slot) in function.genericSlots {
            if let bound = typeRef(ofMetatype: frame.read(slot)), bound.leafNames.allSatisfy(isKnownType) { substitutions[parameter] = bound }
        }
        let stored = storedBindings(of: result, type)
        var arguments: [TypeRef] = []
        for (parameter, argument) in zip(parameters, written) {
            let substituted = argument.substituting(substitutions)
            if substituted.leafNames.allSatisfy(isKnownType), !substituted.mentions("Any") {
                arguments.append(substituted)
            } else if let found = stored[parameter.name] {
                arguments.append(found)
            } else {
                return result
            }
        }
        return result.replacingGenericArguments(arguments)
    }

    private func inferGenerics(_ type: TypeInfo, _ fields: [Value], _ names: Set<String>, _ bindings: inout [String: TypeRef]) {
        for (field, value) in zip(type.fields, fields) {
            guard let declared = field.type else { continue }
            switch value {
            case .uninitialized, .weak, .wrapper: continue
            default: declared.unify(with: dynamicType(of: value), parameters: names, into: &bindings)
            }
        }
    }

    /// A local of `frame` (a parameter of a static member) that is an instance of the generic `type` with known
    /// arguments.
    func instanceWithArguments(of type: TypeInfo, in frame: Frame) -> Value? {
        guard !type.decl.genericParameters.isEmpty else { return nil }
        for index in 0..<frame.count {
            let value = frame.read(index)
            if scriptType(of: value) === type, !genericArguments(of: value).isEmpty { return value }
        }
        return nil
    }

    /// Values of one generic struct type side by side, in an array literal or as an operator's operands
    /// (`[Length<Feet>(value: 3), Length(value: 1)]`, `d1 + Length(value: 0.5)`): Swift infers the arguments a
    /// value was made without from the others, as they must be the same type. Those made without any take the
    /// arguments of the first that has them.
    static func shareGenericArguments(_ values: inout [Value]) {
        guard let known = values.lazy.compactMap({ value -> StructValue? in
            if case .structValue(let made) = value, !made.generics.isEmpty, !made.type.decl.genericParameters.isEmpty { return made }
            return nil
        }).first else { return }
        for index in values.indices {
            guard case .structValue(var made) = values[index], made.type === known.type, made.generics.isEmpty else { continue }
            made.generics = known.generics
            values[index] = .structValue(made)
        }
    }

    /// What the generic parameter at `index` of the type of `receiver` (an instance or a metatype) stands for.
    func typeArgument(_ index: Int, name: String, of receiver: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        // `A` of `Outer<A>` inside `Outer<A>.Inner<B>`: not one of the instance's own arguments.
        if case .object = receiver, let bound = outerParameter(name, of: receiver) { return metatypeValue(bound) }
        if case .structValue = receiver, let bound = outerParameter(name, of: receiver) { return metatypeValue(bound) }
        var arguments: [TypeRef] = []
        switch receiver {
        case .metatype(.named(_, let given)): arguments = given
        case .metatype(let type): arguments = Self.libraryArguments(type)
        case .array, .set, .dictionary, .optional, .none: arguments = Self.libraryArguments(dynamicType(of: receiver))
        default: arguments = genericArguments(of: receiver)
        }
        let receiverType: TypeInfo? = if case .type(let info) = receiver { info } else { scriptType(of: receiver) }
        if arguments.isEmpty, let type = receiverType, let superclass = type.superclass,
           let inherited = type.decl.inheritedTypes.first, case .named(_, let given) = inherited, !given.isEmpty,
           superclass.decl.genericParameters.indices.contains(index) {
            // `class TodoRepository: Repository<Todo>`: the superclass's parameters are fixed by the subclass.
            arguments = given
        }
        if arguments.isEmpty, name == "Element" {
            // A protocol extension's `Element` on a library value that is no generic type.
            switch receiver {
            case .string: return metatypeValue(.named("Character", []))
            case .range: return metatypeValue(.named("Int", []))
            case .native(let slice as ArraySliceValue) where !slice.elements.isEmpty: return metatypeValue(dynamicType(of: slice.elements[0]))
            // A stride, a reversal, an enumeration, a zip: its elements are already made.
            case .native(let adapter as CollectionAdapterValue) where !adapter.elements.isEmpty:
                return metatypeValue(dynamicType(of: adapter.elements[0]))
            case .native(let adapter as CollectionAdapterValue):
                if case .stride = adapter.kind { return metatypeValue(dynamicType(of: adapter.base)) }
            default: break
            }
        }
        if arguments.isEmpty, let bound = outerParameter(name, of: receiver) { return metatypeValue(bound) }
        if arguments.isEmpty, let type = scriptType(of: receiver), let bound = associatedType(name, of: type, arguments: []) {
            // `Set<Element>()` in `extension Sequence` called on a script's collection: its own Element.
            return metatypeValue(bound)
        }
        guard index < arguments.count else {
            var error = runtimeError("not supported yet: the type '\(name)' stands for here is not known (ObsREPL checks no types; "
                + "write the generic arguments, as in 'Box<Int>(...)')", range, source)
            error.cause = .unknownGenericArgument
            throw error
        }
        return metatypeValue(arguments[index])
    }

    /// A generic parameter of the type an instance's type is nested in (`T` in `Outer<T>.Inner`): what the
    /// instance's stored values of a type that mentions it show.
    private func outerParameter(_ name: String, of receiver: Value) -> TypeRef? {
        guard let type = scriptType(of: receiver), !type.decl.genericParameters.contains(where: { $0.name == name }) else { return nil }
        var bindings: [String: TypeRef] = [:]
        switch receiver {
        case .structValue(let structValue): inferGenerics(type, structValue.fields, [name], &bindings)
        case .object(let object): inferGenerics(type, object.fields, [name], &bindings)
        default: return nil
        }
        return bindings[name]
    }

    static func libraryArguments(_ type: TypeRef) -> [TypeRef] {
        switch type {
        case .array(let element): return [element]
        case .optional(let wrapped): return [wrapped]
        case .dictionary(let key, let value): return [key, value]
        case .named(_, let arguments): return arguments
        default: return []
        }
    }
}
