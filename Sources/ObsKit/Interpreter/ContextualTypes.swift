/// Expressions read against the type their context expects (`let n: Note = fresh()`, `.some(nil)` as an
/// `Int??`, `.init(...)` as an `Order.Line`, `0 as Double`), and the generic parameters of a call bound
/// from its arguments' types and the expected result (`T()` in `func make<T: Blank>() -> T`).
extension Interpreter {
    func evaluate(_ expr: Expr, expecting type: TypeRef, _ frame: Frame, _ source: SourceText) throws -> Value {
        if literalAdopters, let literal = Self.literalWritten(expr), let made = try adoptedLiteral(literal, as: type, frame, source) { return made }
        switch expr.kind {
        case .int(let number):
            let name = type.withoutOptionals.nominalName ?? ""
            if let kind = IntKind.byName[name] { return Value.int(number).coerced(.toInteger(kind.name)) }
            if name == "Float" { return .float(Float(number)) }
            return Coercion.doubleNames.contains(name) ? .double(Double(number)) : .int(number)
        case .double(let number) where type.withoutOptionals.nominalName == "Float":
            // `let xs = [Float(1.5), 2.5]`: the compiler made the `2.5` a Float.
            return .float(Float(number))
        case .nilLiteral:
            return .none
        case .closure(let decl):
            // `make { .node(4) }` for a `() -> List` parameter: what the closure returns is read as a `List`
            // (`ClosureDecl.readImplicitMemberReturns`), once its parameter's type is known.
            if case .function(_, let result, _) = type.withoutOptionals, result.leafNames.allSatisfy(isKnownType) {
                decl.readImplicitMemberReturns(as: result)
            }
            return try evaluate(expr, frame, source)
        case .implicitMember(let name):
            return try implicitMember(name, in: receiversAssociatedType(type) ?? receiversBinding(of: type, frame) ?? type, expr.range, source)
        case .call(let callee, let arguments):
            if case .global(let slot) = callee.kind, globals.names[slot] == "numericCast", arguments.count == 1, case .builtin? = globals.values[slot],
               let name = type.withoutOptionals.nominalName, IntKind.byName[name] != nil {
                // `let n: Int32 = numericCast(count)`: the integer type the context expects.
                let value = try evaluate(arguments[0].value, frame, source)
                return try callWithValues(metatypeValue(.simple(name)), [ArgumentValue(label: nil, value: value)], expr.range, source)
            }
            guard case .implicitMember(let name) = callee.kind else {
                let result = try evaluateCall(callee, arguments, expr.range, frame, source, expected: type)
                // `let total: Int = [Int]().reduce(.zero, +)`: an implicit member that came back as it went in (the
                // initial result of reducing nothing) is a member of the type the context expects.
                guard case .symbol(let name) = result else { return result }
                return try implicitMember(name, in: receiversBinding(of: type, frame) ?? type, expr.range, source)
            }
            if case .optional(let wrapped) = type, name == "some", arguments.count == 1 {
                return .optional(try evaluate(arguments[0].value, expecting: wrapped, frame, source))
            }
            let type = receiversAssociatedType(type) ?? receiversBinding(of: type, frame) ?? type
            if name == "init" { return try callValue(metatypeValue(type.withoutOptionals), arguments, expr.range, frame, source) }
            let function = try implicitMember(name, in: type, forCall: true, callee.range, source)
            return try callValue(function, arguments, expr.range, frame, source, expected: type)
        case .array(let elements):
            // `[.init(...)]` as an `[Item]`, or as a `Set<Item>` (the binding makes the set).
            let element: TypeRef
            switch type.withoutOptionals {
            case .array(let inner): element = inner
            case .named("Set", let arguments) where arguments.count == 1, .named("Array", let arguments) where arguments.count == 1:
                element = arguments[0]
            case .named(let name, []) where scriptType(named: name).map(isOptionSet) ?? false:
                // `M(genres: [.drama, .scifi])`: an OptionSet from its array literal (SetAlgebra's ExpressibleByArrayLiteral).
                let optionType = scriptType(named: name)!
                let members = try elements.map { try evaluate($0, expecting: .named(name, []), frame, source) }
                return try optionSet(.array(members), as: optionType, expr.range, source)
            default: return try evaluate(expr, frame, source)
            }
            // `[x, 0]` as a `[T]`: what T stands for is not known here, so the elements share a type as in an
            // untyped literal (the 0 is a Double beside a Double `x`).
            if case .named(let name, []) = element, !isKnownType(name) { return try evaluate(expr, frame, source) }
            return .array(try elements.map { item in
                // `["x", nil]` as `[Tag?]`: the literal, not the optional the join beside `nil` made of it, is read as the type;
                // `[nil, Maybe(1)]` as `[Maybe]` (a nil literal of its own) joins to no optional at all.
                if literalAdopters, case .typeCast(let inner, let use, .coerce) = item.kind, use.type == .optional(.unknown),
                   Self.isLiteral(inner) || element.optionalDepth == 0 {
                    return try evaluate(inner, expecting: element, frame, source)
                }
                return try evaluate(item, expecting: element, frame, source)
            })
        case .dictionary(let pairs):
            let keyType: TypeRef, valueType: TypeRef
            switch type.withoutOptionals {
            case .dictionary(let key, let value): (keyType, valueType) = (key, value)
            case .named("Dictionary", let arguments) where arguments.count == 2: (keyType, valueType) = (arguments[0], arguments[1])
            default: return try evaluate(expr, frame, source)
            }
            var dictionary = OrderedDictionary()
            for pair in pairs {
                dictionary[try evaluate(pair.key, expecting: keyType, frame, source)] = try evaluate(pair.value, expecting: valueType, frame, source)
            }
            return .dictionary(dictionary)
        case .tuple(let elements):
            guard case .tuple(let types, _) = type.withoutOptionals, types.count == elements.count else { break }
            let values = try zip(elements, types).map { try evaluate($0.value, expecting: $1, frame, source) }
            return .tuple(TupleValue(elements: values, labels: elements.map(\.label)))
        case .member(let baseExpr, let name):
            if case .declaredAs = baseExpr.kind { break }
            let base = try evaluate(baseExpr, frame, source)
            if let owner = scriptType(of: base), hasOverloadedDynamicMember(owner), !owner.hasInstanceMember(name) {
                // `let age: Int? = doc.age` where `subscript(dynamicMember:)` is overloaded by its result: the
                // context's type chooses (taken by `dynamicMember`, after the base was evaluated).
                expectedDynamicMember = type
            }
            defer { expectedDynamicMember = nil }
            let value = try member(name, of: base, at: expr.range, source)
            if pendingSelfStore != nil { try storeChangedSelf(in: baseExpr, frame, source) }
            return chosenOverload(value, as: type)
        case .optionalChain(let inner):
            // `let zip: Int? = doc.address?.zip`: the chain's last member is expected to be the wrapped type.
            guard case .optional(let wrapped) = type, case .member = inner.kind else { break }
            do {
                let value = try evaluate(inner, expecting: wrapped, frame, source)
                if case .void = value { return .void }
                return value.asOptional
            } catch is OptionalChainEnded {
                return .none
            }
        case .forceUnwrap(let inner) where resultTypedGenerics && Self.isCallResult(inner):
            // `let n: Int = resolve()!`: the call's result is expected to be an optional of the type.
            guard let value = try evaluate(inner, expecting: .optional(type), frame, source).unwrapped else {
                throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", expr.range, source)
            }
            return value
        case .ternary(let condition, let then, let otherwise):
            return try evaluate(try truth(condition, frame, source) ? then : otherwise, expecting: type, frame, source)
        case .binary(.nilCoalescing, let left, let right) where right.dependsOnContext || resultTypedGenerics && Self.isCallResult(left):
            // `parsed.map { .valid($0) } ?? .invalid(errors)` as a `Validated<Int, E>`: the fallback's implicit member is
            // that type's (another enum's case of the name is not), as Swift types both sides by the result; `let n: Int =
            // cast(x) ?? 0` with `func cast<T>(_: Any?) -> T?`: the call's result is expected to be an optional of the type.
            let resolved = receiversBinding(of: type, frame) ?? type
            let value = resultTypedGenerics && Self.isCallResult(left)
                ? try evaluate(left, expecting: resolved.optionalDepth > 0 ? resolved : .optional(resolved), frame, source)
                : try evaluate(left, frame, source)
            switch value {
            case .optional, .none: break
            default: if let result = try scriptNilCoalescing(value, right, expr.range, frame, source) { return result }  // a script's own `??`
            }
            // (The fallback too is read against the type with its generic parameters bound: `maybe(t) ?? Default()`
            // returning `Default<P>`.)
            return try value.unwrapped ?? evaluate(right, expecting: resolved, frame, source)
        case .subscriptCall(let baseExpr, let arguments):
            // `let port: Int? = settings["port"]` with `subscript<T>(key: String) -> T?`: T from the context.
            let base = try evaluate(baseExpr, frame, source)
            let value = try subscriptGet(base, arguments: try subscriptArguments(arguments, frame, source), expr.range, source, expected: type)
            if pendingSelfStore != nil { try storeChangedSelf(in: baseExpr, frame, source) }
            return value
        default:
            break
        }
        return chosenOverload(try evaluate(expr, frame, source), as: type)
    }

