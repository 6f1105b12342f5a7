/// iOS 18's custom containers (WWDC24 "Demystify SwiftUI containers"): `ForEach(subviews: content) { subview in }`
/// makes a row per subview of `content`, and `Group(subviews: content) { subviews in }` gives the whole collection
/// to a builder. A subview is one view of the content as a view builder made it: the members of a `TupleView`, the
/// taken branch of an `if`, each row of a `ForEach`, the members of a `Group`; any other view (a stack, a view of
/// the script's own) is one subview. Each keeps the identity it had in the content (its place, its row's id), so a
/// subview's state lives as long as the content keeps it (Apple `ForEach/init(subviews:content:)`, rules §1.1).
extension Builtins {
    /// `ForEach(subviews: content) { subview in ... }`: one row per subview, keyed by its place in the content.
    static func forEachSubview(_ content: Value, builder: Value, _ interpreter: Interpreter, _ range: SourceRange,
                               _ source: SourceText) throws -> Value {
        let parts = try interpreter.subviews(of: content, path: "", range, source)
        return .view(.forEach(elements: parts.map(\.view), ids: parts.map { .string($0.id) }, content: builder))
    }

    /// `Group(subviews: content) { subviews in ... }`: the builder's views, made now from the collection.
    static func groupSubviews(_ content: Value, builder: Value, _ interpreter: Interpreter, _ range: SourceRange,
                              _ source: SourceText) throws -> Value {
        let parts = try interpreter.subviews(of: content, path: "", range, source)
        if case .closure(let closure) = builder { closure.buildsViews = true }
        let built = try interpreter.invoke(builder, [.array(parts.map(\.view))], range, source)
        return .view(.stack(.group, [built]))
    }
}

extension Interpreter {
    /// The subviews of a view value, each with its place in it as an id.
    func subviews(of view: Value, path: String, _ range: SourceRange, _ source: SourceText) throws -> [(id: String, view: Value)] {
        switch view {
        case .view(.empty), .none: return []
        case .optional(let wrapped): return try subviews(of: wrapped, path: path, range, source)
        case .view(.tuple(let items)):
            return try items.enumerated().flatMap { index, item in try subviews(of: item, path: path + ".\(index)", range, source) }
        case .view(.conditional(let branch, let inner)): return try subviews(of: inner, path: path + ".if\(branch)", range, source)
        case .view(.stack(.group, let items)):
            return try items.enumerated().flatMap { index, item in try subviews(of: item, path: path + ".g\(index)", range, source) }
        case .view(.forEach(let elements, let ids, let content, _)):
            if case .closure(let closure) = content { closure.buildsViews = true }
            return try zip(elements, ids).flatMap { element, id in
                try subviews(of: try invoke(content, [element], range, source), path: path + ".#" + debugDescribe(id), range, source)
            }
        default:
            // A subview carries its identity (`Subview.id`), hidden from `:tree` as the runtime's own modifiers are.
            return [(path, .view(.modified(view, ViewValue.Modifier(name: "_subview", arguments: [.string(path)]))))]
        }
    }

    /// The identity a subview of `Group(subviews:)` keeps in a `ForEach` over the collection.
    static func subviewID(_ element: Value) -> Value? {
        guard case .view(.modified(_, let modifier)) = element, modifier.name == "_subview" else { return nil }
        return modifier.arguments.first
    }
}
