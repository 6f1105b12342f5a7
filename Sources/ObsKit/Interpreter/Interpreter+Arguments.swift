/// Arguments: matching labels to parameters, defaults, variadics, `@autoclosure`, and evaluation.
extension Interpreter {
    /// Matches argument labels to parameters (defaults fill gaps; a trailing closure may fill a labeled
    /// closure parameter; a variadic parameter takes a run of arguments as one array) and evaluates them;
    /// `@autoclosure` parameters get thunks. `evaluated` holds values an overload choice already computed.
    func bindArguments(_ arguments: [Argument], to parameters: [Parameter], callee: String, _ range: SourceRange,
                       _ frame: Frame, _ source: SourceText, evaluated: [Value?]? = nil) throws -> [ArgumentValue] {
        guard let matched = match(arguments, parameters) else {
            let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
            let want = parameters.map { ($0.label ?? "_") + ":" }.joined()
            throw runtimeError("no match for call to '\(callee)(\(have))'; expected '\(callee)(\(want))'", range, source)
        }
        func value(_ index: Int, for parameter: Parameter) throws -> Value {
            if let known = evaluated?[index] { return known }
            let expr = arguments[index].value
            if let type = parameter.type, readsExpectedType(expr) {
                return try evaluate(expr, expecting: boundGeneric(type, parameters, values), frame, source)
            }
            return try evaluate(expr, frame, source)
        }
        var values: [ArgumentValue] = []
        // Swift evaluates the arguments written first, then the defaults of the others, in order.
        var defaulted: [Int] = []
        for (parameter, filled) in zip(parameters, matched) {
            if parameter.isVariadic {
                var elements: [Value] = []
                for index in filled { elements.append(try value(index, for: parameter).coerced(parameter.coercion.variadicElement)) }
                values.append(ArgumentValue(label: parameter.label, value: parameter.isPack ? Self.pack(elements) : .array(elements)))
                continue
            }
            guard let argumentIndex = filled.first else {
                defaulted.append(values.count)
                values.append(ArgumentValue(label: parameter.label, value: .uninitialized))
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
            if parameter.takesPointer, let pointer = try pointerArgument(expr, for: parameter, frame, source) {
                values.append(pointer)
                continue
            }
            var made: Value = parameter.isAutoclosure
                ? .autoclosure(AutoClosure(expr: expr, frame: frame, source: source))
                : try value(argumentIndex, for: parameter)
            if parameter.isConsuming { consumeIfNoncopyable(made, from: expr, frame) }
            if parameter.isViewBuilder, case .closure(let closure) = made { closure.buildsViews = true }
            if parameter.resultBuilder != nil, case .closure(let closure) = made {
                closure.resultBuilder = resultBuilder(named: parameter.resultBuilder)
                if case .function(_, let result, _)? = parameter.type?.withoutOptionals { closure.builtResultType = result }
            }
            made = made.coerced(parameter.coercion)
            if parameter.takesPointer { made = try pointerConverted(made, for: parameter, expr.range, source) }
            if parameter.isOptional { made = made.asOptional }
            if case .implicitlyUnwrapped? = arguments[argumentIndex].staticType { made = try implicitlyUnwrapped(made, for: parameter, expr.range, source) }
            let projected = arguments[argumentIndex].label.map { $0.hasPrefix("$") } ?? false
            var argument = ArgumentValue(label: parameter.label, value: try wrappedParameter(made, parameter, projected: projected, range, source))
            argument.staticType = arguments[argumentIndex].staticType
            values.append(argument)
        }
        for position in defaulted {
            values[position] = try defaultArgument(for: parameters[position], range, frame, source)
        }
        return values
    }

    /// A `String!` variable passed to a `String` parameter is unwrapped, as Swift forces it where the context needs
    /// the value (nil traps); to an optional or generic parameter it goes as the optional it is.
    private func implicitlyUnwrapped(_ value: Value, for parameter: Parameter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard !parameter.isOptional, let type = parameter.type, Self.isPlainNonOptional(type), type.leafNames.allSatisfy(isKnownType),
              !type.mentions("Any") else { return value }
        switch value {
        case .optional(let inner): return inner
        case .none: throw runtimeError("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", range, source)
        default: return value
        }
    }

    private static func isPlainNonOptional(_ type: TypeRef) -> Bool {
        switch type {
        case .named, .array, .dictionary: return true
        default: return false
        }
    }

    /// A parameter's default, evaluated at the call; it sees no locals of the callee. Slot 0 is there, empty:
    /// a name in a method's default may be looked up as `self.name` first (fixture 3032).
    private func defaultArgument(for parameter: Parameter, _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> ArgumentValue {
        guard let defaultValue = parameter.defaultValue else { obsInvariant("matched a parameter without default to nothing") }
        if let generic = parameter.defaultReadsGenerics ? defaultValue : Self.genericParameterRead(defaultValue) {
            // Read in the callee's frame once the call has bound its generic parameters.
            var deferred = ArgumentValue(label: parameter.label, value: .uninitialized)
            deferred.deferredDefault = generic
            return deferred
        }
        if case .callerLiteral(let name) = defaultValue.kind {
            let value = callerLiteral(name, at: range, frame, source)
            // `isolated (any Actor)? = #isolation`: the actor as the optional the parameter declares.
            return ArgumentValue(label: parameter.label, value: parameter.isOptional ? value.asOptional : value)
        }
        if parameter.isAutoclosure {
            // `default fallback: @autoclosure () -> String = "<unset>"`: the default is the closure's body.
            return ArgumentValue(label: parameter.label,
                                 value: .autoclosure(AutoClosure(expr: defaultValue, frame: Frame.make(size: 1), source: source)))
        }
        // `_ m: Maybe = nil`, `.small`: a literal or implicit member read against the parameter's type, as an argument is.
        let given = if let type = parameter.type, readsExpectedType(defaultValue) {
            try evaluate(defaultValue, expecting: type, Frame.make(size: 1), source)
        } else {
            try evaluate(defaultValue, Frame.make(size: 1), source)
        }
        var made = given.coerced(parameter.coercion)
        if parameter.isOptional { made = made.asOptional }
        return ArgumentValue(label: parameter.label, value: try wrappedParameter(made, parameter, range, source))
    }

    /// An argument to a parameter with a property wrapper (`@Clamped(0...9) digit: Int`, SE-0293): the call makes
    /// the wrapper from it, with `init(projectedValue:)` when the call wrote `$digit:`. A function's body adopts the
    /// wrapper as its local (`adoptsArgument`); elsewhere (a subscript) the body sees the wrapper's `wrappedValue`.
    private func wrappedParameter(_ value: Value, _ parameter: Parameter, projected: Bool = false,
                                  _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let wrapper = parameter.wrapper, case .type(let type)? = globalValue(wrapper.name),
              type.decl.attributes.contains("propertyWrapper") else { return value }
        let made = try makeCustomWrapper(wrapper, wrappedValue: projected ? .projection(value) : .value(value),
                                         range, source)
        return wrapper.adoptsArgument ? made : try member("wrappedValue", of: made, at: range, source)
    }

    /// A parameter's type `T` that names no type (a generic parameter) as the type of an earlier argument
    /// to a parameter of the same type (`f(_ a: T, _ b: T)` called as `f(Token.comma, .colon)`).
    func boundGeneric(_ type: TypeRef, _ parameters: [Parameter], _ bound: [ArgumentValue]) -> TypeRef {
        guard case .named(let name, let arguments) = type, arguments.isEmpty, scriptType(named: name) == nil,
              !isKnownType(name) else { return type }
        for (parameter, argument) in zip(parameters, bound) where parameter.type == type { return dynamicType(of: argument.value) }
        return type
    }

    /// An argument whose meaning comes from its parameter's type: an implicit member, or a literal when
    /// a script type adopts a literal protocol.
    func readsExpectedType(_ expr: Expr) -> Bool {
        Self.isImplicitMember(expr) || (literalAdopters && (Self.literalWritten(expr) != nil || Self.holdsLiteral(expr)))
            || (resultTypedGenerics && Self.isCallResult(expr))
            || { if case .closure(let decl) = expr.kind { decl.returnsImplicitMember } else { false } }()
    }

    /// A call, or a call's result force-unwrapped (`make()`, `resolve()!`): what a generic result may be fixed by.
    static func isCallResult(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call: return true
        case .forceUnwrap(let inner): return isCallResult(inner)
        default: return false
        }
    }

    /// A tuple literal with a literal element (`("fee", 5)` for a `(String, Money)` parameter).
    private static func holdsLiteral(_ expr: Expr) -> Bool {
        guard case .tuple(let elements) = expr.kind else { return false }
        return elements.contains { isLiteral($0.value) || holdsLiteral($0.value) }
    }

    /// For `T.self` or `T`, with `T` a generic parameter of the function: the read of `T` (its metatype).
    static func genericParameterRead(_ expr: Expr) -> Expr? {
        switch expr.kind {
        case .genericParameter: return expr
        case .member(let base, "self"): return genericParameterRead(base)
        default: return nil
        }
    }

    /// `.case`, `.case(...)`, `.init(...)`, or a literal array or dictionary holding one (`[.init(name: "a")]`):
    /// an argument whose meaning comes from its parameter's type.
    static func isImplicitMember(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: return true
        case .call(let callee, _): if case .implicitMember = callee.kind { return true }
        case .array(let elements): return elements.contains(where: isImplicitMember)
        case .dictionary(let pairs): return pairs.contains { isImplicitMember($0.key) || isImplicitMember($0.value) }
        case .tuple(let elements): return elements.contains { isImplicitMember($0.value) }
        default: break
        }
        return false
    }

