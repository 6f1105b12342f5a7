/// Declarations used before the line that declares them, as in a Swift file: in one input (a pasted
/// block) and across a script's inputs, types, extensions, type aliases and functions are declared
/// first, types before those inheriting from (or wrapping with) them, extensions after their types; then
/// the statements run in order, skipping what was declared ahead. A script's names declared more than
/// once (the REPL way of fixing a type) are declared where they stand, in order.
extension Interpreter {
    /// A declaration that can be declared ahead, with the source it comes from.
    struct Declaration {
        let statement: Stmt
        let source: SourceText

        var key: String { Self.key(statement, source) }

        static func key(_ statement: Stmt, _ source: SourceText) -> String {
            "\(source.fileName):\(source.firstLine):\(statement.range.start)"
        }

        var name: String? {
            switch statement.kind {
            case .typeDecl(let decl): return decl.kind == .extension ? nil : decl.name
            case .function(let function): return function.signatureKey
            case .typeAlias(let name, _, _, _): return name
            default: return nil
            }
        }
    }

    /// The declarations among `statements` that may be declared ahead (top-level types, extensions,
    /// type aliases, functions).
    static func declarations(in statements: [Stmt], source: SourceText) -> [Declaration] {
        statements.compactMap { statement in
            switch statement.kind {
            case .typeDecl, .function, .typeAlias: return Declaration(statement: statement, source: source)
            default: return nil
            }
        }
    }

    /// Declares what can be declared ahead; returns the keys of those declared (the others stay for their
    /// turn, where an error they raise shows at its place). Names declared more than once are left alone.
    func declareAhead(_ declarations: [Declaration]) -> Set<String> {
        var counts: [String: Int] = [:]
        for declaration in declarations { if let name = declaration.name { counts[name, default: 0] += 1 } }
        let once = declarations.filter { declaration in
            if let name = declaration.name { return counts[name] == 1 }
            // An extension: ahead unless the type it extends is declared more than once.
            if case .typeDecl(let decl) = declaration.statement.kind { return (counts[decl.name] ?? 0) <= 1 }
            return false
        }
        var pending = once.filter { if case .typeDecl(let decl) = $0.statement.kind { return decl.kind != .extension }; return false }
        let extensions = once.filter { if case .typeDecl(let decl) = $0.statement.kind { return decl.kind == .extension }; return false }
        let others = once.filter { if case .typeDecl = $0.statement.kind { return false }; return true }
        var done: Set<String> = []
        // Types in an order where what a type inherits from or wraps its properties with comes first.
        while !pending.isEmpty {
            let waiting = Set(pending.compactMap(\.name))
            let next = pending.firstIndex { declaration in
                dependencies(of: declaration).allSatisfy { !waiting.contains($0) || $0 == declaration.name }
            } ?? 0
            let declaration = pending.remove(at: next)
            if declare(declaration) { done.insert(declaration.key) }
        }
        for declaration in others + extensions where declare(declaration) { done.insert(declaration.key) }
        return done
    }

    /// The names a type needs declared before it: its superclass and protocols, its property wrappers.
    private func dependencies(of declaration: Declaration) -> [String] {
        guard case .typeDecl(let decl) = declaration.statement.kind else { return [] }
        return decl.inherited + decl.properties.flatMap { $0.attributes.map(\.name) }
    }

    private func declare(_ declaration: Declaration) -> Bool {
        do {
            _ = try exec(declaration.statement, Frame.make(size: 0), declaration.source)
            return true
        } catch {
            return false
        }
    }
}
