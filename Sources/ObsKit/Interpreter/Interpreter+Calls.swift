/// Calls: script functions and methods, closures, initializers, built-ins; argument matching by label.
extension Interpreter {
    struct ArgumentValue {
        var label: String?
        var value: Value
        /// For an `inout` parameter: the caller's variable, written back when the call returns.
        var inoutTarget: Expr?

        /// For an `&x` argument to a library function: changes `x` in place (through `Interpreter.modify`).
        var modify: ((_ body: (inout Value) throws -> Void) throws -> Void)?

        init(label: String?, value: Value, inoutTarget: Expr? = nil,
             modify: ((_ body: (inout Value) throws -> Void) throws -> Void)? = nil) {
            self.label = label
            self.value = value
            self.inoutTarget = inoutTarget
            self.modify = modify
        }
    }

    func evaluateCall(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                      _ frame: Frame, _ source: SourceText) throws -> Value {
        switch callee.kind {
        case .member(let baseExpr, let name):
            return try callMember(name, on: baseExpr, arguments, range, frame, source)
        case .superMember(let receiver, let owner, let name):
            return try callSuper(name, receiver: receiver, owner: owner, arguments, range, frame, source)
        case .selfMemberOrGlobal(let receiver, let name, let global):
            if let value = peek(receiver, frame), selfHasMember(name, value) {
                return try callMember(name, on: receiver, arguments, range, frame, source)
            }
            return try callValue(try evaluate(Expr(.global(global), callee.range), frame, source), arguments, range, frame, source)
        case .implicitMember(let name):
            // `.number(3)`, `.init(...)`: the member of the one declared type that has it.
            return try callValue(implicitMember(name), arguments, range, frame, source)
        default:
            break
        }
        let function = try evaluate(callee, frame, source)
        return try callValue(function, arguments, range, frame, source)
    }

    /// Calls a value with argument expressions still unevaluated, so `@autoclosure` parameters can wrap theirs.
    func callValue(_ function: Value, _ arguments: [Argument], _ range: SourceRange,
                   _ frame: Frame, _ source: SourceText) throws -> Value {
        switch function {
        case .type(let type):
            return try construct(type, arguments, range, frame, source)
        case .function(let decl):
            if let result = try callDirect(decl, receiver: .void, arguments, frame, source) { return result }
            let values = try bindArguments(arguments, to: decl.parameters, callee: decl.name, range, frame, source)
            return try callBound(decl, receiver: .void, arguments: values, type: nil, frame, source).value
        case .boundMethod(let bound):
            let values = try bindArguments(arguments, to: bound.function.parameters, callee: bound.function.name, range, frame, source)
            return try callBound(bound.function, receiver: bound.receiver, arguments: values, type: bound.type, frame, source).value
        case .builtin(let builtin):
            let values = try arguments.map { argument -> ArgumentValue in
                if let label = argument.label, builtin.autoclosureLabels.contains(label) {
                    return ArgumentValue(label: label, value: .autoclosure(AutoClosure(expr: argument.value, frame: frame, source: source)))
                }
                if case .inoutArgument(let target) = argument.value.kind {
                    return ArgumentValue(label: argument.label, value: try evaluate(target, frame, source)) { body in
                        try self.modify(target, frame, source, body)
                    }
                }
                return ArgumentValue(label: argument.label, value: try evaluate(argument.value, frame, source))
            }
            return try builtin.body(self, values, range, source)
        case .native(let callable as NativeCallable):
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            return try callable.call(values, interpreter: self, range: range, source: source)
        case .builtinType, .array, .dictionary:
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            return try constructLibraryValue(function, values, range, source)
        case .symbol(let name):
            throw runtimeError("cannot infer the type of '.\(name)(...)' here (ObsREPL checks no types); write the type, as in 'Card.\(name)(...)' or 'Card(...)'", range, source)
        default:
            let values = try arguments.map { try evaluate($0.value, frame, source) }
            return try invoke(function, values, range, source)
        }
    }

