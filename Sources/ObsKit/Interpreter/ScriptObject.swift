import Observation

/// An instance of a script class. Its Swift lifetime is the script object's lifetime: when the last strong
/// reference goes, Swift's `deinit` runs the script's `deinit` body (against a stand-in, see below).
final class ScriptObject {
    let type: TypeInfo
    var fields: [Value]
    let id: Int
    /// What only some objects need, made on first use (see `Extras`).
    private var extras: Extras?
    /// Where the census lists this object (`Census.born`); -1 when it does not.
    var censusIndex: Int32 = -1
    /// A stand-in runs a `deinit` body and has no `deinit` of its own.
    let isStandIn: Bool
    /// A noncopyable value ended by `discard self`: its deinit does not run (NoncopyableValues.swift).
    var isDiscarded = false

    /// Generic arguments, a synthesized `objectWillChange` and an `@Observable` class's registrar, kept out
    /// of line: most objects have none of them, and each inline field cost every object 8 bytes (issue 14:
    /// 1M objects' memory; the object is 64 bytes of heap where it was 80).
    private final class Extras {
        var generics: [TypeRef] = []
        var synthesizedObjectWillChange: ObservableObjectPublisher?
        let registrar = ObservationRegistrar()
    }

    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// The generic arguments of an instance of a generic class (`Cache<String, Int>`), once known.
    var generics: [TypeRef] {
        get { extras?.generics ?? [] }
        set { madeExtras.generics = newValue }
    }
    /// The synthesized `objectWillChange` of an `ObservableObject`, made on first use; Apple's Combine
    /// returns the same publisher on every access (rules §6).
    var synthesizedObjectWillChange: ObservableObjectPublisher? {
        get { extras?.synthesizedObjectWillChange }
        set { madeExtras.synthesizedObjectWillChange = newValue }
    }
    /// For an `@Observable` class: who depends on which property (a registrar shares its state between copies).
    var registrar: ObservationRegistrar { madeExtras.registrar }

    init(type: TypeInfo, fields: [Value], id: Int, isStandIn: Bool = false) {
        self.type = type
        self.fields = fields
        self.id = id
        self.isStandIn = isStandIn
    }

    deinit {
        guard !isStandIn else { return }
        // Fields go through the session's DeepRelease, so a long chain of objects does not recurse deeply.
        guard let interpreter = type.interpreter else { return releaseFields() }
        // An object whose init failed (returned nil or threw) before every stored property had a value was never
        // an instance: Swift frees it without its `deinit` (fixture 536).
        let wasInstance = !zip(type.fields, fields).contains { field, value in
            if case .uninitialized = value { return !field.isLazy }
            return false
        }
        // A noncopyable struct's value (NoncopyableValues.swift) is no object of the census or the event log.
        if type.kind == .class {
            interpreter.objectDied(id: id, identity: ObjectIdentifier(self), censusIndex: censusIndex, className: type.name, wasInstance: wasInstance)
        }
        // No `deinit` body in the class or its superclasses: no stand-in to make (issue 14: bench/classes.swift
        // released each object through a second allocation).
        guard type.hasDeinitBody, wasInstance, !isDiscarded else { return releaseFields() }
        // `self` must not escape a Swift deinit (the process would abort), so the script's deinit body
        // runs against a stand-in that takes over the fields; the stand-in releases them afterwards,
        // after the body, in the order Swift releases stored properties.
        var standIn = ScriptObject(type: type, fields: fields, id: id, isStandIn: true)
        fields = []
        interpreter.runDeinit(of: standIn)
        guard isKnownUniquelyReferenced(&standIn) else { return interpreter.reportEscapedSelf(in: type) }
        standIn.releaseFields()
    }

    /// Lets go of the fields through the session's DeepRelease. They are moved to a local first: an `inout` access
    /// to a stored property of a class is tracked at run time for exclusivity, and a chain of objects released
    /// inside one another would keep hundreds of such accesses open, each new one checked against all the others.
    private func releaseFields() {
        var taken = fields
        fields = []
        type.releaser.release(&taken)
    }
}

extension TypeInfo {
    /// Whether the class or one of its superclasses declares a `deinit`.
    var hasDeinitBody: Bool {
        var current: TypeInfo? = self
        while let type = current {
            if type.decl.deinitializer != nil { return true }
            current = type.superclass
        }
        return false
    }
}
