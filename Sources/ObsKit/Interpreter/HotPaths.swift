/// Fast paths of the interpreter's hot operations (issue 14). Each one handles a common shape the general
/// code also handles, gives the same result, and says what it saves and which benchmark shows it; anything
/// off its shape falls through to the general code.
extension Interpreter {
    /// `x += step` in a mutating method, `point.x = 3`, `self.value = value` in an init: a write to a stored
    /// property with no wrapper, observer, override or `weak`/`unowned`/`lazy` (see `directField`) of a
    /// struct or object held by a variable. The field is stored into its holder in place; the general path
    /// (`assignMember`, `setField`) copies the struct or the object's field array, changes the copy and
    /// stores it back, so every write copied the whole array while the old one was still held
    /// (bench/structs.swift, bench/classes.swift).
    func storeInPlace(_ value: Value, member name: String, of baseExpr: Expr, _ frame: Frame, _ source: SourceText) throws -> Bool {
        guard name.first != "_", let holder = variableValue(baseExpr, frame) else { return false }
        switch holder {
        case .object(let object):
            guard let (index, stored) = directField(name, of: object.type, current: object.fields, value, bound: object.generics) else { return false }
            _ = exchange(&object.fields[index], with: stored)
            return true
        case .structValue(let structValue):
            let type = structValue.type
            guard let (index, stored) = directField(name, of: type, current: structValue.fields, value, bound: structValue.generics) else { return false }
            if case .global(let slot) = baseExpr.kind, globals.isConstant[slot] { return false }
            var handled = false
            try modify(baseExpr, frame, source) { base in
                guard case .structValue(var inPlace) = base, inPlace.type === type else { return }
                base = .uninitialized
                inPlace.fields[index] = stored
                base = .structValue(inPlace)
                handled = true
            }
            return handled
        default:
            return false
        }
    }

    /// The index of the field `name` and the value to store in it, when `setField` would store `value`
    /// there and do nothing else: no wrapper, observers (`willSet`/`didSet`, an `@Observable` class's),
    /// override, `weak`, `unowned` or `lazy`, and not a `let` that already has its value (an error).
    private func directField(_ name: String, of type: TypeInfo, current fields: [Value], _ value: Value, bound: @autoclosure () -> [TypeRef]) -> (Int, Value)? {
        guard let index = directFieldIndex(name, of: type, current: fields) else { return nil }
        return (index, storedForm(type.fields[index].literalRetyped(value, replacing: fields[index], bound: bound()) ?? value, of: type.fields[index]))
    }

    private func directFieldIndex(_ name: String, of type: TypeInfo, current fields: [Value]) -> Int? {
        guard let index = type.index(ofField: name), !type.isObservableClass,
              type.overriddenFields.isEmpty || !type.overriddenFields.contains(name) else { return nil }
        let field = type.fields[index]
        guard !field.isWrapped, field.observers.isEmpty, !field.isWeak, !field.isUnowned, !field.isLazy,
              !field.isLet || isUninitialized(fields[index]) else { return nil }
        return index
    }

    /// A value as a field stores it (converted, and wrapped when the field is optional), as `setField` does.
    func storedForm(_ value: Value, of field: TypeInfo.StoredField) -> Value {
        let coerced = value.coerced(field.coercion)
        return field.isOptional ? coerced.asOptional : coerced
    }

