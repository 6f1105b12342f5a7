/// A type as the source writes it (`Int`, `[String: Int]`, `Box<T>?`, `(Int) -> Bool`, `T.Type`, `any P`),
/// in structure: what the interpreter does with a declared type (coercions, casts, overload ranking,
/// generic arguments, printing a metatype) it reads from here, never from a string. At run time the same
/// structure, with generic parameters replaced, is the value of a composite metatype (`[Int].self`).
indirect enum TypeRef: Hashable, Sendable {
    /// A nominal type, qualified by dots when nested (`Theme.Font`), with its generic arguments.
    case named(String, [TypeRef])
    case optional(TypeRef)
    /// `T!`: an optional that reads as its value where one is needed; stored as the value itself here.
    case implicitlyUnwrapped(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    /// `()` is the empty tuple (Void).
    case tuple([TypeRef], labels: [String?])
    /// Parameters, result, and what Swift prints beside them (`inout`, `...`, `async`, `throws`).
    case function([TypeRef], TypeRef, FunctionTraits)
    /// `T.Type`.
    case metatype(TypeRef)
    /// `any P` (and a protocol named as a type).
    case existential(TypeRef)
    /// `some P`.
    case opaque(TypeRef)
    /// `P & Q`.
    case composition([TypeRef])
    /// `repeat P` (SE-0393): as many types as the packs named by `each` in `P` hold, each `P` with their
    /// elements put in; `each T` itself is written `T` here. An element of a tuple type or a generic argument list.
    case packExpansion(TypeRef)

    static let void = TypeRef.tuple([], labels: [])
    static let any = TypeRef.named("Any", [])
    static func simple(_ name: String) -> TypeRef { .named(name, []) }
    /// A function type with nothing more than its parameters and result.
    static func function(_ parameters: [TypeRef], _ result: TypeRef) -> TypeRef { .function(parameters, result, FunctionTraits()) }

    /// The same type in the canonical spelling (`Array<Int>` is `[Int]`, `Optional<Int>` is `Int?`,
    /// `Void` is `()`, `any P` is `P`), so equal types compare equal.
    /// Protocols that only mark a type for the compiler (no requirements a value could be asked for at run time).
    static let markerProtocols: Set<String> = ["Sendable", "Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"]

    var canonical: TypeRef {
        switch self {
        case .named("Array", let arguments) where arguments.count == 1: return .array(arguments[0].canonical)
        // A ContiguousArray is an Array here (Stdlib+Global).
        case .named("ContiguousArray", let arguments) where arguments.count == 1: return .array(arguments[0].canonical)
        case .named("Optional", let arguments) where arguments.count == 1: return .optional(arguments[0].canonical)
        case .named("Dictionary", let arguments) where arguments.count == 2:
            return .dictionary(arguments[0].canonical, arguments[1].canonical)
        case .named("Void", []): return .void
        // The library's `typealias AnyClass = AnyObject.Type`.
        case .named("AnyClass", []): return .metatype(.named("AnyObject", []))
        case .named(let name, let arguments): return .named(name, arguments.map(\.canonical))
        case .optional(let wrapped): return .optional(wrapped.canonical)
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(wrapped.canonical)
        case .array(let element): return .array(element.canonical)
        case .dictionary(let key, let value): return .dictionary(key.canonical, value.canonical)
        case .tuple(let elements, let labels):
            if elements.count == 1, labels.first == nil { return elements[0].canonical }
            return .tuple(elements.map(\.canonical), labels: labels)
        case .function(let parameters, let result, let traits): return .function(parameters.map(\.canonical), result.canonical, traits)
        // `P.Protocol` (`(any P).Type`), the type of `P.self`, is not `P.Type` (the type of a conforming type's metatype).
        case .metatype(.existential(let inner)): return .metatype(.existential(inner.canonical))
        case .metatype(let instance): return .metatype(instance.canonical)
        // `any Sendable` is `Any` at run time: a marker protocol has no witness table to keep.
        case .existential(.named(let name, [])) where Self.markerProtocols.contains(name): return .named("Any", [])
        case .existential(let inner), .opaque(let inner): return inner.canonical
        // `A & B` and `B & A` are one type: the parts in a fixed order, without marker protocols (`any P & Sendable`
        // is `any P`, `C & Sendable` is `C`, as Swift's runtime has them).
        case .composition(let parts):
            let kept = parts.filter { if case .named(let name, []) = $0, Self.markerProtocols.contains(name) { false } else { true } }
            if kept.isEmpty { return .named("Any", []) }
            return kept.count == 1 ? kept[0].canonical : .composition(kept.map(\.canonical).sorted { "\($0)" < "\($1)" })
        case .packExpansion(let pattern): return .packExpansion(pattern.canonical)
        }
    }

    var isPackExpansion: Bool {
        if case .packExpansion = self { return true }
        return false
    }

    /// The name of a nominal type without generic arguments (`Box` for `Box<Int>`), else nil.
    var nominalName: String? {
        switch self {
        case .named(let name, _): return name
        case .existential(let inner), .opaque(let inner): return inner.nominalName
        default: return nil
        }
    }

    /// The library type a sugared type is (`[Int]` is an Array), else nil.
    var libraryName: String? {
        switch self {
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .optional, .implicitlyUnwrapped: return "Optional"
        default: return nil
        }
    }

    /// How many `?` wrap the type (`Int??` is 2).
    var optionalDepth: Int {
        if case .optional(let wrapped) = self { return 1 + wrapped.optionalDepth }
        return 0
    }

    /// The type inside every `?`.
    var withoutOptionals: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.withoutOptionals }
        return self
    }

    /// Whether the type contains a `some` (a generic parameter's stand-in in declared types).
    var mentionsOpaque: Bool {
        switch self {
        case .opaque: return true
        case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .metatype(let inner), .existential(let inner),
             .packExpansion(let inner):
            return inner.mentionsOpaque
        case .dictionary(let key, let value): return key.mentionsOpaque || value.mentionsOpaque
        case .tuple(let elements, _): return elements.contains(where: \.mentionsOpaque)
        case .function(let parameters, let result, _): return result.mentionsOpaque || parameters.contains(where: \.mentionsOpaque)
        case .named(_, let arguments): return arguments.contains(where: \.mentionsOpaque)
        case .composition(let parts): return parts.contains(where: \.mentionsOpaque)
        }
    }

    /// Whether `name` (a generic parameter) appears anywhere in the type.
    func mentions(_ name: String) -> Bool {
        switch self {
        case .named(let named, let arguments):
            return named == name || named.hasPrefix(name + ".") || arguments.contains { $0.mentions(name) }
        case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .metatype(let inner), .existential(let inner),
             .opaque(let inner), .packExpansion(let inner):
            return inner.mentions(name)
        case .dictionary(let key, let value): return key.mentions(name) || value.mentions(name)
        case .tuple(let elements, _): return elements.contains { $0.mentions(name) }
        case .function(let parameters, let result, _): return result.mentions(name) || parameters.contains { $0.mentions(name) }
        case .composition(let parts): return parts.contains { $0.mentions(name) }
        }
    }

    /// The type with each named type `transform` gives a replacement for replaced (arguments first), the rest kept.
    func mappingNamed(_ transform: (String, [TypeRef]) -> TypeRef?) -> TypeRef {
        switch self {
        case .named(let name, let arguments):
            let mapped = arguments.map { $0.mappingNamed(transform) }
            return transform(name, mapped) ?? .named(name, mapped)
        case .optional(let inner): return .optional(inner.mappingNamed(transform))
        case .implicitlyUnwrapped(let inner): return .implicitlyUnwrapped(inner.mappingNamed(transform))
        case .array(let inner): return .array(inner.mappingNamed(transform))
        case .metatype(let inner): return .metatype(inner.mappingNamed(transform))
        case .existential(let inner): return .existential(inner.mappingNamed(transform))
        case .opaque(let inner): return .opaque(inner.mappingNamed(transform))
        case .packExpansion(let inner): return .packExpansion(inner.mappingNamed(transform))
        case .dictionary(let key, let value): return .dictionary(key.mappingNamed(transform), value.mappingNamed(transform))
        case .tuple(let elements, let labels): return .tuple(elements.map { $0.mappingNamed(transform) }, labels: labels)
        case .function(let parameters, let result, let traits):
            return .function(parameters.map { $0.mappingNamed(transform) }, result.mappingNamed(transform), traits)
        case .composition(let parts): return .composition(parts.map { $0.mappingNamed(transform) })
        }
    }

    /// The type with generic parameters replaced (`[T]` with T = Int is `[Int]`); unknown names stay.
    func substituting(_ bindings: [String: TypeRef]) -> TypeRef {
        guard !bindings.isEmpty else { return self }
        switch self {
        case .named(let name, let arguments):
            if arguments.isEmpty, let bound = bindings[name] { return bound }
            return .named(name, arguments.flatMap { $0.substitutingElement(bindings) })
        case .optional(let inner): return .optional(inner.substituting(bindings))
        case .implicitlyUnwrapped(let inner): return .implicitlyUnwrapped(inner.substituting(bindings))
        case .array(let inner): return .array(inner.substituting(bindings))
        case .metatype(let inner): return .metatype(inner.substituting(bindings))
        case .existential(let inner): return .existential(inner.substituting(bindings))
        case .opaque(let inner): return .opaque(inner.substituting(bindings))
        case .dictionary(let key, let value): return .dictionary(key.substituting(bindings), value.substituting(bindings))
        case .tuple(let elements, let labels) where elements.contains(where: \.isPackExpansion):
            let spliced = elements.flatMap { $0.substitutingElement(bindings) }
            return .tuple(spliced, labels: spliced.map { _ in nil })
        case .tuple(let elements, let labels): return .tuple(elements.map { $0.substituting(bindings) }, labels: labels)
        case .function(let parameters, let result, let traits):
            return .function(parameters.map { $0.substituting(bindings) }, result.substituting(bindings), traits)
        case .composition(let parts): return .composition(parts.map { $0.substituting(bindings) })
        case .packExpansion(let pattern):
            guard let elements = pattern.expanded(bindings) else { return .packExpansion(pattern.substituting(bindings)) }
            return TypeRef.tuple(elements, labels: elements.map { _ in nil }).canonical
        }
    }

    /// An element of a tuple type or a generic argument list, substituted: a `repeat` over bound type packs
    /// (bound as `.packExpansion(.tuple(types))`) gives as many elements as they hold.
    func substitutingElement(_ bindings: [String: TypeRef]) -> [TypeRef] {
        if case .packExpansion(let pattern) = self, let elements = pattern.expanded(bindings) { return elements }
        return [substituting(bindings)]
    }

    /// The pattern of a `repeat` once per element of the bound type packs it names; nil when it names none.
    private func expanded(_ bindings: [String: TypeRef]) -> [TypeRef]? {
        var packs: [String: [TypeRef]] = [:]
        for (name, bound) in bindings {
            if case .packExpansion(.tuple(let types, _)) = bound, mentions(name) { packs[name] = types }
        }
        guard let length = packs.values.first?.count, packs.values.allSatisfy({ $0.count == length }) else { return nil }
        return (0..<length).map { index in
            substituting(bindings.merging(packs.mapValues { $0[index] }) { _, element in element })
        }
    }

    /// What a generic parameter stands for when nothing at run time tells (Swift's compiler would know).
    static let unknown = TypeRef.named("_", [])

    /// The type as written in source, Swift's sugar included (`[Int]`, `Int?`): for messages and keys.
    var spelled: String {
        switch self {
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.spelled).joined(separator: ", ") + ">"
        case .optional(let wrapped): return wrapped.spelled + "?"
        case .implicitlyUnwrapped(let wrapped): return wrapped.spelled + "!"
        case .array(let element): return "[" + element.spelled + "]"
        case .dictionary(let key, let value): return "[" + key.spelled + ": " + value.spelled + "]"
        case .tuple(let elements, let labels):
            return "(" + zip(labels, elements).map { ($0.map { $0 + ": " } ?? "") + $1.spelled }.joined(separator: ", ") + ")"
        case .function(let parameters, let result, let traits):
            return traits.spelled(parameters.map(\.spelled), result: result.spelled)
        case .metatype(let instance): return instance.spelled + ".Type"
        case .existential(let inner): return "any " + inner.spelled
        case .opaque(let inner): return "some " + inner.spelled
        case .composition(let parts): return parts.map(\.spelled).joined(separator: " & ")
        case .packExpansion(let pattern): return "repeat " + pattern.spelled
        }
    }
}

