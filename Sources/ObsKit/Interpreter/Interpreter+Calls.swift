/// Calls: script functions and methods, closures, initializers, built-ins; argument matching by label.
extension Interpreter {
    struct ArgumentValue {
        var label: String?
        var value: Value
        /// For an `inout` parameter: the caller's variable, written back when the call returns.
        var inoutTarget: Expr?

        /// For an `&x` argument to a library function: changes `x` in place (through `Interpreter.modify`).
        var modify: ((_ body: (inout Value) throws -> Void) throws -> Void)?
        /// A default that names the callee's generic parameter (`as type: T.Type = T.self`): evaluated in the
        /// callee's frame once the call has bound `T`.
        var deferredDefault: Expr?
        /// The type the front end knows the argument has (a declared variable, `[Double]()`, a cast): what a
        /// generic parameter stands for when the value cannot tell (an empty array, a nil).
        var staticType: TypeRef?
        /// For `&x` passed to a pointer parameter: the memory lent, whose final contents go back to `x`.
        var loan: PointerLoan?

        init(label: String?, value: Value, inoutTarget: Expr? = nil,
             modify: ((_ body: (inout Value) throws -> Void) throws -> Void)? = nil) {
            self.label = label
            self.value = value
            self.inoutTarget = inoutTarget
            self.modify = modify
        }
    }

    /// The methods Optional itself declares (not its wrapped value's): a bare call of one in `extension Optional`.
    static let optionalOwnMethods: Set<String> = ["map", "flatMap", "take"]

    /// A call expression. Only the common path is here (a script function called by name, straight into
    /// `callDirect`); the other forms are out of line, so that this function's native frame stays small
    /// (it is one of the frames every nested script call keeps on the stack: see `evaluate`). Not inlined into
    /// `evaluate`, whose frame would grow by this one's for every expression on the way.
    @inline(never)
    func evaluateCall(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                      _ frame: Frame, _ source: SourceText, expected: TypeRef? = nil) throws -> Value {
        if source.chosenCallees != nil, let result = try callChosenCallee(callee, arguments, range, frame, source, expected: expected) {
            return result
        }
        switch callee.kind {
        case .member(let baseExpr, let name):
            return try callMember(name, on: baseExpr, arguments, range, frame, source, expected: expected)
        case .superMember, .selfMemberOrGlobal, .implicitMember:
            return try callNamedMember(callee, arguments, range, frame, source, expected: expected)
        default:
            break
        }
        let function = try evaluate(callee, frame, source)
        if shadowedFunctions.isEmpty, case .function(let decl) = function,
           let result = try callDirect(decl, receiver: .void, arguments, frame, source) {
            return result
        }
        return try callEvaluatedCallee(function, callee, arguments, range, frame, source, expected: expected)
    }

    @inline(never)
    private func callChosenCallee(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                                  _ frame: Frame, _ source: SourceText, expected: TypeRef?) throws -> Value? {
        guard let chosen = source.chosenCallees?[range.end] else { return nil }
        return try callChosen(chosen, callee, arguments, range, frame, source, expected: expected)
    }

    /// `super.name(...)`, a bare `name(...)` inside a type, `.name(...)`.
    @inline(never)
    private func callNamedMember(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                                 _ frame: Frame, _ source: SourceText, expected: TypeRef?) throws -> Value {
        switch callee.kind {
        case .superMember(let receiver, let owner, let name):
            return try callSuper(name, receiver: receiver, owner: owner, arguments, range, frame, source)
        case .selfMemberOrGlobal(let receiver, let name, let global):
            if let value = peek(receiver, frame), selfHasMember(name, global: global, value)
                || (globals.values[global] == nil && (libraryDefaultMember(name, of: value, range, source) != nil || name == "formIndex"
                    || holdsMutableLibraryValue(name, value, labels: arguments.map(\.label)))) {
                return try callMember(name, on: receiver, arguments, range, frame, source, expected: expected)
            }
            if Self.optionalOwnMethods.contains(name), globals.values[global] == nil, variableValue(receiver, frame)?.isOptionalOrNil == true {
                // In `extension Optional`, a bare `map { ... }` is Optional's own: `peek` sees the wrapped value (as a
                // `[weak self]` closure needs), so the optional itself is asked here.
                return try callMember(name, on: receiver, arguments, range, frame, source, expected: expected)
            }
            return try callValue(try evaluate(Expr(.global(global), callee.range), frame, source), arguments, range, frame, source,
                                 expected: expected)
        case .implicitMember(let name):
            // `.number(3)`, `.init(...)`: the member of the one declared type that has it.
            return try callValue(implicitMember(name, forCall: true, arguments: arguments), arguments, range, frame, source)
        default:
            preconditionFailure("callNamedMember takes member callees only")
        }
    }