    /// `total += step % 10`, `index -= 1`: a compound assignment to an `Int` held by a local or a plain global
    /// variable (not a constant, a `weak`, an optional or a bound one), with an `Int` operand. The operand first
    /// (Swift begins the inout access to the variable after it), then the variable's value is changed and stored,
    /// without the general path's checks for dictionaries, fields, subscripts, setters and user operators, none of
    /// which applies (bench/structs.swift, sum.swift). False when the target is not of that shape (nothing has been
    /// evaluated then); an operand that is not an `Int` (`total += money` with a script's `+=`) goes on through
    /// the general path's ending, evaluated once.
    func compoundAssignIntVariable(_ op: BinaryOperator, target: Expr, operand operandExpr: Expr, _ range: SourceRange,
                                   _ frame: Frame, _ source: SourceText) throws -> Bool {
        switch target.kind {
        case .local(let slot):
            guard case .int = frame.read(slot.index) else { return false }
            let operand = try evaluate(operandExpr, frame, source)
            let current = frame.read(slot.index)
            guard case .int = operand, case .int = current else {
                try finishCompoundAssignment(op, target, operandExpr, current, operand, range, frame, source)
                return true
            }
            _ = frame.assign(try apply(op, current, operand, range, source), at: slot.index)
            return true
        case .global(let slot):
            guard slot < globals.values.count, !globals.isConstant[slot], !globals.isOptional[slot],
                  case .int?? = globals.values[slot] else { return false }
            let operand = try evaluate(operandExpr, frame, source)
            guard case .int = operand, case .int(let current)?? = globals.values[slot] else {
                try finishCompoundAssignment(op, target, operandExpr, try evaluate(target, frame, source), operand, range, frame, source)
                return true
            }
            _ = exchange(&globals.values[slot], with: try apply(op, .int(current), operand, range, source))
            return true
        default:
            return false
        }
    }

    /// `x += step` in a mutating method, `copy.y -= 1`: a compound assignment to a plain stored field (see
    /// `directField`) of a struct held by a plain local. The operand is evaluated first (Swift begins the
    /// inout access to the field after it), then the struct is moved out of the local, its field read,
    /// changed and stored, and the struct moved back, its field array uniquely held throughout. The general
    /// path read the field through `evaluate` and `member` (copying the struct) and stored it through
    /// `storeInPlace` (the local looked at again, a closure) (bench/structs.swift). False when the target is
    /// not of that shape (nothing has been evaluated then).
    @inline(never)
    func compoundAssignField(_ op: BinaryOperator, target: Expr, operand operandExpr: Expr, _ range: SourceRange,
                             _ frame: Frame, _ source: SourceText) throws -> Bool {
        guard case .member(let baseExpr, let name) = target.kind, case .local(let slot) = baseExpr.kind, name.first != "_",
              let (type, index) = directStructField(name, inLocal: slot.index, frame) else { return false }
        let operand = try evaluate(operandExpr, frame, source)
        var taken = frame.store(.uninitialized, at: slot.index)
        if case .structValue(var inPlace) = taken, inPlace.type === type, !isUninitialized(inPlace.fields[index]) {
            taken = .uninitialized
            defer { _ = frame.store(.structValue(inPlace), at: slot.index) }
            let changed = try apply(op, inPlace.fields[index], operand, range, source)
            inPlace.fields[index] = storedForm(changed, of: type.fields[index])
            return true
        }
        // The operand changed the variable, or the field has no value yet: the general path, operand in hand.
        _ = frame.store(taken, at: slot.index)
        let current = try evaluate(target, frame, source)
        try assign(try apply(op, current, operand, range, source), to: target, frame, source)
        return true
    }

    /// The type and field index when the local holds (unboxed) a struct whose field `name` is direct.
    private func directStructField(_ name: String, inLocal index: Int, _ frame: Frame) -> (TypeInfo, Int)? {
        guard case .structValue(let held) = frame[index],
              let fieldIndex = directFieldIndex(name, of: held.type, current: held.fields) else { return nil }
        return (held.type, fieldIndex)
    }

    /// What a local, a strong capture or a plain global holds, read as `evaluate` would read it; nil for
    /// anything else (the caller then takes the general path).
    func variableValue(_ expr: Expr, _ frame: Frame) -> Value? {
        switch expr.kind {
        case .local(let slot):
            return frame.read(slot.index)
        case .capture(let index):
            let box = frame.captures[index]
            return box.ownership == .strong ? box.value : nil
        case .global(let slot):
            guard slot < globals.values.count, case let value?? = globals.values[slot] else { return nil }
            return value
        default:
            return nil
        }
    }

