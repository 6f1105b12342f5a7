/// An associated type read through a conforming script type (`C.Item` with `C` bound to `Queue<Int>`):
/// Swift infers it from the members that satisfy the protocol's requirements, and so does this. An explicit
/// `typealias Item = ...` is a nested member already; a generic parameter of the same name is taken as it is;
/// otherwise each requirement declared with `Item` in its type (`subscript(i: Int) -> Item`) is matched
/// against the conforming member (`subscript(i: Int) -> Element`), and the type's generic arguments are put
/// in. A sequence's `Element` comes from its `next()` or its iterator's. nil when none of that tells.
extension Interpreter {
    func associatedType(_ name: String, of info: TypeInfo, arguments: [TypeRef]) -> TypeRef? {
        let parameters = info.decl.genericParameters.map(\.name)
        let bindings = parameters.count == arguments.count ? Dictionary(zip(parameters, arguments), uniquingKeysWith: { a, _ in a }) : [:]
        var found: TypeRef?
        if parameters.contains(name) {
            found = bindings[name]
        } else {
            found = inferredFromRequirements(name, of: info) ?? libraryAssociatedType(name, of: info)
                ?? (name == "Element" ? sequenceElement(of: info) : nil) ?? defaultAssociatedType(name, of: info, arguments: arguments)
            found = found.map { resolvingMemberTypes($0, bindings) }
        }
        guard let found, !parameters.contains(where: { found.mentions($0) }) else { return nil }
        return found
    }

    /// `type` with the type's generic arguments put in, and the associated types it names of them read: `A.In`
    /// in `Compose<A: Mapper, B: Mapper>` is the `In` of what `A` stands for (`Len`'s `String`).
    private func resolvingMemberTypes(_ type: TypeRef, _ bindings: [String: TypeRef]) -> TypeRef {
        type.mappingNamed { name, arguments in
            guard arguments.isEmpty, let dot = name.firstIndex(of: "."), let base = bindings[String(name[..<dot])] else { return nil }
            var resolved: TypeRef? = base
            for member in name[name.index(after: dot)...].split(separator: ".") {
                resolved = resolved.flatMap { associatedType(String(member), of: $0) }
            }
            return resolved
        }.substituting(bindings)
    }

    /// The default a protocol gives (`associatedtype Batch = [Product]`), its other associated types and `Self` read for
    /// `info`.
    private func defaultAssociatedType(_ name: String, of info: TypeInfo, arguments: [TypeRef]) -> TypeRef? {
        for proto in info.memberLookupOrder where proto.kind == .protocol {
            guard let given = proto.decl.associatedTypeDefaults[name] else { continue }
            var bindings: [String: TypeRef] = [:]
            for other in proto.decl.associatedTypeNames where other != name && given.mentions(other) {
                guard let bound = associatedType(other, of: info, arguments: arguments) else { return nil }
                bindings[other] = bound
            }
            // `associatedtype Wrapped = Box<Self>`: Self is the conforming type.
            if given.mentions("Self") { bindings["Self"] = .named(info.name, arguments) }
            return given.substituting(bindings)
        }
        return nil
    }

    private func inferredFromRequirements(_ name: String, of info: TypeInfo) -> TypeRef? {
        for proto in info.memberLookupOrder where proto.kind == .protocol && proto.decl.associatedTypeNames.contains(name) {
            for requirement in proto.decl.requirementTypes where requirement.type.mentions(name) {
                guard let implemented = implementedType(of: requirement.member, in: info, like: requirement.type),
                      let bound = Self.binding(of: name, in: requirement.type, matching: implemented),
                      // `func make() -> Output` written with the associated type itself tells nothing (its default does).
                      !bound.mentions(name) || scriptType(named: name) != nil else { continue }
                return bound
            }
        }
        return nil
    }

    /// The type of the member of `info` that satisfies a requirement (a function type for methods and subscripts).
    private func implementedType(of member: String, in info: TypeInfo, like required: TypeRef) -> TypeRef? {
        let arity: Int? = if case .function(let parameters, _, _) = required { parameters.count } else { nil }
        var type: TypeInfo? = info
        while let current = type {
            if member == "subscript" {
                if let found = current.subscripts.first(where: { $0.getter.parameters.count == arity }) { return found.getter.functionType }
            } else if let arity {
                let candidates = (current.methodVariants[member] ?? current.methods[member].map { [$0] } ?? [])
                    + (current.staticVariants[member] ?? current.staticMethods[member].map { [$0] } ?? [])
                if let found = candidates.first(where: { $0.parameters.count == arity }) { return found.functionType }
            } else if let index = current.index(ofField: member),
                      let declared = current.fields[index].type ?? current.fields[index].initializer.flatMap(Self.literalType) {
                // `var items = ["a"]` for `var items: [Item] { get }`: the literal's type, as Swift infers it.
                return declared
            } else if let computed = current.computed[member], let declared = computed.getter.returnType {
                return declared
            } else if let declaration = current.staticDeclarations[member],
                      let declared = declaration.type ?? declaration.initializer.flatMap(Self.literalType) {
                // `static let defaultValue = 14` for `static var defaultValue: Value { get }`.
                return declared
            } else if let computed = current.staticComputed[member], let declared = computed.getter.returnType {
                return declared
            }
            type = current.superclass
        }
        return nil
    }

