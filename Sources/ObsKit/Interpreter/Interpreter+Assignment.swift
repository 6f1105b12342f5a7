/// Assignment: to locals, globals, fields (through wrappers, observers and `@Observable` tracking),
/// computed setters, statics, tuples and subscripts.
extension Interpreter {
    // MARK: assignment

    func assign(_ value: Value, to target: Expr, _ frame: Frame, _ source: SourceText) throws {
        switch target.kind {
        case .local(let slot):
            let old = frame.assign(value, at: slot.index)
            if value.isRetypable, let retyped = value.retyped(like: old) { _ = frame.assign(retyped, at: slot.index) }
        case .capture(let index):
            let box = frame.captures[index]
            _ = exchange(&box.value, with: box.ownership == .strong ? value : CaptureBox(value, ownership: box.ownership).value)
        case .global(let slot):
            if globals.values[slot] == nil {
                throw unknownName(globals.names[slot], target.range, source)
            }
            // `let ok: Bool` then `ok = ...` once (in each branch): a constant's first value is its initialization.
            if globals.isConstant[slot], !isUninitialized(globals.values[slot]!) {
                throw runtimeError("cannot assign to value: '\(globals.names[slot])' is a 'let' constant", target.range, source)
            }
            if case .native(let bound as BoundVariable)? = globals.values[slot] {
                try write(bound.binding, value, target.range, source)
            } else if case .weak? = globals.values[slot] {
                _ = exchange(&globals.values[slot], with: .weakHolding(value))
            } else {
                let old = exchange(&globals.values[slot], with: globals.isOptional[slot] ? value.asOptional : value)
                if value.isRetypable, let retyped = value.retyped(like: old?.unwrapped ?? .void) {
                    _ = exchange(&globals.values[slot], with: globals.isOptional[slot] ? retyped.asOptional : retyped)
                }
            }
        case .member(let baseExpr, let name):
            if try storeInPlace(value, member: name, of: baseExpr, frame, source) { return }
            try assignMember(name, of: baseExpr, value, target.range, frame, source)
        case .selfMemberOrGlobal(let receiver, let name, let global):
            if let current = peek(receiver, frame), selfHasMember(name, global: global, current) {
                try assignMember(name, of: receiver, value, target.range, frame, source)
            } else {
                try assign(value, to: Expr(.global(global), target.range), frame, source)
            }
        case .declaredAs(let inner, _):
            try assign(value, to: inner, frame, source)
        case .superMember(let receiverExpr, let owner, let name):
            try assignSuper(name, receiverExpr, owner, value, target.range, frame, source)
        case .superSubscript(let receiverExpr, let owner, let arguments):
            guard case .type(let ownerType)? = globals.values[owner] else { obsInvariant("'super' outside of a type") }
            let receiver = try evaluate(receiverExpr, frame, source)
            _ = try superSubscript(receiver, owner: ownerType, try subscriptArguments(arguments, frame, source), newValue: value,
                                   target.range, source)
        case .accessorVariable(let access):
            try assign(value, through: access, target.range, frame, source)
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
            let keys = try subscriptArguments(arguments, frame, source)
            try modify(baseExpr, frame, source) { base in try subscriptSet(&base, arguments: keys, value, target.range, source) }
        default:
            throw runtimeError("cannot assign to this expression", target.range, source)
        }
    }

