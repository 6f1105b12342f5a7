import Observation

/// An instance of a script class. Its Swift lifetime is the script object's lifetime: when the last strong
/// reference goes, Swift's `deinit` runs the script's `deinit` body (against a stand-in, see below).
final class ScriptObject {
    let type: TypeInfo
    var fields: [Value]
    let id: Int
    /// The generic arguments of an instance of a generic class (`Cache<String, Int>`), once known.
    var generics: [TypeRef] = []
    /// The synthesized `objectWillChange` of an `ObservableObject`, made on first use; Apple's Combine
    /// returns the same publisher on every access (rules §6).
    var synthesizedObjectWillChange: ObservableObjectPublisher?
    /// A stand-in runs a `deinit` body and has no `deinit` of its own.
    let isStandIn: Bool
    /// For an `@Observable` class: who depends on which property.
    lazy var registrar = ObservationRegistrar()

    init(type: TypeInfo, fields: [Value], id: Int, isStandIn: Bool = false) {
        self.type = type
        self.fields = fields
        self.id = id
        self.isStandIn = isStandIn
    }

    deinit {
        guard !isStandIn else { return }
        // Fields go through the session's DeepRelease, so a long chain of objects does not recurse deeply.
        guard let interpreter = type.interpreter else { return type.releaser.release(&fields) }
        // `self` must not escape a Swift deinit (the process would abort), so the script's deinit body
        // runs against a stand-in that takes over the fields; the stand-in releases them afterwards,
        // after the body, in the order Swift releases stored properties.
        var standIn = ScriptObject(type: type, fields: fields, id: id, isStandIn: true)
        fields = []
        interpreter.runDeinit(of: standIn, original: ObjectIdentifier(self))
        guard isKnownUniquelyReferenced(&standIn) else { return interpreter.reportEscapedSelf(in: type) }
        type.releaser.release(&standIn.fields)
    }
}
