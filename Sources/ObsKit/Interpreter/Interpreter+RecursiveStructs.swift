/// A struct that stores itself (`struct P { let next = P() }`, `var next: P?`) has no finite size: swiftc
/// rejects it, and making one here would recurse until the stack ran out (issue 10, fixture 3014).
extension Interpreter {
    /// Throws swiftc's error when a stored property of the struct `info` holds the struct itself: by its
    /// declared type (`P`, `P?`, `P!`), or, with none written, by an initial value that makes one (`P()`,
    /// `P.init()`). Wrapped properties and indirection through arrays, dictionaries and classes are fine.
    func checkNotRecursive(_ info: TypeInfo, _ fields: [TypeInfo.StoredField], source: SourceText) throws {
        guard info.kind == .struct else { return }
        let name = info.decl.name
        for field in fields where !field.isWrapped {
            let declared = field.typeName.map { String($0.filter { !$0.isWhitespace }) }
            let storesItself = declared.map { [name, name + "?", name + "!", "Optional<\(name)>"].contains($0) }
                ?? field.initializer.map { makes(name, $0) } ?? false
            if storesItself {
                throw ObsDiagnostic(.syntax, "value type '\(name)' cannot have a stored property that recursively contains it",
                                    at: SourceLocation(source: source, range: field.range))
            }
        }
    }

    /// Whether `expr` is a call of the type `name` itself (`P()`, `P(x: 1)`, `P.init()`).
    private func makes(_ name: String, _ expr: Expr) -> Bool {
        guard case .call(let callee, _) = expr.kind else { return false }
        if case .member(let base, "init") = callee.kind { return isTypeName(name, base) }
        return isTypeName(name, callee)
    }

    private func isTypeName(_ name: String, _ expr: Expr) -> Bool {
        switch expr.kind {
        case .name(let called): return called == name
        case .global(let slot): return slot < globals.names.names.count && globals.names.names[slot] == name
        default: return false
        }
    }
}
