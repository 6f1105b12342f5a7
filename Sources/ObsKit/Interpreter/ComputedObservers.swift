/// `override var unit: String { didSet { ... } }` over a computed property a superclass declares: Swift overrides
/// the setter with one that runs the subclass's `willSet` on the new value, the inherited setter, then its `didSet`
/// on the value the getter gave before (fetched first, and only for a `didSet` that reads `oldValue`). A subclass
/// further down overrides that setter in turn, around it; reads stay the inherited getter's. A write from inside
/// one of these observers goes through the overriding setter again, as for a stored property's (`runObservers`).
extension Interpreter {
    func observingComputedSet(_ name: String, _ computed: TypeInfo.Computed, of object: ScriptObject, _ receiver: Value,
                              _ newValue: Value, store: () throws -> Void) throws {
        var observers: [(type: TypeInfo, willSet: FunctionDecl?, didSet: FunctionDecl?)] = []
        var type: TypeInfo? = object.type
        while let current = type, current.computed[name] == nil {
            if let found = current.computedObservers[name] { observers.append((current, found.willSet, found.didSet)) }
            type = current.superclass
        }
        // Each class's override is a setter of its own around its superclass's: the old value (when its didSet
        // reads it), its willSet, the next setter up, its didSet.
        func set(from level: Int) throws {
            guard level < observers.count else { return try store() }
            let (type, willSet, didSet) = observers[level]
            let oldValue = didSet.map { !$0.isSimpleDidSet } ?? false
                ? try call(computed.getter, receiver: receiver, arguments: [], type: object.type).value : .void
            if let willSet {
                // `newValue` has the property's type (an `Int?` property's is `Optional(7)`).
                let value = newValue.coerced(computed.getter.returnCoercion)
                _ = try call(willSet, receiver: receiver, arguments: [ArgumentValue(label: nil, value: value)], type: type)
            }
            try set(from: level + 1)
            if let didSet { _ = try call(didSet, receiver: receiver, arguments: [ArgumentValue(label: nil, value: oldValue)], type: type) }
        }
        try set(from: 0)
    }
}