    func selfHasMember(_ name: String, _ receiver: Value) -> Bool {
        // In `extension View { func card() -> some View { modifier(Card()).padding() } }`, a view's modifiers.
        // A variable of the session by that name stays the variable (`let tag = ...` read in a body).
        if BuiltinModifier.byName[name] != nil, isView(receiver), globals.value(named: name) == nil { return true }
        switch receiver {
        case .object(let object):
            return object.type.hasInstanceMember(name) || hasSequenceMember(name, object.type) || observationMethod(name, of: object) != nil
        case .structValue(let value): return value.type.hasInstanceMember(name) || hasSequenceMember(name, value.type)
        case .enumCase(let value): return value.type.hasInstanceMember(name)
        case .type(let type):
            // A CaseIterable enum's synthesized `allCases`, named in its own static members.
            return type.hasStaticMember(name) || (name == "allCases" && type.kind == .enum && type.conforms(to: "CaseIterable"))
        case .metatype(.named(let typeName, _)):
            // In a static member of a generic type (`Box<Int>.make()`): `self` is the specialised type.
            return scriptType(named: typeName)?.hasStaticMember(name) ?? false
        default:
            if let extensionType = builtinExtension(for: receiver), extensionType.hasInstanceMember(name) { return true }
            // In an extension of a library type, `max(a, b)` is the global function, not the type's `max()`.
            if case .builtin? = globals.value(named: name), globals.existingSlot(for: name).map(globals.isBuiltin) == true { return false }
            // `String(format:)` in `extension Data { ... }`: the library's type, not a member of `self`.
            switch globals.value(named: name) {
            case .builtinType?, .type?: return false
            case .native(let type as NativeCallable)? where type.typeName == name + ".Type": return false
            default: break
            }
            if receiver.isLibraryValue, Self.mutatingLibraryMethods.contains(name) { return true }
            // `swapAt(i, j)` in `extension MutableCollection` run on an ArraySlice.
            if case .native(is ArraySliceValue) = receiver, Self.mutatingArrayMethods.contains(name) { return true }
            return (try? Builtins.member(name, of: receiver, interpreter: self, range: .synthesized, source: SourceText(text: "", fileName: "", firstLine: 1))) != nil
        }
    }

