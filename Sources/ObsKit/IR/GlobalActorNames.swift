import SwiftSyntax

/// The names of the types a session's inputs mark `@globalActor` (`@globalActor actor DataActor { static let
/// shared = ... }`), wherever they are declared. Their attribute on a variable (`@DataActor var cache = ...`) says
/// where it is isolated, which one thread need not enforce: lowering takes it for no property wrapper.
final class GlobalActorNames {
    private(set) var names: Set<String> = []

    /// Notes the global actors `tree`, parsed from `source`, declares.
    func add(_ tree: SourceFileSyntax, of source: SourceText) {
        guard source.text.contains("globalActor") else { return }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        names.formUnion(visitor.names)
    }

    private final class Visitor: SyntaxVisitor {
        var names: Set<String> = []

        private func note(_ attributes: AttributeListSyntax, _ name: TokenSyntax) {
            let marked = attributes.contains {
                if case .attribute(let attribute) = $0 { return attribute.attributeName.trimmedDescription == "globalActor" }
                return false
            }
            if marked { names.insert(name.text) }
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
    }
}
