/// Property observers (`willSet`/`didSet`) around a store to a stored property, plain or wrapped by one of
/// the script's own property wrappers: when they run, and in which order.

/// An observer that is running, on which object: a write from inside it to the same property of the same
/// object goes straight to storage; the same property of another object (`next?.value = v` in `value`'s
/// didSet) runs that object's observers, as in Swift. A struct's (or a global's) has no identity: its
/// observer is running for every instance.
struct RunningObserver: Hashable {
    let observer: ObjectIdentifier
    let instance: ObjectIdentifier?

    init(_ observer: AnyObject, on owner: AnyObject?) {
        self.observer = ObjectIdentifier(observer)
        instance = owner.map(ObjectIdentifier.init)
    }
}

extension Interpreter {
    /// Whether an observer of `field` declared with the stored property is running on `owner`: there the
    /// property names its storage, not a subclass's computed override of it.
    func inOwnObserver(_ field: TypeInfo.StoredField, of owner: ScriptObject?) -> Bool {
        guard let owner, !runningObservers.isEmpty else { return false }
        return [field.willSet, field.didSet].contains { $0.map { runningObservers.contains(RunningObserver($0, on: owner)) } ?? false }
    }

    /// Whether a write to `field` runs its observers: not from inside one of its own declaration's observers
    /// (that write goes straight to storage), and not in the initializer of the type that declares it.
    func observersRun(_ field: TypeInfo.StoredField, of type: TypeInfo, fields: [Value], index: Int, owner: ScriptObject?) -> Bool {
        guard !field.observers.isEmpty else { return false }
        // A tracked `@Observable` property is computed: a write from its own observer goes through the setter.
        if !field.isObservationTracked {
            if let willSet = field.willSet, runningObservers.contains(RunningObserver(willSet, on: owner)) { return false }
            if let didSet = field.didSet, runningObservers.contains(RunningObserver(didSet, on: owner)) { return false }
        }
        // In an initializer, only the class that declares the property skips its observers: a subclass's
        // initializer setting an inherited property (after `super.init`) runs them. An `@Observable` class's
        // property is computed (the macro's), so its observers run in its own init too once it has a value.
        let inDeclaringInit = deferredInInitializer == 0 && initializing.contains { $0 === type }
            && (initializerOwners.last.map { $0 === field.owner } ?? true)
        guard inDeclaringInit else { return true }
        return field.isObservationTracked && !isUninitialized(fields[index])
    }

    /// Runs every `willSet` on the new value, then `store`, then every `didSet` on the old value. A subclass's
    /// observers (`override var x { willSet }`) run around its superclass's. A write from inside a subclass's
    /// observer goes through its overriding setter, so every observer runs again, that one too (swiftc 6.3.1,
    /// fixture language/9520); one from inside the declaration's own observer goes to storage (`observersRun`).
    /// Each observer sees the value as it stands and keeps what it changed.
    func runObservers(_ field: TypeInfo.StoredField, of type: TypeInfo, new value: Value, old oldValue: Value,
                      fields: inout [Value], receiver: Value, owner: ScriptObject?,
                      store: (inout [Value]) throws -> Void) throws {
        func runObserver(_ function: FunctionDecl, _ argument: Value) throws {
            let key = RunningObserver(function, on: owner)
            let outermost = runningObservers.insert(key).inserted
            defer { if outermost { runningObservers.remove(key) } }
            var updated = receiver
            if let owner {
                // The observer reads the object itself.
                _ = exchange(&owner.fields, with: fields)
            } else if case .structValue(var structValue) = receiver {
                structValue.fields = fields
                updated = .structValue(structValue)
            }
            let newSelf = try call(function, receiver: updated, arguments: [ArgumentValue(label: nil, value: argument)], type: type).newSelf
            if let owner {
                fields = owner.fields
            } else if case .structValue(let structValue) = newSelf {
                fields = structValue.fields
            }
        }
        let observers = field.observers
        for observer in observers { if let willSet = observer.willSet { try runObserver(willSet, value) } }
        try store(&fields)
        for observer in observers.reversed() { if let didSet = observer.didSet { try runObserver(didSet, oldValue) } }
    }

    /// The value a script wrapper wraps, as an observer's `oldValue`: read as a read of the property is (its
    /// enclosing-self subscript, or its `wrappedValue`; a `mutating get` keeps the changed wrapper).
    func wrappedValue(ofCustom field: TypeInfo.StoredField, at index: Int, in fields: inout [Value], owner: ScriptObject?,
                      _ range: SourceRange, _ source: SourceText) throws -> Value {
        let stored = fields[index]
        if !field.innerWrappers.isEmpty {
            return try unwrapComposed(try member("wrappedValue", of: stored, at: range, source), levels: field.innerWrappers.count, range, source)
        }
        if let owner, let access = enclosingSelfSubscript(of: stored) {
            _ = exchange(&owner.fields, with: fields)
            let value = try call(access.getter, receiver: .type(access.type), arguments: enclosingSelfArguments(owner, field), type: access.type).value
            fields = owner.fields
            return value
        }
        if let wrapperType = scriptType(of: stored), let getter = wrapperType.computedGetter("wrappedValue"), getter.isMutating {
            let (value, changed) = try call(getter, receiver: stored, arguments: [], type: wrapperType)
            fields[index] = changed
            return value
        }
        return try member("wrappedValue", of: stored, at: range, source)
    }
}

extension Interpreter {
    /// A write to a static stored property, around its `willSet` and `didSet` (a write from inside one of them
    /// goes straight to storage, as for an instance's).
    func storeStatic(_ name: String, of owner: TypeInfo, _ declaration: PropertyDecl, _ value: Value) throws {
        let observers = [declaration.willSet, declaration.didSet].compactMap { $0 }
        guard !observers.isEmpty, !observers.contains(where: { runningObservers.contains(RunningObserver($0, on: nil)) }) else {
            _ = exchange(&owner.staticValues[name], with: value)
            return
        }
        func run(_ observer: FunctionDecl, _ argument: Value) throws {
            let key = RunningObserver(observer, on: nil)
            runningObservers.insert(key)
            defer { runningObservers.remove(key) }
            _ = try call(observer, receiver: .type(owner), arguments: [ArgumentValue(label: nil, value: argument)], type: owner)
        }
        let old = owner.staticValues[name] ?? .uninitialized
        if let willSet = declaration.willSet { try run(willSet, value) }
        _ = exchange(&owner.staticValues[name], with: value)
        if let didSet = declaration.didSet { try run(didSet, old) }
    }
}