    func assignMember(_ name: String, of baseExpr: Expr, _ value: Value, _ range: SourceRange,
                              _ frame: Frame, _ source: SourceText) throws {
        if try setComputedInPlace(name, of: baseExpr, value, frame) { return }
        if nonmutatingSetterNames.contains(name), try setNonmutating(name, of: baseExpr, value, frame, source) { return }
        if case .member = baseExpr.kind, Self.isPlace(baseExpr), try storedValue(baseExpr, frame, source) == nil {
            // `h.frame.origin.x = 9` with a computed property on the way: one access to the base (each getter and
            // setter on the way once), the property set in the value it gives, as Swift's modify does.
            try changeInOneAccess(baseExpr, frame, source) { base in try setMember(name, on: &base, to: value, range, source) }
            return
        }
        let base = try evaluate(baseExpr, frame, source)
        switch base {
        case .object(let object):
            if let computed = object.type.computedProperty(name),
               object.type.index(ofField: name) == nil || object.type.overriddenFields.contains(name) && !inDeclaringInit(name, of: object) {
                guard let setter = computed.setter else {
                    throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
                }
                try observingComputedSet(name, computed, of: object, base, value) {
                    _ = try call(setter, receiver: base, arguments: setterArguments(setter, value), type: object.type)
                }
                return
            }
            if object.type.index(ofField: name) == nil, StorageName.property(of: name) == nil {
                var reference = base
                if try setDynamicMember(name, of: &reference, type: object.type, to: value, range, source) { return }
            }
            // Work on a copy: the write may send objectWillChange, whose receivers may read the object.
            var fields = object.fields
            if try setField(name, of: object.type, fields: &fields, to: value, receiver: base, owner: object, range, source) {
                _ = exchange(&object.fields, with: fields)
            }
        case .structValue(var structValue):
            if let computed = structValue.type.computedProperty(name), structValue.type.index(ofField: name) == nil {
                let inInit = computed.initAccessor != nil && initializing.contains { $0 === structValue.type }
                guard let setter = inInit ? computed.initAccessor : computed.setter else {
                    throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
                }
                let newSelf = try call(setter, receiver: base, arguments: setterArguments(setter, value), type: structValue.type).newSelf
                if !setter.isNonmutating { try storeChangedBase(newSelf, to: baseExpr, frame, source) }
                return
            }
            if structValue.type.index(ofField: name) == nil, StorageName.property(of: name) == nil {
                var changed = base
                if try setDynamicMember(name, of: &changed, type: structValue.type, to: value, range, source) {
                    try storeChangedBase(changed, to: baseExpr, frame, source)
                    return
                }
            }
            let nonmutating = wrapperSetsNonmutating(name, of: structValue.type)
            if try setField(name, of: structValue.type, fields: &structValue.fields, to: value, receiver: base, owner: nil, range, source),
               !nonmutating {
                try storeChangedBase(.structValue(structValue), to: baseExpr, frame, source)
            }
        case .type(let type):
            try assignStatic(name, of: type, value, range, source)
        case .metatype(.named(let typeName, _)) where scriptType(named: typeName) != nil:
            // `Box<Int>.count = 5`: a static of the generic type (its statics are the type's, whatever the arguments).
            try assignStatic(name, of: scriptType(named: typeName)!, value, range, source)
        case .native(let native as NativeMutable):
            guard let changed = try native.setting(name, to: value, interpreter: self, range: range, source: source) else {
                throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
            }
            try storeChangedBase(changed, to: baseExpr, frame, source)
        case .native(let native) where try native.setMember(name, to: value, interpreter: self, range: range, source: source):
            break
        case .dictionary(let dictionary) where name == "values":
            try storeChangedBase(try withValues(dictionary, value, range, source), to: baseExpr, frame, source)
        case .string where ["unicodeScalars", "utf8", "utf16"].contains(name):
            // `text.unicodeScalars.append(s)`: the changed view is the string's new text (String's views are settable).
            guard case .native(let view as StringView) = value else {
                throw runtimeError("cannot assign value of type '\(value.typeName)' to type 'String.\(name)'", range, source)
            }
            try storeChangedBase(.string(view.text), to: baseExpr, frame, source)
        case .tuple(var tuple):
            guard let index = Int(name).flatMap({ $0 < tuple.elements.count ? $0 : nil }) ?? tuple.labels.firstIndex(of: name) else {
                throw runtimeError("value of tuple type '\(base.typeName)' has no member '\(name)'", range, source)
            }
            tuple.elements[index] = value
            try storeChangedBase(.tuple(tuple), to: baseExpr, frame, source)
        case _ where builtinExtension(for: base)?.computedProperty(name)?.setter != nil:
            // A settable property an extension gives a library type (`extension P { var flag: Bool { get set } }`
            // with `extension Bool: P`): its setter runs on a copy, which goes back where it came from.
            let extensionType = builtinExtension(for: base)!
            let setter = extensionType.computedProperty(name)!.setter!
            let newSelf = try call(setter, receiver: base, arguments: setterArguments(setter, value), type: extensionType).newSelf
            if !setter.isNonmutating { try storeChangedBase(newSelf, to: baseExpr, frame, source) }
        default:
            throw runtimeError("cannot assign to property '\(name)' of a value of type '\(base.typeName)'", range, source)
        }
    }

    /// The store of a base whose part an assignment changed (`profile.name = x` stores `profile` again): Swift's
    /// modify access, a change in place, so an `@Observable` property notifies even when the base's new value equals
    /// its old one (rules §8.1); only the outermost store of a plain `=` may skip an equal value.
    private func storeChangedBase(_ value: Value, to baseExpr: Expr, _ frame: Frame, _ source: SourceText) throws {
        try asChangeInPlace { try assign(value, to: baseExpr, frame, source) }
    }

    /// `holder.ref.wrapped = 5` where `wrapped`'s setter is `nonmutating` (a view onto a reference): the base is only
    /// read, so a get-only property or subscript on the way is fine, and nothing is written back (Swift asks no
    /// setter of the base then). False, the base read, when the property found is another (a type with a stored or
    /// mutating `wrapped` of its own).
    private func setNonmutating(_ name: String, of baseExpr: Expr, _ value: Value, _ frame: Frame, _ source: SourceText) throws -> Bool {
        let base = try evaluate(baseExpr, frame, source)
        guard case .structValue(let held) = base, held.type.index(ofField: name) == nil,
              let setter = held.type.computedProperty(name)?.setter, setter.isNonmutating else { return false }
        _ = try call(setter, receiver: base, arguments: setterArguments(setter, value), type: held.type)
        return true
    }

