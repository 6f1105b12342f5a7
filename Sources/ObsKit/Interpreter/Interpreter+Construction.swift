/// Making instances: initializers (inherited and failable), memberwise inits, stored fields' defaults
/// (wrappers built here), and property wrappers of a script's own.
extension Interpreter {
    // MARK: construction

    func construct(_ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange,
                   _ frame: Frame, _ source: SourceText) throws -> Value {
        let made = try constructValue(type, arguments, range, frame, source)
        return type.isNoncopyableWithDeinit ? ownedNoncopyable(made) : made
    }

    private func constructValue(_ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange,
                                _ frame: Frame, _ source: SourceText) throws -> Value {
        // `Version("1.2")` for a type that adopts the string literal's protocol is `"1.2" as Version` (SE-0213).
        if literalAdopters, arguments.count == 1, arguments[0].label == nil, let literal = Self.literalWritten(arguments[0].value),
           let made = try adoptedLiteral(literal, as: .named(type.name, []), frame, source) {
            return made
        }
        if let made = try constructDirect(type, arguments, frame, source) { return made }
        if let last = arguments.last, case .closure = last.value.kind, let made = try constructThenCall(type, arguments, range, frame, source) {
            return made
        }
        switch type.kind {
        case .protocol, .extension:
            throw runtimeError("'\(type.name)' cannot be constructed because it has no accessible initializers", range, source)
        case .enum:
            if let (initializer, _, evaluated) = try chooseInitializer(of: type, arguments, range, frame, source) {
                // An enum's init assigns `self`.
                let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source, evaluated: evaluated)
                // Its `self` has no value yet: what its generic parameters stand for is the call's (`List<Int>(...)`)
                // or its arguments' (`List([1, 2])`).
                let generics = pendingGenerics.flatMap { $0.type === type ? $0.arguments : nil }
                    ?? inferredGenericArguments(of: type, by: initializer, values)
                return try failable(initializer) {
                    initializing.append(type)
                    if let generics { enumInitGenerics.append((type, generics)) }
                    defer {
                        initializing.removeLast()
                        if generics != nil { enumInitGenerics.removeLast() }
                    }
                    let (returned, result) = try call(initializer, receiver: .uninitialized, arguments: values, type: type)
                    if initializer.isFailable && returned.isNone { throw InitFailed() }
                    if case .uninitialized = result {
                        throw runtimeError("'self' used before 'self.init' call or assignment to 'self'", initializer.range, initializer.source)
                    }
                    return result
                }
            }
            if arguments.count == 1, arguments[0].label == "rawValue" {
                return try Self.enumCase(of: type, rawValue: try evaluate(arguments[0].value, frame, source)).map { .optional($0) } ?? .none
            }
            if arguments.count == 1, let label = arguments[0].label, label == "stringValue" || label == "intValue",
               type.conforms(to: "CodingKey") {
                return try codingKeyEnumInit(type, label, try evaluate(arguments[0].value, frame, source))
            }
            if let initializer = initializer(of: type, matching: arguments) {
                // An enum's own init assigns `self` (`self = .celsius`), or returns nil when failable.
                let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source)
                let (returned, result) = try call(initializer, receiver: .uninitialized, arguments: values, type: type)
                if initializer.isFailable { return returned.isNone || !result.isEnumCase ? .none : result.asOptional }
                guard result.isEnumCase else {
                    throw runtimeError("'self.init' isn't called on all paths before returning from initializer", initializer.range, initializer.source)
                }
                return result
            }
            if let decoded = try synthesizedDecodingInit(type, arguments, range, frame, source) { return decoded }
            throw runtimeError("'\(type.name)' cannot be constructed this way; use one of its cases", range, source)
        case .class, .struct:
            break
        }
        if type.kind == .struct, arguments.isEmpty, type.decl.initializers.isEmpty, !type.initializers.isEmpty,
           match([], type.memberwiseParameters) != nil, !type.initializers.contains(where: { $0.parameters.isEmpty }) {
            // `Queue()` where every field has a default: Swift's implicit `init()`, which an extension's
            // `init(arrayLiteral: Element...)` (reached only by leaving its variadic out) ranks below.
            return try memberwise(type, [], range, frame, source)
        }
        guard let (initializer, owner, evaluated) = try chooseInitializer(of: type, arguments, range, frame, source) else {
            if arguments.isEmpty, isOptionSet(type) { return try emptyOptionSet(type) }
            if arguments.count == 1, arguments[0].label == nil, isOptionSet(type) {
                // SetAlgebra's `init<S: Sequence>(_ sequence: S)`: `Perm([.read, .write])`.
                let elements = try evaluate(arguments[0].value, expecting: .array(.named(type.name, [])), frame, source)
                return try optionSet(.array(try self.elements(of: elements, range, source)), as: type, range, source)
            }
            if let made = try rangeReplaceableInit(type, arguments, range, frame, source) { return made }
            if let decoded = try synthesizedDecodingInit(type, arguments, range, frame, source) { return decoded }
            if type.kind == .struct, type.decl.initializers.isEmpty {
                return try memberwise(type, arguments, range, frame, source)
            }
            let instance = try makeInstance(type)
            if arguments.isEmpty, type.initializers.isEmpty, type.superclass.map({ initializer(of: $0, matching: []) == nil }) ?? true {
                try checkInitialized(instance, type, range: range, source: source)
                return instance
            }
            let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
            throw runtimeError("no 'init(\(have))' in '\(type.name)'; it has "
                + type.initializers.map { "init(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }.joined(separator: ", "),
                range, source)
        }
        // Swift evaluates the arguments first; the object is made, and its fields' defaults run, in the init.
        let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source, evaluated: evaluated)
        // `Box(3)` with no generic arguments written: the instance is made with those its arguments tell.
        let inferred = owner === type && pendingGenerics?.type !== type ? inferredGenericArguments(of: type, by: initializer, values) : nil
        return try failable(initializer) {
            let outer = pendingGenerics
            if let inferred { pendingGenerics = (type, inferred) }
            let instance: Value
            do {
                defer { if inferred != nil { pendingGenerics = outer } }
                // A class's fields get their defaults in its designated init; a value type's in the init that
                // does not delegate (`init() { self.init(h: note("arg")) }` evaluates "arg" before them).
                instance = try makeInstance(type, withDefaults: type.kind != .class && !initializer.isDelegating)
            }
            initializing.append(type)
            initializerOwners.append(owner)
            defer { initializing.removeLast(); initializerOwners.removeLast() }
            let result: Value
            if type.kind == .class {
                result = try runClassInitializer(initializer, of: owner, constructing: type, receiver: instance, values)
            } else {
                let (returned, newSelf) = try call(initializer, receiver: instance, arguments: values, type: type)
                if initializer.isFailable, returned.isNone { throw InitFailed() }
                result = newSelf
            }
            try checkInitialized(result, type, range: initializer.range, source: initializer.source)
            return result
        }
    }

    /// Runs the body of an initializer: a failable one gives nil when it (or one it delegates to) fails.
    func failable(_ initializer: FunctionDecl, _ body: () throws -> Value) throws -> Value {
        guard initializer.isFailable else { return try body() }
        do {
            // `init!`'s result is used as the value itself (here: not wrapped); a nil stays nil.
            return initializer.isImplicitlyUnwrapped ? try body() : try body().asOptional
        } catch is InitFailed {
            return .none
        }
    }

    /// The case of an enum with a raw value, or nil.
    static func enumCase(of type: TypeInfo, rawValue raw: Value) -> Value? {
        guard let found = type.cases.first(where: { type.rawValues[$0.name].map { Equality.compareValues($0, raw) } ?? false }) else {
            return nil
        }
        return .enumCase(EnumValue(type: type, caseName: found.name, payload: [], payloadLabels: []))
    }

    /// Whether the wrapper named `name` is a script's type `canMakeWithoutArguments`.
    func wrapperMadeWithoutArguments(_ name: String) -> Bool {
        guard case .type(let wrapperType)? = globalValue(name) else { return false }
        return canMakeWithoutArguments(wrapperType)
    }

    /// Whether `T()` makes one: an `init()`, or a memberwise init whose every parameter has a default.
    func canMakeWithoutArguments(_ type: TypeInfo) -> Bool {
        if initializer(of: type, matching: []) != nil { return true }
        return type.kind == .struct && type.decl.initializers.isEmpty && type.memberwiseParameters.allSatisfy { $0.defaultValue != nil }
    }

    /// A new instance with its fields' defaults: a class's object is born here (census, event log).
    func makeInstance(_ type: TypeInfo, withDefaults: Bool = true) throws -> Value {
        // Stored properties' initial values may make instances in turn (`class C { let c = C() }`).
        if stackGuard.isExhausted() { throw stackOverflow(type.decl.range, type.source) }
        try countStep(type.decl.range, type.source)
        var generics: [TypeRef] = []
        if let pending = pendingGenerics, pending.type === type {
            generics = pending.arguments
            pendingGenerics = nil
        }
        var fields = withDefaults ? try defaultFields(of: type, generics: generics) : type.fields.map { _ in Value.uninitialized }
        if withDefaults, !generics.isEmpty { convertDefaults(&fields, of: type, to: generics) }
        guard type.kind == .class else { return .structValue(StructValue(type: type, fields: fields, generics: generics)) }
        let object = ScriptObject(type: type, fields: fields, id: makeObjectID())
        if !generics.isEmpty { object.generics = generics }
        events.record(.objectInit(id: object.id, className: type.name))
        census.born(object)
        // Made while a view's body runs (a child's initializer made in it), not installed by a box: what
        // the adviser watches for throwaways.
        if let node = runningBody, !isInstallingObject { madeInBody[object.id] = node.typeName }
        try checkObjects(type, type.decl.range, type.source)
        return .object(object)
    }

    /// Every stored field with its default: wrappers are built here, so `@State`'s initial expression
    /// runs on every struct init, and `@StateObject`'s is kept as a thunk that captures nothing.
    func defaultFields(of type: TypeInfo, generics: [TypeRef] = []) throws -> [Value] {
        guard type.kind == .class, type.superclass != nil else { return try type.fields.indices.map { try defaultValue(of: type, field: $0, generics: generics) } }
        // A class's own properties get their defaults before its superclass's (two-phase initialization,
        // subclass first), though the superclass's fields come first in the object.
        var fields: [Value?] = type.fields.map { _ in nil }
        var level: TypeInfo? = type
        while let current = level {
            for index in type.fields.indices where type.fields[index].owner === current { fields[index] = try defaultValue(of: type, field: index, generics: generics) }
            level = current.superclass
        }
        return try fields.indices.map { try fields[$0] ?? defaultValue(of: type, field: $0, generics: generics) }
    }

    /// The default of one stored field (`.uninitialized` when it has none), for an instance whose generic arguments
    /// are `generics` (else those written where it is being made, `pendingGenerics`): its initial value may name them.
    func defaultValue(of type: TypeInfo, field index: Int, generics: [TypeRef]? = nil) throws -> Value {
        guard type.fields[index].initializer != nil, !type.fields[index].owner.decl.genericParameters.isEmpty else {
            return try fieldDefault(of: type, field: index)
        }
        constructionGenerics.append((type, generics ?? (pendingGenerics?.type === type ? pendingGenerics!.arguments : [])))
        defer { constructionGenerics.removeLast() }
        return try fieldDefault(of: type, field: index)
    }

    private func fieldDefault(of type: TypeInfo, field index: Int) throws -> Value {
        let field = type.fields[index]
        if let custom = field.customWrapper {
            if field.initializer == nil {
                // `@Held var memo: Memo`: Swift calls the wrapper's `init()` when it has one; else an optional starts
                // as `init(wrappedValue: nil)` (`@Traced var note: String?`).
                let plain = custom.arguments.isEmpty && wrapperMadeWithoutArguments(custom.name)
                if plain || (custom.arguments.isEmpty && !field.isOptional) {
                    return plain ? try makeCustomWrapper(custom, wrappedValue: nil, wrapping: field.type, field.range, field.owner.source) : .uninitialized
                }
                return try makeWrappers(of: field, wrappedValue: field.isOptional ? .value(.none) : nil, field.range, field.owner.source)
            }
            // `Wrapper(wrappedValue: <the initializer>)`: passed as an expression, so a wrapper whose
            // init takes an `@autoclosure` gets a thunk, not a value made already.
            return try makeWrappers(of: field, wrappedValue: field.initializer.map { .expression($0, field.initializerFrameSize) },
                                    field.range, field.owner.source)
        }
        if field.wrapper == .environmentObject {
            return .wrapper(.environmentObject(typeName: field.typeName.map { String($0.filter { $0 != "?" && $0 != "!" }) } ?? "", object: nil))
        }
        if field.wrapper == .environment {
            return .wrapper(.environment(key: try environmentKey(of: field), value: nil))
        }
        if let kind = field.wrapper, kind.isStorage {
            // `@AppStorage private var size: Int` names no key: the view's init makes the wrapper itself
            // (`_size = AppStorage(wrappedValue: 14, key)`), and until then the field has no value.
            guard let keyExpr = field.environmentArgument else {
                if field.initializer == nil { return .uninitialized }
                throw runtimeError("@\(kind.rawValue) needs a key and a default: @\(kind.rawValue)(\"key\") var name = value", field.range, field.owner.source)
            }
            // An optional one needs no default: nil until the key is written (Apple: `AppStorage.init(_:store:)`).
            guard field.initializer != nil || field.isOptional else {
                throw runtimeError("@\(kind.rawValue) needs a key and a default: @\(kind.rawValue)(\"key\") var name = value", field.range, field.owner.source)
            }
            let key = try evaluate(keyExpr, Frame.make(size: field.initializerFrameSize), field.owner.source)
            let initial = try field.initializer.map {
                try evaluate($0, Frame.make(size: field.initializerFrameSize), field.owner.source).coerced(field.coercion)
            } ?? .none
            return .wrapper(try makeStorage(kind.rawValue, key: key, defaultValue: field.isOptional ? initial.asOptional : initial,
                                            field.range, field.owner.source))
        }
        if field.initializer == nil, field.isOptional, let kind = field.wrapper, kind == .state || kind == .published {
            // `@State var item: Item?` starts as nil, as an optional stored property does.
            return .wrapper(try makeWrapper(kind, initial: .none, field.range, field.owner.source))
        }
        if field.initializer == nil, case .implicitlyUnwrapped? = field.type, field.wrapper == nil { return .none }
        guard let initializer = field.initializer, !field.isLazy else {
            return field.isOptional && !field.isLet && field.wrapper == nil && !field.isLazy ? (field.isWeak ? .weak(WeakReference(nil)) : .none) : .uninitialized
        }
        if field.wrapper == .stateObject {
            return .wrapper(.stateObject(StateObjectWrapper(thunk: .autoclosure(type.thunks[index]!), object: nil)))
        }
        var value = try evaluate(initializer, Frame.make(size: field.initializerFrameSize), field.owner.source).coerced(field.coercion)
        if field.isOptional { value = value.asOptional }
        if field.isWeak { return .weakHolding(value) }
        guard let kind = field.wrapper else { return value }
        return .wrapper(try makeWrapper(kind, initial: value, field.range, field.owner.source))
    }

    /// `var total: T = 0` in a `Stats<Double>`: a field typed by a generic parameter holds the type the instance
    /// binds (0.0), as Swift types the literal.
    /// The defaults of a value's fields that have none yet (a delegating initializer's `self`), converted to its
    /// generic arguments.
    func fillDefaults(_ value: inout StructValue) throws {
        var filled = value.fields
        var changed = false
        for index in filled.indices {
            guard case .uninitialized = filled[index] else { continue }
            let made = try defaultValue(of: value.type, field: index, generics: value.generics)
            if case .uninitialized = made { continue }
            filled[index] = made
            changed = true
        }
        guard changed else { return }
        convertDefaults(&filled, of: value.type, to: value.generics)
        value.fields = filled
    }

    private func convertDefaults(_ fields: inout [Value], of type: TypeInfo, to generics: [TypeRef]) {
        guard !generics.isEmpty else { return }
        let names = type.decl.genericParameters.map(\.name)
        guard names.count == generics.count, generics.allSatisfy({ $0.leafNames.allSatisfy(isKnownType) }) else { return }
        let bindings = Dictionary(zip(names, generics), uniquingKeysWith: { first, _ in first })
        for index in fields.indices {
            // Plain stored values only: a wrapper's or a weak reference's storage is no value of the declared type.
            switch fields[index] {
            case .uninitialized, .weak, .wrapper, .box: continue
            default: break
            }
            guard type.fields[index].wrapper == nil, type.fields[index].customWrapper == nil, !type.fields[index].isWeak, !type.fields[index].isUnowned,
                  let declared = type.fields[index].type, names.contains(where: declared.mentions) else { continue }
            let coercion = Coercion(declared.substituting(bindings))
            if !coercion.isNone { fields[index] = fields[index].coerced(coercion) }
        }
    }

    /// The memberwise initializer: the arguments are evaluated first, then the fields are initialized in
    /// their order, each from its argument or, when that was left out, from its own default (which runs
    /// only then: `@Logged(label: "age") var age = 0` given `age: 30` makes one wrapper, with 30).
    func memberwise(_ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange,
                    _ frame: Frame, _ source: SourceText) throws -> Value {
        // Defaults may make instances in turn (`var again: [Box] = [Box()]`), before `makeInstance` checks the stack.
        if stackGuard.isExhausted() { throw stackOverflow(type.decl.range, type.source) }
        let parameters = type.memberwiseParameters
        guard let matched = match(arguments, parameters) else {
            let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
            let want = parameters.map { $0.name + ":" }.joined()
            throw runtimeError("no match for call to '\(type.name)(\(have))'; its memberwise initializer is '\(type.name)(\(want))'", range, source)
        }
        var given: [Int: Value] = [:]
        // A plain field's default is the parameter's default argument: it runs with the arguments, in their order.
        var defaults: [Int: Value] = [:]
        // A generic struct whose arguments were not written (`Pool(items: ["a"])`): Swift infers them from the arguments,
        // and a field's initial value may name them (`var spare = T()`), so those defaults wait for the arguments.
        let infers = !type.decl.genericParameters.isEmpty && pendingGenerics?.type !== type
        var waiting: [Int] = []
        for (parameter, filled) in zip(parameters, matched) {
            guard let index = type.fieldIndex[parameter.name] else { continue }
            let field = type.fields[index]
            guard let argumentIndex = filled.first else {
                if field.wrapper == nil, field.customWrapper == nil {
                    if infers { waiting.append(index) } else { defaults[index] = try defaultValue(of: type, field: index) }
                }
                continue
            }
            let expr = arguments[argumentIndex].value
            if parameter.isAutoclosure {
                // `@StateObject`'s thunk, or a wrapper whose `init(wrappedValue:)` takes an autoclosure.
                given[index] = .autoclosure(AutoClosure(expr: expr, frame: frame, source: source))
            } else if field.customWrapper == nil, field.wrapper == nil, let declared = field.type, readsExpectedType(expr) {
                // `Recipe(steps: [.init(text: "Stir")], unit: .grams)`: implicit members read against the field's type
                // (and literals, `Post(tags: ["swift"])` of a type that adopts a literal protocol).
                given[index] = try evaluate(expr, expecting: boundByCall(qualified(declared, in: type), of: type), frame, source)
            } else if field.buildsViews {
                given[index] = try buildContent(try evaluate(expr, frame, source), range, source)
            } else {
                given[index] = try evaluate(expr, frame, source)
            }
            if field.closureBuildsViews, case .closure(let closure)? = given[index] { closure.buildsViews = true }
        }
        let inferred = infers ? inferredGenericArguments(of: type, memberwise: given) : nil
        for index in waiting { defaults[index] = try defaultValue(of: type, field: index, generics: inferred ?? []) }
        let outer = pendingGenerics
        if let inferred { pendingGenerics = (type, inferred) }
        defer { if inferred != nil { pendingGenerics = outer } }
        guard case .structValue(var value) = try makeInstance(type, withDefaults: false) else { obsInvariant("memberwise init of a non-struct") }
        for index in type.fields.indices {
            guard let argument = given[index] else {
                value.fields[index] = try defaults[index] ?? defaultValue(of: type, field: index, generics: value.generics)
                continue
            }
            value.fields[index] = try memberwiseField(type.fields[index], argument, range, source)
        }
        // `Pair<Double>(first: 0)`, `Counter<UInt8>()` with `var count: T = 0`: a field of a generic parameter's type
        // gets the type the instance binds.
        convertDefaults(&value.fields, of: type, to: value.generics)
        return .structValue(value)
    }

    /// A field's storage made from its memberwise argument.
    private func memberwiseField(_ field: TypeInfo.StoredField, _ argument: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if let custom = field.customWrapper {
            if case .type(let wrapper)? = globalValue(custom.name), case .structValue(let given) = argument, given.type === wrapper,
               !wrapper.initializers.contains(where: { $0.parameters.first?.label == "wrappedValue" }),
               !wrapper.decl.initializers.isEmpty || wrapper.memberwiseParameters.first?.label != "wrappedValue" {
                // A wrapper with no `init(wrappedValue:)`: the memberwise initializer takes the wrapper itself
                // (`Features(dark: Flag(name: "dark", default: true))`).
                return argument
            }
            if case .type(let wrapper)? = globalValue(custom.name), case .structValue(let given) = argument, given.type === wrapper,
               let declared = field.type, declared.nominalName != wrapper.name, declared != .any {
                // `@Defaulted var answer: Int` (no initial value) with a wrapper that can be made with `init()`: the
                // memberwise initializer takes the wrapper (`Cfg(answer: Defaulted(wrappedValue: 7))`), as Swift's does.
                return argument
            }
            return try makeWrappers(of: field, wrappedValue: .value(argument.coerced(field.coercion)), range, source)
        }
        switch field.wrapper {
        case .stateObject?:
            return .wrapper(.stateObject(StateObjectWrapper(thunk: argument, object: nil)))
        case let kind?:
            return .wrapper(try makeWrapper(kind, initial: argument, fromCaller: true, range, source))
        case nil:
            let stored = argument.coerced(field.coercion)
            return field.isWeak ? .weakHolding(stored) : (field.isOptional ? stored.asOptional : stored)
        }
    }

    /// A type written in `owner` with the names of types nested in it (or in its enclosing types) qualified:
    /// `[Ingredient]` in `Recipe` is `[Recipe.Ingredient]`.
    func qualified(_ written: TypeRef, in owner: TypeInfo) -> TypeRef {
        var bindings: [String: TypeRef] = [:]
        for name in written.leafNames where scriptType(named: name) == nil {
            var scope = owner.name
            while true {
                if scriptType(named: scope + "." + name) != nil {
                    bindings[name] = .named(scope + "." + name, [])
                    break
                }
                guard let dot = scope.lastIndex(of: ".") else { break }
                scope = String(scope[..<dot])
            }
        }
        return written.substituting(bindings)
    }

    func checkInitialized(_ value: Value, _ type: TypeInfo, range: SourceRange, source: SourceText) throws {
        let fields: [Value]
        switch value {
        case .structValue(let structValue): fields = structValue.fields
        case .object(let object): fields = object.fields
        default: return
        }
        if let missing = zip(type.fields, fields).first(where: { field, value in
            if case .uninitialized = value { return !field.isLazy }
            return false
        }) {
            throw runtimeError("return from initializer without initializing all stored properties ('self.\(missing.0.name)' is not initialized)", range, source)
        }
    }

    /// A script's own property wrapper: `Wrapper(wrappedValue: initial, <attribute arguments>)`.
    /// What a custom wrapper's `wrappedValue:` argument is: a value already made, or the property's
    /// initializer expression (with the size of the frame it needs); or, for a wrapped parameter given as
    /// `$name:` (SE-0293), the `projectedValue:` argument.
    enum WrappedArgument {
        case value(Value)
        case expression(Expr, Int)
        case projection(Value)
    }

    /// A field's wrapper made around its wrapped value, each composed wrapper around the next (the innermost first).
    func makeWrappers(of field: TypeInfo.StoredField, wrappedValue: WrappedArgument?, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let outer = field.customWrapper else { obsInvariant("makeWrappers of a field without a wrapper") }
        var wrapped = wrappedValue
        for inner in field.innerWrappers.reversed() {
            wrapped = .value(try makeCustomWrapper(inner, wrappedValue: wrapped, range, source))
        }
        return try makeCustomWrapper(outer, wrappedValue: wrapped, wrapping: field.innerWrappers.isEmpty ? field.type : nil, range, source)
    }

    /// `wrapping` is the property's declared type, where the wrapper's generic arguments may be read off it.
    func makeCustomWrapper(_ custom: Attribute, wrappedValue: WrappedArgument?, wrapping declared: TypeRef? = nil,
                           _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .type(let wrapperType)? = globalValue(custom.name) else {
            throw runtimeError("cannot find property wrapper type '\(custom.name)' in scope", range, source)
        }
        var custom = custom
        if custom.genericArguments.isEmpty, case nil = wrappedValue, let declared, let inferred = Self.wrapperArguments(wrapperType, wrapping: declared) {
            custom.genericArguments = inferred
        }
        // The attribute's arguments are constants here (`@Clamped(0...10)`), evaluated in an empty frame.
        var frame = Frame.make(size: 0)
        var arguments = custom.arguments
        switch wrappedValue {
        case .value(let value)?, .projection(let value)?:
            // The value already made waits in the frame's one slot, where the argument reads it.
            frame = Frame.make(size: 1)
            _ = frame.store(value, at: 0)
            let label = if case .projection? = wrappedValue { "projectedValue" } else { "wrappedValue" }
            arguments.insert(Argument(label: label, value: Expr(.local(Slot(depth: 0, index: 0)), range)), at: 0)
        case .expression(let expr, let size)?:
            frame = Frame.make(size: size)
            arguments.insert(Argument(label: "wrappedValue", value: expr), at: 0)
        case nil:
            break
        }
        guard !custom.genericArguments.isEmpty else { return try construct(wrapperType, arguments, range, frame, source) }
        // `@Clamped<Double>(0, 10)`: made as `Clamped<Double>(wrappedValue: ..., 0, 10)`.
        return try construct(metatype: .named(wrapperType.name, custom.genericArguments), arguments, range, frame, source)
    }

    /// `@Injected var api: WeatherAPI` with `struct Injected<Service>` made by its `init()`: the generic arguments
    /// Swift infers from the property's type, matched against the wrapper's `wrappedValue`; nil when that leaves
    /// one unbound (a wrapped value given binds them as a call's argument does).
    private static func wrapperArguments(_ wrapperType: TypeInfo, wrapping declared: TypeRef) -> [TypeRef]? {
        let parameters = wrapperType.decl.genericParameters.map(\.name)
        guard !parameters.isEmpty, let wrappedType = wrapperType.decl.properties.first(where: { $0.name == "wrappedValue" && !$0.isStatic })?.type else {
            return nil
        }
        var bindings: [String: TypeRef] = [:]
        wrappedType.unify(with: declared, parameters: Set(parameters), into: &bindings)
        let arguments = parameters.compactMap { bindings[$0] }
        return arguments.count == parameters.count ? arguments : nil
    }

    /// The key of `@Environment(\.name)` or `@Environment(Model.self)`.
    func environmentKey(of field: TypeInfo.StoredField) throws -> EnvironmentKeyName {
        guard let argument = field.environmentArgument?.kind else {
            throw runtimeError("@Environment needs a key: @Environment(\\.name) or @Environment(Model.self)", field.range, field.owner.source)
        }
        switch argument {
        case .keyPath(_, let components):
            guard case .member(let name)? = components.first else { break }
            return .keyPath(name)
        case .member(let base, "self"):
            if case .global(let slot) = base.kind { return .type(globals.names[slot]) }
        default:
            break
        }
        throw runtimeError("@Environment needs a key path (\\.name) or a type (Model.self)", field.range, field.owner.source)
    }
}

extension Interpreter {
    /// A field's declared type with the generic arguments the call wrote (`Box<Int>(value: .max)`: `A` is `Int`, so
    /// `.max` is `Int.max`).
    func boundByCall(_ declared: TypeRef, of type: TypeInfo) -> TypeRef {
        let parameters = type.decl.genericParameters
        guard !parameters.isEmpty, let pending = pendingGenerics, pending.type === type, pending.arguments.count == parameters.count else {
            return declared
        }
        return declared.substituting(Dictionary(zip(parameters.map(\.name), pending.arguments), uniquingKeysWith: { first, _ in first }))
    }
}
