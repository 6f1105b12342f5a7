/// `base.name(arguments)`: methods of script types (mutating ones write `self` back), view modifiers,
/// and built-in methods of library values.
extension Interpreter {
    func callMember(_ name: String, on baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                    _ frame: Frame, _ source: SourceText, expected: TypeRef? = nil) throws -> Value {
        if declaresNoncopyableValues, let receiver = variableValue(baseExpr, frame), consumesReceiver(name, receiver) {
            // A noncopyable receiver of a `consuming` method is the method's (NoncopyableValues.swift): the variable
            // gives up its value (`slot.take()` on a `~Copyable` enum: the payload ends with the result).
            let result = try callMemberOf(name, on: baseExpr, arguments, range, frame, source, expected: expected)
            consumeVariable(baseExpr, frame)
            return result
        }
        return try callMemberOf(name, on: baseExpr, arguments, range, frame, source, expected: expected)
    }

    /// Whether `name` is a `consuming` method of a noncopyable `receiver`: a struct held as an object, or a
    /// `~Copyable` enum.
    private func consumesReceiver(_ name: String, _ receiver: Value) -> Bool {
        switch receiver {
        case .object(let object) where object.type.kind != .class: return object.type.method(name)?.isConsuming == true
        case .enumCase(let value) where value.type.decl.inherited.contains("~Copyable"): return value.type.method(name)?.isConsuming == true
        default: return false
        }
    }

    private func callMemberOf(_ name: String, on baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                              _ frame: Frame, _ source: SourceText, expected: TypeRef?) throws -> Value {
        // First, as no library value has a method of its own: the script type's own method on a variable
        // (`copy.move(by:)`, `point.manhattan()`).
        if let result = try callOwnMethod(name, onVariable: baseExpr, arguments, range, frame, source, expected: expected) { return result }
        return try callMemberOfValue(name, on: baseExpr, arguments, range, frame, source, expected: expected)
    }