    /// `let g: (Double) -> String = describe`: of several functions of that name, the one the function type fits
    /// (any other value as it is).
    func chosenOverload(_ value: Value, as type: TypeRef) -> Value {
        if case .builtin(let function) = value, case .function(let parameters, _, _) = type.withoutOptionals {
            return typedLibraryFunction(function, parameters) ?? value
        }
        guard case .overloads(let set) = value, case .function(let parameters, _, _) = type.withoutOptionals,
              let chosen = chooseOverload(set.candidates, parameterTypes: parameters) else { return value }
        guard let receiver = set.receiver else { return .function(chosen) }
        return .boundMethod(BoundMethod(receiver: receiver, function: chosen, type: set.owner ?? scriptType(of: receiver)!))
    }

    /// `let add: (Double, Double) -> Double = (+)`: a library function taken as a function type with floating-point
    /// parameters, so that `add(7, 3)` adds the Doubles its literals are there (10.0), as Swift types them by the
    /// function's type. Nil when no parameter is floating-point (the function is taken as it is).
    private func typedLibraryFunction(_ function: BuiltinFunction, _ parameters: [TypeRef]) -> Value? {
        let coercions = parameters.map { parameter -> Coercion? in
            guard let name = parameter.nominalName, Coercion.doubleNames.contains(name) || name == "Float" else { return nil }
            return Coercion(parameter)
        }
        guard coercions.contains(where: { $0 != nil }) else { return nil }
        let typed = BuiltinFunction(function.name, autoclosureLabels: function.autoclosureLabels, takesPlacesOnly: function.takesPlacesOnly) {
            interpreter, arguments, range, source in
            var arguments = arguments
            for index in arguments.indices where index < coercions.count {
                if let coercion = coercions[index], case .int = arguments[index].value { arguments[index].value = arguments[index].value.coerced(coercion) }
            }
            return try function.body(interpreter, arguments, range, source)
        }
        typed.functionType = function.functionType
        return .builtin(typed)
    }