    /// An associated type of a library protocol the type adopts, from the member that satisfies its requirement:
    /// `RawRepresentable.RawValue` is the type of `rawValue` (or of `init(rawValue:)`'s parameter; an enum's raw
    /// type), `Identifiable.ID` the type of `id` (a class's own identity, `ObjectIdentifier`, without one), an
    /// `OptionSet`'s `Element` the type itself.
    private func libraryAssociatedType(_ name: String, of info: TypeInfo) -> TypeRef? {
        switch name {
        case "RawValue" where !info.rawValues.isEmpty:
            return info.decl.inherited.first.map { .named($0, []) }
        case "RawValue" where info.conforms(to: "RawRepresentable") || info.conforms(to: "OptionSet"):
            let made = info.initializers.first { $0.parameters.count == 1 && $0.parameters[0].label == "rawValue" }
            return implementedType(of: "rawValue", in: info, like: .named(name, [])) ?? made?.parameters[0].type
        case "ID" where info.conforms(to: "Identifiable"):
            return implementedType(of: "id", in: info, like: .named(name, []))
                ?? (info.kind == .class ? .named("ObjectIdentifier", []) : nil)
        case "Element" where info.conforms(to: "OptionSet"):
            return .named(info.name, [])
        case "Element" where info.conforms(to: "Collection"):
            // Collection's `subscript(position: Index) -> Element`: the script's one-index subscript that takes no range.
            return info.subscripts.first {
                guard $0.getter.parameters.count == 1 else { return false }
                if case .named(let type, _)? = $0.getter.parameters[0].type, type.hasSuffix("Range") { return false }
                return true
            }?.getter.returnType
        case "Index" where info.conforms(to: "Collection"):
            return implementedType(of: "startIndex", in: info, like: .named(name, []))
        case "Iterator" where isScriptSequence(info):
            // Its `makeIterator()`'s type; a sequence that is its own iterator; a collection's IndexingIterator.
            if let made = info.method("makeIterator")?.returnType, !made.mentionsOpaque { return made }
            if info.method("next") != nil { return ownType(info) }
            return isScriptCollection(info) ? .named("IndexingIterator", [ownType(info)]) : nil
        case "SubSequence" where isScriptCollection(info):
            return .named("Slice", [ownType(info)])
        case "Indices" where isScriptCollection(info):
            return .named("DefaultIndices", [ownType(info)])
        default:
            return nil
        }
    }

    /// The type itself as its members name it (`Ring<Element>` inside `Ring<Element>`), its arguments put in later.
    private func ownType(_ info: TypeInfo) -> TypeRef {
        .named(info.name, info.decl.genericParameters.map { .named($0.name, []) })
    }

    /// A script sequence's `Element`: what its `next()` gives, or its iterator's.
    private func sequenceElement(of info: TypeInfo) -> TypeRef? {
        if let next = info.methods["next"], case .optional(let element)? = next.returnType?.canonical { return element }
        if let make = info.methods["makeIterator"], case .named(let iterator, let arguments)? = make.returnType,
           let iteratorInfo = scriptType(named: iterator), iteratorInfo !== info {
            return associatedType("Element", of: iteratorInfo, arguments: arguments)
        }
        return nil
    }

    /// The type Swift gives a literal that initializes a declaration without a type (`= 14` is an `Int`).
    static func literalType(_ expr: Expr) -> TypeRef? {
        switch expr.kind {
        case .int: .named("Int", [])
        case .double: .named("Double", [])
        case .bool: .named("Bool", [])
        case .string: .named("String", [])
        case .prefix("-", let operand): literalType(operand)
        case .array(let elements): uniformType(elements).map { .array($0) }
        case .dictionary(let pairs):
            uniformType(pairs.map(\.key)).flatMap { key in uniformType(pairs.map(\.value)).map { .dictionary(key, $0) } }
        default: nil
        }
    }

