/// Running a script function once its arguments are bound: the frame, `inout` write-back, the result
/// and the final `self` of mutating methods and initializers.
extension Interpreter {
    /// Calls with arguments from `bindArguments`, then writes `inout` parameters back to the caller's
    /// variables. Returns the result and the final `self` (for mutating methods and struct initializers).
    /// `finalSelf`, when given, receives `self` as the method leaves it, however it ends (a mutating method that
    /// throws keeps what it changed before the throw, as Swift's inout `self` does).
    func callBound(_ function: FunctionDecl, receiver: Value, arguments: [ArgumentValue], type: TypeInfo?,
                   _ callerFrame: Frame, _ source: SourceText, expected: TypeRef? = nil,
                   finalSelf: ((Value) -> Void)? = nil) throws -> (value: Value, newSelf: Value) {
        guard finalSelf != nil || arguments.contains(where: { $0.inoutTarget != nil }) else {
            return try call(function, receiver: receiver, arguments: arguments, type: type, expected: expected)
        }
        return try call(function, receiver: receiver, arguments: arguments, type: type, expected: expected) { calleeFrame in
            finalSelf?(calleeFrame.read(0))
            // The last `inout` access begun ends first, as Swift's do: `both(&t, &u)` runs u's didSet, then t's.
            for (index, argument) in arguments.enumerated().reversed() {
                guard let target = argument.inoutTarget else { continue }
                try self.assign(try argument.finalValue(calleeFrame.read(index + 1)), to: target, callerFrame, source)
            }
        }
    }

    /// The fast path of a call: when the arguments are exactly the parameters, in order, with plain
    /// parameters (no defaults, `inout`, `@autoclosure`, conversions), they are evaluated straight into
    /// the new frame. Returns nil when the general path is needed.
    func callDirect(_ function: FunctionDecl, receiver: Value, _ arguments: [Argument], _ callerFrame: Frame,
                    _ source: SourceText) throws -> Value? {
        guard function.hasPlainParameters, arguments.count == function.parameters.count else { return nil }
        // By index: no copies of the arguments and parameters, only their labels are read. An implicitly unwrapped
        // optional is unwrapped or not by its parameter's type (`bindArguments`).
        for index in arguments.indices where arguments[index].label != function.parameters[index].label || arguments[index].isImplicitlyUnwrapped {
            return nil
        }
        if stackGuard.isExhausted() { throw stackOverflow(function.range, function.source) }
        try countStep(function.range, function.source)
        var frame = framePool.take(size: max(function.frameSize, arguments.count + 1))
        defer { framePool.give(&frame) }
        _ = frame.store(receiver, at: 0)
        for index in arguments.indices {
            let expr = arguments[index].value
            // `.case` reads against the parameter's declared type (a case of that name in another enum is not it).
            if readsExpectedType(expr), let type = function.parameters[index].type {
                _ = frame.store(try evaluateArgument(expr, expecting: type, index, of: function, frame, callerFrame, source), at: index + 1)
                continue
            }
            _ = frame.store(try evaluate(expr, callerFrame, source), at: index + 1)
        }
        return try run(function, frame, function.source).value
    }

    /// Argument `index` of a direct call, read against its parameter's declared type (with the generic
    /// parameters the earlier arguments bound). Out of line: see `evaluate`.
    @inline(never)
    private func evaluateArgument(_ expr: Expr, expecting type: TypeRef, _ index: Int, of function: FunctionDecl, _ frame: Frame,
                                  _ callerFrame: Frame, _ source: SourceText) throws -> Value {
        let earlier = (0..<index).map { ArgumentValue(label: nil, value: frame.read($0 + 1)) }
        let expected = boundGeneric(type, function.parameters, earlier)
        return try readingArguments(of: function, on: frame.read(0)) { try evaluate(expr, expecting: expected, callerFrame, source) }
    }

