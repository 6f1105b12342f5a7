import SwiftSyntax
extension Lowering {
    /// A protocol requirement's declared type, and its `associatedtype` names (see `TypeDecl.requirementTypes`).
    func recordRequirementType(_ item: DeclSyntax, into decl: TypeDecl) {
        if let associated = item.as(AssociatedTypeDeclSyntax.self) {
            decl.associatedTypeNames.append(associated.name.identifierName)
            if let initializer = associated.initializer {
                decl.associatedTypeDefaults[associated.name.identifierName] = typeRef(initializer.value)
            }
        } else if let function = item.as(FunctionDeclSyntax.self) {
            let signature = function.signature
            let result = signature.returnClause.map { typeRef($0.type) } ?? .void
            decl.requirementTypes.append((function.name.identifierName, .function(signature.parameterClause.parameters.map { typeRef($0.type) }, result)))
        } else if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
                      let type = binding.typeAnnotation?.type else { continue }
                decl.requirementTypes.append((name, typeRef(type)))
            }
        } else if let subscriptDecl = item.as(SubscriptDeclSyntax.self) {
            decl.requirementTypes.append(("subscript", .function(subscriptDecl.parameterClause.parameters.map { typeRef($0.type) },
                                                                 typeRef(subscriptDecl.returnClause.type))))
        }
    }
}