    /// Calls a function value with evaluated, unlabeled arguments (closures, button actions).
    func invoke(_ function: Value, _ arguments: [Value], _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch function {
        case .closure(let closure):
            let decl = closure.decl
            if stackGuard.isExhausted() { throw stackOverflow(decl.range, decl.source) }
            try countStep(decl.range, decl.source)
            let frame = Frame.make(size: decl.frameSize, captures: closure.captures)
            guard arguments.count == decl.parameters.count else {
                throw runtimeError("closure expects \(decl.parameters.count) argument(s), got \(arguments.count)", range, source)
            }
            for (index, argument) in arguments.enumerated() { _ = frame.store(argument, at: index) }
            if closure.buildsViews { return try build(decl.body, frame, decl.source) }
            if decl.body.count == 1, case .expr(let only) = decl.body[0].kind {
                return try evaluate(only, frame, decl.source)
            }
            if case .returned(let value) = try exec(decl.body, frame, decl.source) { return value }
            return .void
        case .autoclosure:
            return try force(function, range, source)
        case .keyPath(let keyPath):
            guard arguments.count == 1 else { throw runtimeError("a key path takes one argument", range, source) }
            try countStep(range, source)
            return try apply(keyPath, to: arguments[0], range, source)
        case .function(let decl):
            return try call(decl, receiver: .void, arguments: arguments.map { ArgumentValue(label: nil, value: $0) }, type: nil).value
        case .boundMethod(let bound):
            return try call(bound.function, receiver: bound.receiver,
                            arguments: arguments.map { ArgumentValue(label: nil, value: $0) }, type: bound.type).value
        case .builtin(let builtin):
            // A library function handed to a built-in (`xs.map(String.init)`) counts as a call.
            try countStep(range, source)
            return try builtin.body(self, arguments.map { ArgumentValue(label: nil, value: $0) }, range, source)
        default:
            throw runtimeError("cannot call value of non-function type '\(function.typeName)'", range, source)
        }
    }

    /// Calls with arguments from `bindArguments`, then writes `inout` parameters back to the caller's
    /// variables. Returns the result and the final `self` (for mutating methods and struct initializers).
    func callBound(_ function: FunctionDecl, receiver: Value, arguments: [ArgumentValue], type: TypeInfo?,
                   _ callerFrame: Frame, _ source: SourceText) throws -> (value: Value, newSelf: Value) {
        guard arguments.contains(where: { $0.inoutTarget != nil }) else {
            return try call(function, receiver: receiver, arguments: arguments, type: type)
        }
        return try call(function, receiver: receiver, arguments: arguments, type: type) { calleeFrame in
            for (index, argument) in arguments.enumerated() {
                guard let target = argument.inoutTarget else { continue }
                try self.assign(calleeFrame.read(index + 1), to: target, callerFrame, source)
            }
        }
    }

    /// The fast path of a call: when the arguments are exactly the parameters, in order, with plain
    /// parameters (no defaults, `inout`, `@autoclosure`, conversions), they are evaluated straight into
    /// the new frame. Returns nil when the general path is needed.
    func callDirect(_ function: FunctionDecl, receiver: Value, _ arguments: [Argument], _ callerFrame: Frame,
                    _ source: SourceText) throws -> Value? {
        guard function.hasPlainParameters, arguments.count == function.parameters.count else { return nil }
        for (argument, parameter) in zip(arguments, function.parameters) where argument.label != parameter.label {
            return nil
        }
        if stackGuard.isExhausted() { throw stackOverflow(function.range, function.source) }
        try countStep(function.range, function.source)
        let frame = Frame.make(size: max(function.frameSize, arguments.count + 1))
        _ = frame.store(receiver, at: 0)
        for (index, argument) in arguments.enumerated() {
            _ = frame.store(try evaluate(argument.value, callerFrame, source), at: index + 1)
        }
        return try run(function, frame, function.source).value
    }

    /// Runs a script function. Slot 0 of its frame is `self`; parameters follow. Returns the result and
    /// the final `self` (for mutating methods and struct initializers).
    func call(_ function: FunctionDecl, receiver: Value, arguments: [ArgumentValue], type: TypeInfo?,
              writeBack: ((Frame) throws -> Void)? = nil) throws -> (value: Value, newSelf: Value) {
        if stackGuard.isExhausted() { throw stackOverflow(function.range, function.source) }
        try countStep(function.range, function.source)
        let frame = Frame.make(size: max(function.frameSize, arguments.count + 1))
        _ = frame.store(receiver, at: 0)
        for (index, argument) in arguments.enumerated() { _ = frame.store(argument.value, at: index + 1) }
        let source = function.source
        // A struct's init or mutating method is done with `self` once it returns. An autoclosure made in
        // it keeps the frame (`StateObject(wrappedValue: model)` in an init), and Swift lets no escaping
        // closure there capture `self`: let go of it, or the frame, the struct and the thunk hold each other.
        defer { if function.releasesSelfOnReturn, case .structValue = frame.read(0) { _ = frame.store(.void, at: 0) } }
        if let writeBack {
            // Copy-in, copy-out: the final parameter values go back even when the body throws.
            defer { try? writeBack(frame) }
            return try run(function, frame, source)
        }
        return try run(function, frame, source)
    }