    /// `copy.move(by: 2)`, `point.manhattan()`: a script type's own method (one declaration) called on a
    /// variable, the method found once for both shapes.
    /// - A struct's mutating method (no `inout` parameters) is called as Swift calls it, through an inout
    ///   `self`: once the arguments are evaluated the struct is moved out of the variable into the method's
    ///   frame, and `self` as the method leaves it (also when it throws, as Swift's inout does) is moved back.
    ///   The general path (`callMutating`) left a copy in the variable and one in the caller, so the method's
    ///   first write to a field copied the struct's field array (bench/structs.swift), and a copy-on-write
    ///   type's `isKnownUniquelyReferenced` saw its storage shared.
    /// - Any other with plain parameters is called straight away (`callDirect`), as the general path would
    ///   after its checks for library methods, `self.init`, collection defaults, protocol extensions and
    ///   modifiers, none of which applies to it (those checks made a method call cost three times a free
    ///   function's: bench/structs.swift, classes.swift).
    /// Nil when the call is not of that shape. The variable's value is only peeked at, in `ownMethod`'s frame:
    /// no copy of a struct stays alive during a mutating call (its field array would be shared).
    func callOwnMethod(_ name: String, onVariable baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                       _ source: SourceText, expected: TypeRef?) throws -> Value? {
        switch baseExpr.kind {
        case .local(let slot):
            guard let (method, type, isStruct) = ownMethod(name, of: frame[slot.index], arguments) else { return nil }
            guard method.isMutating else {
                return method.hasPlainParameters ? try callDirect(method, receiver: frame[slot.index], arguments, frame, source) : nil
            }
            guard isStruct, !method.parameters.contains(where: \.isInout) else { return nil }
            return try callMutatingMovingSelf(method, type, arguments, range, frame, source, expected: expected,
                                              read: { frame[slot.index] }, take: { frame.store(.uninitialized, at: slot.index) },
                                              put: { _ = frame.store($0, at: slot.index) })
        case .global(let slot):
            guard slot < globals.values.count, let (method, type, isStruct) = ownMethod(name, of: globals.values[slot] ?? .uninitialized, arguments) else {
                return nil
            }
            guard method.isMutating else {
                return method.hasPlainParameters ? try callDirect(method, receiver: globals.values[slot]!, arguments, frame, source) : nil
            }
            guard isStruct, !globals.isConstant[slot], !method.parameters.contains(where: \.isInout) else { return nil }
            return try callMutatingMovingSelf(method, type, arguments, range, frame, source, expected: expected,
                                              read: { self.globals.values[slot] ?? .uninitialized },
                                              take: { exchange(&self.globals.values[slot], with: .uninitialized) ?? .uninitialized },
                                              put: { _ = exchange(&self.globals.values[slot], with: $0) })
        case .member, .subscriptCall:
            return try callMutatingInPlace(name, on: baseExpr, arguments, range, frame, source, expected: expected)
        default:
            return nil
        }
    }