    /// `.zero` where a generic parameter's value is expected (`Pair(first: .zero)` in `Pair<T>`): Swift infers the
    /// parameter from the context, which inside a generic type is that type's own parameter of the name; it
    /// stands for what the receiver (`self`, or the metatype of a static member) was made with.
    private func receiversBinding(of type: TypeRef, _ frame: Frame) -> TypeRef? {
        guard case .named(let name, []) = type, !isKnownType(name) else { return nil }
        return receiversArgument(name, frame)
    }

    /// `.name` where the context expects `type`: a case or static member of that type (of the wrapped type,
    /// for an optional, whose own `.none` comes first), else of the one declared type that has it; where a
    /// protocol's value is expected, a member its extension `where Self == T` declares (SE-0299).
    func implicitMember(_ name: String, in type: TypeRef, forCall: Bool = false, _ range: SourceRange,
                        _ source: SourceText) throws -> Value {
        if let proto = extendedProtocol(type), let value = try protocolStaticMember(name, of: proto, forCall: forCall, range, source) {
            return value
        }
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            if name == "none" { return .none }
            return try implicitMember(name, in: wrapped, forCall: forCall, range, source)
        case .named(let typeName, let arguments):
            if let info = scriptType(named: typeName) {
                // `let p: Pair<Int> = .make()`: the member of the type with its arguments, as `Pair<Int>.make()`.
                let receiver: Value? = arguments.isEmpty || info.decl.genericParameters.isEmpty ? nil : .metatype(type)
                if let value = try staticMember(name, of: info, receiver: receiver, range, source) {
                    return arguments.isEmpty ? value : value.withGenericArguments(arguments, ifNamed: info.name)
                }
            }
            if let value = try constrainedLibraryStaticMember(name, of: typeName, range, source) { return value }
            if let value = extensionStaticMember(name, of: typeName, range, source) { return value }
            // `let s: JSONEncoder.DateEncodingStrategy = .formatted(f)`: made as where no type is written.
            if FormattedDateStrategy.isStrategy(typeName) { return implicitMember(name, forCall: forCall) }
            if let value = staticLibraryMember(name, of: typeName) { return value }
            // `storage = .allocate(capacity: n)` as an `UnsafeMutablePointer<Element>`: the type with its arguments.
            if case .native(is NativeGenericType)? = globalValue(typeName), case .native(let library) = metatypeValue(type),
               let value = try library.member(name, interpreter: self, range: range, source: source) {
                return value
            }
            // A library type the runtime makes as an object of its own (`UnitTemperature`): its static member.
            if case .native(let type)? = globalValue(typeName), let value = try type.member(name, interpreter: self, range: range, source: source) {
                return value
            }
        case .array:
            if let value = extensionStaticMember(name, of: "Array", range, source) { return value }
        case .dictionary:
            if let value = extensionStaticMember(name, of: "Dictionary", range, source) { return value }
        default:
            break
        }
        return implicitMember(name, forCall: forCall)
    }

    /// `extension Int: Monoid { static var identity: Int { 0 } }`: a static member a script's extension gives a
    /// library type.
    private func extensionStaticMember(_ name: String, of typeName: String, _ range: SourceRange, _ source: SourceText) -> Value? {
        guard let extended = builtinExtensions[Self.builtinTypeNames[typeName] ?? typeName],
              extended.staticDeclarations[name] != nil || extended.staticComputed[name] != nil || extended.staticMethods[name] != nil else {
            return nil
        }
        return try? staticMember(name, of: extended, range, source)
    }

    // MARK: generic calls

    /// Stores in the callee's frame what each generic parameter its body uses stands for: read from the
    /// arguments' types against the parameters' declared types, then from the type the caller expects.
    /// A parameter nothing tells (`U` of a closure's result) stands for an unknown type (`_`).
    func bindGenericParameters(_ function: FunctionDecl, _ arguments: [ArgumentValue], expected: TypeRef?, _ frame: Frame) {
        var generics = function.genericParameters
        for condition in function.conditions {
            // `where T: P` constrains `T` as `<T: P>` does.
            if let conformance = condition.conformance, let index = generics.firstIndex(where: { $0.name == condition.subject }) {
                generics[index].constraints.append(conformance)
            }
        }
        bindGenericParameters(generics, slots: function.genericSlots, of: function.parameters, arguments,
                              result: function.returnType, expected: expected, frame)
    }

    /// The same for a nested generic function (a closure with a signature), on its evaluated arguments.
    func bindGenericParameters(_ closure: ClosureDecl, _ arguments: [Value], _ frame: Frame) {
        guard let signature = closure.signature else { return }
        bindGenericParameters(closure.genericParameters, slots: closure.genericSlots, of: signature,
                              arguments.map { ArgumentValue(label: nil, value: $0) }, result: nil, expected: nil, frame)
    }

    private func bindGenericParameters(_ generics: [GenericParameter], slots: [(name: String, slot: Int)], of parameters: [Parameter],
                                       _ arguments: [ArgumentValue], result: TypeRef?, expected: TypeRef?, _ frame: Frame) {
        let bindings = genericBindings(generics, of: parameters, arguments, result: result, expected: expected)
        for (name, slot) in slots {
            let bound = bindings[name] ?? generics.first { $0.name == name }?.sameType ?? .unknown
            _ = frame.store(genericSlotValue(bound), at: slot)
        }
    }

    /// The generic arguments of a generic type that an initializer's arguments tell, when the call names none
    /// (`Box(3)` makes a `Box<Int>`, whose init reads `T` as `Int`): nil unless every parameter is told.
    func inferredGenericArguments(of type: TypeInfo, by initializer: FunctionDecl, _ arguments: [ArgumentValue]) -> [TypeRef]? {
        let generics = type.decl.genericParameters
        guard !generics.isEmpty, !generics.contains(where: \.isPack) else { return nil }
        var bindings = genericBindings(generics, of: initializer.parameters, arguments, result: nil, expected: nil)
        if bindings.count < generics.count, !initializer.initializerRequirements.isEmpty {
            bindThroughRequirements(of: initializer, arguments, generics, into: &bindings)
        }
        let arguments = generics.compactMap { bindings[$0.name] }
        guard arguments.count == generics.count, arguments.allSatisfy({ $0.leafNames.allSatisfy(isKnownType) && !$0.mentions("Any") }) else {
            return nil
        }
        return arguments
    }

    /// `Pool(items: ["a"])`: the generic arguments of a generic struct its memberwise initializer's arguments bind
    /// (`values` by field index), as Swift infers them; nil unless every one is bound to a known type.
    func inferredGenericArguments(of type: TypeInfo, memberwise values: [Int: Value]) -> [TypeRef]? {
        let generics = type.decl.genericParameters
        guard !generics.isEmpty, !generics.contains(where: \.isPack) else { return nil }
        let given = type.memberwiseParameters.compactMap { parameter -> (Parameter, ArgumentValue)? in
            guard let index = type.fieldIndex[parameter.name], let value = values[index] else { return nil }
            // The parameter has its field's declared type (`items: [T]`).
            var typed = parameter
            typed.type = type.fields[index].type
            return (typed, ArgumentValue(label: parameter.label, value: value))
        }
        let bindings = genericBindings(generics, of: given.map(\.0), given.map(\.1), result: nil, expected: nil)
        let arguments = generics.compactMap { bindings[$0.name] }
        guard arguments.count == generics.count, arguments.allSatisfy({ $0.leafNames.allSatisfy(isKnownType) && !$0.mentions("Any") }) else {
            return nil
        }
        return arguments
    }

    /// `AnyReducer(Summer())` with `init<R: Reducer>(_ r: R) where R.Input == Input`: the type's parameter `Input`
    /// is the associated type `Input` of what the argument binds `R` to.
    private func bindThroughRequirements(of initializer: FunctionDecl, _ arguments: [ArgumentValue], _ generics: [GenericParameter],
                                         into bindings: inout [String: TypeRef]) {
        let own = genericBindings(initializer.genericParameters, of: initializer.parameters, arguments, result: nil, expected: nil)
        func resolved(_ type: TypeRef) -> TypeRef? {
            guard case .named(let name, []) = type else { return type.leafNames.allSatisfy(isKnownType) ? type : nil }
            if let bound = own[name] { return bound }
            guard let dot = name.lastIndex(of: ".") else { return isKnownType(name) ? type : nil }
            guard let base = resolved(.named(String(name[..<dot]), [])) else { return nil }
            return associatedType(String(name[name.index(after: dot)...]), of: base)
        }
        for requirement in initializer.initializerRequirements {
            guard let same = requirement.sameType else { continue }
            // Either side may be the type's own parameter: `R.Input == Input` or `Input == R.Input`.
            for (parameter, other) in [(requirement.subject, same), (same.nominalName ?? "", TypeRef.named(requirement.subject, []))]
            where bindings[parameter] == nil && generics.contains(where: { $0.name == parameter }) {
                if let bound = resolved(other), bound.leafNames.allSatisfy(isKnownType) { bindings[parameter] = bound }
            }
        }
    }

    /// What each of `generics` stands for, read from the arguments' types against the parameters' declared
    /// types, then from the type the caller expects of the result.
    private func genericBindings(_ generics: [GenericParameter], of parameters: [Parameter], _ arguments: [ArgumentValue],
                                 result: TypeRef?, expected: TypeRef?) -> [String: TypeRef] {
        let names = Set(generics.map(\.name))
        var bindings: [String: TypeRef] = [:]
        for (parameter, argument) in zip(parameters, arguments) where argument.deferredDefault == nil {
            guard let declared = parameter.type else { continue }
            if parameter.isPack {
                bindPack(declared, argument.value, generics, into: &bindings)
                continue
            }
            var actual = dynamicType(of: argument.value)
            if actual.mentions("Any"), let known = argument.staticType, !known.mentions("Any"), !parameter.isVariadic,
               known.leafNames.allSatisfy({ isKnownType($0) }) {
                // A nil or an empty collection: its value says `Any` where the front end knows the type.
                actual = known
            } else if let known = argument.staticType, isStaticClass(known, above: actual) {
                // A subclass instance through a reference declared as its superclass: Swift binds `T` to the
                // declared class (a protocol's existential is opened instead: its value's type is right).
                actual = known
            } else if let known = argument.staticType, let kept = keptExistential(known, for: declared, generics) {
                for (name, bound) in kept where bindings[name] == nil { bindings[name] = bound }
                continue
            }
            if parameter.isVariadic, case .array(let element) = actual {
                declared.unify(with: element, parameters: names, into: &bindings)
            } else {
                declared.unify(with: actual, parameters: names, into: &bindings)
            }
        }
        if let expected, let result { result.unify(with: expected, parameters: names, into: &bindings) }
        return bindings
    }
}