    /// A callee that is an expression's value: a function (when `callDirect` could not take it), a closure, a
    /// type, a value with `callAsFunction`, a function held in a variable.
    @inline(never)
    private func callEvaluatedCallee(_ evaluated: Value, _ callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                                     _ frame: Frame, _ source: SourceText, expected: TypeRef?) throws -> Value {
        var function = evaluated
        // `let serve = { ... }` beside `func serve(customer:)`: a call with argument labels is the function's
        // (a closure takes no labels), as Swift chooses between them; `let orders = [...]` beside
        // `func orders(for:)`: a value that cannot be called leaves the call to the function.
        if case .global(let slot) = callee.kind, !shadowedFunctions.isEmpty, let shadowed = shadowedFunctions[slot] {
            switch function {
            case .closure: if arguments.contains(where: { $0.label != nil }) { function = shadowed }
            case .function, .overloads, .type, .metatype, .structValue, .object, .enumCase, .builtin, .boundMethod: break
            default: function = shadowed
            }
        }
        // (With no shadowed functions, `evaluateCall` has tried `callDirect` already.)
        if !shadowedFunctions.isEmpty, case .function(let decl) = function,
           let result = try callDirect(decl, receiver: .void, arguments, frame, source) {
            return result
        }
        switch function {
        case .builtinType("String") where Self.names(callee, "Substring", globals):
            // `Substring(text)`: `Substring` is String's type here, but what it makes is a Substring.
            return try callValue(function, arguments, range, frame, source, expected: expected).coerced(.toSubstring)
        case .structValue, .object, .enumCase:
            if let result = try callAsFunction(function, callee: callee, arguments, range, frame, source) { return result }
        case .closure(let closure):
            if let signature = closure.decl.signature, match(arguments, signature) != nil {
                return try callValue(function, arguments, range, frame, source, expected: expected)
            }
        default:
            break
        }
        if isFunctionValueCall(callee, function) {
            // A function held in a variable is called without argument labels. With `&x` arguments (`h(&n)`, `h` being
            // `inc(_:)` of an `inout` parameter), the arguments take the declaration's labels in order, so that the
            // call writes the parameters back as a call by name does.
            if arguments.contains(where: \.isInout), let parameters = Self.declaredParameters(function), parameters.count == arguments.count {
                let labeled = zip(arguments, parameters).map { Argument(label: $1.label, value: $0.value) }
                return try callValue(function, labeled, range, frame, source, expected: expected)
            }
            return try invoke(function, try arguments.map { try evaluate($0.value, frame, source) }, range, source)
        }
        return try callValue(function, arguments, range, frame, source, expected: expected)
    }

    /// Whether `callee` is the global `name` as written.
    private static func names(_ callee: Expr, _ name: String, _ globals: Globals) -> Bool {
        if case .global(let slot) = callee.kind { return globals.names[slot] == name }
        return false
    }

    /// The parameters of a declared function or method held as a value.
    private static func declaredParameters(_ function: Value) -> [Parameter]? {
        switch function {
        case .function(let decl): return decl.parameters
        case .boundMethod(let bound): return bound.function.parameters
        default: return nil
        }
    }

