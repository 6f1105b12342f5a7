/// How well a value or a type fits a declared parameter type, for choosing among overloads (see
/// `OverloadResolution.swift`): 0 is exact, higher numbers are conversions, nil is no fit.
extension Interpreter {
    /// What wrapping a value in an optional costs: more than binding a generic parameter (9) or erasing to `Any`
    /// (10), as Swift's ranking counts a value-to-optional conversion against a solution before it compares how
    /// specialized the candidates are (`describe("s")` picks `describe<T>(_: T)` over `describe(_: String?)`).
    static let valueToOptional = 11

    /// How well a value fits a declared type: 0 exact, higher for conversions, nil for none.
    func fit(_ value: Value, _ expr: Expr, to declared: TypeRef, _ generics: [GenericParameter]) -> Int? {
        switch declared {
        case .named("Any", _): return 10
        case .named("Optional", let arguments) where arguments.count < 2:
            // `Optional` written bare in `extension Optional` (its own `Wrapped?`), or `Optional<T>` as written.
            return fit(value, expr, to: .optional(arguments.first ?? .named("Wrapped", [])), generics)
        case .named(let name, let arguments) where arguments.isEmpty:
            if let generic = generics.first(where: { $0.name == name }) { return fitGeneric(value, generic) }
            if !isKnownType(name) { return 9 }
            // `Color`, `Font`...: their values are inert symbols or drawn styles here (LooksValues).
            if LooksValues.isLooks(name) {
                switch value {
                case .symbol, .view: return 1
                default: break
                }
            }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            switch value {
            case .none: return 2
            case .optional(let inner): return fit(inner, expr, to: wrapped, generics)
            default: return fit(value, expr, to: wrapped, generics).map { $0 + Self.valueToOptional }
            }
        case .existential(let inner), .opaque(let inner):
            return isInstance(value, of: inner) ? 4 : nil
        case .function(let parameters, let result, let traits):
            return fitFunction(value, expr, parameters: parameters.count, inoutAt: traits.inoutParameters, result: result, generics)
        case .metatype(let instance):
            guard let given = typeRef(ofMetatype: value) else { return nil }
            if case .named(let name, let arguments) = instance, arguments.isEmpty,
               generics.contains(where: { $0.name == name }) || !isKnownType(name) {
                return 9
            }
            return given == instance ? 0 : isSubtype(given, of: instance) ? 4 : nil
        case .array(let element):
            guard case .array(let elements) = value else { return nil }
            var worst = 0
            for item in elements {
                guard let cost = fit(item, expr, to: element, generics) else { return nil }
                worst = max(worst, cost)
            }
            return worst
        case .dictionary(let keyType, let valueType):
            // As an array's elements: each key and value against its declared type (`[K: V]` takes any dictionary).
            guard case .dictionary(let dictionary) = value else { return nil }
            var worst = 0
            for (key, item) in zip(dictionary.keys, dictionary.values) {
                guard let keyCost = fit(key, expr, to: keyType, generics), let cost = fit(item, expr, to: valueType, generics) else { return nil }
                worst = max(worst, keyCost, cost)
            }
            return worst
        default:
            break
        }
        switch value {
        case .none, .optional: return nil
        case .double:
            if case .named(let name, _) = declared, Coercion.floatNames.contains(name), expr.isNumberLiteral {
                // A floating-point literal as a Float (`scale(2.0)` with `scale(_: Float)` and `scale(_: Int)`).
                return 1
            }
        case .int:
            if case .named(let name, _) = declared, Coercion.doubleNames.contains(name) || Coercion.floatNames.contains(name) {
                // An integer literal (or a value already evaluated, whose literal-ness is lost) as a Double.
                switch expr.kind {
                case .int, .discard: return 1
                default: return nil
                }
            }
            if case .named(let name, _) = declared, Coercion.integerTypeNames.contains(name), name != "Int", case .int = expr.kind {
                // An integer literal as another integer type (`\(binary: 5)` for a `UInt8`): the literal is of the
                // parameter's type (the compiler check rejects one the type cannot hold).
                return 1
            }
        default: break
        }
        return fit(type: dynamicType(of: value), valueCheck: value, to: declared, generics)
    }