extension Interpreter {
    /// Whether an argument declared as the existential `known` (`Any`, `any P`, `P & Q`) binds the generic
    /// parameters of `declared` to itself rather than to its value's type. Swift opens an existential
    /// (SE-0352) only when it must: when the existential itself satisfies what the parameter requires (an
    /// unconstrained `T`; `E: Error` for `any Error`, the one self-conforming protocol here), `T` is the
    /// existential, so `T.self` prints `Animal` and `type(of:)` of the value, read as a `T`, is that type too.
    /// Gives those bindings, or nil when the value's type is what the parameters stand for.
    func keptExistential(_ known: TypeRef, for declared: TypeRef, _ generics: [GenericParameter]) -> [String: TypeRef]? {
        var bindings: [String: TypeRef] = [:]
        // `unify` reads `Any` as "not known"; here it is the type given.
        declared.unify(with: known.substituting(["Any": .existential(.any)]), parameters: Set(generics.map(\.name)), into: &bindings)
        guard !bindings.isEmpty else { return nil }
        for (name, bound) in bindings {
            guard isExistential(bound), let generic = generics.first(where: { $0.name == name }),
                  generic.constraints.allSatisfy({ $0.canonical == .named("Error", []) && bound.canonical == .named("Error", []) }) else {
                return nil
            }
            bindings[name] = bound.substituting(["Any": .any])
        }
        return bindings
    }

