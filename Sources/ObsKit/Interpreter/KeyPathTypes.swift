/// What a key path is, as Swift types it: its class (`KeyPath`, `WritableKeyPath`,
/// `ReferenceWritableKeyPath`), its root and its value type, worked out from the declarations of the script
/// types along its components. A path through a member it cannot type (a library value's `count`, a
/// member of a generic parameter) has no known type: it stays a plain `KeyPath` as before.
extension Interpreter {
    struct KeyPathType {
        /// `KeyPath`, `WritableKeyPath` or `ReferenceWritableKeyPath`.
        var kind: String
        var root: TypeRef
        var value: TypeRef
    }

    /// The key path's type from `root` (its written root type when nil).
    func keyPathType(_ keyPath: KeyPathValue, root given: TypeRef? = nil) -> KeyPathType? {
        guard let root = given ?? keyPath.rootTypeName.map({ TypeRef.named($0, []) }) else { return nil }
        var current = root
        // Whether every component since the last class instance on the way can be written.
        var settable = true
        var throughReference = false
        var chained = false
        for component in keyPath.components {
            switch component {
            case .member("self"):
                continue
            case .member(let name):
                guard case .named(let typeName, _) = current, let info = scriptType(named: typeName) else { return nil }
                if info.kind == .class {
                    throughReference = true
                    settable = true
                }
                guard let member = memberType(name, of: info) else { return nil }
                current = member.type
                settable = settable && member.settable
            case .forceUnwrap, .optionalChain:
                guard case .optional(let wrapped) = current.canonical else { return nil }
                current = wrapped
                if component == .optionalChain {
                    chained = true
                    settable = false
                }
            case .subscriptInt:
                guard case .array(let element) = current.canonical else { return nil }
                current = element
            case .subscriptString:
                guard case .dictionary(_, let value) = current.canonical else { return nil }
                current = .optional(value)
            }
        }
        if chained, current.optionalDepth == 0 { current = .optional(current) }
        let kind = !settable ? "KeyPath" : throughReference ? "ReferenceWritableKeyPath" : "WritableKeyPath"
        return KeyPathType(kind: kind, root: root, value: current)
    }

    /// The declared type of a stored or computed property, and whether a key path can write it.
    private func memberType(_ name: String, of info: TypeInfo) -> (type: TypeRef, settable: Bool)? {
        if let index = info.index(ofField: name) {
            let field = info.fields[index]
            guard field.wrapper == nil, field.customWrapper == nil,
                  let type = field.type ?? field.initializer.flatMap(Self.literalType) else { return nil }
            return (type, !field.isLet)
        }
        if let computed = info.computedProperty(name), let type = computed.getter.returnType {
            return (type, computed.setter != nil)
        }
        return nil
    }

    /// The type a property's literal initializer gives it (`var volume = 5`).
    private static func literalType(_ initializer: Expr) -> TypeRef? {
        switch initializer.kind {
        case .int: return .simple("Int")
        case .double: return .simple("Double")
        case .string: return .simple("String")
        case .bool: return .simple("Bool")
        default: return nil
        }
    }

    /// `keyPath is WritableKeyPath<Point, Double>`: nil when the path's type is not known (then any key path
    /// type fits, as before).
    func keyPathFits(_ keyPath: KeyPathValue, _ name: String, _ arguments: [TypeRef]) -> Bool? {
        guard let rank = Self.keyPathRanks[name] else { return nil }
        // A generic parameter (`WritableKeyPath<Record, V>` of a generic subscript) fits any type.
        let known = arguments.map { $0.leafNames.allSatisfy(isKnownType) ? $0 : nil }
        let root = known.first ?? nil
        if let root, let written = keyPath.rootTypeName, root.canonical != .named(written, []) { return false }
        guard let typed = keyPathType(keyPath, root: root) else { return nil }
        if known.count > 1, let value = known[1], value.canonical != typed.value.canonical { return false }
        return Self.keyPathRanks[typed.kind]! >= rank
    }

    /// The key path classes, each a subclass of those of lower rank.
    private static let keyPathRanks: [String: Int] = [
        "AnyKeyPath": 0, "PartialKeyPath": 1, "KeyPath": 2, "WritableKeyPath": 3, "ReferenceWritableKeyPath": 4,
    ]
}
