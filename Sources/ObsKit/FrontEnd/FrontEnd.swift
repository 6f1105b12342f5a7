import SwiftSyntax

/// Source text to resolved IR, stage by stage in DESIGN.md's order: parse (SwiftParser), fold operators
/// (SwiftOperators), lower to the IR (the one place that sees SwiftSyntax), resolve names to slots.
/// The session drives it and hands what it makes to the interpreter, which only evaluates (as jlox's
/// `Lox.run` drives its scanner, parser and resolver before the interpreter runs).
struct FrontEnd {
    /// The session's global names, shared with the interpreter's `Globals`.
    let names: GlobalNames
    /// The operators the session's inputs declared, with Swift's own.
    let operators = OperatorDeclarations()

    /// A whole input (declarations and statements) ready to run.
    func compile(_ source: SourceText) throws -> Program {
        let tree = try SwiftSource.parse(source)
        try operators.add(tree, source)
        let folded = try SwiftSource.fold(tree, source, operators: operators.table)
        let lowered = try Lowering(source: source, tree: folded).lowerFile()
        let (statements, frameSize) = try Resolver(globals: names, source: source).resolveTopLevel(lowered)
        return Program(statements: statements, frameSize: frameSize, source: source)
    }

    /// One expression, typed as a command's argument (`:mount ParentView()`).
    func compileExpression(_ source: SourceText) throws -> Program {
        let tree = try SwiftSource.parse(source)
        let folded = try SwiftSource.fold(tree, source, operators: operators.table)
        let lowered = try Lowering(source: source, tree: folded).lowerFile()
        guard lowered.count == 1, case .expr = lowered[0].kind else {
            throw ObsDiagnostic(.command, "expected one expression", at: SourceLocation(source: source, range: lowered.first?.range ?? .synthesized))
        }
        let (statements, frameSize) = try Resolver(globals: names, source: source).resolveTopLevel(lowered)
        return Program(statements: statements, frameSize: frameSize, source: source)
    }
}

/// What the front end makes of one input: resolved statements, the size of their top-level frame, and
/// the source they came from (for the places errors name).
struct Program {
    let statements: [Stmt]
    let frameSize: Int
    let source: SourceText
}
