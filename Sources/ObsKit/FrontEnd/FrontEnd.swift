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

    /// A whole input (declarations and statements) ready to run. `notice` hears, once, that the compiler
    /// check could not run.
    func compile(_ source: SourceText, notice: (String) -> Void = { _ in }) throws -> Program {
        let tree = try SwiftSource.parse(source)
        let pending = try check.check(tree, source, mount: false, notice: notice)
        let folded = try SwiftSource.fold(tree, source)
        let lowered = try Lowering(source: source, tree: folded).lowerFile()
        let (statements, frameSize) = try Resolver(globals: names, source: source).resolveTopLevel(lowered)
        return Program(statements: statements, frameSize: frameSize, source: source, checked: pending, tree: tree)
    }

    /// The expression of a `:mount` (checked to be a View).
    func compileMountedView(_ source: SourceText, notice: (String) -> Void = { _ in }) throws -> Program {
        let tree = try SwiftSource.parse(source)
        _ = try check.check(tree, source, mount: true, notice: notice)
        let folded = try SwiftSource.fold(tree, source)
        let lowered = try Lowering(source: source, tree: folded).lowerFile()
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