    /// Whether `type` is an existential: `Any`, `AnyObject`, `any P`, a protocol named as a type, `P & Q`.
    func isExistential(_ type: TypeRef) -> Bool {
        switch type {
        case .existential, .composition: return true
        case .named("Any", []), .named("AnyObject", []): return true
        case .named(let name, _):
            if let script = scriptType(named: name) { return script.kind == .protocol }
            return Self.libraryProtocols.contains(name)
        default: return false
        }
    }

    /// Whether `declared` names a script class that `actual` (another type) inherits from.
    func isStaticClass(_ declared: TypeRef, above actual: TypeRef) -> Bool {
        switch (declared, actual) {
        // `[Animal]` holding a Cat, an `Animal?` holding one: the declared element.
        case (.array(let element), .array(let held)), (.optional(let element), .optional(let held)): return isStaticClass(element, above: held)
        case (.dictionary(let key, let value), .dictionary(let heldKey, let held)): return key == heldKey && isStaticClass(value, above: held)
        default: break
        }
        guard case .named(let name, let arguments) = declared, arguments.isEmpty, declared != actual,
              let type = scriptType(named: name), type.kind == .class else { return false }
        return isSubtype(actual, of: declared)
    }
}

extension TypeRef {
    /// The type with the arguments of any generic type that names an unknown type dropped (`Grid<_>` is
    /// `Grid`, so its value finds its arguments from what it holds), and unknown elsewhere read as `Any`.
    var droppingUnknownArguments: TypeRef {
        switch self {
        case .named("_", _): return .any
        case .named(let name, let arguments):
            if arguments.contains(where: \.mentionsUnknown) { return .named(name, []) }
            return self
        case .optional(let inner): return .optional(inner.droppingUnknownArguments)
        case .implicitlyUnwrapped(let inner): return .implicitlyUnwrapped(inner.droppingUnknownArguments)
        case .array(let inner): return .array(inner.droppingUnknownArguments)
        case .metatype(let inner): return .metatype(inner.droppingUnknownArguments)
        case .dictionary(let key, let value): return .dictionary(key.droppingUnknownArguments, value.droppingUnknownArguments)
        case .tuple(let elements, let labels): return .tuple(elements.map(\.droppingUnknownArguments), labels: labels)
        case .function(let parameters, let result, let traits):
            return .function(parameters.map(\.droppingUnknownArguments), result.droppingUnknownArguments, traits)
        default: return self
        }
    }

