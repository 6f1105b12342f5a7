import Observation

/// `@Observable` classes on the toolchain's real Observation module: each instance has an
/// `ObservationRegistrar`; reading a tracked property calls `access`, writing it `withMutation`, with a
/// key path per property name (`\ScriptObject.[field: "count"]`). View bodies run inside
/// `withObservationTracking`, one scope per body run (rules §8).
extension ScriptObject: Observable {
    /// A distinct key path per property name, for the registrar.
    subscript(field name: String) -> Int { 0 }

    static func keyPath(_ name: String) -> KeyPath<ScriptObject, Int> {
        \ScriptObject.[field: name]
    }
}

extension TypeInfo {
    /// Declared `@Observable` (the macro), or a subclass of such a class: some of its properties are tracked.
    var isObservableClass: Bool {
        kind == .class && (decl.attributes.contains("Observable") || (superclass?.isObservableClass ?? false))
    }
}

extension TypeInfo.StoredField {
    /// Whether the `@Observable` macro made this property computed (tracked; kept as `isObservationTracked`, read at
    /// every access of a class's property): a `var` declared in the class the
    /// macro is attached to, not `@ObservationIgnored`. A subclass declared without the macro keeps its own
    /// properties stored and untracked (the macro rewrites only its own class's members; swiftc 6.3.1 with its
    /// Observation module, swiftui fixture 6706). As the property is computed, a write from inside its own
    /// observer goes through its setter again and runs the observers again (fixture 6689).
    var trackedByObservableMacro: Bool {
        owner.kind == .class && owner.decl.attributes.contains("Observable") && !isObservationIgnored && !isLet
    }
}

extension Interpreter {
    /// Whether the macro tracks `field`: the `@Observable` class's own stored `var`s not marked
    /// `@ObservationIgnored` (it leaves `let`s alone, `isImmutable` in the macro's source).
    func isTracked(_ object: ScriptObject, _ field: TypeInfo.StoredField) -> Bool {
        field.isObservationTracked
    }

    /// A read of an `@Observable` property: the running scope depends on it.
    func observationAccess(_ object: ScriptObject, _ field: TypeInfo.StoredField) {
        guard isTracked(object, field) else { return }
        object.registrar.access(object, keyPath: ScriptObject.keyPath(field.name))
        // Kept for the inspector: which body read which property.
        runningBody?.observedReads.insert(ObservedRead(objectID: object.id, className: object.type.name, property: field.name))
    }

    /// A write of an `@Observable` property. A plain `=` of an equal value (`==`, or the same object)
    /// notifies no one (the new-toolchain rule, swiftlang/swift#78151); `+=` and other in-place changes
    /// always notify. The first store of a property in an init goes through the macro's init accessor,
    /// which notifies no one either.
    func observationMutation(_ object: ScriptObject, _ field: TypeInfo.StoredField, old: Value, new: Value,
                             _ store: () throws -> Void) rethrows {
        guard isTracked(object, field), !isUninitialized(old) else { return try store() }
        if plainAssignment, Equality.equatable(old, new) == true || Equality.sameObject(old, new) {
            return try store()
        }
        events.record(.observableWillSet(objectID: object.id, className: object.type.name, property: field.name))
        try object.registrar.withMutation(of: object, keyPath: ScriptObject.keyPath(field.name), store)
    }

    /// The `access(keyPath:)` and `withMutation(keyPath:_:)` the macro adds to an `@Observable` class, for code that
    /// calls them itself: a computed property over `@ObservationIgnored` storage (Apple, Observation's
    /// `ObservationRegistrar`; WWDC23 "Discover Observation in SwiftUI"). Nil for other names and classes.
    func observationMethod(_ name: String, of object: ScriptObject) -> Value? {
        guard name == "access" || name == "withMutation", object.type.isObservableClass, !object.type.hasInstanceMember(name) else { return nil }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            guard case .keyPath(let path)? = arguments.first(where: { $0.label == "keyPath" })?.value,
                  path.components.count == 1, case .member(let property) = path.components[0] else {
                throw interpreter.runtimeError("'\(name)(keyPath:)' expects a key path to one property of '\(object.type.name)'", range, source)
            }
            guard name == "withMutation" else {
                interpreter.registrarAccess(object.registrar, object, property)
                return .void
            }
            guard let mutation = arguments.last(where: { $0.label == nil })?.value else {
                throw interpreter.runtimeError("'withMutation(keyPath:_:)' expects the mutation as a closure", range, source)
            }
            return try interpreter.registrarMutation(object.registrar, object, property) { try interpreter.invoke(mutation, [], range, source) }
        })
    }

    /// A read of `object`'s `property` told to `registrar`: the running scope depends on it (and the inspector
    /// learns which body read it).
    func registrarAccess(_ registrar: ObservationRegistrar, _ object: ScriptObject, _ property: String) {
        registrar.access(object, keyPath: ScriptObject.keyPath(property))
        runningBody?.observedReads.insert(ObservedRead(objectID: object.id, className: object.type.name, property: property))
    }

    /// A change of `object`'s `property`, `mutation`, told to `registrar` (its observers are told before it runs).
    func registrarMutation<T>(_ registrar: ObservationRegistrar, _ object: ScriptObject, _ property: String,
                              _ mutation: () throws -> T) rethrows -> T {
        events.record(.observableWillSet(objectID: object.id, className: object.type.name, property: property))
        return try registrar.withMutation(of: object, keyPath: ScriptObject.keyPath(property), mutation)
    }

    /// Runs `body` in a tracking scope; `onChange` runs once, at the first willSet of something it read.
    func tracking<T>(_ body: () throws -> T, onChange: @escaping () -> Void) throws -> T {
        var outcome: Result<T, Error>?
        let change = UncheckedSendable(onChange)
        withObservationTracking {
            outcome = Result { try body() }
        } onChange: {
            change.value()
        }
        guard let outcome else { obsInvariant("withObservationTracking did not run its body") }
        return try outcome.get()
    }
}

/// Lets a closure cross Observation's `@Sendable` boundary: it is called on the thread that mutates,
/// which is the session's one running thread.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}

extension Equality {
    static func sameObject(_ left: Value, _ right: Value) -> Bool {
        if case .object(let a) = left.unwrapped ?? Value.none, case .object(let b) = right.unwrapped ?? Value.none { return a === b }
        return false
    }
}

extension Builtins {
    /// `withObservationTracking { ... } onChange: { ... }` for scripts, on the real Observation module.
    static func installObservation(into interpreter: Interpreter) {
        interpreter.globals.define("ObservationRegistrar", .native(ObservationRegistrarType()))
        interpreter.globals.define("withObservationTracking", .builtin(BuiltinFunction("withObservationTracking") { interpreter, arguments, range, source in
            guard let apply = arguments.first(where: { $0.label == nil })?.value,
                  let onChange = arguments.first(where: { $0.label == "onChange" })?.value else {
                throw interpreter.runtimeError("expected withObservationTracking { ... } onChange: { ... }", range, source)
            }
            return try interpreter.tracking({ try interpreter.invoke(apply, [], range, source) }, onChange: { [weak interpreter] in
                // Observation calls this inside a willSet, where nothing can be thrown: its error is reported
                // at the end of the turn, and once one is waiting no other onChange runs (Swift would have
                // stopped at the first).
                guard let interpreter, !interpreter.hasDeferredError else { return }
                _ = interpreter.reportingErrors {
                    try interpreter.nestedCallback(range, source) { try interpreter.invoke(onChange, [], range, source) }
                }
            })
        }))
    }
}