    /// How well a type known before the call (a declared variable's, a cast's) fits a declared type.
    func fit(type given: TypeRef, valueCheck value: Value? = nil, to declared: TypeRef, _ generics: [GenericParameter]) -> Int? {
        // A `T!` variable is a `T?` to an optional parameter, and unwraps for any other.
        if case .implicitlyUnwrapped(let wrapped) = given {
            if case .optional = declared { return fit(type: .optional(wrapped), valueCheck: value, to: declared, generics) }
            return fit(type: wrapped, valueCheck: value?.unwrapped, to: declared, generics)
        }
        let declaredType = declared
        if given == declaredType { return 0 }
        switch declaredType {
        case .named("Any", _): return 10
        case .named("Optional", let arguments) where arguments.count < 2:
            // `Optional` written bare in `extension Optional` (its own `Wrapped?`), or `Optional<T>` as written.
            return fit(type: given, valueCheck: value, to: .optional(arguments.first ?? .named("Wrapped", [])), generics)
        case .named(let name, let arguments) where arguments.isEmpty:
            if let generic = generics.first(where: { $0.name == name }) { return fitGeneric(type: given, generic) }
            if !isKnownType(name) { return 9 }
        case .optional(let wrapped):
            if case .optional(let inner) = given { return fit(type: inner, to: wrapped, generics) }
            return fit(type: given, valueCheck: value, to: wrapped, generics).map { $0 + Self.valueToOptional }
        default:
            break
        }
        if case .optional = given { return nil }
        if case .opaque(let constraints) = given {
            // A value of a generic parameter: it fits a protocol its constraints imply, nothing concrete.
            return protocolNames(of: constraints).contains { implies($0, declaredType.nominalName ?? "") } ? 4 : nil
        }
        guard let declaredName = declaredType.nominalName else {
            if let value { return isInstance(value, of: declaredType) ? 0 : nil }
            return nil
        }
        if let givenName = given.nominalName {
            if givenName == declaredName {
                // `ClosedRange<String.Index>` does not fit `ClosedRange<Int>`: the generic arguments must fit too.
                if case .named(_, let have) = given, case .named(_, let want) = declaredType, !have.isEmpty, have.count == want.count {
                    // (A Character is held as a one-character String: its type says String.)
                    for (argument, wanted) in zip(have, want) where fit(type: argument, to: wanted, generics) == nil
                        && !(argument.nominalName == "String" && wanted.nominalName == "Character") { return nil }
                }
                return 0
            }
            if let type = scriptType(named: givenName) {
                var depth = 0
                var current: TypeInfo? = type
                while let info = current {
                    if info.name == declaredName { return depth }
                    depth += 1
                    current = info.superclass
                }
                if type.kind == .protocol { return implies(givenName, declaredName) ? 4 : nil }
            }
        }
        if let value { return isInstance(value, of: declaredType) ? 4 : nil }
        return isSubtype(given, of: declaredType) ? 4 : nil
    }

    /// Whether a type name names a type (a script's or the library's), not a generic parameter of an
    /// enclosing type or an associated type (which fit anything here).
    func isKnownType(_ name: String) -> Bool {
        scriptType(named: name) != nil || Self.libraryConformances[name] != nil || Self.libraryProtocols.contains(name)
            || ["Any", "AnyObject", "Character", "Float", "Error", "Never", "KeyPath", "WritableKeyPath",
                "ReferenceWritableKeyPath", "PartialKeyPath"].contains(name) || globalValue(name) != nil
    }

    /// A generic parameter's fit: every constraint must hold; more constraints rank better.
    private func fitGeneric(_ value: Value, _ generic: GenericParameter) -> Int? {
        for constraint in generic.constraints where !isInstance(value, of: constraint) || optionalLacks(constraint, value) { return nil }
        if let same = generic.sameType, !isInstance(value, of: same) { return nil }
        return 9 - min(generic.constraints.count, 3)
    }

    /// Whether `value` is an optional and `constraint` one of the library's protocols Optional does not conform to
    /// (`classify(Optional(3))` does not fit `<T: Comparable>`; a cast, which unwraps, would say it does), unless a
    /// script's extension of Optional adds it.
    private func optionalLacks(_ constraint: TypeRef, _ value: Value) -> Bool {
        switch value {
        case .optional, .none: break
        default: return false
        }
        guard let name = constraint.nominalName, Self.protocolsOptionalLacks.contains(name) else { return false }
        return builtinExtensions["Optional"]?.conforms(to: name) != true
    }

    private static let protocolsOptionalLacks: Set<String> = [
        "Comparable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger",
        "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "Strideable", "StringProtocol", "Sequence", "Collection",
        "CustomStringConvertible", "LosslessStringConvertible",
    ]

