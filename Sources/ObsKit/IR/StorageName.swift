/// How Swift names the storage of a wrapped property: `@State var count` is stored as `_count`, and
/// `$count` is its projected value. Everything that spells a storage name asks here.
enum StorageName {
    /// `count` → `_count`.
    static func of(_ property: String) -> String { "_" + property }

    /// `_count` → `count`, `$count` → `count`; nil for a name that is neither.
    static func property(of name: String) -> String? {
        guard let first = name.first, first == "_" || first == "$", name.count > 1 else { return nil }
        return String(name.dropFirst())
    }

    /// `count` → `$count`.
    static func projection(of property: String) -> String { "$" + property }
}
