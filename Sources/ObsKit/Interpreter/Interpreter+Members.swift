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
            if name == "hashValue" || name == "id" { return .int(object.id) }
        case .structValue(let value):
            if let result = try instanceMember(name, type: value.type, fields: value.fields, receiver: base, owner: nil, range, source) {
                return result
            }
        case .type(let type):
            if let method = type.methods[name], method.isStatic {
                return .boundMethod(BoundMethod(receiver: base, function: method, type: type))
            }
            if name == "_printChanges" || name == "_logChanges" { return .builtin(Builtins.printChanges(type)) }
        default:
            if let value = try Builtins.member(name, of: base, interpreter: self, range: range, source: source) { return value }
        }
        throw runtimeError("value of type '\(base.typeName)' has no member '\(name)'", range, source)
    }

    /// A member of a script instance, or nil if the type has none by that name.
    private func instanceMember(_ name: String, type: TypeInfo, fields: [Value], receiver: Value, owner: ScriptObject?,
                                _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if let index = type.fieldIndex[name] {
            let stored = fields[index]
            if case .uninitialized = stored {
                throw runtimeError("'self.\(name)' used before being initialized", range, source)
            }
            guard type.fields[index].wrapper != nil, case .wrapper(let wrapper) = stored else { return stored }
            return try wrappedValue(wrapper, range, source)
        }
        if name.first == "_" || name.first == "$", let index = type.fieldIndex[String(name.dropFirst())],
           type.fields[index].wrapper != nil {
            let stored = fields[index]
            if name.first == "_" { return stored }
            guard case .wrapper(let wrapper) = stored else {
                throw runtimeError("'self.\(name.dropFirst())' used before being initialized", range, source)
            }
            return try projectedValue(wrapper, name: String(name.dropFirst()), owner: owner, range, source)
        }
        if let getter = type.computed[name] {
            return try call(getter, receiver: receiver, arguments: [], type: type).value
        }
        if let method = type.methods[name], !method.isStatic {
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

    func wrappedValue(_ wrapper: WrapperValue, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch wrapper {
        case .state(let state):
            guard let location = state.location else { return state.initial }
            if let node = bodyStack.last, node === location.node { location.readByLastBody = true }
            return location.value
        case .stateObject(let stateObject):
            if let object = stateObject.object { return object }
            warn("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
            return try force(stateObject.thunk, range, source)
        case .observedObject(let observed):
            return observed.object
        case .published(let box):
            return box.value
        }
    }

    func projectedValue(_ wrapper: WrapperValue, name: String, owner: ScriptObject?, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if case .published(let box) = wrapper { return .native(PublishedPublisher(box: box, owner: owner)) }
        throw ObsDiagnostic(.unsupported, "'$\(name)' (the projected value of \(wrapper.typeName))",
                            at: SourceLocation(source: source, range: range))
    }

    /// Runs an `@autoclosure` thunk.
    func force(_ thunk: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .autoclosure(let autoclosure) = thunk else { return thunk }
        return try evaluate(autoclosure.expr, autoclosure.frame ?? Frame.make(size: 0, parent: nil), autoclosure.source)
    }

    // MARK: assignment

    func assign(_ value: Value, to target: Expr, _ frame: Frame, _ source: SourceText) throws {
        switch target.kind {
        case .local(let slot):
            _ = frame.frame(at: slot.depth).store(value, at: slot.index)
        case .global(let slot):
            if globals.values[slot] == nil {
                throw runtimeError("cannot find '\(globals.names[slot])' in scope", target.range, source)
            }
            if globals.isConstant[slot] {
                throw runtimeError("cannot assign to value: '\(globals.names[slot])' is a 'let' constant", target.range, source)
            }
            _ = exchange(&globals.values[slot], with: value)
        case .member(let baseExpr, let name):
            let base = try evaluate(baseExpr, frame, source)
            switch base {
            case .object(let object):
                // Work on a copy: the write may send objectWillChange, whose receivers may read the object.
                var fields = object.fields
                if try setField(name, of: object.type, fields: &fields, to: value, owner: object, target.range, source) {
                    _ = exchange(&object.fields, with: fields)
                }
            case .structValue(var structValue):
                let changed = try setField(name, of: structValue.type, fields: &structValue.fields, to: value, owner: nil, target.range, source)
                if changed { try assign(.structValue(structValue), to: baseExpr, frame, source) }
            case .native(let object) where try object.setMember(name, to: value, interpreter: self, range: target.range, source: source):
                break
            default:
                throw runtimeError("cannot assign to property '\(name)' of a value of type '\(base.typeName)'", target.range, source)
            }
        case .forceUnwrap(let inner), .optionalUnwrap(let inner):
            try assign(value.asOptional, to: inner, frame, source)
        case .optionalChain(let inner):
            do { try assign(value, to: inner, frame, source) } catch is OptionalChainEnded {}
        case .subscriptCall(let baseExpr, let arguments):
            let keys = try arguments.map { try evaluate($0.value, frame, source) }
            try modify(baseExpr, frame, source) { base in try subscriptSet(&base, keys, value, target.range, source) }
        default:
            throw runtimeError("cannot assign to this expression", target.range, source)
        }
    }

    /// Sets a field; returns whether `fields` itself changed (false for a State or Published write,
    /// which goes to storage outside the struct).
    @discardableResult
    func setField(_ name: String, of type: TypeInfo, fields: inout [Value], to value: Value, owner: ScriptObject?,
                  _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if name.first == "_", let index = type.fieldIndex[String(name.dropFirst())], type.fields[index].wrapper != nil {
            fields[index] = value
            return true
        }
        guard let index = type.fieldIndex[name] else {
            if type.computed[name] != nil {
                throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
            }
            throw runtimeError("value of type '\(type.name)' has no member '\(name)'", range, source)
        }
        let field = type.fields[index]
        guard let kind = field.wrapper else {
            if field.isLet, !isUninitialized(fields[index]) {
                throw runtimeError("cannot assign to property: '\(name)' is a 'let' constant", range, source)
            }
            fields[index] = value
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
            try box.set(value, owner: owner, interpreter: self)
            return false
        case .stateObject, .observedObject:
            throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
        }
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
        if location.readByLastBody, let node = location.node {
            node.invalidate(cause: .field(location.fieldName))
        }
    }
}
