import Foundation
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
        let place = Place(text: source.text, offset: offset)
        if let known = lock.withLock({ functionNames[place] }) { return known }
        let tree = Parser.parse(source: source.text)
        let name = tree.token(at: AbsolutePosition(utf8Offset: offset)).map { functionName(of: $0) } ?? "main"
        lock.withLock { remember(name, at: place, in: &functionNames) }
        return name
    }

    /// The answers already given, by source text and offset: a logging helper with a `#function` default called in a
    /// loop parses its caller's source once, not at every call.
    private struct Place: Hashable {
        let text: String
        let offset: Int
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var functionNames: [Place: String] = [:]
    nonisolated(unsafe) private static var isolations: [Place: Isolation] = [:]

    private static func remember<Answer>(_ answer: Answer, at place: Place, in table: inout [Place: Answer]) {
        if table.count >= 4096 { table.removeAll() }
        table[place] = answer
    }

    private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// What `#isolation` names at a place (SE-0420): the actor its code runs on. `actorSelf`: `self`, if it is an
    /// actor (a member of an actor, or of an extension, whose type the syntax alone does not tell).
    enum Isolation { case actorSelf, mainActor, none }

    /// The isolation of the code at a UTF-8 offset of `source`: an actor's own method's is that actor (`self`); a
    /// declaration marked `@MainActor` (or in a type so marked) and top-level code run on the main actor; a
    /// `nonisolated` member, another type's member, a free function and a `Task.detached` closure on none. A closure
    /// otherwise has the isolation of where it is written (as `Task { }` inherits it).
    static func isolation(in source: SourceText, at offset: Int) -> Isolation {
        let place = Place(text: source.text, offset: offset)
        if let known = lock.withLock({ isolations[place] }) { return known }
        let answer = parsedIsolation(in: source, at: offset)
        lock.withLock { remember(answer, at: place, in: &isolations) }
        return answer
    }

    private static func parsedIsolation(in source: SourceText, at offset: Int) -> Isolation {
        let tree = Parser.parse(source: source.text)
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return .mainActor }
        var current: Syntax? = Syntax(token)
        var inMember = false
        while let here = current {
            if let closure = here.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Task.detached" {
                return .none
            }
            if let declaration = here.asProtocol(WithAttributesSyntax.self), here.is(DeclSyntax.self) {
                if hasMainActor(declaration.attributes) { return .mainActor }
                if let modified = here.asProtocol(WithModifiersSyntax.self) {
                    let modifiers = modified.modifiers.map(\.name.text)
                    if modifiers.contains("nonisolated") { return .none }
                    if here.is(ActorDeclSyntax.self) { return inMember ? .actorSelf : .none }
                    if here.is(FunctionDeclSyntax.self) || here.is(InitializerDeclSyntax.self) || here.is(VariableDeclSyntax.self)
                        || here.is(SubscriptDeclSyntax.self) {
                        if modifiers.contains("static") || modifiers.contains("class") { return .none }
                        inMember = true
                    }
                }
                if here.is(ExtensionDeclSyntax.self) {
                    // An extension's member: its actor's, if the extended type is an actor (the caller knows by `self`).
                    return inMember ? .actorSelf : .none
                }
                if here.is(StructDeclSyntax.self) || here.is(ClassDeclSyntax.self) || here.is(EnumDeclSyntax.self)
                    || here.is(ProtocolDeclSyntax.self) {
                    return .none
                }
            }
            current = here.parent
        }
        // Top-level code: a free function's body stops here too, with no actor.
        return inMember ? .none : .mainActor
    }

    private static func hasMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
    }
}
