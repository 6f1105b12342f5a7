// The `@Entry` macro's implementation (module SwiftUIMacros), built by tools/check-interface against
// the toolchain's own swift-syntax and loaded with `-load-plugin-library`. Like Apple's, it turns
// `@Entry var name: T = value` inside an extension of EnvironmentValues, Transaction, FocusedValues or
// ContainerValues into a computed property over a private key type `__Key_name`.
import SwiftSyntax
import SwiftSyntaxMacros

public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(declaration) else { return [] }
        return ["get { self[__Key_\(raw: name).self] }", "set { self[__Key_\(raw: name).self] = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
              let name = propertyName(declaration) else { return [] }
        let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
        let value = binding.initializer?.value.trimmedDescription ?? "nil"
        let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        let key: String
        switch extended?.split(separator: ".").last {
        case "Transaction": key = "SwiftUI.TransactionKey"
        case "FocusedValues": key = "SwiftUI.FocusedValueKey"
        case "ContainerValues": key = "SwiftUI.ContainerValueKey"
        default: key = "SwiftUI.EnvironmentKey"
        }
        if key == "SwiftUI.FocusedValueKey" {
            // A focused value is always optional: the key's Value is the wrapped type.
            let wrapped = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription
            return ["private struct __Key_\(raw: name): \(raw: key) { typealias Value = \(raw: wrapped ?? "Never") }"]
        }
        return ["private struct __Key_\(raw: name): \(raw: key) { static let defaultValue\(raw: type) = \(raw: value) }"]
    }

    private static func propertyName(_ declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern
            .as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }
}