    /// The general path of `callMemberOf`, out of line so that a script method calling itself through
    /// `callOwnMethod` keeps only the small frame above (see `evaluate`).
    @inline(never)
    private func callMemberOfValue(_ name: String, on baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                                   _ frame: Frame, _ source: SourceText, expected: TypeRef?) throws -> Value {
        if isMutatingLibraryMethod(name), !(try extensionTakes(name, arguments, on: baseExpr, frame, source)),
           let result = try mutateLibraryValue(name, on: baseExpr, arguments, range, frame, source) {
            return result
        }
        if name == "init", case .local(let slot) = baseExpr.kind, case .uninitialized = frame.read(slot.index), let type = initializing.last {
            // `self.init(...)` in an enum's (or struct's) init before `self` has a value.
            return try delegateInit(type, .uninitialized, baseExpr, arguments, range, frame, source)
        }
        let base = try evaluate(baseExpr, frame, source)
        if case .declaredAs(_, let declared) = baseExpr.kind,
           let method = protocolExtensionMember(name, declared: declared, property: false, receiver: base, labels: arguments.map(\.label)) {
            // A protocol extension's member the protocol does not require: chosen by the declared type.
            return try callMutating(method.function, on: base, baseExpr, type: method.owner, arguments, range, frame, source)
        }
        if case .declaredAs(_, let declared) = baseExpr.kind,
           let (witness, type) = defaultWitness(name, declared: declared, receiver: base, arguments) {
            // A requirement whose witness is the protocol extension's, not a constrained extension's method (RequirementWitnesses).
            return try callMutating(witness, on: base, baseExpr, type: type, arguments, range, frame, source, expected: expected)
        }
        if !Self.isVariable(baseExpr), let result = try callOwnMethod(name, on: base, arguments, frame, source) { return result }
        if name == "init", let type = scriptType(of: base) {
            return try delegateInit(type, base, baseExpr, arguments, range, frame, source)
        }
        if name == "index" || name == "distance" || name == "formIndex", let type = scriptType(of: base), isScriptCollection(type),
           !methodCandidates(name, of: type, isStatic: false).contains(where: { match(arguments, $0.parameters) != nil }) {
            // What a collection gets by default, where the type declares no method these labels fit.
            if name == "formIndex", let result = try formScriptCollectionIndex(on: base, arguments, range, frame, source) { return result }
            let values = try subscriptArguments(arguments, frame, source)
            if let result = try scriptCollectionIndexMethod(name, on: base, values, range, source) { return result }
        }
        if name == "sleep", arguments.first?.label == "for", let type = scriptType(of: base), type.conforms(to: "Clock"),
           !methodCandidates(name, of: type, isStatic: false).contains(where: { match(arguments, $0.parameters) != nil }) {
            // Clock's `sleep(for:tolerance:)`, which a script clock gets from the protocol.
            let values = try subscriptArguments(arguments, frame, source)
            return try sleepOnScriptClock(base, .for(values[0].value), tolerance: argument(values, "tolerance") ?? Value.none, range, source)
        }
        if name == "formIndex", scriptType(of: base) == nil, let result = try formScriptCollectionIndex(on: base, arguments, range, frame, source) {
            // A library collection's `formIndex(after: &i)`: through its own `index(after:)`.
            return result
        }
        if case .native(let object as NativeMethodBesideProperty) = base,
           let method = try object.method(name, interpreter: self, range: range, source: source) {
            // `components.isValidDate(in: calendar)` beside the property `isValidDate`.
            return try callValue(method, arguments, range, frame, source)
        }
        switch base {
        case .object(let object):
            if let (method, evaluated) = try chooseMethod(name, of: object.type, isStatic: false, on: base, arguments, range, frame, source, expected: expected) {
                if evaluated == nil, let result = try callDirect(method, receiver: base, arguments, frame, source) { return result }
                let parameters = staticDefaults(method, name, baseExpr, object.type) ?? method.parameters
                let values = try readingArguments(of: method, on: base) {
                    try bindArguments(arguments, to: parameters, callee: name, range, frame, source, evaluated: evaluated)
                }
                return try callBound(method, receiver: base, arguments: values, type: object.type, frame, source, expected: expected).value
            }
        case .structValue(let value):
            if let (method, evaluated) = try chooseMethod(name, of: value.type, isStatic: false, on: base, arguments, range, frame, source, expected: expected) {
                return try callMutating(method, on: base, baseExpr, type: value.type, arguments, range, frame, source, evaluated: evaluated,
                                        expected: expected)
            }
            // A stored closure named like a modifier (`var onSubmit: (Guest) -> Void`) is the view's own: Swift's
            // lookup finds the property, and only it takes such arguments.
            if value.type.isView, !holdsFunction(name, value),
               let modifier = try Builtins.modifier(name, on: base, arguments, interpreter: self, range, frame, source) {
                return modifier
            }
        case .enumCase(let value):
            if let (method, evaluated) = try chooseMethod(name, of: value.type, isStatic: false, on: base, arguments, range, frame, source, expected: expected) {
                return try callMutating(method, on: base, baseExpr, type: value.type, arguments, range, frame, source, evaluated: evaluated,
                                        expected: expected)
            }
        case .type(let type):
            if name == "init" { return try construct(type, arguments, range, frame, source) }
            if let (method, evaluated) = try chooseMethod(name, of: type, isStatic: true, on: base, arguments, range, frame, source) {
                let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source, evaluated: evaluated)
                return try callBound(method, receiver: base, arguments: values, type: type, frame, source, expected: expected).value
            }
        case .metatype(.named(let typeName, _)):
            if let type = scriptType(named: typeName),
               let (method, evaluated) = try chooseMethod(name, of: type, isStatic: true, on: base, arguments, range, frame, source) {
                let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source, evaluated: evaluated)
                return try callBound(method, receiver: base, arguments: values, type: type, frame, source, expected: expected).value
            }
        case _ where builtinExtension(for: base).map { hasMethod(name, $0) } ?? false:
            let extensionType = builtinExtension(for: base)!
            // The library's own method of that name stays a choice (`sorted(by: keyPath)` beside `sorted(by:)`).
            let candidates = methodCandidates(name, of: extensionType, isStatic: false)
            // So does a library object's own (`appendInterpolation(_:)` beside the script's overloads of it).
            let nativeHas: Bool = {
                guard case .native(let object) = base else { return false }
                return (try? object.member(name, interpreter: self, range: range, source: source)) != nil
            }()
            let library: Value? = Self.libraryMethodNames.contains(name) || Self.mutatingLibraryMethods.contains(name) || nativeHas ? .void : nil
            let choice = try chooseOverload(candidates, library: library, arguments, receiver: base, callee: name, range, frame, source)
            if let method = choice.function {
                return try callMutating(method, on: base, baseExpr, type: extensionType, arguments, range, frame, source,
                                        evaluated: choice.evaluated)
            }
            if nativeHas, case .native(let object) = base, let function = try object.member(name, interpreter: self, range: range, source: source) {
                return try callValue(function, arguments, range, frame, source)
            }
            if let evaluated = choice.evaluated, Self.libraryMethodNames.contains(name) {
                let values = zip(arguments, evaluated).map { ArgumentValue(label: $0.label, value: $1 ?? .void) }
                return try libraryMethod(name, on: base, values, range, source)
            }
            if let result = try callLibraryMethod(name, on: base, arguments, range, frame, source) { return result }
        case .bool(let truth) where name == "toggle" && arguments.isEmpty:
            try assign(.bool(!truth), to: baseExpr, frame, source)
            return .void
        case .view:
            if let modifier = try Builtins.modifier(name, on: base, arguments, interpreter: self, range, frame, source) {
                return modifier
            }
        case .native(let bounds as RangeValue) where name == "contains" && arguments.count == 1 && arguments[0].label == nil:
            // `month.contains(31)` of a `ClosedRange<Day>`: the argument is read as a bound (a literal made a `Day`).
            let element = try libraryArgument(arguments[0].value, elementOf: base, frame, source)
            return try rangeMethod(name, bounds, [ArgumentValue(label: nil, value: element)], range, source)
        case .native(let sequence as NativeSequence) where LazySequence.propertyNames.contains(name):
            // `xs.lazy.filter { }.first(where:)`, `text.utf8.first(where:)`: the method, not the property of that name.
            let lazy = sequence as? LazySequence ?? LazySequence(base: base, steps: [], isLazy: sequence.isLazy)
            return try callValue(lazy.method(name), arguments, range, frame, source)
        default:
            if let result = try callLibraryMethod(name, on: base, arguments, range, frame, source) { return result }
        }
        if LazySequence.propertyNames.contains(name), let type = scriptType(of: base), isScriptSequence(type), !type.hasInstanceMember(name) {
            // `ring.last(where:)` on a script collection: the method, not the property of that name.
            let isAsync = type.method("makeAsyncIterator") != nil
            let sequence = LazySequence(base: .native(ScriptSequence(value: base, isAsync: isAsync)), steps: [], isLazy: isAsync)
            return try callValue(sequence.method(name), arguments, range, frame, source)
        }
        if let type = scriptType(of: base), !isSetAlgebraCall(name, type, arguments),
           libraryMayFit(name, of: type, arguments) || hasSequenceMember(name, type)
            && !methodCandidates(name, of: type, isStatic: false).contains(where: { match(arguments, $0.parameters) != nil }),
           let library = try scriptSequenceMember(name, of: base, range, source) {
            // The type's own method of the name took no closure (`chooseMethod`), or none of its methods of the name takes
            // these labels (`joined()` beside an extension's `joined(by:)`): the library's does.
            return try callValue(library, arguments, range, frame, source)
        }
        let function = try member(name, of: base, at: range, source)
        // A struct's lazy property holding a closure (`s.format(1)`): its first value is stored before the call, or a
        // member read in the closure would take the store for its own.
        if pendingSelfStore != nil { try storeChangedSelf(in: baseExpr, frame, source) }
        let held: FunctionDecl? = switch function {
        case .function(let decl): decl
        case .boundMethod(let bound): bound.function
        default: nil
        }
        if let held, held.name != name, held.parameters.count == arguments.count, let type = scriptType(of: base), type.index(ofField: name) != nil {
            // `reducer(&state, action)` where the stored property holds `func counterReducer(state:action:)`, `_item(i)` where
            // it holds `source.item(at:)`: a function value is called without labels, its arguments taken in order.
            let positional = zip(arguments, held.parameters).map { Argument(label: $1.label, value: $0.value) }
            return try callValue(function, positional, range, frame, source)
        }
        return try callValue(function, arguments, range, frame, source)
    }

    /// `self.init(...)` inside an initializer: runs another initializer of the same type on `self` (for an
    /// enum, `self.init(rawValue:)` too); a failable one that fails makes this one fail.
    func delegateInit(_ type: TypeInfo, _ base: Value, _ baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                      _ frame: Frame, _ source: SourceText) throws -> Value {
        if builtinExtensions[type.name] === type, let library = globals.value(named: type.name),
           try chooseInitializer(of: type, arguments, range, frame, source) == nil {
            // `self.init(timeIntervalSince1970: t)` in an extension's initializer of a library type: the library's own.
            let made = try callValue(library, arguments, range, frame, source)
            try assign(made, to: baseExpr, frame, source)
            return .void
        }
        if type.kind == .struct, type.decl.initializers.isEmpty {
            let made = try construct(type, arguments, range, frame, source)
            try assign(made, to: baseExpr, frame, source)
            return .void
        }
        guard let (initializer, owner, evaluated) = try chooseInitializer(of: type, arguments, range, frame, source) else {
            if type.kind == .enum, arguments.count == 1, arguments[0].label == "rawValue" {
                guard let made = Self.enumCase(of: type, rawValue: try evaluate(arguments[0].value, frame, source)) else { throw InitFailed() }
                try assign(made, to: baseExpr, frame, source)
                return .void
            }
            throw runtimeError("no matching 'init' in '\(type.name)'", range, source)
        }
        let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source, evaluated: evaluated)
        if case .object = base {
            // The initializer delegated to may be inherited (`convenience init() { self.init(v: 5) }` running the
            // superclass's designated one): its class is the one whose properties it initializes, observers off.
            initializerOwners.append(owner)
            defer { initializerOwners.removeLast() }
            _ = try runClassInitializer(initializer, of: owner, constructing: type, receiver: base, values)
            return .void
        }
        // A value type's `self.init(...)` makes `self` anew: a second one may set its constants again (the
        // defaults of its properties are not run again).
        var receiver = base
        if case .structValue(var value) = base {
            for (index, field) in type.fields.enumerated() where field.isLet && field.initializer == nil {
                value.fields[index] = .uninitialized
            }
            if !initializer.isDelegating {
                // The defaults a delegating initializer left (Construction): they run now, after its arguments.
                try fillDefaults(&value)
            }
            receiver = .structValue(value)
        }
        let (returned, newSelf) = try callBound(initializer, receiver: receiver, arguments: values, type: type, frame, source)
        if initializer.isFailable, returned.isNone { throw InitFailed() }
        try assign(newSelf, to: baseExpr, frame, source)
        return .void
    }

    /// Calls a method of a value type; a `mutating` one writes the new `self` back where it came from.
    func callMutating(_ method: FunctionDecl, on base: Value, _ baseExpr: Expr, type: TypeInfo, _ arguments: [Argument],
                      _ range: SourceRange, _ frame: Frame, _ source: SourceText, evaluated: [Value?]? = nil,
                      expected: TypeRef? = nil) throws -> Value {
        if !method.isMutating, evaluated == nil, let result = try callDirect(method, receiver: base, arguments, frame, source) { return result }
        let values = try readingArguments(of: method, on: base) {
            try bindArguments(arguments, to: method.parameters, callee: method.name, range, frame, source, evaluated: evaluated)
        }
        var receiver = base
        if method.isMutating, Self.isPlace(baseExpr), arguments.contains(where: { Self.mayChangeState($0.value) }) {
            // `queue.push(queue.pop())`: the arguments are evaluated before the mutating access begins, so the
            // method sees what they left in the variable.
            receiver = try evaluate(baseExpr, frame, source)
        }
        guard method.isMutating else {
            return try callBound(method, receiver: receiver, arguments: values, type: type, frame, source, expected: expected).value
        }
        var leftSelf: Value?
        let result: Value
        do {
            result = try callBound(method, receiver: receiver, arguments: values, type: type, frame, source, expected: expected,
                                   finalSelf: { leftSelf = $0 }).value
        } catch {
            // A mutating method that throws: what it changed before the throw stays (inout `self`).
            switch leftSelf {
            case .structValue?, .enumCase?: try? assign(leftSelf!, to: baseExpr, frame, source)
            default: break
            }
            throw error
        }
        if let leftSelf { try assign(leftSelf, to: baseExpr, frame, source) }
        return result
    }

    /// Whether evaluating `expr` may change a variable (it calls something, assigns, or passes `&x`);
    /// literals, names and members of names may not.
    static func mayChangeState(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .int, .double, .bool, .nilLiteral, .local, .capture, .global, .closure: return false
        case .member(let base, _): return mayChangeState(base)
        default: return true
        }
    }

    /// `super.name(...)`: the member as the superclass of `owner` defines it, on the same `self`.
    func callSuper(_ name: String, receiver receiverExpr: Expr, owner: Int, _ arguments: [Argument], _ range: SourceRange,
                   _ frame: Frame, _ source: SourceText) throws -> Value {
        guard case .type(let ownerType)? = globals.values[owner], let parent = ownerType.superclass else {
            throw runtimeError("'super' members cannot be referenced in a root class", range, source)
        }
        let receiver = try evaluate(receiverExpr, frame, source)
        if name == "init" {
            return try superInit(parent, receiver: receiver, arguments, range, frame, source)
        }
        // In a class method `self` is the class: `.type`, or `.metatype` for a generic one's specialization (`Box<Int>`).
        let isClassMember: Bool = { switch receiver { case .type, .metatype: true; default: false } }()
        // Among several declarations of the name (`f(_: Int)` and `f(_: Any)`), the arguments choose, as for any call.
        let chosen = try chooseMethod(name, of: parent, isStatic: isClassMember, on: receiver, arguments, range, frame, source)
        guard let method = chosen?.0 ?? (isClassMember ? parent.staticMethod(name) : parent.method(name)) else {
            if name == "encode", !isClassMember, let synthesized = synthesizedEncode(of: receiver, as: parent) {
                return try callValue(synthesized, arguments, range, frame, source)
            }
            throw runtimeError("value of type '\(parent.name)' has no member '\(name)'", range, source)
        }
        let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source, evaluated: chosen?.1)
        return try callBound(method, receiver: receiver, arguments: values, type: parent, frame, source).value
    }

    /// The initializer of `type` (or, when it declares none, of its superclasses) that fits the labels.
    func initializer(of type: TypeInfo, matching arguments: [Argument]) -> FunctionDecl? {
        // A subclass inherits its superclass's convenience initializers (it overrides or inherits the
        // designated ones they delegate to), and all of them when it declares no designated initializer.
        var current: TypeInfo? = type
        var inheritsAll = true
        while let candidate = current {
            let usable = candidate.initializers.filter { inheritsAll || $0.isConvenience }
            if let found = usable.first(where: { match(arguments, $0.parameters) != nil }) { return found }
            if candidate.initializers.contains(where: { !$0.isConvenience }) { inheritsAll = false }
            current = candidate.superclass
        }
        return nil
    }


    /// The method `name` a call on `receiver` runs: the one declaration, or the one the arguments choose
    /// among several (with the arguments evaluated to choose it); nil when the type has none.
    func chooseMethod(_ name: String, of type: TypeInfo, isStatic: Bool, on receiver: Value, _ arguments: [Argument],
                      _ range: SourceRange, _ frame: Frame, _ source: SourceText, expected: TypeRef? = nil) throws -> (FunctionDecl, [Value?]?)? {
        if !overloadedNames.isEmpty, overloadedNames.contains(name) {
            let candidates = methodCandidates(name, of: type, isStatic: isStatic)
            guard !candidates.isEmpty else { return nil }
            if !isStatic, libraryMayFit(name, of: type, arguments), !candidates.contains(where: { takesClosures($0, arguments, of: type, receiver) }) {
                return nil
            }
            if !isStatic, hasSequenceMember(name, type), !candidates.contains(where: { match(arguments, $0.parameters) != nil }) {
                // `joined()` beside an extension's `joined(by:)`: the library's member of the name.
                return nil
            }
            let choice = try chooseOverload(candidates, arguments, receiver: receiver, expected: expected, callee: name, range, frame, source)
            guard let chosen = choice.function else { return nil }
            return (chosen, choice.evaluated)
        }
        guard let method = isStatic ? type.staticMethod(name) : type.method(name) else { return nil }
        if !isStatic, libraryMayFit(name, of: type, arguments), !takesClosures(method, arguments, of: type, receiver) { return nil }
        if !isStatic, leavesToLibrary(name, method, of: type, arguments) { return nil }
        return (method, nil)
    }

    /// Whether a script collection's own method `name` takes not these arguments and the library has a member of the
    /// name for it, which the script's does not hide: `index(after:)` of a collection that declares only `index(of:)`,
    /// `append(contentsOf:)` of one that declares only `append(_:)`, `joined()` beside an extension's `joined(by:)`.
    func leavesToLibrary(_ name: String, _ method: FunctionDecl, of type: TypeInfo, _ arguments: [Argument]) -> Bool {
        guard Self.labelsDiffer(arguments, method), match(arguments, method.parameters) == nil else { return false }
        return name == "index" || name == "distance" || hasSequenceMember(name, type) || Self.rangeReplaceableMutations.contains(name)
    }

    /// Whether the call's argument labels are not, one for one, the method's parameter labels (then a default, a
    /// variadic or a trailing closure may still fit: `match` says).
    private static func labelsDiffer(_ arguments: [Argument], _ method: FunctionDecl) -> Bool {
        guard arguments.count == method.parameters.count else { return true }
        for index in arguments.indices where arguments[index].label != method.parameters[index].label { return true }
        return false
    }

    /// `contains { $0 == x }` inside a script sequence's own `contains(_ x: Int)`: a closure fits no `Int`, so the
    /// library's `contains(where:)` is called, as Swift's overload resolution chooses. True where a closure is
    /// passed to a name a script sequence has from the library too: the script's method is then chosen by fit.
    func libraryMayFit(_ name: String, of type: TypeInfo, _ arguments: [Argument]) -> Bool {
        arguments.contains { if case .closure = $0.value.kind { true } else { false } } && hasSequenceMember(name, type)
    }

    /// Whether each closure literal among `arguments` goes to a parameter of `method` that can hold a function: one of
    /// a function type, or of a generic parameter that stands for one (the method's own, or the receiver's bound to
    /// a function type). `contains(_ x: Element)` of a `LinkedList<Int>` takes no closure.
    private func takesClosures(_ method: FunctionDecl, _ arguments: [Argument], of type: TypeInfo, _ receiver: Value) -> Bool {
        guard let matched = match(arguments, method.parameters) else { return false }
        for (parameter, filled) in zip(method.parameters, matched)
        where filled.contains(where: { if case .closure = arguments[$0].value.kind { true } else { false } }) {
            switch parameter.fittedType?.withoutOptionals {
            case .function?, nil: continue
            case .named(let name, [])? where method.genericParameters.contains(where: { $0.name == name }): continue
            case .named(let name, [])?:
                guard let index = type.decl.genericParameters.firstIndex(where: { $0.name == name }) else { return false }
                let bound = genericArguments(of: receiver)
                guard index < bound.count, case .function = bound[index] else { return false }
            default: return false
            }
        }
        return true
    }

    /// Whether a script's extension of the base's library type declares a `name` these labels fit
    /// (`names.remove(object: "b")` beside Array's `remove(at:)`).
    private func extensionTakes(_ name: String, _ arguments: [Argument], on baseExpr: Expr, _ frame: Frame,
                                _ source: SourceText) throws -> Bool {
        // The base is read (which may run a getter) only when some extension of a library type declares the name.
        guard builtinExtensions.values.contains(where: { !methodCandidates(name, of: $0, isStatic: false).isEmpty }),
              let type = builtinExtension(for: try evaluate(baseExpr, frame, source)) else { return false }
        return methodCandidates(name, of: type, isStatic: false).contains { match(arguments, $0.parameters) != nil }
    }

    /// The parameters whose defaults a call through a class reference fills: Swift takes a method's default
    /// arguments from the declaration the reference's declared type sees, and runs the override
    /// (`let s: Shape = Square(); s.draw()` runs Square's `draw` with Shape's default). nil: the method's own.
    private func staticDefaults(_ method: FunctionDecl, _ name: String, _ baseExpr: Expr, _ dynamic: TypeInfo) -> [Parameter]? {
        guard case .declaredAs(_, .named(let declaredName, _)) = baseExpr.kind, declaredName != dynamic.name,
              method.parameters.contains(where: { $0.defaultValue != nil }),
              let declared = scriptType(named: declaredName), declared.kind == .class,
              let seen = declared.method(name), seen !== method, seen.parameters.count == method.parameters.count,
              zip(seen.parameters, method.parameters).allSatisfy({ $0.label == $1.label }) else { return nil }
        return seen.parameters
    }

    func hasMethod(_ name: String, _ type: TypeInfo) -> Bool {
        type.method(name) != nil
    }

    /// The member `name` of a protocol extension when a value's declared type is that protocol (an
    /// existential, or a generic parameter constrained to it) and the protocol does not require `name`:
    /// Swift calls the extension's, whatever the value's own type declares. nil: dispatch dynamically.
    func protocolExtensionMember(_ name: String, declared: TypeRef, property: Bool,
                                 receiver: Value? = nil, labels: [String?]? = nil) -> (function: FunctionDecl, owner: TypeInfo)? {
        var names: [String] = []
        switch declared {
        case .metatype(let instance):
            return staticProtocolExtensionMember(name, declared: instance, property: property)
        case .named(let typeName, _):
            guard let type = scriptType(named: typeName) else { return nil }
            switch type.kind {
            case .protocol:
                names = [typeName]
            case .class:
                // A class's reference: a member neither it nor its superclasses declare is a protocol extension's
                // (a subclass's member of that name overrides nothing, so it is not the one called).
                guard !hasOwnMethod(type, name, property: property) else { return nil }
                names = protocolsAdopted(by: type)
            default:
                return nil
            }
        case .opaque(let inner), .existential(let inner):
            if case .composition(let parts) = inner { names = parts.compactMap(\.nominalName) } else { names = inner.nominalName.map { [$0] } ?? [] }
        case .composition(let parts): names = parts.compactMap(\.nominalName)
        default: return nil
        }
        for protocolName in names {
            if scriptType(named: protocolName) == nil, let found = libraryProtocolExtensionMember(name, of: protocolName, property: property, receiver: receiver) {
                return found
            }
            guard let proto = scriptType(named: protocolName), proto.kind == .protocol else { continue }
            if requires(proto, name, labels: labels) {
                // The witness is the conforming class's: a subclass's method of the same name that overrides
                // nothing there does not replace the protocol's default.
                guard case .object(let object)? = receiver, let conforming = conformingClass(object.type, protocolName),
                      !hasOwnMethod(conforming, name, property: property) else { return nil }
                // Of the protocol's defaults, the one whose `where Self: P` the conforming class meets (through its
                // superclass's conformances too), the most constrained first.
                var witness: (function: FunctionDecl, specificity: Int)?
                for variant in variants(of: proto, name, property: property) {
                    guard variant.conditions.allSatisfy({ requirement in
                        requirement.subject == "Self" && requirement.sameType == nil
                            && (requirement.conformance?.nominalName).map { conforming.isSubtype(of: $0) } ?? false
                    }) else { continue }
                    if witness == nil || variant.conditions.count > witness!.specificity { witness = (variant, variant.conditions.count) }
                }
                return witness.map { ($0.function, proto) }
            }
            var variants = variants(of: proto, name, property: property)
            if let labels, variants.count > 1 { variants = variants.filter { match(labels.map { Argument(label: $0, value: Expr(.discard, .synthesized)) }, $0.parameters) != nil } }
            // What the declared type promises decides among constrained versions (`where Self: Equatable`).
            var best: (function: FunctionDecl, specificity: Int)?
            for variant in variants {
                var specificity = 0
                var holds = true
                for requirement in variant.conditions {
                    guard requirement.subject == "Self", let wanted = requirement.conformance?.nominalName,
                          names.contains(where: { implies($0, wanted) }) else { holds = false; break }
                    specificity += 1
                }
                if holds, best == nil || specificity > best!.specificity { best = (variant, specificity) }
            }
            if let best { return (best.function, proto) }
        }
        return nil
    }

    /// A static method of a protocol's extension that the protocol does not require, for a generic parameter bound
    /// by the protocol (`T.kind()` with `T: Shape`): chosen by the bound, as Swift dispatches it statically.
    func staticProtocolExtensionMember(_ name: String, declared: TypeRef, property: Bool) -> (function: FunctionDecl, owner: TypeInfo)? {
        let names: [String]
        switch declared {
        case .opaque(.composition(let parts)), .existential(.composition(let parts)): names = parts.compactMap(\.nominalName)
        case .opaque(let inner), .existential(let inner): names = inner.nominalName.map { [$0] } ?? []
        default: return nil
        }
        for protocolName in names {
            // A static method, or the getter of a static computed property (`V.category`).
            guard let proto = scriptType(named: protocolName), proto.kind == .protocol, !requires(proto, name),
                  let function = property ? proto.staticComputed[name]?.getter : proto.staticMethods[name] else { continue }
            return (function, proto)
        }
        return nil
    }

    /// `c.kind()` where `c: C` and `C: Collection`: a member a script's extension of a library protocol adds, and the
    /// protocol does not require, is the extension's of the constraint (or of a protocol it refines, the most refined
    /// first), whatever the value's own type is: Swift dispatches it statically.
    private func libraryProtocolExtensionMember(_ name: String, of protocolName: String, property: Bool,
                                                receiver: Value?) -> (function: FunctionDecl, owner: TypeInfo)? {
        guard Self.libraryProtocols.contains(protocolName), !builtinExtensions.isEmpty else { return nil }
        for candidate in [protocolName] + (Self.libraryRefinementsInOrder[protocolName] ?? []) {
            guard Self.libraryRequirements[candidate]?.contains(name) != true else { return nil }
            guard let info = builtinExtensions[candidate] else { continue }
            for variant in variants(of: info, name, property: property) where variant.conditions.allSatisfy({ requirement in
                receiver.map { requirementSpecificity(requirement, receiver: $0, open: Set(variant.genericParameters.map(\.name))) != nil } ?? false
            }) {
                return (variant, info)
            }
        }
        return nil
    }

    /// The protocol extensions' versions of `name`, each with its own `where` clause.
    private func variants(of proto: TypeInfo, _ name: String, property: Bool) -> [FunctionDecl] {
        property
            ? (proto.computedVariants[name]?.map(\.getter) ?? proto.computedProperty(name).map { [$0.getter] } ?? [])
            : (proto.methodVariants[name] ?? proto.method(name).map { [$0] } ?? [])
    }

    /// Whether the protocol (or one it refines) requires `name`; for a method called with `labels`, a
    /// requirement with those labels (a trailing closure's missing label fits any last one).
    private func requires(_ proto: TypeInfo, _ name: String, labels: [String?]? = nil) -> Bool {
        if proto.decl.requiredMembers.contains(name) {
            guard let labels, let signatures = proto.decl.requiredMethodLabels[name] else { return true }
            return signatures.contains { parameters in
                parameters.count == labels.count && zip(parameters, labels).enumerated().allSatisfy { index, pair in
                    pair.0 == (pair.1 ?? "_") || pair.1 == nil && index == labels.count - 1
                }
            }
        }
        return proto.conformances.contains { conformance in
            if let refined = proto.protocolLookup?(conformance) { return requires(refined, name, labels: labels) }
            return Self.libraryRequirements[conformance]?.contains(name) ?? false
        }
    }

    /// What the standard library's protocols (and SwiftUI's and Foundation's that scripts refine) require, by
    /// name: a script protocol refining one (`protocol Labeled: CustomStringConvertible`) dispatches these
    /// dynamically, so a conforming type's own `description` wins over the protocol extension's default.
    static let libraryRequirements: [String: Set<String>] = [
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "LosslessStringConvertible": ["description", "init"], "CustomReflectable": ["customMirror"],
        "TextOutputStreamable": ["write"], "Equatable": ["=="], "Hashable": ["==", "hash", "hashValue"],
        "Comparable": ["==", "<", "<=", ">", ">="], "Identifiable": ["id"], "RawRepresentable": ["rawValue", "init"],
        "CaseIterable": ["allCases"], "Sequence": ["makeIterator", "underestimatedCount"], "IteratorProtocol": ["next"],
        "Collection": ["makeIterator", "startIndex", "endIndex", "index", "subscript", "count", "isEmpty"],
        "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"],
        "Encodable": ["encode"], "Decodable": ["init"], "Codable": ["encode", "init"], "View": ["body"],
        "ObservableObject": ["objectWillChange"],
    ]

    /// The protocols a class and its superclasses declare conformance to.
    private func protocolsAdopted(by type: TypeInfo) -> [String] {
        var names: [String] = []
        var current: TypeInfo? = type
        while let info = current {
            names += info.conformances
            current = info.superclass
        }
        return names
    }

    /// The first class up the chain from `type` that declares conformance to `protocolName`.
    private func conformingClass(_ type: TypeInfo, _ protocolName: String) -> TypeInfo? {
        var found: TypeInfo?
        var current: TypeInfo? = type
        while let info = current {
            if info.conformances.contains(protocolName) { found = info }
            current = info.superclass
        }
        return found
    }

    private func hasOwnMethod(_ type: TypeInfo, _ name: String, property: Bool) -> Bool {
        var current: TypeInfo? = type
        while let info = current {
            if property ? info.computed[name] != nil || info.index(ofField: name) != nil : info.methods[name] != nil { return true }
            current = info.superclass
        }
        return false
    }
}

extension Interpreter {
    /// Whether the struct's stored property `name` holds a function value.
    func holdsFunction(_ name: String, _ value: StructValue) -> Bool {
        guard let index = value.type.index(ofField: name), index < value.fields.count else { return false }
        switch value.fields[index].unwrapped ?? value.fields[index] {
        case .closure, .function, .builtin, .boundMethod, .overloads: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// `days.contains(.mon)`, `days.union(.tue)` on an OptionSet that is a Sequence too: SetAlgebra's (the set's member, not
    /// an element test); `contains(where:)` stays the Sequence's.
    func isSetAlgebraCall(_ name: String, _ type: TypeInfo, _ arguments: [Argument]) -> Bool {
        Self.optionSetMethodNames.contains(name) && arguments.count == 1 && arguments[0].label == nil && isOptionSet(type)
    }
}