    /// Whether `callee` is a variable holding a function (called positionally, as Swift calls function
    /// values), rather than the function's own declaration (called with its labels).
    private func isFunctionValueCall(_ callee: Expr, _ function: Value) -> Bool {
        let declaredName: String
        switch function {
        case .function(let decl): declaredName = decl.name
        case .overloads(let set): declaredName = set.name
        case .boundMethod(let bound): declaredName = bound.function.name
        default: return false
        }
        switch callee.kind {
        case .global(let slot): return globals.names[slot] != declaredName
        case .selfMemberOrGlobal, .implicitMember, .typeValue, .typed: return false
        default: return true
        }
    }

    /// Arguments a library function takes as their values, evaluated in order: none is `&x` or an implicit member
    /// (`.medium`, read against a sibling's type), the general path's cases.
    private static func arePlainArguments(_ arguments: [Argument]) -> Bool {
        for index in arguments.indices {
            if case .inoutArgument = arguments[index].value.kind { return false }
            if isImplicitMember(arguments[index].value) { return false }
        }
        return true
    }

    /// `abs(x)`, `max(a, b)`: a library function's plain arguments evaluated into an array made once at its size, the
    /// arguments read in place (the general path's `enumerated().map` copied each and grew its array: bench/structs.swift).
    private func evaluatedArguments(_ arguments: [Argument], _ frame: Frame, _ source: SourceText) throws -> [ArgumentValue] {
        var values: [ArgumentValue] = []
        values.reserveCapacity(arguments.count)
        for index in arguments.indices {
            values.append(ArgumentValue(label: arguments[index].label, value: try evaluate(arguments[index].value, frame, source)))
        }
        return values
    }