    private func fitGeneric(type given: TypeRef, _ generic: GenericParameter) -> Int? {
        if generic.constraints.isEmpty { return 9 }
        switch given {
        case .opaque(let constraints):
            let known = protocolNames(of: constraints)
            for constraint in generic.constraints where !known.contains(where: { implies($0, constraint.nominalName ?? "") }) { return nil }
            return 9 - min(generic.constraints.count, 3)
        case .named(let name, _) where scriptType(named: name)?.kind == .protocol:
            // An existential does not satisfy a constrained generic parameter here.
            return nil
        default:
            for constraint in generic.constraints where !isSubtype(given, of: constraint) { return nil }
            return 9 - min(generic.constraints.count, 3)
        }
    }

    private func protocolNames(of constraints: TypeRef) -> [String] {
        if case .composition(let parts) = constraints { return parts.compactMap(\.nominalName) }
        return constraints.nominalName.map { [$0] } ?? []
    }

    /// Whether conforming to protocol `name` implies conforming to `other` (it is, or refines, it).
    func implies(_ name: String, _ other: String) -> Bool {
        if name == other { return true }
        if let proto = scriptType(named: name), proto.kind == .protocol { return proto.conforms(to: other) }
        return Self.libraryRefinements[name]?.contains(other) == true
    }

    /// A function value against a function type: the arity must agree, a declared function's `inout` parameters
    /// must be the type's (`negate(_: inout Int)` is no `(A) -> A`), and a closure written as one expression that
    /// gives no value (a `print(...)`) only fits a `Void` result.
    private func fitFunction(_ value: Value, _ expr: Expr, parameters: Int, inoutAt inoutParameters: Set<Int>, result: TypeRef,
                             _ generics: [GenericParameter]) -> Int? {
        let arity: Int
        switch value {
        case .closure(let closure): arity = closure.decl.parameters.count
        case .function(let decl):
            arity = decl.parameters.count
            guard Self.inoutPositions(decl.parameters) == inoutParameters else { return nil }
        case .boundMethod(let bound):
            arity = bound.function.parameters.count
            guard Self.inoutPositions(bound.function.parameters) == inoutParameters else { return nil }
        case .builtin, .overloads: return 1
        case .keyPath: return parameters == 1 ? 1 : nil  // `\.count` as a function of its root (SE-0249)
        default: return nil
        }
        if arity != parameters {
            guard case .closure(let closure) = value, closure.decl.parameters.isEmpty else { return nil }
        }
        guard case .closure(let closure) = value, case .closure = expr.kind else { return 0 }
        let givesValue = givesValue(closure.decl)
        if result == .void { return givesValue == true ? 1 : 0 }
        if givesValue == false {
            // A generic result may stand for Void, but a `-> ()` overload is the more specific.
            if case .named(let name, []) = result, generics.contains(where: { $0.name == name }) { return 1 }
            return nil
        }
        if let written = castResult(closure.decl), written.leafNames.allSatisfy({ isKnownType($0) }),
           result.leafNames.allSatisfy({ isKnownType($0) }) {
            return written == result ? 0 : nil
        }
        return 0
    }

    private static func inoutPositions(_ parameters: [Parameter]) -> Set<Int> {
        Set(parameters.indices.filter { parameters[$0].isInout })
    }

    /// The type a closure of one cast expression gives (`{ $0 as? B? }` gives a `B??`).
    private func castResult(_ closure: ClosureDecl) -> TypeRef? {
        guard closure.body.count == 1, case .expr(let only) = closure.body[0].kind,
              case .typeCast(_, let use, let kind) = only.kind else { return nil }
        return kind == .optional ? .optional(use.type) : use.type
    }

