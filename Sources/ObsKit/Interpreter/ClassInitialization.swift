/// Initializers chosen among several (by labels, then argument types), and a class's two-phase
/// initialization as Swift orders it: each class's stored properties get their defaults when its own
/// designated initializer starts (a subclass's before its body, a superclass's when `super.init` runs);
/// a designated initializer that never calls `super.init` calls `super.init()` at its end; a failable
/// initializer that fails (`return nil`, or a failable `super.init`/`self.init` that fails) gives nil.
struct InitFailed: Error {}

extension Interpreter {
    /// The initializer of `type` a call runs (with the class that declares it, and the arguments evaluated
    /// to choose it): a subclass inherits its superclass's convenience initializers when it overrides or
    /// inherits the designated ones, and all of them when it declares no designated initializer.
    func chooseInitializer(of type: TypeInfo, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                           _ source: SourceText) throws -> (FunctionDecl, TypeInfo, [Value?]?)? {
        let usable = usableInitializers(of: type)
        if usable.count == 1 { return match(arguments, usable[0].0.parameters) == nil ? nil : (usable[0].0, usable[0].1, nil) }
        let fitting = usable.filter { match(arguments, $0.0.parameters) != nil }
        guard !fitting.isEmpty else { return nil }
        if fitting.count == 1 { return (fitting[0].0, fitting[0].1, nil) }
        let choice = try chooseOverload(fitting.map(\.0), arguments, callee: "init", range, frame, source)
        guard let chosen = choice.function, let owner = fitting.first(where: { $0.0 === chosen })?.1 else { return nil }
        return (chosen, owner, choice.evaluated)
    }

    /// The initializers a call of `type` may reach: its own, its superclasses' convenience ones, and all of
    /// theirs while it declares no designated one; an override hides the initializer it overrides.
    func usableInitializers(of type: TypeInfo) -> [(FunctionDecl, TypeInfo)] {
        if let cached = type.usableInitializers, cached.generation == initializerGeneration { return cached.list }
        var usable: [(FunctionDecl, TypeInfo)] = []
        var current: TypeInfo? = type
        var inheritsAll = true
        while let candidate = current {
            for initializer in candidate.initializers where inheritsAll || initializer.isConvenience {
                // An override hides the initializer it overrides.
                let labels = initializer.parameters.map(\.label)
                if !usable.contains(where: { $0.0.parameters.map(\.label) == labels && $0.0.signatureKey == initializer.signatureKey }) {
                    usable.append((initializer, candidate))
                }
            }
            if candidate.initializers.contains(where: { !$0.isConvenience }) { inheritsAll = false }
            current = candidate.superclass
        }
        // Initializers protocol extensions add (`extension Named { init() { self.init(name: "?") } }`), after
        // the type's own: each delegates to one of the type's.
        for proto in type.memberLookupOrder where proto.kind == .protocol {
            for initializer in proto.initializers where !proto.decl.initializers.contains(where: { $0 === initializer }) {
                let labels = initializer.parameters.map(\.label)
                if !usable.contains(where: { $0.0.parameters.map(\.label) == labels && $0.0.signatureKey == initializer.signatureKey }) {
                    usable.append((initializer, proto))
                }
            }
        }
        type.usableInitializers = (initializerGeneration, usable)
        return usable
    }

    /// Runs `initializer` (declared by `owner`) on an object of class `constructing`; returns the object.
    func runClassInitializer(_ initializer: FunctionDecl, of owner: TypeInfo, constructing: TypeInfo, receiver: Value,
                             _ values: [ArgumentValue]) throws -> Value {
        guard case .object(let object) = receiver else { obsInvariant("a class initializer without an object") }
        if owner.kind == .protocol {
            // A protocol extension's initializer delegates (`self.init(...)`) to one of the class's.
            let returned = try call(initializer, receiver: receiver, arguments: values, type: constructing).value
            if initializer.isFailable, returned.isNone { throw InitFailed() }
            return receiver
        }
        // The classes between the one made and the one whose designated init runs inherited it: their defaults
        // first. An inherited convenience init runs before any (they run when it delegates to a designated one).
        let designated = !initializer.isConvenience
        var level: TypeInfo? = designated ? constructing : nil
        while let current = level, current !== owner {
            try initializeDefaults(of: current, in: object)
            level = current.superclass
        }
        if designated {
            try initializeDefaults(of: owner, in: object)
            superInitCalls.append(false)
        }
        let returned: Value
        do {
            returned = try call(initializer, receiver: receiver, arguments: values, type: owner).value
        } catch {
            if designated { superInitCalls.removeLast() }
            throw error
        }
        if designated {
            let calledSuper = superInitCalls.removeLast()
            if initializer.isFailable, returned.isNone { throw InitFailed() }
            if !calledSuper, let parent = owner.superclass { try implicitSuperInit(parent, object) }
        } else if initializer.isFailable, returned.isNone {
            throw InitFailed()
        }
        return receiver
    }

    /// `super.init()` where the subclass's designated initializer did not call one.
    func implicitSuperInit(_ parent: TypeInfo, _ object: ScriptObject) throws {
        let range = parent.decl.range
        if let (initializer, owner, _) = try chooseInitializer(of: parent, [], range, Frame.make(size: 0), parent.source) {
            _ = try runClassInitializer(initializer, of: owner, constructing: parent, receiver: .object(object), [])
            return
        }
        // No initializer: every class up the chain just gets its defaults.
        var level: TypeInfo? = parent
        while let current = level {
            try initializeDefaults(of: current, in: object)
            level = current.superclass
        }
    }

    /// The defaults of the stored properties `level` declares, for those not yet set.
    func initializeDefaults(of level: TypeInfo, in object: ScriptObject) throws {
        for index in object.type.fields.indices where object.type.fields[index].owner === level {
            guard case .uninitialized = object.fields[index] else { continue }
            let value = try defaultValue(of: object.type, field: index, generics: object.generics)
            _ = exchange(&object.fields[index], with: value)
        }
    }

    /// `super.init(...)` inside a designated initializer: runs the superclass's initializer on `self`.
    func superInit(_ parent: TypeInfo, receiver: Value, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                   _ source: SourceText) throws -> Value {
        guard let (initializer, owner, evaluated) = try chooseInitializer(of: parent, arguments, range, frame, source) else {
            if try synthesizedSuperInit(parent, receiver: receiver, arguments, range, frame, source) { return .void }
            guard arguments.isEmpty, parent.initializers.isEmpty, case .object(let object) = receiver else {
                throw runtimeError("no matching 'init' in superclass '\(parent.name)'", range, source)
            }
            // The default `init()` of a class that declares none: its properties' defaults, up the chain.
            if !superInitCalls.isEmpty { superInitCalls[superInitCalls.count - 1] = true }
            try implicitSuperInit(parent, object)
            return .void
        }
        let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source, evaluated: evaluated)
        if !superInitCalls.isEmpty { superInitCalls[superInitCalls.count - 1] = true }
        initializing.append(parent)
        initializerOwners.append(owner)
        defer { initializing.removeLast(); initializerOwners.removeLast() }
        _ = try runClassInitializer(initializer, of: owner, constructing: parent, receiver: receiver, values)
        return initializer.isFailable ? .optional(.void) : .void
    }
}
