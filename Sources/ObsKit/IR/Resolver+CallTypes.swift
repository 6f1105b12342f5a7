/// The static type of a call to a top-level function the session declared: its declared result, with the
/// generic parameters bound from the arguments' static types (`largest([Double]())` with
/// `func largest<T>(_ xs: [T]) -> T?` is a `Double?`). A literal beside it then takes that type, as Swift's
/// checker gives it (`largest(xs) ?? -1` is -1.0). Where the front end cannot tell (overloads that differ,
/// a parameter nothing binds, an argument of no known type), the call has no static type.
struct CallSignature: Sendable {
    var labels: [String?]
    var parameters: [TypeRef?]
    var generics: [GenericParameter]
    var result: TypeRef

    init?(_ function: FunctionDecl) {
        guard let result = function.returnType, !result.mentionsOpaque,
              function.parameters.allSatisfy({ !$0.isVariadic && !$0.isInout }) else { return nil }
        self.labels = function.parameters.map(\.label)
        self.parameters = function.parameters.map(\.type)
        self.generics = function.genericParameters
        self.result = result
    }

    /// The result for arguments (as many as its parameters) of these static types (nil where one is not
    /// known), if every generic parameter the result names is bound by them; the types of integer literals,
    /// `integerLiterals` bind only what the others left (`f([1.5], over: 9)` binds T to Double).
    func result(for arguments: [TypeRef?], then integerLiterals: [TypeRef?]) -> TypeRef? {
        let names = Set(generics.map(\.name))
        guard !names.isEmpty else { return result }
        var bindings: [String: TypeRef] = [:]
        for (declared, given) in Array(zip(parameters, arguments)) + Array(zip(parameters, integerLiterals)) {
            guard let declared, let given, !given.mentionsOpaque else { continue }
            declared.unify(with: given, parameters: names, into: &bindings)
        }
        for generic in generics where bindings[generic.name] == nil {
            if let same = generic.sameType { bindings[generic.name] = same }
        }
        let bound = result.substituting(bindings)
        return names.contains(where: { bound.mentions($0) }) ? nil : bound
    }
}

extension Resolver {
    /// Records a top-level function's signature (before its body is resolved, so it may call itself).
    func recordSignature(of function: FunctionDecl) {
        globals.callSignatures[function.name, default: []].append(CallSignature(function))
    }

    /// The static type of `callee(arguments)` when the callee is a top-level function whose declarations
    /// all give the same result for these arguments.
    func callResultType(_ callee: Expr, _ arguments: [Argument]) -> TypeRef? {
        // `decoder.decode(Book.self, from: data)`: a decoder's result is the type it is given (JSONDecoder's and
        // PropertyListDecoder's `decode(_:from:)`), so `book.rating ?? 0` takes the property's type.
        if case .member(_, "decode") = callee.kind, arguments.count == 2, arguments[0].label == nil, arguments[1].label == "from",
           case .metatype(let decoded)? = metatypeType(of: arguments[0].value) {
            return decoded
        }
        guard case .global(let slot) = callee.kind, let signatures = globals.callSignatures[globals[slot]],
              !signatures.isEmpty else { return nil }
        let given = arguments.map { $0.staticType ?? metatypeType(of: $0.value) ?? Self.literalType(of: $0.value, integers: false) }
        let integerLiterals = arguments.map { Self.literalType(of: $0.value, integers: true) }
        let labels = arguments.map(\.label)
        var found: TypeRef?
        for signature in signatures {
            // A declaration whose labels differ is not the one called (one with defaults left out is not known).
            guard let signature else { return nil }
            guard signature.labels == labels else { continue }
            // Nor is one whose parameter's declared type an argument's known type cannot be (`sqrt(16.0)` beside
            // a script's `sqrt(_: String)` calls the library's).
            if zip(signature.parameters, arguments).contains(where: { declared, argument in
                guard let declared else { return false }
                if let known = argument.staticType { return Self.cannotHold(declared.canonical, known.canonical) }
                // A literal may be of several types (`2.5` a Float, `"a"` a Character), not of any.
                guard case .named(let name, let generics) = declared.canonical, generics.isEmpty,
                      let literal = Self.literalType(of: argument.value, integers: false)?.nominalName else { return false }
                let fits: [String: Set<String>] = ["Double": ["Double", "Float"], "String": ["String", "Character"], "Bool": ["Bool"]]
                return Self.plainTypes.contains(name) && !(fits[literal]?.contains(name) ?? true)
            }) { continue }
            guard let result = signature.result(for: given, then: integerLiterals) else { return nil }
            if let known = found, known != result { return nil }
            found = result
        }
        return found
    }