    /// `scores.values[i].points += 1`: Dictionary's `values` view is mutable; the changed values go back to their
    /// keys, in order (the view's indices are the dictionary's).
    func withValues(_ dictionary: OrderedDictionary, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .array(let elements) = value, elements.count == dictionary.count else {
            throw runtimeError("cannot assign value of type '\(value.typeName)' to type 'Dictionary.Values'", range, source)
        }
        var changed = dictionary
        changed.values = elements
        return .dictionary(changed)
    }

    /// `Type.name = value`: a static property's setter, or its storage (made first if it never was).
    func assignStatic(_ name: String, of type: TypeInfo, _ value: Value, _ range: SourceRange, _ source: SourceText) throws {
        if let computed = type.staticComputedProperty(name) {
            guard let setter = computed.setter else {
                throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
            }
            _ = try call(setter, receiver: .type(type), arguments: setterArguments(setter, value), type: type)
            return
        }
        if try assignWrappedStatic(name, of: type, value, range, source) { return }
        guard let owner = Self.staticStorageOwner(name, of: type), let declaration = owner.staticDeclarations[name] else {
            throw runtimeError("type '\(type.name)' has no member '\(name)'", range, source)
        }
        if declaration.isLet { throw runtimeError("cannot assign to property: '\(name)' is a 'let' constant", range, source) }
        // A static is made lazily on its first access, a write too: its initializer runs (once) before the write.
        if owner.staticValues[name] == nil, declaration.initializer != nil { _ = try staticProperty(name, of: owner, range, source) }
        try storeStatic(name, of: owner, declaration, declaration.isDeclaredOptional ? value.asOptional : value)
    }

