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
        case .structValue(let value):
            if let result = try instanceMember(name, type: value.type, fields: value.fields, receiver: base, owner: nil, range, source) {
                return result
            }
            if name == "hashValue" { return .int(HashKey(value: base).hashValue) }
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
            return try ObjectWrapper(object: object, readsOnCreation: true).member(name, interpreter: self, range: range, source: source) ?? Value.none
        case .wrapper(let wrapper) where name == "projectedValue":
            return try projectedValue(wrapper, name: "projectedValue", owner: nil, range, source)
        case .tuple(let tuple):
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
    private func instanceMember(_ name: String, type: TypeInfo, fields: [Value], receiver: Value, owner: ScriptObject?,
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
                return try wrappedValue(wrapper, cause: "_" + name, range, source)
            default:
                if field.customWrapper != nil { return try member("wrappedValue", of: stored, at: range, source) }
                return stored
            }
        }
        if name.first == "_" || name.first == "$", let index = type.index(ofField: String(name.dropFirst())),
           type.fields[index].wrapper != nil || type.fields[index].customWrapper != nil {
            let stored = fields[index]
            if name.first == "_" { return stored }
            if type.fields[index].customWrapper != nil { return try member("projectedValue", of: stored, at: range, source) }
            guard case .wrapper(let wrapper) = stored else {
                throw runtimeError("'self.\(name.dropFirst())' used before being initialized", range, source)
            }
            return try projectedValue(wrapper, name: String(name.dropFirst()), owner: owner, range, source)
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

    // MARK: wrappers

    /// A wrapper's `wrappedValue`. `cause` is the field's storage name (`_text`), for the reads a view's
    /// body makes through its `@Binding`.
    func wrappedValue(_ wrapper: WrapperValue, cause: String? = nil, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch wrapper {
        case .state(let state):
            guard let location = state.location else { return state.initial }
            if let node = bodyStack.last { location.recordRead(by: node, cause: location.fieldName) }
            return location.value
        case .stateObject(let stateObject):
            if let object = stateObject.object { return object }
            warn("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
            return try force(stateObject.thunk, range, source)
        case .observedObject(let observed):
            return observed.object
        case .published(let box):
            return box.value
        case .binding(let binding):
            return try read(binding, cause: cause.map { .field($0) } ?? .untracked, range, source)
        case .bindable(let object):
            return object
        case .environmentObject(let typeName, let object):
            guard let object else {
                throw runtimeError("Fatal error: No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view.", range, source)
            }
            return object
        case .environment(_, let value):
            return value ?? .none
        }
    }

    func projectedValue(_ wrapper: WrapperValue, name: String, owner: ScriptObject?, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch wrapper {
        case .published(let box):
            return .native(PublishedPublisher(box: box, owner: owner))
        case .state(let state):
            guard let location = state.location else {
                warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                return .native(BindingValue(.uninstalled(state.initial)))
            }
            return .native(BindingValue(.state(location), snapshot: location.value))
        case .binding(let binding):
            return .native(binding)
        case .stateObject, .observedObject, .bindable, .environmentObject:
            guard case .object(let object) = try wrappedValue(wrapper, range, source) else {
                throw runtimeError("'$\(name)' needs a class instance", range, source)
            }
            if case .bindable = wrapper { return .native(ObjectWrapper(object: object, readsOnCreation: true)) }
            return .native(ObjectWrapper(object: object, readsOnCreation: false))
        case .environment:
            throw runtimeError("'$\(name)': @Environment has no projected value", range, source)
        }
    }

    /// Runs an `@autoclosure` thunk.
    func force(_ thunk: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .autoclosure(let autoclosure) = thunk else { return thunk }
        return try evaluate(autoclosure.expr, autoclosure.frame ?? Frame.make(size: 0), autoclosure.source)
    }

    // MARK: assignment

    func assign(_ value: Value, to target: Expr, _ frame: Frame, _ source: SourceText) throws {
        switch target.kind {
        case .local(let slot):
            _ = frame.assign(value, at: slot.index)
        case .capture(let index):
            let box = frame.captures[index]
            _ = exchange(&box.value, with: box.ownership == .strong ? value : CaptureBox(value, ownership: box.ownership).value)
        case .global(let slot):
            if globals.values[slot] == nil {
                throw runtimeError("cannot find '\(globals.names[slot])' in scope", target.range, source)
            }
            if globals.isConstant[slot] {
                throw runtimeError("cannot assign to value: '\(globals.names[slot])' is a 'let' constant", target.range, source)
            }
            if case .native(let bound as BoundVariable)? = globals.values[slot] {
                try write(bound.binding, value, target.range, source)
            } else if case .weak? = globals.values[slot] {
                _ = exchange(&globals.values[slot], with: .weakHolding(value))
            } else {
                _ = exchange(&globals.values[slot], with: globals.isOptional[slot] ? value.asOptional : value)
            }
        case .member(let baseExpr, let name):
            try assignMember(name, of: baseExpr, value, target.range, frame, source)
        case .selfMemberOrGlobal(let receiver, let name, let global):
            if let current = peek(receiver, frame), selfHasMember(name, current) {
                try assignMember(name, of: receiver, value, target.range, frame, source)
            } else {
                try assign(value, to: Expr(.global(global), target.range), frame, source)
            }
        case .forceUnwrap(let inner), .optionalUnwrap(let inner):
            try assign(value.asOptional, to: inner, frame, source)
        case .optionalChain(let inner):
            do { try assign(value, to: inner, frame, source) } catch is OptionalChainEnded {}
        case .tuple(let targets):
            // `(a, b) = (b, a)`: the right side is evaluated first, then each element is stored.
            guard case .tuple(let tuple) = value, tuple.elements.count == targets.count else {
                throw runtimeError("cannot assign a value of type '\(value.typeName)' to a tuple of \(targets.count) elements", target.range, source)
            }
            for (element, targetElement) in zip(tuple.elements, targets) {
                if case .discard = targetElement.value.kind { continue }
                try assign(element, to: targetElement.value, frame, source)
            }
        case .subscriptCall(let baseExpr, let arguments):
            let keys = try arguments.map { try evaluate($0.value, frame, source) }
            try modify(baseExpr, frame, source) { base in try subscriptSet(&base, keys, value, target.range, source) }
        default:
            throw runtimeError("cannot assign to this expression", target.range, source)
        }
    }

    func selfHasMember(_ name: String, _ receiver: Value) -> Bool {
        switch receiver {
        case .object(let object): return object.type.hasInstanceMember(name)
        case .structValue(let value): return value.type.hasInstanceMember(name)
        case .enumCase(let value): return value.type.hasInstanceMember(name)
        case .type(let type): return type.hasStaticMember(name)
        default:
            if let extensionType = builtinExtension(for: receiver), extensionType.hasInstanceMember(name) { return true }
            return (try? Builtins.member(name, of: receiver, interpreter: self, range: .synthesized, source: SourceText(text: "", fileName: "", firstLine: 1))) != nil
        }
    }

    private func assignMember(_ name: String, of baseExpr: Expr, _ value: Value, _ range: SourceRange,
                              _ frame: Frame, _ source: SourceText) throws {
        let base = try evaluate(baseExpr, frame, source)
        switch base {
        case .object(let object):
            if let computed = object.type.computedProperty(name), object.type.index(ofField: name) == nil {
                guard let setter = computed.setter else {
                    throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
                }
                _ = try call(setter, receiver: base, arguments: [ArgumentValue(label: nil, value: value)], type: object.type)
                return
            }
            // Work on a copy: the write may send objectWillChange, whose receivers may read the object.
            var fields = object.fields
            if try setField(name, of: object.type, fields: &fields, to: value, receiver: base, owner: object, range, source) {
                _ = exchange(&object.fields, with: fields)
            }
        case .structValue(var structValue):
            if let computed = structValue.type.computedProperty(name), structValue.type.index(ofField: name) == nil {
                guard let setter = computed.setter else {
                    throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
                }
                let newSelf = try call(setter, receiver: base, arguments: [ArgumentValue(label: nil, value: value)], type: structValue.type).newSelf
                if !setter.isNonmutating { try assign(newSelf, to: baseExpr, frame, source) }
                return
            }
            if try setField(name, of: structValue.type, fields: &structValue.fields, to: value, receiver: base, owner: nil, range, source) {
                try assign(.structValue(structValue), to: baseExpr, frame, source)
            }
        case .type(let type):
            if let computed = type.staticComputedProperty(name) {
                guard let setter = computed.setter else {
                    throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
                }
                _ = try call(setter, receiver: base, arguments: [ArgumentValue(label: nil, value: value)], type: type)
                return
            }
            guard let declaration = type.staticDeclarations[name] else {
                throw runtimeError("type '\(type.name)' has no member '\(name)'", range, source)
            }
            if declaration.isLet { throw runtimeError("cannot assign to property: '\(name)' is a 'let' constant", range, source) }
            _ = exchange(&type.staticValues[name], with: declaration.typeName?.hasSuffix("?") == true ? value.asOptional : value)
        case .native(let native) where try native.setMember(name, to: value, interpreter: self, range: range, source: source):
            break
        case .tuple(var tuple):
            guard let index = Int(name).flatMap({ $0 < tuple.elements.count ? $0 : nil }) ?? tuple.labels.firstIndex(of: name) else {
                throw runtimeError("value of tuple type '\(base.typeName)' has no member '\(name)'", range, source)
            }
            tuple.elements[index] = value
            try assign(.tuple(tuple), to: baseExpr, frame, source)
        default:
            throw runtimeError("cannot assign to property '\(name)' of a value of type '\(base.typeName)'", range, source)
        }
    }

    /// Sets a stored field; returns whether `fields` itself changed (false for a State or Published write,
    /// which goes to storage outside the struct). Runs `willSet`/`didSet` outside the type's own inits.
    @discardableResult
    func setField(_ name: String, of type: TypeInfo, fields: inout [Value], to newValue: Value, receiver: Value,
                  owner: ScriptObject?, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if name.first == "_", let index = type.index(ofField: String(name.dropFirst())),
           type.fields[index].wrapper != nil || type.fields[index].customWrapper != nil {
            fields[index] = newValue
            return true
        }
        guard let index = type.index(ofField: name) else {
            throw runtimeError("value of type '\(type.name)' has no member '\(name)'", range, source)
        }
        let field = type.fields[index]
        let coerced = newValue.coerced(field.coercion)
        let value = field.isOptional ? coerced.asOptional : coerced
        if let custom = field.customWrapper {
            if isUninitialized(fields[index]) {
                // `self.x = v` in an init makes the wrapper, as Swift does.
                fields[index] = try makeCustomWrapper(custom, wrappedValue: .value(value), range, source)
            } else {
                try setMember("wrappedValue", on: &fields[index], to: value, range, source)
            }
            return true
        }
        guard let kind = field.wrapper else {
            if field.isLet, !isUninitialized(fields[index]) {
                throw runtimeError("cannot assign to property: '\(name)' is a 'let' constant", range, source)
            }
            let stored: Value = field.isWeak ? .weak(WeakReference(objectIn(value))) : value
            let observed = (field.willSet != nil || field.didSet != nil) && !initializing.contains { $0 === type }
            guard observed else {
                if let owner, owner.type.isObservableClass {
                    let old = fields[index]
                    // The store must be seen by observers (willSet first): write it to the object itself.
                    try observationMutation(owner, field, old: old, new: stored) {
                        fields[index] = stored
                        _ = exchange(&owner.fields, with: fields)
                    }
                    return true
                }
                fields[index] = stored
                return true
            }
            let oldValue = fields[index]
            if let willSet = field.willSet {
                _ = try call(willSet, receiver: receiver, arguments: [ArgumentValue(label: nil, value: value)], type: type)
            }
            fields[index] = stored
            if let didSet = field.didSet {
                var updated = receiver
                if let owner {
                    // didSet reads the new value from the object itself.
                    _ = exchange(&owner.fields, with: fields)
                } else if case .structValue(var structValue) = receiver {
                    structValue.fields = fields
                    updated = .structValue(structValue)
                }
                let newSelf = try call(didSet, receiver: updated, arguments: [ArgumentValue(label: nil, value: oldValue)], type: type).newSelf
                if let owner {
                    fields = owner.fields
                } else if case .structValue(let structValue) = newSelf {
                    fields = structValue.fields
                }
            }
            return true
        }
        guard case .wrapper(let wrapper) = fields[index] else {
            // First assignment in an init: `self.vm = vm` makes the wrapper, as Swift does.
            fields[index] = .wrapper(try makeWrapper(kind, initial: value, range, source))
            return true
        }
        switch wrapper {
        case .state(let state):
            writeState(state, value)
            return false
        case .published(let box):
            if let owner { events.record(.willChange(objectID: owner.id, className: owner.type.name, property: name)) }
            try box.set(value, owner: owner, interpreter: self)
            return false
        case .binding(let binding):
            try write(binding, value, range, source)
            return false
        case .bindable:
            fields[index] = .wrapper(.bindable(value))
            return true
        case .stateObject, .observedObject, .environmentObject, .environment:
            throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
        }
    }

    private func objectIn(_ value: Value) -> ScriptObject? {
        if case .object(let object) = value.unwrapped ?? Value.none { return object }
        return nil
    }

    private func isUninitialized(_ value: Value) -> Bool {
        if case .uninitialized = value { return true }
        return false
    }

    func makeWrapper(_ kind: TypeInfo.WrapperKind, initial: Value, _ range: SourceRange, _ source: SourceText) throws -> WrapperValue {
        switch kind {
        case .state: return .state(StateWrapper(initial: initial, location: nil))
        case .observedObject: return .observedObject(ObservedObjectWrapper(object: initial))
        case .published: return .published(PublishedBox(value: initial))
        case .binding:
            guard case .native(let binding as BindingValue) = initial else {
                throw runtimeError("cannot convert value of type '\(initial.typeName)' to expected argument type 'Binding'", range, source)
            }
            return .binding(binding)
        case .bindable: return .bindable(initial)
        case .environmentObject, .environment:
            throw runtimeError("cannot assign to an @\(kind.rawValue) property: its value comes from the environment", range, source)
        case .stateObject:
            throw runtimeError("cannot assign to property: a '@StateObject' is get-only; write '_name = StateObject(wrappedValue: ...)'", range, source)
        }
    }

    /// `objectWillChange.send()` before a `@Published` store (SEMANTICS §6), through the object's own
    /// `objectWillChange` when it declares one.
    func publishWillChange(_ object: ScriptObject) throws {
        if let index = object.type.fieldIndex["objectWillChange"], case .publisher(let custom) = object.fields[index] {
            try custom.send()
        } else {
            try objectWillChange(of: object).send()
        }
    }

    /// A State write (SEMANTICS §3): ignored when uninstalled or equal; otherwise stored at once and the
    /// owner invalidated if its last body read the value.
    func writeState(_ state: StateWrapper, _ value: Value) {
        guard let location = state.location, location.isValid else { return }
        if Equality.compareValues(location.value, value) { return }
        if !bodyStack.isEmpty { warn("Modifying state during view update, this will cause undefined behavior.") }
        location.value = value
        events.record(.stateWrite(node: location.node?.name ?? "(gone)", field: location.fieldName, value: debugDescribe(value)))
        location.invalidateReaders()
    }
}
