import SwiftOperators
import SwiftSyntax

/// The operators a session knows: Swift's standard ones plus those its inputs declared
/// (`infix operator **: ExponentPrecedence`, `precedencegroup ...`), kept across inputs so a later one
/// folds `2 ** 3 ** 2` by the declared precedence and associativity.
final class OperatorDeclarations {
    private(set) var table = OperatorTable.standardOperators

    /// Adds the declarations of a parsed input; a redeclaration or an unknown precedence group is an error.
    func add(_ tree: SourceFileSyntax, _ source: SourceText) throws {
        guard tree.statements.contains(where: { $0.item.is(OperatorDeclSyntax.self) || $0.item.is(PrecedenceGroupDeclSyntax.self) })
        else { return }
        var updated = table
        var failure: ObsDiagnostic?
        updated.addSourceFile(tree) { error in
            // Declaring again what the session already knows (a script run twice) is not an error here.
            if case .operatorAlreadyExists = error { return }
            if case .groupAlreadyExists = error { return }
            if failure == nil { failure = ObsDiagnostic(.syntax, error.asDiagnostic.message, at: SwiftSource.location(of: error.asDiagnostic.position, in: tree, source: source)) }
        }
        if let failure { throw failure }
        table = updated
    }
}