    private var mentionsUnknown: Bool { mentions("_") }
}

extension Interpreter {
    /// An argument of a library method on a collection (`lines.append(.init(...))`, `lights.contains(.red)`,
    /// `maxes.reduce(.identity, combine)`): an implicit member is read against the collection's element type,
    /// known from the elements it holds (another type's member of that name is not it); else as written. So is a
    /// literal, where the elements are of a script type that adopts it (`month.contains(31)` of a `ClosedRange<Day>`).
    func libraryArgument(_ expr: Expr, elementOf collection: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        guard readsElementType(expr) else { return try evaluate(expr, frame, source) }
        return try libraryArgument(expr, elementOf: try evaluate(collection, frame, source), frame, source)
    }

    private func readsElementType(_ expr: Expr) -> Bool {
        Self.isImplicitMember(expr) || literalAdopters && Self.literalWritten(expr) != nil
    }

    func libraryArgument(_ expr: Expr, elementOf collection: Value, _ frame: Frame, _ source: SourceText) throws -> Value {
        guard readsElementType(expr) else { return try evaluate(expr, frame, source) }
        let element: Value?
        switch collection {
        case .array(let elements): element = elements.first
        case .set(let set): element = set.members.first
        case .native(let slice as ArraySliceValue): element = slice.elements.first
        case .native(let range as RangeValue): element = range.lower ?? range.upper
        default: element = nil
        }
        if let element, Self.isImplicitMember(expr) || scriptType(of: element) != nil,
           let typed = try? evaluate(expr, expecting: dynamicType(of: element), frame, source) {
            return typed
        }
        return try evaluate(expr, frame, source)
    }
}