    /// Calls a value with argument expressions still unevaluated, so `@autoclosure` parameters can wrap theirs.
    func callValue(_ function: Value, _ arguments: [Argument], _ range: SourceRange,
                   _ frame: Frame, _ source: SourceText, expected: TypeRef? = nil) throws -> Value {
        switch function {
        case .type(let type):
            if let expected, let specialised = specialisation(of: type, expected: expected, frame) {
                // `let m: Matrix<Double> = Matrix(repeating: 0)`: the context gives the generic arguments, so the
                // literal is a Double, as if `Matrix<Double>(repeating: 0)` were written.
                return try construct(metatype: specialised, arguments, range, frame, source)
            }
            return try construct(type, arguments, range, frame, source)
        case .metatype(let type):
            return try construct(metatype: type, arguments, range, frame, source)
        case .function(let decl):
            if let result = try callDirect(decl, receiver: .void, arguments, frame, source) { return result }
            let values = try bindArguments(arguments, to: decl.parameters, callee: decl.name, range, frame, source)
            return try callBound(decl, receiver: .void, arguments: values, type: nil, frame, source, expected: expected).value
        case .boundMethod(let bound):
            let values = try bindArguments(arguments, to: bound.function.parameters, callee: bound.function.name, range, frame, source)
            return try callBound(bound.function, receiver: bound.receiver, arguments: values, type: bound.type, frame, source,
                                 expected: expected).value
        case .overloads(let set):
            let choice = try chooseOverload(set.candidates, library: set.library, cache: set, arguments, receiver: set.receiver,
                                            expected: expected, callee: set.name, range, frame, source)
            guard let chosen = choice.function else {
                guard let evaluated = choice.evaluated, evaluated.count == arguments.count, evaluated.allSatisfy({ $0 != nil }),
                      !arguments.contains(where: { if case .inoutArgument = $0.value.kind { true } else { false } }) else {
                    return try callValue(set.library!, arguments, range, frame, source)
                }
                // The library's function, with the arguments the choice already evaluated (each runs once: `print("\(f())")`
                // beside a script's `print(_: Suit)`), read from a frame of their own.
                let given = Frame.make(size: evaluated.count)
                for (index, value) in evaluated.enumerated() { _ = given.store(value!, at: index) }
                let read = arguments.enumerated().map { index, argument in
                    Argument(label: argument.label, value: Expr(.local(Slot(depth: 0, index: index)), argument.value.range))
                }
                return try callValue(set.library!, read, range, given, source)
            }
            let values = try bindArguments(arguments, to: chosen.parameters, callee: chosen.name, range, frame, source,
                                           evaluated: choice.evaluated)
            return try callBound(chosen, receiver: set.receiver ?? .void, arguments: values, type: set.owner, frame, source,
                                 expected: expected).value
        case .builtin(let builtin):
            if builtin.functionType == nil, builtin.autoclosureLabels.isEmpty, Self.arePlainArguments(arguments) {
                return try builtin.body(self, try evaluatedArguments(arguments, frame, source), range, source)
            }
            var siblingType: TypeRef?
            // An enum case's associated values are read against their declared types (`.object([("tags", ["a"])])`
            // where the payload is `[(String, JSON)]` and JSON adopts the literal protocols).
            let declared: [TypeRef]? = if case .function(let parameters, _, _)? = builtin.functionType, parameters.count == arguments.count {
                parameters
            } else {
                nil
            }
            var values = try arguments.enumerated().map { index, argument -> ArgumentValue in
                if let declared, readsExpectedType(argument.value) {
                    return ArgumentValue(label: argument.label, value: try evaluate(argument.value, expecting: declared[index], frame, source))
                }
                if !builtin.autoclosureLabels.isEmpty, builtin.autoclosureLabels.contains(argument.label ?? "_") {
                    return ArgumentValue(label: argument.label, value: .autoclosure(AutoClosure(expr: argument.value, frame: frame, source: source)))
                }
                if let place = try inoutLibraryArgument(argument, readingValue: !builtin.takesPlacesOnly, frame, source) { return place }
                // `max(Priority.low, .medium)`: an implicit member waits for a sibling's type (below).
                if argument.label == nil, Self.isImplicitMember(argument.value) { return ArgumentValue(label: nil, value: .void) }
                let value = try evaluate(argument.value, frame, source)
                if siblingType == nil, argument.label == nil {
                    switch value {
                    case .enumCase, .structValue: siblingType = dynamicType(of: value)
                    default: break
                    }
                }
                return ArgumentValue(label: argument.label, value: value)
            }
            // The library's generic functions take their unlabelled arguments as one `T` (`min`, `max`, `swap`).
            for (index, argument) in arguments.enumerated() where declared == nil && argument.label == nil && Self.isImplicitMember(argument.value)
                && !builtin.autoclosureLabels.contains("_") {
                values[index].value = try siblingType.map { try evaluate(argument.value, expecting: $0, frame, source) }
                    ?? evaluate(argument.value, frame, source)
            }
            return try builtin.body(self, values, range, source)
        case .native(let callable as NativeCallable):
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            if !builtinExtensions.isEmpty, callable.typeName.hasSuffix(".Type"),
               let made = try extensionInitializer(of: String(callable.typeName.dropLast(5)), values, range, source) {
                // `Date(dayNumber: 2)`: an initializer a script's extension gives a library type ObsKit makes natively.
                return made
            }
            return try callable.call(values, interpreter: self, range: range, source: source)
        case .builtinType, .array, .dictionary:
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            return try constructLibraryValue(function, values, range, source)
        case .symbol("constant") where arguments.count == 1:
            // `.constant(value)` where a Binding is expected (previews, fixed controls).
            return .native(BindingValue(.constant(try evaluate(arguments[0].value, frame, source))))
        case .symbol(let name) where TimelineScheduleValue.factories.contains(name):
            // `.periodic(from: .now, by: 1)`: a TimelineView's schedule (`.animation(...)` may be a looks value).
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            return try TimelineScheduleValue.make(name, values, self, range, source) ?? .symbol(name)
        case .symbol(let name) where (name == "custom" || regexCharacterClassType != nil) && foundationImported
                                  && Self.takesLibraryCallFirst(name, arguments):
            // `.custom { decoder in ... }`, `.localizedInteger(locale:)` in a regex: before the looks values of the names.
            if let made = try libraryImplicitCall(name, arguments, range, frame, source) { return made }
            return .symbol(name)
        case .symbol(let name) where LooksValues.callable.contains(name):
            // `.system(size: 20)`, `.degrees(45)`: a looks value; its arguments still evaluate.
            for argument in arguments { _ = try evaluate(argument.value, frame, source) }
            return .symbol(name)
        case .symbol("now") where arguments.isEmpty:
            // `.now()` where a deadline is expected (`asyncAfter(deadline: .now() + 1)`): Dispatch's `DispatchTime.now()`.
            return .native(DispatchTimeValue(nanoseconds: scheduler.now))
        case .symbol("some") where arguments.count == 1 && arguments[0].label == nil:
            // `.some(x)` with no type known here: no script enum has a case `some`, so it is Optional's.
            return .optional(try evaluate(arguments[0].value, frame, source))
        case .symbol("formatted") where arguments.count == 1:
            // `.formatted(formatter)`: a JSON coder's date strategy (the property it is assigned to takes it).
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            if let strategy = FormattedDateStrategy.make("formatted", values) { return strategy }
            throw runtimeError("cannot infer the type of '.formatted(...)' here (ObsREPL checks no types); write the type", range, source)
        case .symbol(let name):
            if let made = try libraryImplicitCall(name, arguments, range, frame, source) { return made }
            throw runtimeError("cannot infer the type of '.\(name)(...)' here (ObsREPL checks no types); write the type, as in 'Card.\(name)(...)' or 'Card(...)'", range, source)
        case .closure(let closure) where closure.decl.signature.map { match(arguments, $0) != nil } ?? false:
            // A nested function called by its labels: defaults, variadics and `inout` as for a declared
            // function. (Held in a variable it is called positionally, as any function value.)
            let values = try bindArguments(arguments, to: closure.decl.signature!, callee: "function", range, frame, source)
            return try invoke(closure, values.map(\.value), range, source) { calleeFrame in
                for (index, argument) in values.enumerated().reversed() {
                    guard let target = argument.inoutTarget else { continue }
                    try self.assign(try argument.finalValue(calleeFrame.read(index)), to: target, frame, source)
                }
            }
        case .closure(let closure) where arguments.contains(where: \.isInout):
            // `increment(&count)` with a closure of type `(inout Int) -> Void`: the parameter's final value is
            // written back to the caller's variable, as for a declared function.
            let values = try arguments.map { argument -> Value in
                if case .inoutArgument(let target) = argument.value.kind { return try evaluate(target, frame, source) }
                return try evaluate(argument.value, frame, source)
            }
            return try invoke(closure, values, range, source) { calleeFrame in
                for (index, argument) in arguments.enumerated().reversed() {
                    guard case .inoutArgument(let target) = argument.value.kind else { continue }
                    try self.assign(calleeFrame.read(index), to: target, frame, source)
                }
            }
        case .structValue, .object, .enumCase:
            // A property holding a value whose type has `callAsFunction` (`toast("Saved")` with an environment action).
            if let result = try callAsFunction(function, callee: Expr(.discard, range), arguments, range, frame, source) { return result }
            let values = try arguments.map { try evaluate($0.value, frame, source) }
            return try invoke(function, values, range, source)
        default:
            let values = try arguments.map { try evaluate($0.value, frame, source) }
            return try invoke(function, values, range, source)
        }
    }