/// What a function type says beside its parameter and result types: `inout` and variadic parameters, `async`,
/// `throws`. The interpreter checks no types (the compiler check does): two function types that differ only here
/// are equal to it, and it keeps them to print function types as Swift does (`(inout Int, Int...) throws -> ()`).
struct FunctionTraits: Hashable, Sendable {
    var isAsync = false
    var isThrowing = false
    /// The positions of the `inout` parameters.
    var inoutParameters: Set<Int> = []
    /// The position of the variadic parameter (`Int...`).
    var variadicParameter: Int?

    static func == (_: FunctionTraits, _: FunctionTraits) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    /// `(inout A, B...) async throws -> R` from the parameters' and result's spellings.
    func spelled(_ parameters: [String], result: String) -> String {
        let written = parameters.indices.map { index in
            (inoutParameters.contains(index) ? "inout " : "") + parameters[index] + (variadicParameter == index ? "..." : "")
        }
        return "(" + written.joined(separator: ", ") + ")" + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + " -> " + result
    }
}

/// A generic parameter of a function or type (`T: Comparable`), with the constraints written on it
/// (inline or in a `where` clause; `T == String` is kept as a same-type constraint).
struct GenericParameter: Sendable {
    var name: String
    /// `each T`: a type parameter pack (SE-0393), which stands for any number of types.
    var isPack = false
    /// Protocols or classes `T` must conform to or inherit from.
    var constraints: [TypeRef] = []
    /// `where T == X`.
    var sameType: TypeRef?
}