    /// Runs a script function. Slot 0 of its frame is `self`; parameters follow. Returns the result and
    /// the final `self` (for mutating methods and struct initializers).
    /// `receiver` is consumed into the frame, so a struct moved in (`callMutatingInPlace`) stays uniquely held.
    func call(_ function: FunctionDecl, receiver: consuming Value, arguments: [ArgumentValue], type: TypeInfo?, expected: TypeRef? = nil,
              writeBack: ((Frame) throws -> Void)? = nil) throws -> (value: Value, newSelf: Value) {
        if stackGuard.isExhausted() { throw stackOverflow(function.range, function.source) }
        try countStep(function.range, function.source)
        var frame = framePool.take(size: max(function.frameSize, arguments.count + 1))
        defer { framePool.give(&frame) }
        _ = frame.store(consume receiver, at: 0)
        for index in arguments.indices { _ = frame.store(arguments[index].value, at: index + 1) }
        if function.numberUnification != nil || literalAdopters || !function.ownerGenericParameters.isEmpty || !function.genericSlots.isEmpty
            || function.hasGenericDefaults {
            try prepare(frame, of: function, arguments, type: type, expected: expected)
        }
        // A struct's init or mutating method is done with `self` once it returns. An autoclosure made in
        // it keeps the frame (`StateObject(wrappedValue: model)` in an init), and Swift lets no escaping
        // closure there capture `self`: let go of it, or the frame, the struct and the thunk hold each other.
        defer { if function.releasesSelfOnReturn, case .structValue = frame.read(0) { _ = frame.store(.void, at: 0) } }
        if writeBack == nil, function.optionalGenericResult == nil, function.literalGenericResult == nil {
            return try run(function, frame, function.source)
        }
        return try runAdjusting(function, frame, arguments, expected: expected, writeBack: writeBack)
    }

    /// The conversions a call's frame needs before the body runs: numbers unified, late literals adopted,
    /// generic parameters bound (out of line, so that `call`'s native frame stays small: see `evaluate`).
    @inline(never)
    private func prepare(_ frame: Frame, of function: FunctionDecl, _ arguments: [ArgumentValue], type: TypeInfo?,
                         expected: TypeRef?) throws {
        if let unification = function.numberUnification, arguments.count == function.parameters.count { unification.apply(to: frame) }
        if literalAdopters, arguments.count == function.parameters.count { try adoptLateLiterals(function, frame) }
        if !function.ownerGenericParameters.isEmpty, let type, arguments.count == function.parameters.count {
            convertToBoundGenerics(function, of: type, frame)
        }
        if !function.genericSlots.isEmpty { bindGenericParameters(function, arguments, expected: expected, frame) }
        // A default that reads a generic parameter (the function's or its type's), now that they are bound.
        for (index, argument) in arguments.enumerated() {
            guard let deferred = argument.deferredDefault else { continue }
            _ = frame.store(try evaluate(deferred, frame, function.source), at: index + 1)
        }
    }

    /// Runs a call whose parameters are copied back (`writeBack`) or whose generic result is adjusted.
    @inline(never)
    private func runAdjusting(_ function: FunctionDecl, _ frame: Frame, _ arguments: [ArgumentValue], expected: TypeRef?,
                              writeBack: ((Frame) throws -> Void)?) throws -> (value: Value, newSelf: Value) {
        let source = function.source
        if let writeBack {
            // Copy-in, copy-out: the final parameter values go back even when the body throws.
            defer { try? writeBack(frame) }
            return try run(function, frame, source)
        }
        if let generic = function.optionalGenericResult {
            let (value, newSelf) = try run(function, frame, source)
            return (genericOptionalResult(value, generic, function, arguments), newSelf)
        }
        if let generic = function.literalGenericResult {
            let (value, newSelf) = try run(function, frame, source)
            return (genericLiteralResult(value, generic, function, arguments, expected: expected), newSelf)
        }
        return try run(function, frame, source)
    }