extension Interpreter {
    /// The result of `func f<T>(...) -> T?` as deep as `T?` is for the T the arguments give (`wrap(a)` with
    /// `a: Int?` is an `Int??`).
    func genericOptionalResult(_ value: Value, _ generic: String, _ function: FunctionDecl, _ arguments: [ArgumentValue]) -> Value {
        var bindings: [String: TypeRef] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) {
            parameter.type?.unify(with: dynamicType(of: argument.value), parameters: [generic], into: &bindings)
        }
        guard let bound = bindings[generic] else { return value }
        return value.coerced(.optional(depth: bound.optionalDepth + 1, .none))
    }

    /// The result of `func f<T: Numeric>(...) -> T` that returned a number literal: of the type T stands for
    /// (`make(Double.self)` returning `7` gives 7.0).
    func genericLiteralResult(_ value: Value, _ generic: String, _ function: FunctionDecl, _ arguments: [ArgumentValue],
                              expected: TypeRef?) -> Value {
        switch value {
        case .int, .double, .tuple, .array: break
        default: return value
        }
        var bindings: [String: TypeRef] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) where argument.deferredDefault == nil {
            parameter.type?.unify(with: dynamicType(of: argument.value), parameters: [generic], into: &bindings)
        }
        if let expected, let result = function.returnType { result.unify(with: expected, parameters: [generic], into: &bindings) }
        guard let bound = bindings[generic], let result = function.returnType else { return value }
        // The result's shape with the bound type in (`(T, T)` as `(Double, Double)`).
        return value.coerced(Coercion(result.substituting([generic: bound])))
    }
}