    /// `rows[i].toggle()`, `model.draft.reset()`: a struct's own mutating method on an element or a stored property
    /// of a variable, called through Swift's inout `self`: once the arguments are evaluated, the struct is moved out
    /// of where it is held (`modify`) into the method's frame and back, so no copy of it stays alive during the call
    /// (a copy-on-write type's `isKnownUniquelyReferenced` inside the method sees its storage unshared). Nil when the
    /// base runs code to be read (a computed property, a script's subscript), or the method is not of that shape.
    @inline(never)
    private func callMutatingInPlace(_ name: String, on baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                                     _ source: SourceText, expected: TypeRef?) throws -> Value? {
        // The look at the base reads it as the body would (a view's dependency on an `@AppStorage`): only for a name
        // that may be a struct's mutating method.
        guard mutatingMethodNames.contains(name), Self.isPlace(baseExpr) || Self.isElementOfPlace(baseExpr) else { return nil }
        let found: (FunctionDecl, TypeInfo, isStruct: Bool)?
        do {
            // Peeked at in a scope of its own: the copy read here is gone before the call.
            guard let peeked = try storedValue(baseExpr, frame, source) else { return nil }
            found = ownMethod(name, of: peeked, arguments)
        }
        guard let (method, type, isStruct) = found, isStruct, method.isMutating, !method.parameters.contains(where: \.isInout) else { return nil }
        let bind = { try self.bindArguments(arguments, to: method.parameters, callee: method.name, range, frame, source) }
        let values = method.isProtocolExtensionMember ? try readingArguments(of: method, on: try storedValue(baseExpr, frame, source) ?? .void, bind) : try bind()
        var result = Value.void
        try modify(baseExpr, frame, source) { place in
            // Tested in a scope of its own: a copy of the struct that outlived the test would share its storage. (The
            // arguments, evaluated once, may not have made it another type's value in well-typed code.)
            if case .structValue(let held) = place, held.type === type {} else {
                throw runtimeError("the value changed type before its mutating method '\(name)' could run", range, source)
            }
            var receiver: Value? = exchange(&place, with: .uninitialized)
            // `self` as the method leaves it goes back, also when it throws (Swift's inout).
            var leftSelf: Value?
            defer { if let leftSelf { place = leftSelf } }
            result = try call(method, receiver: receiver.take()!, arguments: values, type: type, expected: expected) { calleeFrame in
                leftSelf = calleeFrame.read(0)
            }.value
        }
        return result
    }

    /// A value's script type's own instance method `name` (one declaration, not `init`), its type, and
    /// whether the value is a struct.
    private func ownMethod(_ name: String, of value: Value, _ arguments: [Argument]) -> (FunctionDecl, TypeInfo, isStruct: Bool)? {
        let type: TypeInfo
        var isStruct = false
        switch value {
        case .structValue(let held): type = held.type; isStruct = true
        case .object(let object): type = object.type
        case .enumCase(let held): type = held.type
        default: return nil
        }
        guard name != "init", overloadedNames.isEmpty || !overloadedNames.contains(name), let method = type.method(name),
              !method.isStatic, !libraryMayFit(name, of: type, arguments) else { return nil }
        if leavesToLibrary(name, method, of: type, arguments) { return nil }
        return (method, type, isStruct)
    }

    /// `shapes[i].area()`: `callOwnMethod` for a receiver that is not a variable, once evaluated (and, where its
    /// declared type is a protocol, once a protocol extension's member is known not to be the one called).
    func callOwnMethod(_ name: String, on base: Value, _ arguments: [Argument], _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard let (method, _, _) = ownMethod(name, of: base, arguments), !method.isMutating, method.hasPlainParameters else { return nil }
        return try callDirect(method, receiver: base, arguments, frame, source)
    }

    /// A struct's mutating method on a variable, `self` moved into the method's frame and back (out of line, so that
    /// `callOwnMethod`'s native frame stays small: see `evaluate`).
    @inline(never)
    private func callMutatingMovingSelf(_ method: FunctionDecl, _ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange,
                                        _ frame: Frame, _ source: SourceText, expected: TypeRef?, read: () -> Value,
                                        take: () -> Value, put: (Value) -> Void) throws -> Value? {
        if let calleeFrame = try directFrame(for: method, arguments, frame, source, receiver: method.isProtocolExtensionMember ? read() : nil) {
            guard case .structValue = read() else { return nil }
            _ = calleeFrame.store(take(), at: 0)
            // `self` goes back however the method ends; the method's frame keeps no copy of it.
            defer {
                let final = calleeFrame.read(0)
                _ = calleeFrame.store(.void, at: 0)
                put(final)
            }
            return try run(method, preparedFrame: calleeFrame).value
        }
        let bind = { try self.bindArguments(arguments, to: method.parameters, callee: method.name, range, frame, source) }
        let values = method.isProtocolExtensionMember ? try readingArguments(of: method, on: read(), bind) : try bind()
        guard case .structValue = read() else { return nil }
        // Moved out of the variable, and out of this box into the call: the closure below must hold no copy
        // of it, or the struct's storage is shared during the call (`isKnownUniquelyReferenced` said false).
        var receiver: Value? = take()
        return try withoutActuallyEscaping(put) { put in
            try call(method, receiver: receiver.take()!, arguments: values, type: type, expected: expected) { calleeFrame in
                put(calleeFrame.read(0))
            }.value
        }
    }