    /// Runs `function` in a frame that already holds `self` and the arguments (the direct paths of HotPaths).
    func run(_ function: FunctionDecl, preparedFrame frame: Frame) throws -> (value: Value, newSelf: Value) {
        if stackGuard.isExhausted() { throw stackOverflow(function.range, function.source) }
        try countStep(function.range, function.source)
        return try run(function, frame, function.source)
    }

    private func run(_ function: FunctionDecl, _ frame: Frame, _ source: SourceText) throws -> (value: Value, newSelf: Value) {
        if function.declaresAsyncLet != false, function.hasAsyncLet {
            return try scheduler.withAsyncLetScope { try runBody(function, frame, source) }
        }
        return try runBody(function, frame, source)
    }

    private func runBody(_ function: FunctionDecl, _ frame: Frame, _ source: SourceText) throws -> (value: Value, newSelf: Value) {
        if function.isViewBuilder {
            return (try build(function.body, frame, source), frame.read(0))
        }
        if function.resultBuilder != nil, let builder = resultBuilder(named: function.resultBuilder) {
            return (try buildResult(function.body, frame, source, with: builder, resultType: function.returnType), frame.read(0))
        }
        var result = Value.void
        // `@DatabaseActor func names() -> [String] { query() }`: an attribute that turned out to be no result
        // builder (a global actor) leaves a one-expression body its implicit return.
        if function.implicitReturn || function.resultBuilder != nil && function.returnType != nil && function.body.count == 1,
           case .expr(let only) = function.body[0].kind {
            result = try evaluate(only, frame, source)
        } else if case .returned(let value) = try exec(function.body, frame, source) {
            result = value
        }
        result = result.coerced(function.returnCoercion)
        if case .none = function.returnCoercion, !function.returnsPlainLibraryType, let declared = function.returnType,
           case .named(let name, let arguments) = declared {
            if arguments.isEmpty, case .int = result, let bound = boundGenericParameter(name, of: function, frame) {
                // `-> T` returning a literal (`m == x ? 0 : x`) where T stands for Double: Swift made the literal a T.
                result = result.coerced(Coercion(bound))
            } else {
                result = specialisedResult(result, declared: declared, function, frame)
            }
        }
        if function.returnsOptional { result = result.asOptional }
        return (result, frame.read(0))
    }

    @inline(never)
    func stackOverflow(_ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("Fatal error: stack overflow: calls nested too deeply (runaway recursion?)", range, source)
    }
}

extension Interpreter {
    /// What the generic parameter `name` stands for in this call of `function`, where it is known: the call's own
    /// binding, or the argument of the receiver's type (`T` of `Stats<Double>`); nil for anything else.
    func boundGenericParameter(_ name: String, of function: FunctionDecl, _ frame: Frame) -> TypeRef? {
        if let slot = function.genericSlots.first(where: { $0.name == name })?.slot, let bound = typeRef(ofMetatype: frame.read(slot)),
           bound.leafNames.allSatisfy(isKnownType) {
            return bound
        }
        return receiversArgument(name, frame)
    }

    /// What the receiver of this frame (`self`, or the metatype of a static member) binds its type's generic
    /// parameter `name` to (`Double` for `T` of a `Stats<Double>`), when that is known.
    func receiversArgument(_ name: String, _ frame: Frame) -> TypeRef? {
        guard frame.count > 0 else { return nil }
        let receiver = frame.read(0)
        // The owner first: most receivers' types are not generic, and their arguments need not be gathered.
        let owner: TypeInfo?
        if case .metatype(.named(let typeName, _)) = receiver { owner = scriptType(named: typeName) } else { owner = scriptType(of: receiver) }
        guard let owner, let index = owner.decl.genericParameters.firstIndex(where: { $0.name == name }) else { return nil }
        let arguments: [TypeRef]
        if case .metatype(.named(_, let given)) = receiver { arguments = given } else { arguments = genericArguments(of: receiver) }
        guard index < arguments.count, arguments[index].leafNames.allSatisfy(isKnownType) else { return nil }
        return arguments[index]
    }
}
