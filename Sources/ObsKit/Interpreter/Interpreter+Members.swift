/// Reading and writing members: stored fields (through their wrappers), computed properties, methods.
extension Interpreter {
    func member(_ name: String, of base: Value, at range: SourceRange, _ source: SourceText) throws -> Value {
        if case .symbol(let start) = base, let chained = try libraryChainMember(name, of: start, range, source) { return chained }
        switch base {
        case .builtin(let function) where name == "self" && function.name.first?.isUppercase == true:
            // `Mirror.self`, `AnyHashable.self`: a library type that a function makes here; its metatype, by name.
            return .builtinType(function.name)
        case .symbol(let symbol) where name == "description":
            // An inert SwiftUI value (`let c: Color = .orange`): its name, as a color describes itself.
            return .string(symbol)
        case .view(.inert(let inert)) where name == "description" && inert.hasPrefix("Color."):
            return .string(describe(base))
        case .optional where name == "debugDescription", .none where name == "debugDescription":
            // Optional is CustomDebugStringConvertible: `Optional(1)`, `nil`.
            return .string(debugDescribe(base))
        case .optional(let wrapped):
            if name == "unsafelyUnwrapped" { return wrapped }
            if let extended = builtinExtension(for: base), let value = try libraryExtensionMember(name, of: base, extended, range, source) {
                return value
            }
            throw runtimeError("value of optional type '\(wrapped.typeName)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.typeName)'", range, source)
        case .object(let object):
            if let value = try instanceMember(name, type: object.type, fields: object.fields, receiver: base, owner: object, range, source) {
                return value
            }
            if name == "objectWillChange", object.type.isObservableObject { return .publisher(objectWillChange(of: object)) }
            if let method = observationMethod(name, of: object) { return method }
            if let value = try dynamicMember(name, of: base, type: object.type, range, source) { return value }
            // Identifiable's default for a class: the instance's own identity.
            if name == "id" { return .native(ObjectIdentifierValue(objectID: object.id)) }
            if let sequenceMember = try scriptSequenceMember(name, of: base, range, source) { return sequenceMember }
        case .structValue(let value):
            if let result = try instanceMember(name, type: value.type, fields: value.fields, receiver: base, owner: nil, range, source) {
                return result
            }
            if let result = try dynamicMember(name, of: base, type: value.type, range, source) { return result }
            if name == "hashValue" { return .int(HashKey(value: base).hashValue) }
            // An OptionSet that is a Sequence too: SetAlgebra's members first (`contains(.mon)` is the set's).
            if isOptionSet(value.type), let optionMember = try optionSetMember(name, of: base, value.type, range, source) { return optionMember }
            if let sequenceMember = try scriptSequenceMember(name, of: base, range, source) { return sequenceMember }
        case .enumCase(let value):
            if name == "rawValue", let raw = value.type.rawValues[value.caseName] { return raw }
            if let result = try instanceMember(name, type: value.type, fields: [], receiver: base, owner: nil, range, source) {
                return result
            }
            if let result = try dynamicMember(name, of: base, type: value.type, range, source) { return result }
            if name == "hashValue" { return .int(HashKey(value: base).hashValue) }
            if let key = codingKeyMember(name, of: value) { return key }
            // An enum can be a Sequence too (an indirect list's cases).
            if let sequenceMember = try scriptSequenceMember(name, of: base, range, source) { return sequenceMember }
        case .type(let type):
            if name == "Type" { return .metatype(.metatype(.named(type.name, []))) }
            if name == "Protocol", type.kind == .protocol { return .metatype(.metatype(.existential(.named(type.name, [])))) }
            // Read, not called: a property comes before a method of the same name (`Pill.pill` beside `pill(tint:)`).
            if type.staticMethod(name) != nil, let value = try staticProperty(name, of: type, range, source) { return value }
            if let value = try staticMember(name, of: type, range, source) { return value }
            if let value = try dynamicMember(name, of: base, type: type, range, source) { return value }
        case .metatype(let type):
            // `Int.Type.Type`: the metatype's own metatype.
            if name == "Type" { return .metatype(.metatype(type)) }
            if let value = try staticMember(name, of: type, range, source) { return value }
        case .wrapper(let wrapper) where name == "wrappedValue":
            return try wrappedValue(wrapper, range, source)
        case .wrapper where name == "update":
            // DynamicProperty's `update()`: SwiftUI's own wrappers are updated by their boxes.
            return .builtin(BuiltinFunction("update") { _, _, _, _ in .void })
        case .wrapper(.bindable(.object(let object))) where name != "projectedValue":
            // `Bindable(model).title`: a binding to the property (dynamic member lookup).
            return try ObjectWrapper(object: object, isBindable: true).member(name, interpreter: self, range: range, source: source) ?? Value.none
        case .wrapper(let wrapper) where name == "projectedValue":
            return try projectedValue(wrapper, name: "projectedValue", owner: nil, range, source)
        case .tuple(let tuple):
            if name == "self" { return base }
            if let index = Int(name), index < tuple.elements.count { return tuple.elements[index] }
            if let index = tuple.labels.firstIndex(of: name) { return tuple.elements[index] }
        case .keyPath where name == "hashValue":
            // Key paths are Hashable: equal paths hash alike.
            return .int(HashKey(value: base).hashValue)
        case .keyPath(let path) where name == "appending":
            // `\User.name.appending(path: \.count)`: the two paths one after the other.
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard case .keyPath(let rest)? = arguments.first?.value else {
                    throw interpreter.runtimeError("appending(path:) expects a key path", range, source)
                }
                return .keyPath(KeyPathValue(rootTypeName: path.rootTypeName, components: path.components + rest.components))
            })
        case .builtinType(let typeName) where name == "Type":
            // `Int.Type` written as a value (`Int.Type.self`): the metatype's type.
            return .metatype(.metatype(.named(typeName, [])))
        case .builtinType("Optional") where name == "some" || name == "none":
            // `[7, 8].map(Optional.some)`: Optional's case, written without its argument.
            if let value = try staticMember(name, of: .named("Optional", []), range, source) { return value }
        case .builtinType(let typeName) where name != "self" && name != "init":
            // `Int.answer`, `String.greeting`, `Double.half()`: a static member a script's extension gives a library type.
            if let extensionType = builtinExtensions[Self.builtinTypeNames[typeName] ?? typeName],
               let value = try staticMember(name, of: extensionType, range, source) {
                return value
            }
            if let value = try constrainedLibraryStaticMember(name, of: typeName, range, source) { return value }
            if let value = try Builtins.member(name, of: base, interpreter: self, range: range, source: source) { return value }
            // `String.Element`, `C.Index` with `C` bound to String: the library type's associated type.
            if let associated = Self.libraryAssociatedType(name, of: .named(typeName, [])) { return metatypeValue(associated) }
        default:
            if let extensionType = builtinExtension(for: base),
               let value = try libraryExtensionMember(name, of: base, extensionType, range, source) {
                // A method an extension adds (`lowerBound(of:)`) does not hide the library's property of that base
                // name: `range.lowerBound`, read without a call, is the property, as Swift resolves it.
                if value.isMethodReference, let library = try Builtins.member(name, of: base, interpreter: self, range: range, source: source) {
                    switch library {
                    case .builtin, .boundMethod, .overloads, .closure, .function: break
                    default: return library
                    }
                }
                return value
            }
            if case .native(let type) = base, type.typeName.hasSuffix(".Type"), !builtinExtensions.isEmpty,
               let extensionType = builtinExtensions[String(type.typeName.dropLast(5))],
               let value = try staticMember(name, of: extensionType, range, source) {
                // `Date.launch`: a static member a script's extension gives a library type ObsKit makes natively.
                return value
            }
            if let value = try Builtins.member(name, of: base, interpreter: self, range: range, source: source) { return value }
        }
        if case .int(let number) = base, let doubles = builtinExtensions["Double"], doubles.hasInstanceMember(name) {
            // `195.m` where only Double has `m`: the literal is a Double, as Swift types it.
            return try member(name, of: .double(Double(number)), at: range, source)
        }
        if name == "localizedDescription", foundationImported, let description = try localizedDescription(of: base, range, source) {
            return .string(description)
        }
        // LocalizedError's defaults: a member the type does not give is nil.
        if ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"].contains(name),
           scriptType(of: base)?.conforms(to: "LocalizedError") == true {
            return Value.none
        }
        if name == "encode", let synthesized = synthesizedEncode(of: base) { return synthesized }
        // `expr.self` is the value itself (the postfix self expression); `Date.self`, `Decimal.self`: a library
        // type's own value (as `decode(Date.self, ...)` passes it).
        if name == "self" { return base }
        throw runtimeError("value of type '\(base.typeName)' has no member '\(name)'", range, source)
    }

    /// `Type.name`: enum cases, static members, nested types.
    /// `receiver` is `self` of a static method or computed property: the type, or the generic type with its
    /// arguments (`Box<Int>`, so `T` stands for `Int` inside).
    func staticMember(_ name: String, of type: TypeInfo, receiver: Value? = nil, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if let enumCase = type.cases.first(where: { $0.name == name }) {
            guard let labels = enumCase.associated else {
                return .enumCase(EnumValue(type: type, caseName: name, payload: [], payloadLabels: []))
            }
            let constructor = BuiltinFunction(name) { interpreter, given, range, source in
                // Associated values with defaults may be left out (`.add("milk")` for `case add(String, Priority = .normal)`).
                var arguments = given
                if given.count < labels.count, enumCase.associatedDefaults.contains(where: { $0 != nil }) {
                    arguments = try interpreter.fillingDefaults(given, of: enumCase, source)
                }
                guard arguments.count == labels.count else {
                    throw interpreter.runtimeError("'\(type.name).\(name)' takes \(labels.count) associated value(s)", range, source)
                }
                for (index, argument) in arguments.enumerated() where index < enumCase.associatedTypes.count {
                    // `.circle(radius: .pi)`: an implicit member of the associated value's declared type.
                    if case .symbol(let member) = argument.value {
                        arguments[index].value = try interpreter.implicitMember(member, in: enumCase.associatedTypes[index], range, source)
                    }
                }
                let payload = zip(arguments, enumCase.associatedCoercions + Array(repeating: .none, count: labels.count))
                    .map { $0.value.coerced($1) }
                return .enumCase(EnumValue(type: type, caseName: name, payload: payload, payloadLabels: labels))
            }
            if type.decl.genericParameters.isEmpty {
                constructor.functionType = .function(enumCase.associatedTypes, .named(type.name, []))
            }
            return .builtin(constructor)
        }
        if let method = boundMethod(name, of: type, receiver: receiver ?? .type(type), isStatic: true) { return method }
        if let value = try staticProperty(name, of: type, receiver: receiver, range, source) { return value }
        if let nested = type.nested[name] { return nested }
        switch name {
        case "allCases" where type.kind == .enum:
            return .array(type.cases.map { .enumCase(EnumValue(type: type, caseName: $0.name, payload: [], payloadLabels: [])) })
        case "self":
            return .type(type)
        case "init":
            // `Version.init` as a function value: calls make instances.
            return .builtin(BuiltinFunction(type.name) { interpreter, arguments, range, source in
                try interpreter.callWithValues(.type(type), Self.initReferenceArguments(arguments, of: type), range, source)
            })
        case "_printChanges", "_logChanges":
            return .builtin(Builtins.printChanges(type))
        case "zero" where [.struct, .enum, .class].contains(type.kind) && type.method("zero") == nil && type.conforms(to: "AdditiveArithmetic") && type.conforms(to: "ExpressibleByIntegerLiteral"):
            // AdditiveArithmetic's default for a type with integer literals: `zero` is its `0`.
            return try callWithValues(.type(type), [ArgumentValue(label: "integerLiteral", value: .int(0))], range, source)
        default:
            // `Counter.increment`: an instance method unbound, a function of the instance.
            guard type.method(name) != nil else {
                return associatedType(name, of: type, arguments: []).map(metatypeValue)
            }
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard arguments.count == 1 else { throw interpreter.runtimeError("'\(type.name).\(name)' takes the instance", range, source) }
                return try interpreter.member(name, of: arguments[0].value, at: range, source)
            })
        }
    }

    /// A member of a script instance, or nil if the type has none by that name.
    func instanceMember(_ name: String, type: TypeInfo, fields: [Value], receiver: Value, owner: ScriptObject?,
                                _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if let index = type.index(ofField: name),
           type.overriddenFields.isEmpty || !type.overriddenFields.contains(name) || inOwnObserver(type.fields[index], of: owner) {
            let field = type.fields[index]
            if let owner { observationAccess(owner, field) }
            let stored = fields[index]
            switch stored {
            case .uninitialized:
                if field.isLazy, let initializer = field.initializer {
                    let frame = Frame.make(size: max(1, field.initializerFrameSize))
                    _ = frame.store(receiver, at: 0)
                    // As a stored property's initial value: given the declared type (a tuple's labels, an Optional).
                    var value = try evaluate(initializer, frame, field.owner.source).coerced(field.coercion)
                    if field.isOptional { value = value.asOptional }
                    if let owner { _ = exchange(&owner.fields[index], with: value); return value }
                    // A struct's lazy getter is mutating: what the initializer changed of `self` is kept too.
                    if case .structValue(var after) = receiver {
                        if case .structValue(let changed) = frame.read(0), changed.type === type { after = changed }
                        after.fields[index] = value
                        pendingSelfStore = after
                    }
                    return value
                }
                throw runtimeError("'self.\(name)' used before being initialized", range, source)
            case .weak(let reference):
                if field.isUnowned {
                    guard let object = reference.object else {
                        if reference.heldNothing { return Value.none }
                        throw runtimeError("Fatal error: Attempted to read an unowned reference but object was already deallocated", range, source)
                    }
                    return field.isOptional ? .optional(.object(object)) : .object(object)
                }
                return reference.object.map { Value.optional(.object($0)) } ?? Value.none
            case .wrapper(let wrapper) where field.wrapper != nil:
                return try wrappedValue(wrapper, cause: field.storageName, inClass: field.owner.kind == .class, range, source)
            default:
                if field.customWrapper != nil, !field.innerWrappers.isEmpty {
                    return try unwrapComposed(try member("wrappedValue", of: stored, at: range, source), levels: field.innerWrappers.count, range, source)
                }
                if field.customWrapper != nil {
                    if let owner, let access = enclosingSelfSubscript(of: stored) {
                        return try call(access.getter, receiver: .type(access.type), arguments: enclosingSelfArguments(owner, field), type: access.type).value
                    }
                    if let wrapperType = scriptType(of: stored), let getter = wrapperType.computedGetter("wrappedValue"), getter.isMutating {
                        // `mutating get` (a wrapper that counts its reads): the changed wrapper is stored back.
                        let (value, changed) = try call(getter, receiver: stored, arguments: [], type: wrapperType)
                        if let owner { _ = exchange(&owner.fields[index], with: changed) } else if case .structValue(var after) = receiver {
                            after.fields[index] = changed
                            pendingSelfStore = after
                        }
                        return value
                    }
                    return try member("wrappedValue", of: stored, at: range, source)
                }
                return stored
            }
        }
        if let property = StorageName.property(of: name), let index = type.index(ofField: property), type.fields[index].isWrapped {
            let stored = fields[index]
            if name.first == "_" { return stored }
            if type.fields[index].customWrapper != nil { return try member("projectedValue", of: stored, at: range, source) }
            guard case .wrapper(let wrapper) = stored else {
                throw runtimeError("'self.\(property)' used before being initialized", range, source)
            }
            return try projectedValue(wrapper, name: property, owner: owner, range, source)
        }
        if let computed = type.computedProperty(name) {
            let getter = !overloadedNames.isEmpty && overloadedNames.contains(name) ? try computedVariant(name, of: type, receiver: receiver, range, source) : computed.getter
            return try readingThroughGetter(getter, of: receiver, arguments: [], type: type)
        }
        if Self.sequenceProperties.contains(name), type.method(name) != nil, isScriptSequence(type),
           let property = try scriptSequenceMember(name, of: receiver, range, source) {
            // `bag.count` beside the type's own `count(of:)`: read, not called, the name is the library's property
            // (a method read as a value is named with its labels).
            return property
        }
        return boundMethod(name, of: type, receiver: receiver, isStatic: false)
    }

    /// The properties the library gives a sequence or collection.
    static let sequenceProperties: Set<String> = ["count", "isEmpty", "first", "last", "underestimatedCount", "indices", "lazy"]

    /// A member a script's extension added to a library type (or its protocols), if there is one.
    func libraryExtensionMember(_ name: String, of base: Value, _ extensionType: TypeInfo, _ range: SourceRange,
                                _ source: SourceText) throws -> Value? {
        if let computed = extensionType.computedProperty(name) {
            let getter = !overloadedNames.isEmpty && overloadedNames.contains(name)
                ? try computedVariant(name, of: extensionType, receiver: base, range, source) : computed.getter
            return try call(getter, receiver: base, arguments: [], type: extensionType).value
        }
        return boundMethod(name, of: extensionType, receiver: base, isStatic: false)
    }

    /// A method used as a value (`counter.increment`): bound to its receiver; with several declarations,
    /// a set the call chooses from.
    func boundMethod(_ name: String, of type: TypeInfo, receiver: Value, isStatic: Bool) -> Value? {
        if !overloadedNames.isEmpty, overloadedNames.contains(name) {
            let candidates = methodCandidates(name, of: type, isStatic: isStatic)
            if candidates.count > 1 || candidates.contains(where: { !$0.conditions.isEmpty }) {
                return .overloads(OverloadSet(candidates: candidates, receiver: receiver, owner: type))
            }
        }
        guard let method = isStatic ? type.staticMethod(name) : type.method(name) else { return nil }
        return .boundMethod(BoundMethod(receiver: receiver, function: method, type: type))
    }

    /// The getter of a computed property declared in several constrained extensions, whose requirements
    /// hold for `receiver` most specifically.
    func computedVariant(_ name: String, of type: TypeInfo, receiver: Value, isStatic: Bool = false, _ range: SourceRange,
                         _ source: SourceText) throws -> FunctionDecl {
        let declared: (TypeInfo) -> TypeInfo.Computed? = { isStatic ? $0.staticComputed[name] : $0.computed[name] }
        // A type's (or superclass's) own unconditional declaration comes before its protocols' versions.
        var current: TypeInfo? = type
        while let info = current {
            if info.kind != .protocol, let own = declared(info), own.getter.conditions.isEmpty { return own.getter }
            current = info.superclass
        }
        var variants: [TypeInfo.Computed] = []
        var visited: Set<String> = []
        func collect(_ info: TypeInfo) {
            if let own = isStatic ? info.staticComputedVariants[name] : info.computedVariants[name] {
                variants += own
            } else if let single = declared(info) {
                variants.append(single)
            }
            for conformance in info.conformances where visited.insert(conformance).inserted {
                if let proto = info.protocolLookup?(conformance) { collect(proto) }
            }
            if let superclass = info.superclass { collect(superclass) }
        }
        collect(type)
        var best: (getter: FunctionDecl, specificity: Int)?
        for variant in variants {
            var specificity = 0
            var holds = true
            for requirement in variant.getter.conditions {
                guard let satisfied = requirementSpecificity(requirement, receiver: receiver) else { holds = false; break }
                specificity += satisfied
            }
            if holds, best == nil || specificity > best!.specificity { best = (variant.getter, specificity) }
        }
        guard let best else { throw runtimeError("value of type '\(type.name)' has no member '\(name)' here (no extension's requirements hold)", range, source) }
        return best.getter
    }

    func objectWillChange(of object: ScriptObject) -> ObservableObjectPublisher {
        if let publisher = object.synthesizedObjectWillChange { return publisher }
        nextPublisherID += 1
        let publisher = ObservableObjectPublisher(id: nextPublisherID)
        object.synthesizedObjectWillChange = publisher
        return publisher
    }

    /// The object's `objectWillChange`, its own or the synthesized one, if it has been made.
    func willChangePublisher(of object: ScriptObject) -> ObservableObjectPublisher? {
        if let index = object.type.fieldIndex["objectWillChange"], case .publisher(let custom) = object.fields[index] {
            return custom
        }
        return object.synthesizedObjectWillChange
    }

    func publishWillChange(_ object: ScriptObject) throws {
        try (willChangePublisher(of: object) ?? objectWillChange(of: object)).send()
    }

    /// A State write (rules §3): ignored when uninstalled or equal; otherwise stored at once and the
    /// owner invalidated if its last body read the value.
    func writeState(_ state: StateWrapper, _ value: Value) {
        guard let location = state.location, location.isValid else { return }
        if Equality.compareValues(location.value, value) { return }
        if isUpdatingViews { warn("Modifying state during view update, this will cause undefined behavior.") }
        location.value = value
        events.record(.stateWrite(node: location.node?.name ?? "(gone)", field: location.fieldName, value: debugDescribe(value)))
        location.invalidateReaders()
    }
}