    /// `b.horsepower = 190` with a computed property whose setter mutates the struct held by a variable: the
    /// struct is moved out of the variable for the call, as Swift's inout `self` is, so that in the setter it
    /// is the only holder of its storage (a copy-on-write setter's `isKnownUniquelyReferenced` sees the
    /// object unshared; the general path kept the variable's copy alive and every write cloned). False when
    /// the shape differs: the general path (`assignMember`) handles it.
    func setComputedInPlace(_ name: String, of baseExpr: Expr, _ value: Value, _ frame: Frame) throws -> Bool {
        let read: () -> Value, take: () -> Value, put: (Value) -> Void
        switch baseExpr.kind {
        case .local(let slot):
            (read, take, put) = ({ frame[slot.index] }, { frame.store(.uninitialized, at: slot.index) }, { _ = frame.store($0, at: slot.index) })
        case .global(let slot):
            guard slot < globals.values.count, !globals.isConstant[slot] else { return false }
            (read, take, put) = ({ self.globals.values[slot] ?? .uninitialized },
                                 { exchange(&self.globals.values[slot], with: .uninitialized) ?? .uninitialized },
                                 { _ = exchange(&self.globals.values[slot], with: $0) })
        default:
            return false
        }
        guard let (setter, type) = mutatingComputedSetter(name, of: read()) else { return false }
        let receiver = take()
        _ = try call(setter, receiver: consume receiver, arguments: setterArguments(setter, value), type: type) { calleeFrame in
            put(calleeFrame.read(0))
        }
        return true
    }

    /// The setter of a struct's computed property `name` that changes `self` (not `nonmutating`, not an init
    /// accessor during its type's init), and the struct's type.
    private func mutatingComputedSetter(_ name: String, of value: Value) -> (FunctionDecl, TypeInfo)? {
        guard case .structValue(let held) = value, let computed = held.type.computedProperty(name), held.type.index(ofField: name) == nil,
              let setter = computed.setter, !setter.isNonmutating,
              computed.initAccessor == nil || !initializing.contains(where: { $0 === held.type }) else { return nil }
        return (setter, held.type)
    }

    static func isVariable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .local, .global: return true
        default: return false
        }
    }

    /// The mutating method `name` a struct value has (one declaration, no `inout` parameters), and its type.
    private func plainMutatingMethod(_ name: String, of value: Value) -> (FunctionDecl, TypeInfo)? {
        guard case .structValue(let held) = value, name != "init", overloadedNames.isEmpty || !overloadedNames.contains(name),
              let method = held.type.method(name), method.isMutating, !method.parameters.contains(where: \.isInout) else { return nil }
        return (method, held.type)
    }

    /// `selfHasMember` at a `.selfMemberOrGlobal` site (`abs(x)` in a method: `self.abs` or the global?),
    /// remembered per global slot for the type of `self` it was last asked for, until a type's members
    /// change. Asking walks the type, its superclasses and protocols by name (four or more string-keyed
    /// lookups) on every bare call of a global function inside a member (bench/structs.swift).
    func selfHasMember(_ name: String, global: Int, _ receiver: Value) -> Bool {
        let type: TypeInfo
        switch receiver {
        case .object(let object): type = object.type
        case .structValue(let value): type = value.type
        case .enumCase(let value): type = value.type
        // A closure that captured no `self` (its speculative capture was dropped, `speculativeSelfNeeded`): nothing to
        // look up, on every call of the closure (a ForEach row's builder, bench/run's mount).
        case .void: return false
        default: return selfHasMember(name, receiver)
        }
        if global < selfMemberAnswers.count, let known = selfMemberAnswers[global], known.type == ObjectIdentifier(type),
           known.generation == memberGeneration {
            return known.answer
        }
        let answer = selfHasMember(name, receiver)
        // A view modifier's name also depends on the session's variables: not remembered.
        guard BuiltinModifier.byName[name] == nil else { return answer }
        if global >= selfMemberAnswers.count { selfMemberAnswers += Array(repeating: nil, count: global + 1 - selfMemberAnswers.count) }
        selfMemberAnswers[global] = SelfMemberAnswer(type: ObjectIdentifier(type), generation: memberGeneration, answer: answer)
        return answer
    }
}

