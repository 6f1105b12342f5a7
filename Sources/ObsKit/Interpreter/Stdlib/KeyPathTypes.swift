/// The type of a key path (`type(of: \Line.start.x)` is `WritableKeyPath<Line, Double>`), and its
/// `rootType` and `valueType`. Faithful where the root is named and each step's declared type is known: a
/// script type's stored and computed properties, a literal subscript of an array or a dictionary, `?` and
/// `!`, and a library value's `count`, `isEmpty`, `first`, `last` and `description`. Elsewhere (a root left to
/// inference, `\.name`) the type is the plain `KeyPath` ObsREPL printed before.
extension Interpreter {
    /// The key path's class (`KeyPath`, `WritableKeyPath`, `ReferenceWritableKeyPath`), root and value types;
    /// `root given`: the root a cast names, for a path whose root was left to inference.
    func keyPathType(_ path: KeyPathValue, root given: TypeRef? = nil) -> TypeRef? {
        guard let root = given ?? path.rootTypeName.map(Self.rootType) else { return nil }
        var current = root
        var writable = true
        var throughReference = false
        var chained = false
        for component in path.components {
            switch component {
            case .member("self"):
                // `\Int.self`, the identity key path: writable, to the root itself.
                continue
            case .member(let name):
                if case .array = current, let type = Self.libraryKeyPathMember(name, of: current, []) {
                    // `\[Int].count`: a library member of an array, read-only.
                    (writable, current) = (false, type)
                    continue
                }
                guard case .named(let typeName, let arguments) = current else { return nil }
                if let info = scriptType(named: typeName) {
                    if let index = info.index(ofField: name), let type = info.fields[index].type ?? initializerType(info.fields[index].initializer) {
                        let mutable = !info.fields[index].isLet
                        // Through a class, the change goes to the shared object: what came before does not matter, but
                        // for a `?` (a path through one is read-only).
                        if info.kind == .class { (writable, throughReference) = (mutable && !chained, true) } else { writable = writable && mutable }
                        current = type
                    } else if let computed = info.computedProperty(name), let type = computed.getter.returnType {
                        let mutable = computed.setter != nil
                        if info.kind == .class { (writable, throughReference) = (mutable && !chained, true) } else { writable = writable && mutable }
                        current = type
                    } else {
                        return nil
                    }
                } else {
                    guard let type = Self.libraryKeyPathMember(name, of: current, arguments) else { return nil }
                    writable = false
                    current = type
                }
            case .optionalChain, .forceUnwrap:
                guard case .optional(let wrapped) = current else { return nil }
                // A path through `?` is read-only (`\Car.engine?.power` is a `KeyPath`).
                if component == .optionalChain { (chained, writable) = (true, false) }
                current = wrapped
            case .subscriptInt:
                guard case .array(let element) = current else { return nil }
                current = element
            case .subscriptString:
                guard case .dictionary(_, let value) = current else { return nil }
                current = .optional(value)
            case .subscriptValues(let given):
                // An array's element by an Int, a dictionary's optional value by its key; another subscript's type is not known here.
                if case .array(let element) = current, given.labels == [nil], case .int = given.values[0] {
                    current = element
                } else if case .dictionary(_, let value) = current, given.labels == [nil] {
                    current = .optional(value)
                } else {
                    return nil
                }
            case .subscriptArguments:
                return nil
            }
        }
        if chained, !Self.isOptional(current) { current = .optional(current) }
        let kind = !writable ? "KeyPath" : (throughReference ? "ReferenceWritableKeyPath" : "WritableKeyPath")
        return .named(kind, [root, current])
    }

    /// A key path's root as written (`\[Int].count` names `[Int]`, an `Array<Int>`).
    private static func rootType(_ written: String) -> TypeRef {
        if written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":"), !written.dropFirst().contains("[") {
            return .array(.named(String(written.dropFirst().dropLast()), []))
        }
        return .named(written, [])
    }

    /// The type an undeclared property's initializer gives it, where that is plain: a literal, or a script
    /// type's initializer (`var origin = Point()`); nil otherwise.
    private func initializerType(_ initializer: Expr?) -> TypeRef? {
        switch initializer?.kind {
        case .int?: return .simple("Int")
        case .double?: return .simple("Double")
        case .bool?: return .simple("Bool")
        case .string?: return .simple("String")
        case .array(let elements)? where !elements.isEmpty:
            return initializerType(elements[0]).map { .array($0) }
        case .call(let callee, _)?:
            guard case .global(let slot) = callee.kind, case .type(let info)? = globals.values[slot], info.decl.genericParameters.isEmpty else { return nil }
            return .named(info.name, [])
        default: return initializer?.literalType
        }
    }

    /// `KeyPath<Root, Value>.rootType` / `.valueType`, or nil.
    func keyPathStaticMember(_ name: String, of typeName: String, _ arguments: [TypeRef]) -> Value? {
        guard ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(typeName), arguments.count == 2 else { return nil }
        switch name {
        case "rootType": return metatypeValue(arguments[0])
        case "valueType": return metatypeValue(arguments[1])
        default: return nil
        }
    }

    private static func isOptional(_ type: TypeRef) -> Bool {
        if case .optional = type { return true }
        return false
    }

    /// A library value's read-only members a key path may name, by the type they give.
    private static func libraryKeyPathMember(_ name: String, of type: TypeRef, _ arguments: [TypeRef]) -> TypeRef? {
        switch (name, type) {
        case ("count", _): return .simple("Int")
        case ("isEmpty", _): return .simple("Bool")
        case ("description", _): return .simple("String")
        case ("first", .array(let element)), ("last", .array(let element)): return .optional(element)
        case ("first", .named("String", _)), ("last", .named("String", _)): return .optional(.simple("Character"))
        default: return nil
        }
    }
}