/// A `where` requirement on an extension or member (`where Element: Numeric`, `where Wrapped == String`).
struct Requirement: Sendable {
    /// The constrained name: a generic parameter, `Self`, or an associated type (`Element`).
    var subject: String
    var conformance: TypeRef?
    var sameType: TypeRef?
}

/// A type written inside code (`x as? T`, `[T]()`, `Box<Int>.self`, `case let n as Int`), with the
/// generic parameters it names resolved to the expressions that give their types at run time.
struct TypeUse: Sendable {
    var type: TypeRef { didSet { coercion = Coercion(type) } }
    var parameters: [(name: String, value: Expr)] = []
    /// `Coercion(type)`, worked out once: `x = value` into a declared `Node?` or `Double` converts through a
    /// `.typeCast(_, use, .coerce)`, and working it out on each assignment walked the type (issue 14:
    /// a tenth of bench/classes.swift). A use with `parameters` is converted by the type they bind instead.
    private(set) var coercion: Coercion

    init(_ type: TypeRef) {
        self.type = type
        coercion = Coercion(type)
    }
}

extension TypeRef {
    /// Binds the generic `parameters` this declared type mentions so that it matches `actual` (a value's
    /// type): `[T]` against `[Int]` binds T to Int. A parameter keeps its first binding; what does not
    /// line up binds nothing.
    func unify(with actual: TypeRef, parameters: Set<String>, into bindings: inout [String: TypeRef]) {
        switch (self, actual) {
        case (.packExpansion(.named(let name, [])), _) where parameters.contains(name):
            // `(repeat each T)` given `(Int, String)`: the pack T is {Int, String}, kept as a tuple in the expansion.
            if bindings[name] == nil, actual != .any, actual != .unknown {
                if case .tuple(let elements, _) = actual { bindings[name] = .packExpansion(.tuple(elements, labels: elements.map { _ in nil })) }
                else { bindings[name] = .packExpansion(.tuple([actual], labels: [nil])) }
            }
        case (.named(let name, let arguments), _) where arguments.isEmpty && parameters.contains(name):
            if bindings[name] == nil, actual != .any, actual != .unknown { bindings[name] = actual }
        case (.named(let name, let arguments), .named(let other, let actuals)) where name == other && arguments.count == actuals.count:
            for (argument, given) in zip(arguments, actuals) { argument.unify(with: given, parameters: parameters, into: &bindings) }
        case (.metatype(.named(let name, [])), .metatype(.any)) where parameters.contains(name):
            // `Any.self` passed as a `T.Type`: here `Any` is the type given, not a value's unknown one.
            if bindings[name] == nil { bindings[name] = .any }
        case (.optional(let inner), .optional(let other)), (.array(let inner), .array(let other)),
             (.metatype(let inner), .metatype(let other)):
            inner.unify(with: other, parameters: parameters, into: &bindings)
        case (.optional(let inner), _), (.implicitlyUnwrapped(let inner), _):
            inner.unify(with: actual, parameters: parameters, into: &bindings)
        case (.dictionary(let key, let value), .dictionary(let otherKey, let otherValue)):
            key.unify(with: otherKey, parameters: parameters, into: &bindings)
            value.unify(with: otherValue, parameters: parameters, into: &bindings)
        case (.named("Set", let arguments), .named("Set", let actuals)) where arguments.count == 1 && actuals.count == 1:
            arguments[0].unify(with: actuals[0], parameters: parameters, into: &bindings)
        case (.tuple(let elements, _), .tuple(let others, _)) where elements.count == others.count:
            for (element, other) in zip(elements, others) { element.unify(with: other, parameters: parameters, into: &bindings) }
        case (.function(let inputs, let result, _), .function(let otherInputs, let otherResult, _)) where inputs.count == otherInputs.count:
            for (input, other) in zip(inputs, otherInputs) { input.unify(with: other, parameters: parameters, into: &bindings) }
            result.unify(with: otherResult, parameters: parameters, into: &bindings)
        default:
            break
        }
    }
}