extension Interpreter {
    /// `[UnitLength.kilometers, .miles, .feet]`, `[Suit.hearts, .spades]`: the implicit members of an array
    /// literal are of the type its other elements have (the type checker infers one element type for all).
    /// Nil when every element is an implicit member (nothing to read the type from).
    func arrayWithImplicitMembers(_ elements: [Expr], _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard let anchor = elements.firstIndex(where: { !Self.isImplicitMember($0) }) else { return nil }
        let first = try evaluate(elements[anchor], frame, source)
        let type = dynamicType(of: first)
        // `[NumberFormatter.RoundingMode.up, .down]`: the cases of a library enum ObsKit keeps by name.
        var libraryEnum: LibraryEnumType?
        if case .native(let libraryCase as LibraryEnumCase) = first { libraryEnum = LibraryEnumType.all.first { $0.name == libraryCase.enumTypeName } }
        return .array(try elements.indices.map { index in
            if index == anchor { return first }
            if let libraryEnum, Self.isImplicitMember(elements[index]) {
                let value = try evaluate(elements[index], frame, source)
                let names = optionNames(value)
                if names.count == 1, libraryEnum.cases.contains(where: { $0.name == names[0] }) {
                    return .native(LibraryEnumCase(libraryEnum.name, module: libraryEnum.module, names[0]))
                }
                return value
            }
            if Self.isImplicitMember(elements[index]), let typed = try? evaluate(elements[index], expecting: type, frame, source) {
                return typed
            }
            return try evaluate(elements[index], frame, source)
        })
    }
}