extension Interpreter {
    /// An enum case's arguments with the associated values left out filled by their defaults: each given
    /// argument goes to the next associated value of its label, the ones skipped take their default.
    func fillingDefaults(_ given: [ArgumentValue], of enumCase: EnumCaseDecl, _ source: SourceText) throws -> [ArgumentValue] {
        guard let labels = enumCase.associated else { return given }
        var filled: [ArgumentValue] = []
        var next = 0
        for (index, label) in labels.enumerated() {
            if next < given.count, given[next].label == label {
                filled.append(given[next])
                next += 1
            } else if index < enumCase.associatedDefaults.count, let value = enumCase.associatedDefaults[index] {
                let type = index < enumCase.associatedTypes.count ? enumCase.associatedTypes[index] : nil
                let made = try type.map { try evaluate(value, expecting: $0, Frame.make(size: 1), source) } ?? evaluate(value, Frame.make(size: 1), source)
                filled.append(ArgumentValue(label: label, value: made))
            } else {
                return given
            }
        }
        return next == given.count ? filled : given
    }
}

extension Interpreter {
    /// A static property of `type` (computed, or stored and made on first read), or nil.
    func staticProperty(_ name: String, of type: TypeInfo, receiver: Value? = nil, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        // A static stored property of the type itself comes before a protocol extension's default of that name.
        if let computed = type.staticComputedProperty(name), type.staticComputed[name] != nil || type.staticDeclarations[name] == nil {
            var getter = computed.getter
            if let variants = type.lookup({ $0.staticComputedVariants[name] }), variants.count > 1 {
                // Declared in several constrained extensions: the one whose requirements hold for the type.
                getter = try computedVariant(name, of: type, receiver: .type(type), isStatic: true, range, source)
            }
            return try call(getter, receiver: receiver ?? .type(type), arguments: [], type: type).value
        }
        if let wrapped = try wrappedStatic(name, of: type, range, source) { return wrapped }
        guard let type = Self.staticStorageOwner(name, of: type), let declaration = type.staticDeclarations[name] else { return nil }
        if let value = type.staticValues[name] { return value }
        var value = try declaration.initializer.map {
            try evaluate($0, Frame.make(size: declaration.initializerFrameSize), type.staticDeclarationSources[name] ?? type.source)
        } ?? Value.none
        // `static var made: Set<Int> = []`, `static var rate: Double = 1`: the declared type's value.
        if let declared = declaration.type { value = value.coerced(Coercion(declared)) }
        if declaration.isDeclaredOptional { value = value.asOptional }
        if case .array = value, let typeName = declaration.typeName, case .type(let optionType)? = globalValue(typeName), isOptionSet(optionType) {
            value = try optionSet(value, as: optionType, range, source)
        }
        type.staticValues[name] = value
        return value
    }
}