    private func run(_ function: FunctionDecl, _ frame: Frame, _ source: SourceText) throws -> (value: Value, newSelf: Value) {
        if function.isViewBuilder {
            return (try build(function.body, frame, source), frame.read(0))
        }
        var result = Value.void
        if function.implicitReturn, case .expr(let only) = function.body[0].kind {
            result = try evaluate(only, frame, source)
        } else if case .returned(let value) = try exec(function.body, frame, source) {
            result = value
        }
        result = result.coerced(function.returnCoercion)
        if function.returnsOptional { result = result.asOptional }
        return (result, frame.read(0))
    }

    func stackOverflow(_ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("Fatal error: stack overflow: calls nested too deeply (runaway recursion?)", range, source)
    }

    /// Matches argument labels to parameters (defaults fill gaps; a trailing closure may fill a labeled
    /// closure parameter) and evaluates them; `@autoclosure` parameters get thunks.
    func bindArguments(_ arguments: [Argument], to parameters: [Parameter], callee: String, _ range: SourceRange,
                       _ frame: Frame, _ source: SourceText) throws -> [ArgumentValue] {
        guard let matched = match(arguments, parameters) else {
            let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
            let want = parameters.map { ($0.label ?? "_") + ":" }.joined()
            throw runtimeError("no match for call to '\(callee)(\(have))'; expected '\(callee)(\(want))'", range, source)
        }
        var values: [ArgumentValue] = []
        for (parameter, argumentIndex) in zip(parameters, matched) {
            guard let argumentIndex else {
                // Defaults are evaluated at the call; they see no locals of the callee. Slot 0 is there, empty:
                // a name in a method's default may be looked up as `self.name` first (fixture 3032).
                guard let defaultValue = parameter.defaultValue else { obsInvariant("matched a parameter without default to nothing") }
                if case .callerLiteral(let name) = defaultValue.kind {
                    values.append(ArgumentValue(label: parameter.label, value: callerLiteral(name, at: range, source)))
                    continue
                }
                values.append(ArgumentValue(label: parameter.label, value: try evaluate(defaultValue, Frame.make(size: 1), source)))
                continue
            }
            let expr = arguments[argumentIndex].value
            if parameter.isInout {
                guard case .inoutArgument(let target) = expr.kind else {
                    throw runtimeError("passing value of type '\(try evaluate(expr, frame, source).typeName)' to parameter '\(parameter.name)' requires explicit '&'", expr.range, source)
                }
                values.append(ArgumentValue(label: parameter.label, value: try evaluate(target, frame, source), inoutTarget: target))
                continue
            }
            var value: Value = parameter.isAutoclosure
                ? .autoclosure(AutoClosure(expr: expr, frame: frame, source: source))
                : try evaluate(expr, frame, source)
            if parameter.isViewBuilder, case .closure(let closure) = value { closure.buildsViews = true }
            value = value.coerced(parameter.coercion)
            if parameter.isOptional { value = value.asOptional }
            values.append(ArgumentValue(label: parameter.label, value: value))
        }
        return values
    }

    /// For each parameter, the index of the argument that fills it (nil: its default), or nil if no match.
    func match(_ arguments: [Argument], _ parameters: [Parameter]) -> [Int?]? {
        var result: [Int?] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count {
                let argument = arguments[next]
                let isTrailingClosure: Bool = {
                    if case .closure = argument.value.kind { return argument.label == nil }
                    return false
                }()
                if argument.label == parameter.label || (isTrailingClosure && parameter.defaultValue == nil) {
                    result.append(next)
                    next += 1
                    continue
                }
            }
            guard parameter.defaultValue != nil else { return nil }
            result.append(nil)
        }
        return next == arguments.count ? result : nil
    }
}