    /// `&x` as an argument to a library function: its value (unless `readingValue` is false) and a way to
    /// change `x` in place; nil for any other argument.
    func inoutLibraryArgument(_ argument: Argument, readingValue: Bool = true, _ frame: Frame,
                              _ source: SourceText) throws -> ArgumentValue? {
        guard case .inoutArgument(let target) = argument.value.kind else { return nil }
        return ArgumentValue(label: argument.label, value: readingValue ? try evaluate(target, frame, source) : .void) { body in
            try self.modify(target, frame, source, body)
        }
    }

    /// Calls a function value with evaluated, unlabeled arguments (closures, button actions).
    func invoke(_ function: Value, _ arguments: [Value], _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch function {
        case .closure(let closure):
            return try invoke(closure, arguments, range, source)
        case .autoclosure:
            return try force(function, range, source)
        case .keyPath(let keyPath):
            guard arguments.count == 1 else { throw runtimeError("a key path takes one argument", range, source) }
            try countStep(range, source)
            return try apply(keyPath, to: arguments[0], range, source)
        case .function(let decl):
            return try call(decl, receiver: .void, arguments: Self.positional(arguments, for: decl.parameters), type: nil).value
        case .boundMethod(let bound):
            return try call(bound.function, receiver: bound.receiver,
                            arguments: Self.positional(arguments, for: bound.function.parameters), type: bound.type).value
        case .builtin(let builtin):
            // A library function handed to a built-in (`xs.map(String.init)`) counts as a call.
            try countStep(range, source)
            return try builtin.body(self, arguments.map { ArgumentValue(label: nil, value: $0) }, range, source)
        case .overloads(let set):
            guard let chosen = chooseOverload(set.candidates, values: arguments) else {
                if let library = set.library { return try invoke(library, arguments, range, source) }
                throw runtimeError("no '\(set.name)' takes (\(arguments.map { typeDescription(dynamicType(of: $0), qualified: false) }.joined(separator: ", ")))", range, source)
            }
            return try call(chosen, receiver: set.receiver ?? .void, arguments: arguments.map { ArgumentValue(label: nil, value: $0) },
                            type: set.owner).value
        default:
            throw runtimeError("cannot call value of non-function type '\(function.typeName)'", range, source)
        }
    }

