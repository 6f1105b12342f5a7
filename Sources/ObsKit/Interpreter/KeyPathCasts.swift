/// `is` and `as?` with a key path class as the target (`anyPath as? WritableKeyPath<Point, Double>`): the
/// key path's own class, root and value (`keyPathType`) must fit, a subclass fitting its superclasses
/// (`ReferenceWritableKeyPath` < `WritableKeyPath` < `KeyPath` < `PartialKeyPath` < `AnyKeyPath`). Where the
/// path's type is not known (a path through a member it cannot type), any key path class fits, as before.
extension Interpreter {
    /// Whether the key path is a `name<arguments>`; nil when it cannot tell.
    func keyPathFits(_ keyPath: KeyPathValue, _ name: String, _ arguments: [TypeRef]) -> Bool? {
        guard let rank = Self.keyPathRanks[name] else { return nil }
        // A generic parameter (`WritableKeyPath<Record, V>` of a generic subscript) fits any type.
        let known = arguments.map { $0.leafNames.allSatisfy(isKnownType) ? $0 : nil }
        let root = known.first ?? nil
        if let root, let written = keyPath.rootTypeName, root.canonical != .named(written, []) { return false }
        guard case .named(let kind, let parts)? = keyPathType(keyPath, root: root), parts.count == 2,
              let ownRank = Self.keyPathRanks[kind] else { return nil }
        if known.count > 1, let value = known[1], value.canonical != parts[1].canonical { return false }
        return ownRank >= rank
    }

    /// The key path classes, each a subclass of those of lower rank.
    private static let keyPathRanks: [String: Int] = [
        "AnyKeyPath": 0, "PartialKeyPath": 1, "KeyPath": 2, "WritableKeyPath": 3, "ReferenceWritableKeyPath": 4,
    ]
}
