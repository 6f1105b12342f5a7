import SwiftParser
import SwiftSyntax

/// The name `#function` gives at a place in the source: the enclosing function as Swift spells it
/// (`add(_:)`, `init(id:)`, a property's name in its accessors, `subscript(_:)`), closures see through to
/// their function, and top-level code is `main`.
enum EnclosingDeclaration {
    static func functionName(of node: some SyntaxProtocol) -> String {
        var current: Syntax? = Syntax(node)
        while let here = current {
            if let function = here.as(FunctionDeclSyntax.self) {
                return function.name.text + labels(function.signature.parameterClause.parameters)
            }
            if let initializer = here.as(InitializerDeclSyntax.self) {
                return "init" + labels(initializer.signature.parameterClause.parameters)
            }
            if here.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let subscriptDecl = here.as(SubscriptDeclSyntax.self) {
                // A subscript's parameters have no argument labels unless they are written twice.
                return "subscript(" + subscriptDecl.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text) + ":" }.joined() + ")"
            }
            if here.is(AccessorBlockSyntax.self), let binding = here.parent?.as(PatternBindingSyntax.self) {
                return binding.pattern.trimmedDescription
            }
            current = here.parent
        }
        return "main"
    }

    /// `#function` at a UTF-8 offset of `source` (a default argument reports its caller's function).
    static func functionName(in source: SourceText, at offset: Int) -> String {
        let tree = Parser.parse(source: source.text)
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return "main" }
        return functionName(of: token)
    }

    private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}