    /// Sets a stored field; returns whether `fields` itself changed (false for a State or Published write,
    /// which goes to storage outside the struct). Runs `willSet`/`didSet` outside the type's own inits.
    @discardableResult
    func setField(_ name: String, of type: TypeInfo, fields: inout [Value], to newValue: Value, receiver: Value,
                  owner: ScriptObject?, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if name.first == "_", let property = StorageName.property(of: name), let index = type.index(ofField: property),
           type.fields[index].isWrapped {
            // `_items = list` in an init: a `Binding` given to a `@Binding` becomes the wrapper, as
            // `@Binding var items` given `list` by the memberwise init would.
            if type.fields[index].wrapper == .binding, case .native(let binding as BindingValue) = newValue {
                fields[index] = .wrapper(.binding(binding))
                return true
            }
            fields[index] = newValue
            return true
        }
        if name.first == "$", let property = StorageName.property(of: name), let index = type.index(ofField: property),
           type.fields[index].customWrapper != nil {
            // `m.$preset.undo()`, `m.$preset = other`: the script wrapper's `projectedValue` setter takes the new projection.
            try setMember("projectedValue", on: &fields[index], to: newValue, range, source)
            return true
        }
        guard let index = type.index(ofField: name) else {
            throw runtimeError("value of type '\(type.name)' has no member '\(name)'", range, source)
        }
        let field = type.fields[index]
        let coerced = field.literalRetyped(newValue, replacing: fields[index], bound: boundGenerics(of: receiver, owner)) ?? newValue.coerced(field.coercion)
        let value = field.isOptional ? coerced.asOptional : coerced
        if let custom = field.customWrapper {
            if isUninitialized(fields[index]) {
                // `self.x = v` in an init makes the wrapper, as Swift does.
                fields[index] = try makeWrappers(of: field, wrappedValue: .value(value), range, source)
                return true
            }
            // Observers on a wrapped property (`@Clamped var x = 0 { didSet }`) run around the wrapper's setter,
            // in its type's init too and again for a write from inside one (the setter is called, not storage).
            func storeThroughWrapper(_ fields: inout [Value]) throws {
                if let owner, let access = enclosingSelfSubscript(of: fields[index]), let setter = access.setter {
                    // The wrapper's enclosing-self subscript sees the whole object, which must hold its fields first.
                    _ = exchange(&owner.fields, with: fields)
                    _ = try call(setter, receiver: .type(access.type),
                                 arguments: enclosingSelfArguments(owner, field) + [ArgumentValue(label: nil, value: value)], type: access.type)
                    fields = owner.fields
                    return
                }
                try setWrapped(&fields[index], levels: field.innerWrappers.count, to: value, range, source)
            }
            guard !field.observers.isEmpty else {
                try storeThroughWrapper(&fields)
                return true
            }
            // A simple `didSet` (one that never reads `oldValue`) does not fetch it: the wrapper's getter is not run.
            let readsOld = field.observers.contains { $0.didSet.map { !$0.isSimpleDidSet } ?? false }
            let oldValue = readsOld ? try wrappedValue(ofCustom: field, at: index, in: &fields, owner: owner, range, source) : .void
            try runObservers(field, of: type, new: value, old: oldValue, fields: &fields, receiver: receiver, owner: owner,
                             store: storeThroughWrapper)
            return true
        }
        guard let kind = field.wrapper else {
            if field.isLet, !isUninitialized(fields[index]) {
                throw runtimeError("cannot assign to property: '\(name)' is a 'let' constant", range, source)
            }
            let stored: Value = field.isWeak ? .weak(WeakReference(objectIn(value))) : value
            let observable = owner != nil && field.isObservationTracked
            guard observersRun(field, of: type, fields: fields, index: index, owner: owner) else {
                if let owner, observable {
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
            func storeValue(_ fields: inout [Value]) { fields[index] = stored }
            // `@Observable`: the macro's setter notifies around the store, whose observers run inside it;
            // an equal `=` runs the observers and notifies no one (rules §8).
            guard let owner, observable else {
                try runObservers(field, of: type, new: value, old: oldValue, fields: &fields, receiver: receiver, owner: owner, store: storeValue)
                return true
            }
            try observationMutation(owner, field, old: oldValue, new: stored) {
                try runObservers(field, of: type, new: value, old: oldValue, fields: &fields, receiver: receiver, owner: owner, store: storeValue)
                _ = exchange(&owner.fields, with: fields)
            }
            return true
        }
        guard case .wrapper(let wrapper) = fields[index] else {
            // First assignment in an init: `self.vm = vm` makes the wrapper, as Swift does.
            fields[index] = .wrapper(try makeWrapper(kind, initial: value, fromCaller: true, range, source))
            return true
        }
        // Observers on a wrapped property run around the wrapper's setter (`@Published var x { didSet }`),
        // also in an init once the wrapper exists.
        let oldValue = field.didSet == nil ? nil : try wrappedValue(wrapper, range, source)
        if let willSet = field.willSet {
            _ = try call(willSet, receiver: receiver, arguments: [ArgumentValue(label: nil, value: value)], type: type)
        }
        let changed = try store(value, through: wrapper, name, &fields[index], owner: owner, range, source)
        if let didSet = field.didSet, let oldValue {
            _ = try call(didSet, receiver: owner.map { .object($0) } ?? receiver, arguments: [ArgumentValue(label: nil, value: oldValue)], type: type)
        }
        return changed
    }

    /// A store through a built-in wrapper; returns whether `slot` itself changed.
    private func store(_ value: Value, through wrapper: WrapperValue, _ name: String, _ slot: inout Value, owner: ScriptObject?,
                       _ range: SourceRange, _ source: SourceText) throws -> Bool {
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
            slot = .wrapper(.bindable(value))
            return true
        case .storage(let storage):
            writeStorage(storage.location, value)
            return false
        case .stateObject, .observedObject, .environmentObject, .environment:
            throw runtimeError("cannot assign to property: '\(name)' is a get-only property", range, source)
        }
    }

    func objectIn(_ value: Value) -> ScriptObject? {
        if case .object(let object) = value.unwrapped ?? Value.none { return object }
        return nil
    }

    func isUninitialized(_ value: Value) -> Bool {
        if case .uninitialized = value { return true }
        return false
    }

    func makeWrapper(_ kind: TypeInfo.WrapperKind, initial: Value, fromCaller: Bool = false, _ range: SourceRange,
                     _ source: SourceText) throws -> WrapperValue {
        switch kind {
        case .state:
            var state = StateWrapper(initial: initial, location: nil)
            state.fromCaller = fromCaller
            return .state(state)
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
        case .appStorage, .sceneStorage:
            throw runtimeError("not supported yet: setting up an @\(kind.rawValue) property in an init (give it a key and a default)", range, source)
        case .stateObject:
            throw runtimeError("cannot assign to property: a '@StateObject' is get-only; write '_name = StateObject(wrappedValue: ...)'", range, source)
        }
    }

    /// `objectWillChange.send()` before a `@Published` store (rules §6), through the object's own
    /// `objectWillChange` when it declares one.
}

extension Interpreter {
    /// A view: the library's (`Text`, a modified view...) or a script type that conforms to `View`.
    func isView(_ value: Value) -> Bool {
        switch value {
        case .view: return true
        case .structValue(let view): return view.type.conformances.contains("View") || view.type.decl.inherited.contains("View")
        default: return false
        }
    }
}

extension Interpreter {
    /// The generic arguments an instance was made with (`Box<Double>(...)`), where they were spelled.
    func boundGenerics(of receiver: Value, _ owner: ScriptObject?) -> [TypeRef] {
        if let owner { return owner.generics }
        switch receiver {
        case .object(let object): return object.generics
        case .structValue(let value): return value.generics
        default: return []
        }
    }
}

extension Interpreter {
    /// A setter's `newValue` as its property's type makes it (`p.center = (15, 15)` for a `(x: Double, y: Double)`).
    /// Whether `name` is a property of `type` wrapped by a script wrapper whose `wrappedValue` setter is
    /// `nonmutating` (a wrapper over a reference, as SwiftUI's `State` is): a write through a `let` copy is
    /// allowed and changes only the storage the wrapper refers to.
    func wrapperSetsNonmutating(_ name: String, of type: TypeInfo) -> Bool {
        guard let index = type.index(ofField: name), let wrapperName = type.fields[index].customWrapper?.name,
              let wrapperType = scriptType(named: wrapperName), let setter = wrapperType.computedProperty("wrappedValue")?.setter else { return false }
        return setter.isNonmutating
    }