    /// How specific a satisfied requirement of a constrained extension is (nil: not satisfied).
    /// `open`: the method's own generic parameters, which a same-type requirement binds rather than names
    /// (`func total<U>() where Element == Measurement<U>` holds for any `Measurement`).
    func requirementSpecificity(_ requirement: Requirement, receiver: Value, open: Set<String> = []) -> Int? {
        guard let subject = requirementSubject(requirement.subject, receiver: receiver) else { return 1 }
        if var same = requirement.sameType {
            // `where A == B`: both sides may be the receiver's generic parameters.
            if case .named(let name, let arguments) = same, arguments.isEmpty, let other = requirementSubject(name, receiver: receiver) {
                same = other
            }
            if open.contains(where: { same.mentions($0) }) {
                var bindings: [String: TypeRef] = [:]
                same.unify(with: subject, parameters: open, into: &bindings)
                same = same.substituting(bindings)
            }
            return subject.canonical == same.canonical || subject == .any ? 10 : nil
        }
        guard let conformance = requirement.conformance else { return 1 }
        if case .composition(let parts) = conformance {
            // `where Key: Describable & Comparable`: each part must hold.
            var total = 0
            for part in parts {
                let single = Requirement(subject: requirement.subject, conformance: part, sameType: nil)
                guard let satisfied = requirementSpecificity(single, receiver: receiver) else { return nil }
                total += satisfied
            }
            return total
        }
        if subject != .any, !isSubtype(subject, of: conformance) {
            if case .named(let name, _) = subject, scriptType(named: name)?.kind == .protocol,
               implies(name, conformance.nominalName ?? "") {
                return refinementDepth(conformance.nominalName ?? "")
            }
            return nil
        }
        return refinementDepth(conformance.nominalName ?? "")
    }

    /// The associated type `member` of `base`, a library type (`Element` of `[Int]`) or a script's (`Input` of
    /// `Summer`, inferred from its members when not declared).
    func associatedType(_ member: String, of base: TypeRef) -> TypeRef? {
        if let library = Self.libraryAssociatedType(member, of: base.canonical) { return library }
        guard case .named(let name, let arguments) = base, let info = scriptType(named: name) else { return nil }
        return associatedType(member, of: info, arguments: arguments)
    }

    /// The type a requirement's subject (`Self`, `T`, `Element`, `Wrapped`) stands for on a receiver.
    private func requirementSubject(_ subject: String, receiver: Value) -> TypeRef? {
        if let dot = subject.lastIndex(of: ".") {
            // `where Value.Element == Character`: the associated type of what the prefix stands for.
            guard let base = requirementSubject(String(subject[..<dot]), receiver: receiver) else { return nil }
            return associatedType(String(subject[subject.index(after: dot)...]), of: base)
        }
        if subject == "Self" {
            // A static member's receiver is the type: its `Self` is that type, not its metatype.
            let type = dynamicType(of: receiver)
            if case .metatype(let instance) = type { return instance }
            return type
        }
        let type = dynamicType(of: receiver)
        if let info = scriptType(of: receiver), let index = info.decl.genericParameters.firstIndex(where: { $0.name == subject }) {
            let arguments = genericArguments(of: receiver)
            return index < arguments.count ? arguments[index] : nil
        }
        let libraryNames = Self.libraryTypeName(receiver).flatMap { globals.names.genericParameters[$0] } ?? []
        if let index = libraryNames.firstIndex(of: subject) {
            let arguments = Self.libraryArguments(type)
            return index < arguments.count ? arguments[index] : nil
        }
        if case .optional = receiver, subject == "Wrapped", case .optional(let wrapped) = type { return wrapped }
        // An associated type of a script type (`where Item == String`), inferred from its members.
        if let info = scriptType(of: receiver) { return associatedType(subject, of: info, arguments: genericArguments(of: receiver)) }
        return nil
    }