    /// A function value's arguments, given by position: a variadic parameter takes the run of them it stands for, as
    /// one array (`let f: (Int...) -> Int = sum; f(1, 2, 3)`).
    static func positional(_ arguments: [Value], for parameters: [Parameter]) -> [ArgumentValue] {
        guard let variadic = parameters.firstIndex(where: \.isVariadic), arguments.count >= parameters.count - 1 else {
            return arguments.map { ArgumentValue(label: nil, value: $0) }
        }
        let taken = arguments.count - (parameters.count - 1)
        var values = arguments[..<variadic].map { ArgumentValue(label: nil, value: $0) }
        values.append(ArgumentValue(label: nil, value: .array(Array(arguments[variadic..<variadic + taken]))))
        values += arguments[(variadic + taken)...].map { ArgumentValue(label: nil, value: $0) }
        return values
    }

    /// Runs a closure on evaluated arguments; `finished` sees its frame after the body (for `inout` write-back).
    func invoke(_ closure: Closure, _ arguments: [Value], _ range: SourceRange, _ source: SourceText,
                finished: ((Frame) throws -> Void)? = nil) throws -> Value {
        let decl = closure.decl
        if stackGuard.isExhausted() { throw stackOverflow(decl.range, decl.source) }
        try countStep(decl.range, decl.source)
        let frame = Frame.make(size: decl.frameSize, captures: closure.captures)
        var arguments = arguments
        if arguments.count == 1, decl.parameters.count > 1, case .tuple(let tuple) = arguments[0], tuple.elements.count == decl.parameters.count {
            // `{ (a, b) in ... }` given one pair: Swift takes the tuple apart (SE-0110's exception).
            arguments = tuple.elements
        } else if arguments.count == 1, decl.parameters.isEmpty, case .void = arguments[0] {
            // `{ 5 }` where an `(A) -> B` with `A == Void` is expected, called with `()`: Swift's function of no
            // parameters and its function of one `Void` are the same type.
            arguments = []
        }
        guard arguments.count == decl.parameters.count else {
            throw runtimeError("closure expects \(decl.parameters.count) argument(s), got \(arguments.count)", range, source)
        }
        for (index, argument) in arguments.enumerated() { _ = frame.store(argument, at: index) }
        if !decl.genericSlots.isEmpty { bindGenericParameters(decl, arguments, frame) }
        let result: Value
        if closure.buildsViews {
            result = try build(decl.body, frame, decl.source)
        } else if let builder = closure.resultBuilder {
            result = try buildResult(decl.body, frame, decl.source, with: builder, resultType: closure.builtResultType ?? decl.resultType)
        } else if decl.body.count == 1, case .expr(let only) = decl.body[0].kind {
            result = try evaluate(only, frame, decl.source)
        } else if case .returned(let value) = try exec(decl.valueBody ?? decl.body, frame, decl.source) {
            result = value
        } else {
            result = .void
        }
        try finished?(frame)
        if let coercion = closure.resultCoercion ?? decl.resultCoercion { return result.coerced(coercion) }
        return result
    }
}