    /// The literal type every one of `elements` has (a `Double` among `Int`s makes them all `Double`), or nil.
    private static func uniformType(_ elements: [Expr]) -> TypeRef? {
        let types = elements.map(literalType)
        guard let first = types.first ?? nil, types.allSatisfy({ $0 != nil }) else { return nil }
        let names = Set(types.compactMap { $0?.nominalName })
        if names == ["Int", "Double"] { return .named("Double", []) }
        return types.allSatisfy({ $0 == first }) ? first : nil
    }

    /// What `name` stands for where `required` (written with it) and `implemented` have the same shape.
    static func binding(of name: String, in required: TypeRef, matching implemented: TypeRef) -> TypeRef? {
        switch (required.canonical, implemented.canonical) {
        case (.named(name, []), let given): return given
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)), (.metatype(let a), .metatype(let b)):
            return binding(of: name, in: a, matching: b)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return binding(of: name, in: k1, matching: k2) ?? binding(of: name, in: v1, matching: v2)
        case (.function(let p1, let r1, _), .function(let p2, let r2, _)) where p1.count == p2.count:
            return zip(p1, p2).lazy.compactMap { binding(of: name, in: $0, matching: $1) }.first ?? binding(of: name, in: r1, matching: r2)
        case (.tuple(let e1, _), .tuple(let e2, _)) where e1.count == e2.count:
            return zip(e1, e2).lazy.compactMap { binding(of: name, in: $0, matching: $1) }.first
        case (.named(let n1, let a1), .named(let n2, let a2)) where n1 == n2 && a1.count == a2.count:
            return zip(a1, a2).lazy.compactMap { binding(of: name, in: $0, matching: $1) }.first
        default: return nil
        }
    }
}

extension Interpreter {
    /// An associated type of a library collection's type (`C.Element` with `C` bound to `[Int]`, `String`,
    /// `[String: Bool]`): `Element`, `Index`, `SubSequence`, `Key`, `Value`, `Wrapped`, `Bound`; nil otherwise.
    static func libraryAssociatedType(_ name: String, of type: TypeRef) -> TypeRef? {
        switch (type, name) {
        case (.array(let element), "Element"): return element
        case (.array, "Index"): return .named("Int", [])
        case (.array(let element), "SubSequence"): return .named("ArraySlice", [element])
        case (.named("ArraySlice", let arguments), "Element") where arguments.count == 1: return arguments[0]
        case (.named("Set", let arguments), "Element") where arguments.count == 1: return arguments[0]
        case (.dictionary(let key, _), "Key"): return key
        case (.dictionary(_, let value), "Value"): return value
        case (.dictionary(let key, let value), "Element"): return .tuple([key, value], labels: ["key", "value"])
        case (.dictionary, "Index"): return .named("Dictionary.Index", [])
        case (.named("Set", _), "Index"): return .named("Set.Index", [])
        case (.named("String", []), "Element"), (.named("Substring", []), "Element"): return .named("Character", [])
        case (.named("String", []), "Index"), (.named("Substring", []), "Index"): return .named("String.Index", [])
        case (.named("String", []), "SubSequence"), (.named("Substring", []), "SubSequence"): return .named("Substring", [])
        case (.optional(let wrapped), "Wrapped"): return wrapped
        case (.named("Range", let arguments), "Bound"), (.named("ClosedRange", let arguments), "Bound"),
             (.named("Range", let arguments), "Element"), (.named("ClosedRange", let arguments), "Element"):
            return arguments.count == 1 ? arguments[0] : nil
        case (.array, "Iterator"), (.named("Range", _), "Iterator"), (.named("ClosedRange", _), "Iterator"), (.named("ArraySlice", _), "Iterator"):
            // Collections whose iterator is the library's IndexingIterator over themselves.
            return .named("IndexingIterator", [type])
        case (.named("Range", let arguments), "Index") where arguments.count == 1: return arguments[0]
        case (.named("Range", _), "SubSequence"): return type
        case (.named("Zip2Sequence", let arguments), "Element") where arguments.count == 2:
            guard let first = libraryAssociatedType("Element", of: arguments[0]), let second = libraryAssociatedType("Element", of: arguments[1]) else {
                return nil
            }
            return .tuple([first, second], labels: [nil, nil])
        case (.named("EnumeratedSequence", let arguments), "Element") where arguments.count == 1:
            guard let element = libraryAssociatedType("Element", of: arguments[0]) else { return nil }
            return .tuple([.named("Int", []), element], labels: ["offset", "element"])
        default: return nil
        }
    }
}