extension Interpreter {
    /// The type that declares the static stored property `name`: `type` or a superclass (`Sub.shared` is the
    /// one `Base.shared`, a single storage for the class and its subclasses).
    static func staticStorageOwner(_ name: String, of type: TypeInfo) -> TypeInfo? {
        var current: TypeInfo? = type
        while let candidate = current {
            if candidate.staticDeclarations[name] != nil { return candidate }
            current = candidate.superclass
        }
        return nil
    }

    /// The arguments of a call through `Type.init` used as a function (`names.map(Tag.init)`): a function value
    /// has no argument labels, so unlabelled arguments take the labels of the one initializer of that many
    /// parameters (the declared ones, else the memberwise one), as Swift resolves the reference by its type.
    static func initReferenceArguments(_ arguments: [ArgumentValue], of type: TypeInfo) -> [ArgumentValue] {
        guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == nil }) else { return arguments }
        let declared = type.initializers.map { $0.parameters.map(\.label) }
        let lists = declared.isEmpty && type.kind == .struct ? [type.memberwiseParameters.map(\.label)] : declared
        var arguments = arguments
        if arguments.count == 1, case .tuple(let tuple) = arguments[0].value, tuple.elements.count > 1,
           !lists.contains(where: { $0.count == 1 }), lists.contains(where: { $0.count == tuple.elements.count }) {
            // `zip(xs, ys).map(Pair.init)`: one pair for the two parameters.
            arguments = tuple.elements.map { ArgumentValue(label: nil, value: $0) }
        }
        let fitting = lists.filter { $0.count == arguments.count }
        guard fitting.count == 1, let labels = fitting.first else { return arguments }
        var relabelled = arguments
        for index in relabelled.indices { relabelled[index].label = labels[index] }
        return relabelled
    }
}

extension Interpreter {
    /// A member of an implicit member that starts a chain where no type is known, read as the library value it
    /// names; nil for other names (out of line: `member(_:of:)` is on every path). `.punctuationCharacters.union(.symbols)`
    /// where a CharacterSet is expected, `.iso8601.year()` where a date is formatted, `.whitespace.inverted` where a
    /// regex component is expected (RegexBuilder).
    @inline(never)
    func libraryChainMember(_ name: String, of start: String, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if foundationImported, let set = CharacterSetType.named[start] {
            return try member(name, of: .native(CharacterSetValue(set)), at: range, source)
        }
        if start == "iso8601", foundationImported {
            return try member(name, of: .native(ISO8601StyleValue.standard), at: range, source)
        }
        if let characters = CharacterClassValue.named(start), regexCharacterClassType != nil {
            return try member(name, of: .native(CharacterClassValue(characters)), at: range, source)
        }
        return nil
    }
}
