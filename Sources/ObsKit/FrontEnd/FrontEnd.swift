import SwiftSyntax

/// Source text to resolved IR, stage by stage in DESIGN.md's order: parse (SwiftParser), check (the real
/// Swift compiler, when one is injected: CheckStage), fold operators (SwiftOperators), lower to the IR
/// (the one place that sees SwiftSyntax), resolve names to slots.
/// The session drives it and hands what it makes to the interpreter, which only evaluates (as jlox's
/// `Lox.run` drives its scanner, parser and resolver before the interpreter runs).
struct FrontEnd {
    /// The session's global names, shared with the interpreter's `Globals`.
    let names: GlobalNames
    let check: CheckStage
    /// The operators the session's inputs declared, with Swift's own.
    let operators = OperatorDeclarations()
    /// The global actors the session's inputs declared.
    let globalActors = GlobalActorNames()

    /// A whole input (declarations and statements) ready to run. `notice` hears, once, that the compiler
    /// check could not run.
    func compile(_ source: SourceText, notice: (String) -> Void = { _ in }) throws -> Program {
        let tree = try SwiftSource.parse(source)
        reserveTypesNestedByExtensions(tree)
        let pending = try check.check(tree, source, mount: false, notice: notice)
        try operators.add(tree, source)
        globalActors.add(tree, of: source)
        let folded = try SwiftSource.fold(tree, source, operators: operators.table)
        let lowered = try Lowering(source: source, tree: folded, facts: check.facts[source.fileName] ?? .init(),
                                   globalActors: globalActors.names).lowerFile()
        let (statements, frameSize) = try Resolver(globals: names, source: source).resolveTopLevel(lowered)
        return Program(statements: statements, frameSize: frameSize, source: source, checked: pending, tree: tree)
    }

    /// Gives the types `tree`'s extensions nest their global names now, so that the extended type's own code finds
    /// them by their short names (`Attendee` in `DailyScrum`) before the extension is declared.
    func reserveTypesNestedByExtensions(_ tree: SourceFileSyntax) {
        for name in SwiftSource.typesNestedByExtensions(tree) { _ = names.slot(for: name) }
    }

    /// The library written in Swift, compiled into a new session: its syntax is the same in every session
    /// (`LibrarySyntax`), and the compiler check has nothing to say about it.
    /// A `LibraryPart` compiled on demand (`keepingOperators`) declares no operators: the session's own are kept.
    func compileLibrary(_ source: SourceText, keepingOperators: Bool = false) throws -> Program {
        let operators = self.operators
        let trees = try LibrarySyntax.trees(for: source) {
            let tree = try SwiftSource.parse(source)
            if !keepingOperators { try operators.add(tree, source) }
            return LibrarySyntax.Trees(parsed: tree, folded: try SwiftSource.fold(tree, source, operators: operators.table),
                                       operators: operators.table)
        }
        if !keepingOperators { operators.adopt(trees.operators) }
        let lowered = try Lowering(source: source, tree: trees.folded, placesNames: false).lowerFile()
        let (statements, frameSize) = try Resolver(globals: names, source: source).resolveTopLevel(lowered)
        return Program(statements: statements, frameSize: frameSize, source: source, checked: nil, tree: trees.parsed)
    }

    /// The expression of a `:mount` (checked to be a View).
    func compileMountedView(_ source: SourceText, notice: (String) -> Void = { _ in }) throws -> Program {
        let tree = try SwiftSource.parse(source)
        _ = try check.check(tree, source, mount: true, notice: notice)
        let folded = try SwiftSource.fold(tree, source, operators: operators.table)
        let lowered = try Lowering(source: source, tree: folded, facts: check.facts[source.fileName] ?? .init()).lowerFile()
        guard lowered.count == 1, case .expr = lowered[0].kind else {
            throw ObsDiagnostic(.command, "expected one expression", at: SourceLocation(source: source, range: lowered.first?.range ?? .synthesized))
        }
        let (statements, frameSize) = try Resolver(globals: names, source: source).resolveTopLevel(lowered)
        return Program(statements: statements, frameSize: frameSize, source: source, checked: nil, tree: tree)
    }
}

/// What the front end makes of one input: resolved statements, the size of their top-level frame, and
/// the source they came from (for the places errors name).
struct Program {
    let statements: [Stmt]
    let frameSize: Int
    let source: SourceText
    /// What the compiler check accepted, to remember once the input has run (nil: nothing to remember).
    let checked: CheckStage.Pending?
    /// The input as parsed (the adviser reads declarations in it).
    let tree: SourceFileSyntax
}