extension Interpreter {
    /// A member `self` has from the library (an OptionSet's `contains`, a Sequence's `map`) that a bare name
    /// in a member names when no global has that name; nil when it has none.
    func libraryDefaultMember(_ name: String, of receiver: Value, _ range: SourceRange, _ source: SourceText) -> Value? {
        switch receiver {
        case .object, .structValue, .enumCase: return try? member(name, of: receiver, at: range, source)
        default: return nil
        }
    }
}

/// One remembered answer of `selfHasMember`: for `self` of type `type`, as of `generation`.
struct SelfMemberAnswer {
    let type: ObjectIdentifier
    let generation: Int
    let answer: Bool
}

extension Interpreter {
    /// `counts[word, default: 0] += 1` on a dictionary held by a variable: the key and the operand are
    /// evaluated once each, in that order, the default (an autoclosure) only for a missing key, and the entry is read, changed and stored inside one
    /// in-place access of the dictionary. The general path evaluated the subscript's arguments twice (for
    /// the read and the write), and went through the subscript machinery (argument arrays, a search for a
    /// script subscript) both ways (bench/dicts.swift). False when the shape or the base's value differs
    /// (then nothing has been evaluated).
    @inline(never)
    func updateDictionaryEntry(_ op: BinaryOperator, target: Expr, operand operandExpr: Expr, _ range: SourceRange,
                               _ frame: Frame, _ source: SourceText) throws -> Bool {
        guard case .subscriptCall(let baseExpr, let arguments) = target.kind, arguments.count == 2,
              arguments[0].label == nil, arguments[1].label == "default", holdsPlainDictionary(baseExpr, frame) else { return false }
        let key = try evaluate(arguments[0].value, frame, source)
        let operand = try evaluate(operandExpr, frame, source)
        try modify(baseExpr, frame, source) { base in
            // The default is an autoclosure: evaluated inside the access, only for a missing key.
            guard case .dictionary(var dictionary) = base else {
                // Changed under us (the operand reassigned the variable): the general subscript.
                let fallback = try evaluate(arguments[1].value, frame, source)
                let current = try subscriptGet(base, [key, fallback], range, source)
                return try subscriptSet(&base, [key, fallback], try apply(op, current, operand, range, source), range, source)
            }
            base = .uninitialized
            defer { base = .dictionary(dictionary) }
            // As `subscriptSet` stores it: `dict[k] = v` stores v plainly.
            let current = try dictionary[key] ?? evaluate(arguments[1].value, frame, source)
            // A value of a script's type may have its own compound operator (`static func += (l: inout V, r: V)`).
            dictionary[key] = try (userCompoundResult(op, current, operand) ?? apply(op, current, operand, range, source)).unwrapped
        }
        return true
    }