    /// How many protocols conforming to `name` implies (itself and all it refines, through every level).
    private func refinementDepth(_ name: String) -> Int {
        guard let proto = scriptType(named: name), proto.kind == .protocol else { return 1 + (Self.libraryRefinements[name]?.count ?? 0) }
        var seen: Set<String> = [name]
        var pending = proto.conformances
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if let refined = scriptType(named: next), refined.kind == .protocol { pending += refined.conformances }
            else { seen.formUnion(Self.libraryRefinements[next] ?? []) }
        }
        return seen.count
    }

    /// For a parameter of generic type `T`: how much its constraints ask (`T: P2` asks more than `T: P1`
    /// when P2 refines P1), so the most constrained overload that fits wins, as Swift ranks them.
    func genericSpecificity(_ declared: TypeRef, _ generics: [GenericParameter]) -> Int {
        guard !generics.isEmpty else { return 0 }
        guard case .named(let name, []) = declared, let generic = generics.first(where: { $0.name == name }) else {
            // A shape around a generic parameter (`[T]`, `T?`, `Box<T>`) takes fewer types than the bare parameter:
            // more specialized, as Swift ranks `f<T>(_: [T])` over `f<T>(_: T)` for an array.
            return declared.leafNames.contains { leaf in generics.contains { $0.name == leaf } } ? 20 : 0
        }
        return min(50, generic.constraints.reduce(0) { $0 + ($1.nominalName.map(refinementDepth) ?? 1) })
    }

    /// Which library protocols refine which (Comparable is Equatable), for the most specific choice.
    static let libraryRefinements: [String: Set<String>] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "AdditiveArithmetic": ["Equatable"],
        "Strideable": ["Comparable", "Equatable"], "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
        "OptionSet": ["SetAlgebra", "RawRepresentable", "Equatable", "ExpressibleByArrayLiteral"],
        "LazySequenceProtocol": ["Sequence"], "LazyCollectionProtocol": ["LazySequenceProtocol", "Collection", "Sequence"],
        "LosslessStringConvertible": ["CustomStringConvertible"],
        "Collection": ["Sequence"], "BidirectionalCollection": ["Collection", "Sequence"],
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "MutableCollection": ["Collection", "Sequence"], "RangeReplaceableCollection": ["Collection", "Sequence"],
        "StringProtocol": ["BidirectionalCollection", "Collection", "Sequence", "Comparable", "Equatable", "Hashable"],
        "Numeric": ["AdditiveArithmetic", "Equatable", "ExpressibleByIntegerLiteral"],
        "SignedNumeric": ["Numeric", "AdditiveArithmetic", "Equatable", "ExpressibleByIntegerLiteral"],
        "SignedInteger": ["BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Equatable", "Hashable", "Comparable", "Strideable"],
        "UnsignedInteger": ["BinaryInteger", "Numeric", "AdditiveArithmetic", "Equatable", "Hashable", "Comparable", "Strideable"],
        "BinaryInteger": ["Numeric", "AdditiveArithmetic", "Equatable", "Hashable", "Comparable", "Strideable"],
        "FixedWidthInteger": ["BinaryInteger", "Numeric", "AdditiveArithmetic", "Equatable", "Hashable", "Comparable"],
        "FloatingPoint": ["SignedNumeric", "Numeric", "AdditiveArithmetic", "Equatable", "Hashable", "Comparable", "Strideable"],
        "BinaryFloatingPoint": ["FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Equatable", "Hashable", "Comparable"],
    ]

    /// `libraryRefinements`, each list the most refined protocol first (RandomAccessCollection: BidirectionalCollection,
    /// Collection, Sequence): the order in which their extensions' members are found.
    static let libraryRefinementsInOrder: [String: [String]] = libraryRefinements.mapValues { refined in
        refined.sorted { (libraryRefinements[$0]?.count ?? 0, $1) > (libraryRefinements[$1]?.count ?? 0, $0) }
    }
}

extension Interpreter {
    /// Whether a closure gives a value, judged from how it is written: a body of one expression gives one
    /// unless it assigns or calls a function that returns nothing (`print`); a body of statements gives one
    /// when it has `return x`. nil when that cannot be told.
    func givesValue(_ closure: ClosureDecl) -> Bool? {
        guard closure.body.count == 1, case .expr(let only) = closure.body[0].kind else {
            if closure.valueBody != nil { return nil }
            return closure.returnsValue || closure.body.contains { if case .returnStmt(_?) = $0.kind { return true }; return false }
        }
        switch only.kind {
        case .assign, .compoundAssign: return false
        case .tuple(let elements) where elements.isEmpty: return false
        case .call(let callee, _):
            guard case .global(let slot) = callee.kind else { return nil }
            switch globals.values[slot] {
            case .function(let decl)?: return decl.returnType != nil && decl.returnType != .void
            case .builtin?: return ["print", "debugPrint"].contains(globals.names[slot]) ? false : nil
            default: return nil
            }
        default: return true
        }
    }
}

extension Parameter {
    /// The type an argument must fit: an `@autoclosure` parameter takes an expression of its result type.
    var fittedType: TypeRef? {
        if isAutoclosure, case .function(_, let result, _)? = type { return result }
        return type
    }
}

extension Expr {
    /// A number literal, or a choice between number literals (`big ? 1.5 : 2`): its type is the one the context asks for.
    var isNumberLiteral: Bool {
        switch kind {
        case .int, .double: return true
        case .ternary(_, let yes, let no): return yes.isNumberLiteral && no.isNumberLiteral
        default: return false
        }
    }
}