    static let plainTypes: Set<String> = ["Int", "Double", "Float", "String", "Bool", "Character"]

    /// Whether a parameter declared `declared` cannot take an argument of type `given`: both are the standard
    /// library's plain value types (or arrays of them) and differ (a class, protocol or generic type might).
    static func cannotHold(_ declared: TypeRef, _ given: TypeRef) -> Bool {
        switch (declared, given) {
        case (.named(let a, let x), .named(let b, let y)) where x.isEmpty && y.isEmpty:
            return plainTypes.contains(a) && plainTypes.contains(b) && a != b
        case (.array(let a), .array(let b)): return cannotHold(a, b)
        case (.optional(let a), .optional(let b)): return cannotHold(a, b)
        case (.optional(let a), let b): return cannotHold(a, b)
        default: return false
        }
    }

    /// The static type of a call read against its context's type (`let n: Int?? = lookup(key)`): its own.
    func callType(_ expr: Expr) -> TypeRef? {
        guard case .call(let callee, let arguments) = expr.kind else { return nil }
        return callResultType(callee, arguments)
    }

    /// The type a literal argument has where a generic parameter leaves it free: `2.5` a Double, `"a"` a String,
    /// `[1.5, 2]` a `[Double]`; an integer literal (which a Double beside it would make a Double) only when
    /// `integers` is set, and only then an array of them.
    static func literalType(of expr: Expr, integers: Bool) -> TypeRef? {
        switch expr.kind {
        case .int: return integers ? .simple("Int") : nil
        case .prefix("-", let operand): return literalType(of: operand, integers: integers)
        case .double: return integers ? nil : .simple("Double")
        case .bool: return integers ? nil : .simple("Bool")
        case .string: return integers ? nil : .simple("String")
        case .array(let elements):
            let types = elements.map { literalType(of: $0, integers: false) ?? literalType(of: $0, integers: true) }
            guard let first = types.first, let element = first, types.allSatisfy({ $0 == element }) else { return nil }
            return (element == .simple("Int")) == integers ? .array(element) : nil
        default: return nil
        }
    }

    /// `String.self`, `[Int].self` as an argument: the metatype it is.
    private func metatypeType(of expr: Expr) -> TypeRef? {
        switch expr.kind {
        case .typeValue(let use) where use.parameters.isEmpty: return .metatype(use.type)
        case .member(let base, "self"):
            guard case .global(let slot) = base.kind, globals.declaredTypes[slot] == nil,
                  let first = globals[slot].first, first.isUppercase else { return nil }
            return .metatype(.named(globals[slot], []))
        default: return nil
        }
    }
}

extension Resolver {
    /// Whether `type(of:)` of a value of this static type is that type: an optional, array, dictionary or
    /// set (its element written) is no existential, so its type is the declared one whatever it holds (an
    /// empty or nil value could not tell it: `type(of: empty(String.self))` is `Array<String>`).
    static func dynamicTypeIsStatic(_ type: TypeRef) -> Bool {
        switch type {
        case .named("Set", let arguments) where arguments.count != 1: return false
        case .optional, .array, .dictionary, .named("Set", _): return !type.mentionsOpaque && !type.mentions(TypeRef.unknown.nominalName!)
        default: return false
        }
    }

    /// `type(of: value)` as the type `declared`, the value still evaluated (for its effects) unless it is a variable.
    func staticTypeValue(of value: Expr, _ declared: TypeRef) -> ExprKind {
        let type = Expr(.typeValue(resolve(typeUse: TypeUse(declared))), value.range)
        switch value.kind {
        case .local, .global, .capture: return type.kind
        default: return .member(Expr(.tuple([Argument(label: nil, value: value), Argument(label: nil, value: type)]), value.range), "1")
        }
    }
}