    /// Whether a local, capture or global holds a dictionary no script subscript of an extension can take.
    private func holdsPlainDictionary(_ expr: Expr, _ frame: Frame) -> Bool {
        guard let held = variableValue(expr, frame), case .dictionary = held else { return false }
        guard let extended = builtinExtension(for: held) else { return true }
        return subscriptCandidates(of: extended, isStatic: false).isEmpty
    }
}

extension Interpreter {
    /// `Node(value: value, next: head)`: a class with no superclass and one initializer it may reach, its own,
    /// designated and not failable, whose parameters the arguments fill one each, labels equal and in order
    /// (`bindsDirectly`). The arguments are evaluated, converted as `bindArguments` converts them, straight
    /// into the initializer's frame; then the object is made and the initializer runs as
    /// `runClassInitializer` runs it. The general path matched the labels twice (choosing the initializer,
    /// then binding) and passed the arguments through an array of `ArgumentValue`s (bench/classes.swift).
    /// Nil when the call is not of that shape (nothing has been evaluated then).
    func constructDirect(_ type: TypeInfo, _ arguments: [Argument], _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard type.kind == .class, type.superclass == nil else { return nil }
        // `AnyBox(source)` of a generic class: the arguments tell what its parameters stand for (`construct`).
        guard type.decl.genericParameters.isEmpty || pendingGenerics?.type === type else { return nil }
        let usable = usableInitializers(of: type)
        guard usable.count == 1, usable[0].1 === type else { return nil }
        let initializer = usable[0].0
        guard !initializer.isFailable, !initializer.isConvenience else { return nil }
        guard let calleeFrame = try directFrame(for: initializer, arguments, frame, source) else { return nil }
        let instance = try makeInstance(type, withDefaults: false)
        guard case .object(let object) = instance else { obsInvariant("a class made no object") }
        initializing.append(type)
        defer { initializing.removeLast() }
        try initializeDefaults(of: type, in: object)
        superInitCalls.append(false)
        defer { superInitCalls.removeLast() }
        _ = calleeFrame.store(instance, at: 0)
        _ = try run(initializer, preparedFrame: calleeFrame)
        try checkInitialized(instance, type, range: initializer.range, source: initializer.source)
        return instance
    }
}

extension Interpreter {
    /// A new frame for `function` with the arguments evaluated straight into it (slot 0 is left for `self`),
    /// converted as `bindArguments` converts them, when they fill its parameters one each, labels equal and
    /// in order (`bindsDirectly`). `bindArguments` matched the labels (an array of ranges), built an array of
    /// `ArgumentValue`s and `call` copied them into the frame (bench/classes.swift, bench/structs.swift).
    /// Nil when the arguments are not of that shape (nothing has been evaluated then).
    /// `receiver`: the method's, for a protocol extension's (`ProtocolMethodArguments`).
    func directFrame(for function: FunctionDecl, _ arguments: [Argument], _ frame: Frame, _ source: SourceText,
                     receiver: Value? = nil) throws -> Frame? {
        guard function.bindsDirectly, arguments.count == function.parameters.count else { return nil }
        for index in arguments.indices where arguments[index].label != function.parameters[index].label { return nil }
        let calleeFrame = Frame.make(size: max(function.frameSize, arguments.count + 1))
        for index in arguments.indices {
            let parameter = function.parameters[index]
            let expr = arguments[index].value
            var made: Value
            if let declared = parameter.type, readsExpectedType(expr) {
                let earlier = (0..<index).map { ArgumentValue(label: nil, value: calleeFrame.read($0 + 1)) }
                let expected = boundGeneric(declared, function.parameters, earlier)
                let read = { try self.evaluate(expr, expecting: expected, frame, source) }
                made = try receiver.map { try readingArguments(of: function, on: $0, read) } ?? read()
            } else {
                made = try evaluate(expr, frame, source)
            }
            made = made.coerced(parameter.coercion)
            _ = calleeFrame.store(parameter.isOptional ? made.asOptional : made, at: index + 1)
        }
        return calleeFrame
    }
}