    func setterArguments(_ setter: FunctionDecl, _ value: Value) -> [ArgumentValue] {
        [ArgumentValue(label: nil, value: setter.parameters.first.map { value.coerced($0.coercion) } ?? value)]
    }

    /// Whether an initializer of the class that declares the stored property `name` is running on `object`:
    /// there `self.name = v` writes the storage, not a subclass's override of the property.
    func inDeclaringInit(_ name: String, of object: ScriptObject) -> Bool {
        guard let index = object.type.index(ofField: name), let owner = initializerOwners.last else { return false }
        return owner === object.type.fields[index].owner && initializing.contains { $0 === object.type }
    }
}

extension Interpreter {
    /// `wrapper.wrappedValue = value` through `levels` composed wrappers: each inner wrapper is read, set and
    /// written back through its outer one's setter (`_stock.wrappedValue.wrappedValue = 12` with `@Logged @NonNegative`).
    func setWrapped(_ wrapper: inout Value, levels: Int, to value: Value, _ range: SourceRange, _ source: SourceText) throws {
        guard levels > 0 else { return try setMember("wrappedValue", on: &wrapper, to: value, range, source) }
        var inner = try member("wrappedValue", of: wrapper, at: range, source)
        try setWrapped(&inner, levels: levels - 1, to: value, range, source)
        try setMember("wrappedValue", on: &wrapper, to: inner, range, source)
    }

    /// The value inside `levels` composed wrappers, `wrapped` being the outermost one's `wrappedValue`.
    func unwrapComposed(_ wrapped: Value, levels: Int, _ range: SourceRange, _ source: SourceText) throws -> Value {
        var value = wrapped
        for _ in 0..<levels { value = try member("wrappedValue", of: value, at: range, source) }
        return value
    }
}