    /// For each parameter, the arguments that fill it (none: its default, or an empty variadic), or nil if
    /// the labels do not fit.
    /// Whether a trailing closure fills a parameter that has a default (SE-0286's forward scan): it must be
    /// of a function type, and the closures after it (the labelled trailing ones) must be enough for the later
    /// parameters that need an argument (`t(2) { $0 > 1 } map: { $0 * 10 }` gives the first to `filter:`).
    static func takesTrailingClosure(defaulted parameter: Parameter, before later: ArraySlice<Parameter>, closuresAfter: Int) -> Bool {
        guard case .function? = parameter.type?.withoutOptionals else { return false }
        return later.count { $0.defaultValue == nil && !$0.isVariadic } <= closuresAfter
    }

    func match(_ arguments: [Argument], _ parameters: [Parameter]) -> [Range<Int>]? {
        var result: [Range<Int>] = []
        // One range per parameter: one allocation, not one per doubling (bench/classes.swift).
        result.reserveCapacity(parameters.count)
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            if next < arguments.count {
                let argument = arguments[next]
                let isTrailingClosure: Bool = {
                    if case .closure = argument.value.kind { return argument.label == nil }
                    return false
                }()
                if parameter.isVariadic, argument.label == parameter.label {
                    // A run of arguments: the first carries the label, the rest none.
                    let start = next
                    next += 1
                    while next < arguments.count, arguments[next].label == nil {
                        // Closures that end the call may be trailing ones, for the parameters after the run;
                        // one followed by other arguments is an element (`sumAll({ ... }, { ... }, at: 3)`).
                        if case .closure = arguments[next].value.kind, position + 1 < parameters.count,
                           Self.onlyClosuresFrom(next, arguments) { break }
                        next += 1
                    }
                    result.append(start..<next)
                    continue
                }
                // A trailing closure skips a defaulted parameter that takes no function, unlabelled or not (SE-0286).
                let fits = isTrailingClosure
                    ? !parameter.isVariadic
                        && (parameter.defaultValue == nil || Self.takesTrailingClosure(defaulted: parameter, before: parameters[(position + 1)...],
                                                                                  closuresAfter: arguments.count - next - 1))
                    : argument.label == parameter.label || Self.passesProjection(argument, to: parameter)
                if fits {
                    result.append(next..<next + 1)
                    next += 1
                    continue
                }
            }
            guard parameter.defaultValue != nil || parameter.isVariadic else { return nil }
            result.append(next..<next)
        }
        return next == arguments.count ? result : nil
    }
}

extension Interpreter {
    /// `show($value: $existing)` (SE-0293): the argument is the projection of the parameter `value`'s wrapper.
    static func passesProjection(_ argument: Argument, to parameter: Parameter) -> Bool {
        guard parameter.wrapper != nil, let label = argument.label, let wanted = parameter.label else { return false }
        return label.hasPrefix("$") && label.dropFirst() == wanted
    }

    /// Whether the arguments from `index` on are all closures (so may be trailing ones, which end a pack's run
    /// of arguments; a closure followed by other arguments is an element of the pack).
    static func onlyClosuresFrom(_ index: Int, _ arguments: [Argument]) -> Bool {
        arguments[index...].allSatisfy { if case .closure = $0.value.kind { return true } else { return false } }
    }
}

extension Coercion {
    /// What a variadic parameter's coercion (of its array) does to each element.
    var variadicElement: Coercion {
        if case .array(let element) = self { return element }
        return .none
    }
}
