import SwiftSyntax

extension SwiftSource {
    /// The types top-level extensions nest, qualified (`DailyScrum.Attendee` for `extension DailyScrum { struct
    /// Attendee }`). Swift finds them by their short name inside the extended type wherever it is written, so their
    /// names are made known before the code that declares the type is resolved (the extension may come after it).
    static func typesNestedByExtensions(_ tree: SourceFileSyntax) -> [String] {
        var names: [String] = []
        for item in tree.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            let owner = extensionDecl.extendedType.trimmedDescription
            for member in extensionDecl.memberBlock.members {
                let decl = member.decl
                let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
                    ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ActorDeclSyntax.self)?.name.text
                if let name { names.append(owner + "." + name) }
            }
        }
        return names
    }
}
