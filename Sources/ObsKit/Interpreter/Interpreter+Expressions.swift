/// Thrown by `x?` when `x` is nil, caught by the chain's outermost expression.
struct OptionalChainEnded: Error {}

/// Expressions.
extension Interpreter {
    /// The value of an expression. The common forms are here; the rest are in `evaluateOther`, so that this
    /// function's native frame stays small: a script call nests several `evaluate`s, and a frame that held
    /// every form's temporaries made deep recursion touch ~8 KB of stack per script call (issue 14: call
    /// cost grew with depth; bench/run's calls_at_depth).
    func evaluate(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        switch expr.kind {
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .bool(let value): return .bool(value)
        case .nilLiteral: return .none
        case .local(let slot):
            let value = frame.read(slot.index)
            switch value {
            case .weak, .uninitialized: return try readLocal(value, expr.range, source)
            default: return value
            }
        case .global(let slot):
            if let value = globals.values[slot] {
                switch value {
                case .uninitialized, .weak, .native: break
                default: return value
                }
            }
            return try readGlobal(slot, expr.range, source)
        case .member(let baseExpr, let name):
            if case .declaredAs = baseExpr.kind { return try evaluateTyped(expr, frame, source) }
            return try evaluateMember(name, of: baseExpr, expr.range, frame, source)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, expr.range, frame, source)
        case .subscriptCall(let baseExpr, let arguments):
            return try evaluateSubscript(baseExpr, arguments, expr.range, frame, source)
        case .capture(let index):
            return try readCapture(frame.captures[index], expr.range, source)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, expr.range, frame, source)
        case .ternary(let condition, let then, let otherwise):
            return try evaluate(try truth(condition, frame, source) ? then : otherwise, frame, source)
        case .tryExpr(.plain, let inner):
            return try evaluate(inner, frame, source)
        case .tryExpr, .forceUnwrap, .optionalUnwrap, .optionalChain, .prefix, .consume:
            return try evaluateWrapping(expr, frame, source)
        case .assign:
            return try evaluateAssignment(expr, frame, source)
        case .compoundAssign:
            return try evaluateCompoundAssignment(expr, frame, source)
        default:
            return try evaluateOther(expr, frame, source)
        }
    }

    @inline(never)
    private func evaluateMember(_ name: String, of baseExpr: Expr, _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> Value {
        if declaresMutatingGetters, case .local(let slot) = baseExpr.kind, slot.depth == 0, let (getter, type) = mutatingGetter(name, of: frame[slot.index]) {
            // A `mutating get` on a local struct (`self` in a mutating method): the struct moves into the getter and
            // back, so the getter's `self` is the only copy (`isKnownUniquelyReferenced(&storage)` holds there, as in
            // Swift's in-place access), and what it changed stays.
            let (value, newSelf) = try call(getter, receiver: frame.store(.uninitialized, at: slot.index), arguments: [], type: type)
            _ = frame.store(newSelf, at: slot.index)
            return value
        }
        let base = try evaluate(baseExpr, frame, source)
        let value = try member(name, of: base, at: range, source)
        if pendingSelfStore != nil { try storeChangedSelf(in: baseExpr, frame, source) }
        return value
    }

    /// The `mutating get` of the computed property `name` of a struct value, with the struct's type.
    private func mutatingGetter(_ name: String, of value: Value) -> (FunctionDecl, TypeInfo)? {
        guard case .structValue(let held) = value, held.type.hasMutatingGetters, let getter = held.type.computedGetter(name), getter.isMutating else {
            return nil
        }
        return (getter, held.type)
    }

    @inline(never)
    private func evaluateSubscript(_ baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                                   _ source: SourceText) throws -> Value {
        let base = try evaluate(baseExpr, frame, source)
        if arguments.count == 2, case .dictionary = base, let value = try readWithDefault(base, arguments, frame, source) {
            return value
        }
        var values = try subscriptArguments(arguments, frame, source)
        if literalAdopters, values.count == 1, case .dictionary(let dictionary) = base, let key = dictionary.keys.first,
           let keyType = scriptType(of: key), let literal = Self.literalWritten(arguments[0].value),
           let made = try adoptedLiteral(literal, as: dynamicType(of: key), frame, source), scriptType(of: made) === keyType {
            // `byOwner[2]` where the keys are a script type that adopts the literal's protocol (`Tagged<Tag, Int>`):
            // the literal is a key of that type, as Swift types it by the subscript's parameter.
            values[0].value = made
        }
        let value = try subscriptGet(base, arguments: values, range, source)
        if pendingSelfStore != nil { try storeChangedSelf(in: baseExpr, frame, source) }
        return value
    }

    /// `dict[key, default: make()]`: the default is an autoclosure, evaluated only for a missing key. Out of line,
    /// so that `evaluateSubscript`'s native frame stays small (see `evaluate`).
    @inline(never)
    private func readWithDefault(_ base: Value, _ arguments: [Argument], _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard case .dictionary(let dictionary) = base, arguments[0].label == nil, arguments[1].label == "default",
              builtinExtension(for: base).map({ subscriptCandidates(of: $0, isStatic: false).isEmpty }) ?? true else { return nil }
        let key = try evaluate(arguments[0].value, frame, source)
        return try dictionary[key] ?? evaluate(arguments[1].value, frame, source)
    }

    /// A local that is weak or has no value yet.
    @inline(never)
    private func readLocal(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if case .weak(let reference) = value { return reference.object.map { .optional(.object($0)) } ?? Value.none }
        throw runtimeError("variable used before being initialized", range, source)
    }

    /// A global read: also a weak one, one with no value yet, a bound variable (`:bind`) and a top-level
    /// `async let`.
    @inline(never)
    private func readGlobal(_ slot: Int, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let value = globals.values[slot] else {
            throw unknownName(globals.names[slot], range, source)
        }
        if case .uninitialized = value {
            throw runtimeError("variable '\(globals.names[slot])' used before being initialized", range, source)
        }
        if case .weak(let reference) = value { return reference.object.map { .optional(.object($0)) } ?? Value.none }
        if case .native(let object) = value {
            if let bound = object as? BoundVariable { return try read(bound.binding, range, source) }
            // A top-level `async let`: reading it awaits the child task.
            if let child = object as? AsyncLetTask { return try child.awaitValue(self, range, source) }
        }
        return value
    }

    /// `target = value` (out of line, as `evaluateOther`'s forms are: see `evaluate`).
    @inline(never)
    private func evaluateAssignment(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        guard case .assign(let target, let valueExpr) = expr.kind else { obsInvariant("evaluateAssignment takes an assignment") }
        if case .optionalChain = target.kind { return try assignThroughChain(target, valueExpr, frame, source) }
        if case .subscriptCall = target.kind, Self.hasComputedIndex(target) {
            try assignThroughSubscript(target, valueExpr, frame, source)
            return .void
        }
        var value = try evaluate(valueExpr, frame, source)
        if case .symbol = value, Self.isImplicitMember(valueExpr) { value = try implicitMemberForTarget(valueExpr, target, value, frame, source) }
        if literalAdopters, valueExpr.isLiteral, let adopted = try literalForProperty(valueExpr, target, frame, source) { value = adopted }
        if case .discard = target.kind { return .void }
        plainAssignment = true
        defer { plainAssignment = false }
        try assign(value, to: target, frame, source)
        return .void
    }

    /// `position = .zero` where `position`'s type was inferred from its initial value (`= CGSize.zero`), so nothing
    /// named it to read the member against: the member of the type the target holds now, when that is a script's
    /// (or the library's Swift-written) type; the symbol as it was otherwise.
    @inline(never)
    private func implicitMemberForTarget(_ valueExpr: Expr, _ target: Expr, _ value: Value, _ frame: Frame, _ source: SourceText) throws -> Value {
        guard let current = try? evaluate(target, frame, source), let type = scriptType(of: current.unwrapped ?? current) else { return value }
        return (try? evaluate(valueExpr, expecting: .named(type.name, []), frame, source)) ?? value
    }

    /// `target op= value`.
    @inline(never)
    private func evaluateCompoundAssignment(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        guard case .compoundAssign(let op, let target, let valueExpr) = expr.kind else {
            obsInvariant("evaluateCompoundAssignment takes a compound assignment")
        }
        let range = expr.range
        if try compoundAssignIntVariable(op, target: target, operand: valueExpr, range, frame, source) { return .void }
        if case .optionalChain(let inner) = target.kind {
            // `self?.count += 1`: nothing happens when the chain meets nil.
            if Self.hasComputedIndex(inner) {
                do {
                    try probeChain(inner, frame, source)
                    try compoundAssignThroughSubscript(op, inner, valueExpr, range, frame, source)
                } catch is OptionalChainEnded {}
                return .void
            }
            do {
                let current = try evaluate(inner, frame, source)
                let operand = try evaluate(valueExpr, frame, source)
                // `bank.primary?.balance *= 7` with `static func *= (a: inout Money, factor: Int)`.
                if try userCompoundOperator(op, current, operand, inner, valueExpr, frame, source) { return .void }
                try assign(try apply(op, current, operand, range, source), to: inner, frame, source)
            } catch is OptionalChainEnded {}
            return .void
        }
        if op == .add, case .string = valueExpr.kind {
            // `text += "ab"` appends in place (the string's buffer stays uniquely held: issue 14), as
            // String's `+=` does; the operand is evaluated first, as Swift begins an inout access after it.
            let operand = try evaluate(valueExpr, frame, source)
            try modify(target, frame, source) { value in
                guard case .string(var text) = value, case .string(let suffix) = operand else {
                    value = try apply(op, value, operand, range, source)
                    return
                }
                value = .uninitialized
                text += suffix
                value = .string(text)
            }
            return .void
        }
        if try updateDictionaryEntry(op, target: target, operand: valueExpr, range, frame, source)
            || compoundAssignField(op, target: target, operand: valueExpr, range, frame, source) { return .void }
        if Self.hasComputedIndex(target) {
            try compoundAssignThroughSubscript(op, target, valueExpr, range, frame, source)
            return .void
        }
        var operandFirst: Value?
        if case .member(_, let name) = target.kind, nonmutatingSetterNames.contains(name) {
            // `holder.ref.wrapped += 1` with a `nonmutating set`: read, then set through a base only read (assignMember).
            let current = try evaluate(target, frame, source)
            let operand = try evaluate(valueExpr, frame, source)
            if try userCompoundOperator(op, current, operand, target, valueExpr, frame, source) { return .void }
            try assign(try apply(op, current, operand, range, source), to: target, frame, source)
            return .void
        }
        if case .member(let baseExpr, _) = target.kind, Self.isPlace(baseExpr), try storedValue(baseExpr, frame, source) == nil {
            // A computed property on the way: the right-hand side first, then one access, as Swift orders them.
            let operand = try evaluate(valueExpr, frame, source)
            if try compoundAssignInOneAccess(op, target, operand, range, frame, source) { return .void }
            operandFirst = operand
        }
        if operandFirst == nil, Self.isPlace(target) || { if case .selfMemberOrGlobal = target.kind { true } else { false } }() {
            // `x += f()` where `f` changes `x`: Swift evaluates the right-hand side before the inout access to the
            // variable begins, so the value changed is the one `f` left (swiftc 6.3.1 prints 105 for `x = 1`,
            // `f` setting 100 and returning 5).
            operandFirst = try evaluate(valueExpr, frame, source)
        }
        let current = try evaluate(target, frame, source)
        try finishCompoundAssignment(op, target, valueExpr, current, try operandFirst ?? evaluate(valueExpr, frame, source), range, frame, source)
        return .void
    }

    /// The end of `target op= value` once both sides are read: a script's own operator, or the library's
    /// applied and stored.
    func finishCompoundAssignment(_ op: BinaryOperator, _ target: Expr, _ valueExpr: Expr, _ current: Value, _ operand: Value,
                                  _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws {
        var operand = operand
        if case .symbol = operand, Self.isImplicitMember(valueExpr), let type = scriptType(of: current) {
            // `angle += .degrees(90)`: the member is the target's type's, as the operator's parameter types it.
            operand = (try? evaluate(valueExpr, expecting: .named(type.name, []), frame, source)) ?? operand
        }
        if try userCompoundOperator(op, current, operand, target, valueExpr, frame, source) { return }
        if literalAdopters {
            // `wallet - 1` with `Money: ExpressibleByIntegerLiteral`: the literal is a Money.
            var values = [current, operand]
            try adoptLiteralOperand([target, valueExpr], &values, frame, source)
            operand = values[1]
        }
        try assign(try apply(op, current, operand, range, source), to: target, frame, source)
    }

    /// The forms that wrap one operand (`try`, `!`, `?`, prefix operators, `consume`), apart from the
    /// larger ones, so that a recursive call inside them keeps a small frame.
    @inline(never)
    private func evaluateWrapping(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        switch expr.kind {
        case .prefix(let op, let operand):
            let value = try evaluate(operand, frame, source)
            if scriptType(of: value) != nil { return try callOperator(op, .prefix, [operand], expr.range, frame, source, values: [value]) }
            return try prefix(op, value, expr.range, source)
        case .consume(let inner):
            let value = try evaluate(inner, frame, source)
            consumeVariable(inner, frame)
            return value
        case .forceUnwrap(let inner):
            guard let value = try evaluate(inner, frame, source).unwrapped else {
                throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", expr.range, source)
            }
            return value
        case .optionalUnwrap(let inner):
            guard let value = try evaluate(inner, frame, source).unwrapped else { throw OptionalChainEnded() }
            return value
        case .optionalChain(let inner):
            do {
                let value = try evaluate(inner, frame, source)
                if case .void = value { return .void }
                return value.asOptional
            } catch is OptionalChainEnded {
                return .none
            }
        case .tryExpr(let kind, let inner):
            switch kind {
            case .plain:
                return try evaluate(inner, frame, source)
            case .optional:
                do {
                    let value = try evaluate(inner, frame, source)
                    if case .void = value { return .optional(.void) }
                    return value.asOptional
                } catch is ScriptError {
                    return .none
                }
            case .force:
                do {
                    return try evaluate(inner, frame, source)
                } catch let thrown as ScriptError {
                    throw runtimeError("Fatal error: 'try!' expression unexpectedly raised an error: \(debugDescribe(thrown.value))", expr.range, source)
                }
            }
        default:
            obsInvariant("evaluateWrapping takes wrapping forms only")
        }
    }

    /// The less common forms of expression (see `evaluate`).
    @inline(never)
    private func evaluateOther(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        switch expr.kind {
        case .int, .double, .bool, .nilLiteral, .local, .global, .member, .call, .subscriptCall, .capture, .binary, .ternary,
             .tryExpr, .forceUnwrap, .optionalUnwrap, .optionalChain, .prefix, .consume, .assign, .compoundAssign:
            return try evaluate(expr, frame, source)
        case .string(let parts):
            if let custom = builtinExtensions["DefaultStringInterpolation"], custom.method("appendInterpolation") != nil {
                return try interpolate(parts, through: custom, expr.range, frame, source)
            }
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal): text += literal
                case .expr(let inner): text += describe(try evaluate(inner, frame, source))
                case .call(let arguments):
                    if let localized = try localizedInterpolation(arguments, expr.range, frame, source) {
                        text += localized
                        continue
                    }
                    let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
                    throw runtimeError("no 'appendInterpolation(\(labels))' in DefaultStringInterpolation; declare it in 'extension DefaultStringInterpolation'", expr.range, source)
                }
            }
            if text.utf8.count >= 1 << 20 { try checkStringAllocation(utf8Count: text.utf8.count, expr.range, source) }
            try throwDeferredError()
            return .string(text)
        case .name(let name):
            obsInvariant("unresolved name '\(name)' reached the evaluator")
        case .implicitMember(let name):
            return implicitMember(name)
        case .superRef:
            obsInvariant("'super' reached the evaluator unresolved")
        case .superSubscript(let receiverExpr, let owner, let arguments):
            guard case .type(let ownerType)? = globals.values[owner] else { obsInvariant("'super' outside of a type") }
            let receiver = try evaluate(receiverExpr, frame, source)
            return try superSubscript(receiver, owner: ownerType, try subscriptArguments(arguments, frame, source), expr.range, source)
        case .superMember(let receiverExpr, let owner, let name):
            guard case .type(let ownerType)? = globals.values[owner], let parent = ownerType.superclass else {
                throw runtimeError("'super' members cannot be referenced in a root class", expr.range, source)
            }
            let receiver = try evaluate(receiverExpr, frame, source)
            if case .object(let object) = receiver, parent.index(ofField: name) != nil, !parent.overriddenFields.contains(name) {
                // The superclass's stored property itself, whatever a subclass overrides it with.
                return try instanceMember(name, type: parent, fields: object.fields, receiver: receiver, owner: object, expr.range, source)
                    ?? Value.void
            }
            let isMetatype = if case .type = receiver { true } else { typeRef(ofMetatype: receiver) != nil }
            if isMetatype {
                // In a class member: the superclass's class property or method, on this class (a generic class's
                // metatype too, `Sorted<Int>`).
                if let computed = parent.staticComputedProperty(name) {
                    return try call(computed.getter, receiver: receiver, arguments: [], type: parent).value
                }
                if let method = parent.staticMethod(name) { return .boundMethod(BoundMethod(receiver: receiver, function: method, type: parent)) }
            }
            if let computed = parent.computedProperty(name) {
                return try call(computed.getter, receiver: receiver, arguments: [], type: parent).value
            }
            if let method = parent.method(name) { return .boundMethod(BoundMethod(receiver: receiver, function: method, type: parent)) }
            return try member(name, of: receiver, at: expr.range, source)
        case .selfMemberOrGlobal(let receiverExpr, let name, let global):
            if let receiver = peek(receiverExpr, frame), selfHasMember(name, global: global, receiver) {
                let value = try member(name, of: receiver, at: expr.range, source)
                if pendingSelfStore != nil { try storeChangedSelf(in: receiverExpr, frame, source) }
                return value
            }
            if globals.values[global] == nil, let receiver = peek(receiverExpr, frame),
               let inherited = libraryDefaultMember(name, of: receiver, expr.range, source) {
                return inherited
            }
            return try evaluate(Expr(.global(global), expr.range), frame, source)
        case .closure(let decl):
            return .closure(try makeClosure(decl, frame, source))
        case .customOperator(let name, let fixity, let operands):
            return try callOperator(name, fixity, operands, expr.range, frame, source)
        case .reversedCollection(let baseExpr):
            let base = try evaluate(baseExpr, frame, source)
            return try CollectionAdapterValue.reversed(base, self, expr.range, source) ?? callMethod("reversed", on: base, [], expr.range, source)
        case .array(let elements):
            if elements.count > 1, elements.contains(where: Self.isImplicitMember), let typed = try arrayWithImplicitMembers(elements, frame, source) {
                return typed
            }
            var values = try elements.map { try evaluate($0, frame, source) }
            if values.count > 1 {
                Self.typeIntegerLiterals(&values, elements)
                Self.shareGenericArguments(&values)
                if literalAdopters { try adoptLiteralElements(&values, elements, frame, source) }
            }
            return .array(values)
        case .dictionary(let pairs):
            var dictionary = OrderedDictionary()
            for pair in pairs { dictionary[try evaluate(pair.key, frame, source)] = try evaluate(pair.value, frame, source) }
            return .dictionary(dictionary)
        case .tuple(let elements):
            if elements.isEmpty { return .void }
            return .tuple(TupleValue(elements: try elements.map { try evaluate($0.value, frame, source) }, labels: elements.map(\.label)))
        case .discard:
            throw runtimeError("'_' can only appear on the left of an assignment", expr.range, source)
        case .typeCheck, .typeCast, .typeValue, .typeParameter, .instanceTypeParameter, .selfType, .typed, .branches, .declaredAs, .functionReference,
             .accessorVariable, .genericParameter, .genericTypeOf:
            return try evaluateTyped(expr, frame, source)
        case .inoutArgument:
            throw ObsDiagnostic(.unsupported, "'&' except as an argument of an 'inout' parameter or a library function such as 'store(in:)'",
                                at: SourceLocation(source: source, range: expr.range))
        case .keyPath(let root, let components):
            return .keyPath(KeyPathValue(rootTypeName: root, components: components))
        case .keyPathWithArguments(let path, let lists):
            guard case .keyPath(let root, var components) = path.kind else { obsInvariant("a key path's arguments without its path") }
            for index in components.indices {
                guard case .subscriptArguments(let position) = components[index] else { continue }
                let values = try lists[position].map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
                components[index] = .subscriptValues(KeyPathSubscriptArguments(values))
            }
            return .keyPath(KeyPathValue(rootTypeName: root, components: components))
        case .oneSidedRange(let op, let lowerExpr, let upperExpr):
            let lower = try lowerExpr.map { try evaluate($0, frame, source) }
            let upper = try upperExpr.map { try evaluate($0, frame, source) }
            return .native(RangeValue(lower: lower, upper: upper, closed: op == .closedRange))
        case .callerLiteral(let name):
            // Outside a default argument's position it is the place itself (bindArguments passes the caller's).
            return callerLiteral(name, at: expr.range, frame, source)
        case .asyncSequence(let inner):
            return .native(AsyncIteration(sequence: try evaluate(inner, frame, source)))
        case .packElement, .packExpansion, .expandedTuple, .expandedCall:
            return try evaluatePackForm(expr, frame, source)
        case .operatorReference(let op):
            return .builtin(BuiltinFunction(op.rawValue) { interpreter, arguments, range, source in
                // `let negate: (Int) -> Int = (-)`: the prefix operator of that name, given one operand.
                if arguments.count == 1, op == .subtract || op == .add { return try interpreter.prefix(op.rawValue, arguments[0].value, range, source) }
                guard arguments.count == 2 else { throw interpreter.runtimeError("operator '\(op.rawValue)' takes two operands", range, source) }
                return try interpreter.apply(op, arguments[0].value, arguments[1].value, range, source)
            })
        case .customOperatorReference(let name):
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let values = arguments.map(\.value)
                let frame = Frame.make(size: values.count)
                var operands: [Expr] = []
                for (index, value) in values.enumerated() {
                    _ = frame.store(value, at: index)
                    operands.append(Expr(.local(Slot(depth: 0, index: index)), range))
                }
                let fixity: OperatorFixity = values.count == 2 ? .infix : .prefix
                return try interpreter.callOperator(name, fixity, operands, range, frame, source, values: values)
            })
        }
    }

    /// `#function`, `#line`... of a call at `range` in `source` (the value a default argument takes).
    func callerLiteral(_ name: String, at range: SourceRange, _ frame: Frame, _ source: SourceText) -> Value {
        switch name {
        case "isolation":
            // `#isolation` (SE-0420): the actor the code at the place runs on, an `(any Actor)?`. An actor's method finds
            // its actor as the frame's `self`.
            switch EnclosingDeclaration.isolation(in: source, at: range.start) {
            case .mainActor: return .native(MainActorNamespace.shared)
            case .actorSelf:
                if frame.count > 0, case .object(let object) = frame.read(0), object.type.decl.isActor { return frame.read(0) }
                return .none
            case .none: return .none
            }
        case "function": return .string(EnclosingDeclaration.functionName(in: source, at: range.start))
        case "line": return .int(source.firstLine + range.line - 1)
        case "column": return .int(range.column)
        default: return .string(Lowering.fileLiteral(name, fileName: source.fileName))
        }
    }

    func implicitMember(_ name: String, forCall: Bool = false, arguments: [Argument]? = nil) -> Value {
        var found: TypeInfo?, constructorOnly: TypeInfo?
        // Where several enums have a case `name` with associated values and nothing says which, the one whose
        // associated values the call's arguments fit (`.node($1, next: $0)` beside another enum's `node(Int, Int, Int)`).
        var fitted = false
        for value in globals.values {
            guard case .type(let type)? = value else { continue }
            guard type.kind != .protocol else {
                // `.dark` for a generic `T: Theme`: the member of Theme's extension `where Self == Dark` (SE-0299).
                if let value = try? protocolStaticMember(name, of: type, forCall: forCall, .synthesized, type.source) { return value }
                continue
            }
            // A call (`.system(size: 14)`) is no case without associated values: that is the library's member.
            // Named without a call, a case with associated values is its constructor, a function: chosen only when
            // no type has a plain case or static member of that name (`r ~= .medium` beside `case medium(Int)`).
            let cases = type.cases.filter { $0.name == name }
            if cases.contains(where: { forCall != $0.associatedTypes.isEmpty }) {
                // The last declared that fits (a script's type after the library's `Result.success`), as without arguments.
                let fits = arguments.map { arguments in
                    let labels = cases.first?.associated ?? []
                    return labels.count == arguments.count && zip(labels, arguments).allSatisfy { $0 == $1.label }
                } ?? false
                if fits { (found, fitted) = (type, true) } else if !fitted { found = type }
            } else if !forCall, !cases.isEmpty {
                constructorOnly = type
            } else if type.staticDeclarations[name] != nil || type.moduleName == "main" && (type.staticMethods[name] != nil || type.staticComputed[name] != nil) {
                // A prelude type's static methods (`Alert.Button.cancel()`) only where the context names the type,
                // so `Button(role: .cancel)` stays the role; its static constants (`.placeholder`) are found.
                found = type
            }
        }
        found = found ?? constructorOnly
        // Static members scripts added to library types (`extension Notification.Name { static let saved }`).
        if found == nil {
            // `.pill` for `.buttonStyle(...)`: a member of `extension ButtonStyle where Self == Pill` (SE-0299).
            // In the order of the extended types' names, not the table's (which changes from run to run): where
            // several have the member and the context names none, the same one each time.
            let extended = builtinExtensions.sorted { $0.key < $1.key }
            for (protocolName, extended) in extended where Self.swiftUIProtocols.contains(protocolName) {
                if let value = try? protocolStaticMember(name, of: extended, forCall: forCall, .synthesized, extended.source) { return value }
            }
            found = extended.first { $0.value.staticDeclarations[name] != nil || $0.value.staticComputed[name] != nil }?.value
        }
        guard let found, let value = try? staticMember(name, of: found, .synthesized, found.source) else {
            return Builtins.durationMember(name) ?? implicitLibraryMembers[name] ?? .symbol(name)
        }
        return value
    }

    /// Makes a closure value: captured locals move into boxes shared with this frame; capture-list
    /// entries are evaluated now (`[weak self]` holds the object weakly).
    func makeClosure(_ decl: ClosureDecl, _ frame: Frame, _ source: SourceText) throws -> Closure {
        var boxes: [CaptureBox] = []
        boxes.reserveCapacity(decl.captures.count)
        for capture in decl.captures {
            switch capture {
            case .local(let index): boxes.append(frame.box(at: index))
            case .capture(let index): boxes.append(frame.captures[index])
            case .explicit(_, let ownership, let value):
                boxes.append(CaptureBox(try evaluate(value, frame, source), ownership: ownership))
            }
        }
        for position in decl.speculativeCaptures where !speculativeSelfNeeded(decl, boxes[position].value) {
            // `self` captured only in case a bare name is its member: not captured when none is (Swift captures
            // `self` for a member the closure uses, so `{ print("done") }` in a body keeps no view alive).
            boxes[position] = CaptureBox(.void)
        }
        let closure = Closure(decl: decl, captures: boxes)
        if decl.resultBuilder != nil { closure.resultBuilder = resultBuilder(named: decl.resultBuilder) }
        return closure
    }

    /// Whether a closure's speculative capture of `self` (a struct or enum value) is needed: some bare name in it
    /// is a member of `self`, a view modifier, or no global (then `self` may have it from the library).
    private func speculativeSelfNeeded(_ decl: ClosureDecl, _ receiver: Value) -> Bool {
        let type: TypeInfo
        switch receiver {
        case .structValue(let value): type = value.type
        case .enumCase(let value): type = value.type
        default: return true
        }
        if let known = decl.speculativeAnswer, known.type == ObjectIdentifier(type), known.generation == memberGeneration { return known.needed }
        let needed = decl.speculativeMembers.contains { name in
            BuiltinModifier.byName[name] != nil || globals.value(named: name) == nil || selfHasMember(name, receiver)
        }
        decl.speculativeAnswer = (ObjectIdentifier(type), memberGeneration, needed)
        return needed
    }

    @inline(never)
    func readCapture(_ box: CaptureBox, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .weak(let reference) = box.value else { return box.value }
        switch box.ownership {
        case .weak, .strong:
            return reference.object.map { .optional(.object($0)) } ?? Value.none
        case .unowned:
            guard let object = reference.object else {
                if reference.heldNothing { return Value.none }
                throw runtimeError("Fatal error: Attempted to read an unowned reference but object was already deallocated", range, source)
            }
            return .object(object)
        }
    }

    /// The value of `self` for an implicit member, or nil where there is none yet (a failed `guard let self`).
    func peek(_ receiver: Expr, _ frame: Frame) -> Value? {
        let value: Value
        switch receiver.kind {
        case .local(let slot): value = frame.read(slot.index)
        case .capture(let index): value = frame.captures[index].value
        // The extended type, for a static initializer in an extension (Resolver: `static let a = make("a")`).
        case .global(let slot):
            guard slot < globals.values.count, case .type(let type)? = globals.values[slot] else { return nil }
            value = .type(type)
        default: return nil
        }
        switch value {
        case .uninitialized, .none: return nil
        case .weak(let reference): return reference.object.map { .object($0) }
        case .optional(let wrapped): return wrapped
        default: return value
        }
    }

    func scriptType(of value: Value) -> TypeInfo? {
        switch value.unwrapped ?? Value.none {
        case .structValue(let structValue): return structValue.type
        case .enumCase(let enumValue): return enumValue.type
        case .object(let object): return object.type
        default: return nil
        }
    }

    /// Swift's runtime spelling of a type (`Swift.Int`, `main.Point`), as in its cast failures.
    func qualifiedTypeName(_ value: Value) -> String {
        if let type = scriptType(of: value) { return qualifiedName(of: type) }
        return qualifiedTypeName(value.typeName)
    }

    /// A script type's name with its module (`main.Deck.Card`); a type nested in an extension of a library
    /// type is named as Swift does, after the extension (`(extension in main):Swift.Int.Parity`).
    func qualifiedName(of type: TypeInfo) -> String {
        if let outer = type.name.split(separator: ".").first.map(String.init), outer != type.name, scriptType(named: outer) == nil,
           qualifiedTypeName(outer).hasPrefix("Swift.") {
            return "(extension in \(type.moduleName)):Swift.\(type.name)"
        }
        return "\(type.moduleName).\(type.name)"
    }

    func qualifiedTypeName(_ name: String) -> String {
        if case .type(let type)? = globalValue(name) { return qualifiedName(of: type) }
        return ["Int", "Double", "String", "Bool", "Character", "Float"].contains(name) || Coercion.integerTypeNames.contains(name)
            ? "Swift." + name : name
    }
}