extension Interpreter {
    /// The generic type `type` with the arguments the expected type gives it (`Matrix<Double>` where a
    /// `Matrix(...)` call is read as one), when all of them are known types; nil otherwise. Inside the type
    /// itself, its bare name (`-> Matrix` in `static func zero() -> Matrix`) is the type with its own
    /// parameters, which stand for what the receiver was made with.
    func specialisation(of type: TypeInfo, expected: TypeRef, _ frame: Frame) -> TypeRef? {
        guard !type.decl.genericParameters.isEmpty, case .named(let name, var arguments) = expected.withoutOptionals, name == type.name else {
            return nil
        }
        if arguments.isEmpty {
            // Inside the type itself: what its receiver binds each of its parameters to.
            let bound = type.decl.genericParameters.compactMap { receiversArgument($0.name, frame) }
            if frame.count > 0, scriptType(of: frame.read(0)) === type || receiverIsMetatype(of: type, frame) { arguments = bound }
        }
        guard arguments.count == type.decl.genericParameters.count, arguments.allSatisfy({ $0.leafNames.allSatisfy(isKnownType) }) else {
            return nil
        }
        return .named(name, arguments)
    }
}

extension Interpreter {
    /// Whether this frame's receiver is `type`'s metatype with its arguments (a static member of `Box<Int>`).
    func receiverIsMetatype(of type: TypeInfo, _ frame: Frame) -> Bool {
        guard frame.count > 0, case .metatype(.named(let name, _)) = frame.read(0) else { return false }
        return name == type.name
    }
}

extension Interpreter {
    /// `{ ... }` written in place (`.custom { decoder in ... }`).
    static func isClosureLiteral(_ expr: Expr) -> Bool {
        if case .closure = expr.kind { return true }
        return false
    }
}

extension Interpreter {
    /// Names `libraryImplicitCall` answers before `LooksValues` would take them.
    static func takesLibraryCallFirst(_ name: String, _ arguments: [Argument]) -> Bool {
        name == "custom" ? arguments.count == 1 && isClosureLiteral(arguments[0].value) : RegexParsers.names.contains(name)
    }

    /// `.custom { decoder in ... }` (a JSON coder's strategy), `.always()` (a number style's sign strategy),
    /// `.localizedInteger(locale:)` and `.anyOf("+-")` (RegexBuilder components): library values made by an implicit
    /// member call where no type is known; nil for another name (out of line: `evaluateCall` is on every path).
    @inline(never)
    func libraryImplicitCall(_ name: String, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                             _ source: SourceText) throws -> Value? {
        switch name {
        case _ where CodingStrategyValue.names.contains(name) && foundationImported
                     && (name != "custom" || arguments.count == 1 && Self.isClosureLiteral(arguments[0].value)):
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            return .native(CodingStrategyValue(name: name, arguments: values))
        case "always", "accountingAlways" where foundationImported:
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            return SignStrategyValue.make(name, values, self) ?? .symbol(name)
        case _ where RegexParsers.names.contains(name) && regexCharacterClassType != nil && foundationImported:
            let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
            guard let parser = try RegexParsers.make(name, values, self, range, source) else { return .symbol(name) }
            return .native(parser.value)
        case _ where CharacterClassType.factories.contains(name) && regexCharacterClassType != nil:
            let values = try arguments.map { try evaluate($0.value, frame, source) }
            return try invoke(try member(name, of: .native(regexCharacterClassType!), at: range, source), values, range, source)
        default:
            return nil
        }
    }
}
