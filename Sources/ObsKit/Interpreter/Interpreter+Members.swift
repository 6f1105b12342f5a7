/// Reading and writing members: stored fields (through their wrappers), computed properties, methods.
extension Interpreter {
    func member(_ name: String, of base: Value, at range: SourceRange, _ source: SourceText) throws -> Value {
        switch base {
        case .optional(let wrapped):
            throw runtimeError("value of optional type '\(wrapped.typeName)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.typeName)'", range, source)
        case .object(let object):
            if let value = try instanceMember(name, type: object.type, fields: object.fields, receiver: base, owner: object, range, source) {
                return value
            }
            if name == "objectWillChange", object.type.isObservableObject { return .publisher(objectWillChange(of: object)) }
            if name == "id" { return .int(object.id) }
            if let sequenceMember = try scriptSequenceMember(name, of: base, range, source) { return sequenceMember }
        case .structValue(let value):
            if let result = try instanceMember(name, type: value.type, fields: value.fields, receiver: base, owner: nil, range, source) {
                return result
            }
            if name == "hashValue" { return .int(HashKey(value: base).hashValue) }
            if let sequenceMember = try scriptSequenceMember(name, of: base, range, source) { return sequenceMember }
            if isOptionSet(value.type), let optionMember = try optionSetMember(name, of: base, value.type, range, source) { return optionMember }
        case .enumCase(let value):
            if name == "rawValue", let raw = value.type.rawValues[value.caseName] { return raw }
            if let result = try instanceMember(name, type: value.type, fields: [], receiver: base, owner: nil, range, source) {
                return result
            }
            if name == "hashValue" { return .int(HashKey(value: base).hashValue) }
        case .type(let type):
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
        case .builtinType("Swift"):
            if let value = globalValue(name) { return value }
        default:
            if let extensionType = builtinExtension(for: base) {
                if let computed = extensionType.computedProperty(name) {
                    return try call(computed.getter, receiver: base, arguments: [], type: extensionType).value
                }
                if let method = extensionType.method(name) {
                    return .boundMethod(BoundMethod(receiver: base, function: method, type: extensionType))
                }
            }
            if let value = try Builtins.member(name, of: base, interpreter: self, range: range, source: source) { return value }
        }
        throw runtimeError("value of type '\(base.typeName)' has no member '\(name)'", range, source)
    }

    /// `Type.name`: enum cases, static members, nested types.
    func staticMember(_ name: String, of type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if let enumCase = type.cases.first(where: { $0.name == name }) {
            guard let labels = enumCase.associated else {
                return .enumCase(EnumValue(type: type, caseName: name, payload: [], payloadLabels: []))
            }
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard arguments.count == labels.count else {
                    throw interpreter.runtimeError("'\(type.name).\(name)' takes \(labels.count) associated value(s)", range, source)
                }
                let payload = zip(arguments, enumCase.associatedCoercions + Array(repeating: .none, count: labels.count))
                    .map { $0.value.coerced($1) }
                return .enumCase(EnumValue(type: type, caseName: name, payload: payload, payloadLabels: labels))
            })
        }
        if let method = type.staticMethod(name) {
            return .boundMethod(BoundMethod(receiver: .type(type), function: method, type: type))
        }
        if let computed = type.staticComputedProperty(name) {
            return try call(computed.getter, receiver: .type(type), arguments: [], type: type).value
        }
        if let declaration = type.staticDeclarations[name] {
            if let value = type.staticValues[name] { return value }
            var value = try declaration.initializer.map {
                try evaluate($0, Frame.make(size: declaration.initializerFrameSize), type.source)
            } ?? Value.none
            if declaration.typeName?.hasSuffix("?") == true { value = value.asOptional }
            if case .array = value, let typeName = declaration.typeName, case .type(let optionType)? = globalValue(typeName), isOptionSet(optionType) {
                value = try optionSet(value, as: optionType, range, source)
            }
            type.staticValues[name] = value
            return value
        }
        if let nested = type.nested[name] { return nested }
        switch name {
        case "allCases" where type.kind == .enum:
            return .array(type.cases.map { .enumCase(EnumValue(type: type, caseName: $0.name, payload: [], payloadLabels: [])) })
        case "self":
            return .type(type)
        case "_printChanges", "_logChanges":
            return .builtin(Builtins.printChanges(type))
        default:
            return nil
        }
    }

    /// A member of a script instance, or nil if the type has none by that name.
    func instanceMember(_ name: String, type: TypeInfo, fields: [Value], receiver: Value, owner: ScriptObject?,
                                _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if let index = type.index(ofField: name) {
            let field = type.fields[index]
            if let owner { observationAccess(owner, field) }
            let stored = fields[index]
            switch stored {
            case .uninitialized:
                if field.isLazy, let initializer = field.initializer {
                    let frame = Frame.make(size: max(1, field.initializerFrameSize))
                    _ = frame.store(receiver, at: 0)
                    let value = try evaluate(initializer, frame, field.owner.source)
                    if let owner { _ = exchange(&owner.fields[index], with: value) }
                    return value
                }
                throw runtimeError("'self.\(name)' used before being initialized", range, source)
            case .weak(let reference):
                if field.isUnowned {
                    guard let object = reference.object else {
                        throw runtimeError("Fatal error: Attempted to read an unowned reference but object was already deallocated", range, source)
                    }
                    return .object(object)
                }
                return reference.object.map { Value.optional(.object($0)) } ?? Value.none
            case .wrapper(let wrapper) where field.wrapper != nil:
                return try wrappedValue(wrapper, cause: field.storageName, range, source)
            default:
                if field.customWrapper != nil { return try member("wrappedValue", of: stored, at: range, source) }
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
            return try call(computed.getter, receiver: receiver, arguments: [], type: type).value
        }
        if let method = type.method(name) {
            return .boundMethod(BoundMethod(receiver: receiver, function: method, type: type))
        }
        return nil
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
