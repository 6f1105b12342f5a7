/// Declaring a script type: checks its property wrappers and makes its `TypeInfo`.
extension Interpreter {
    func declare(type decl: TypeDecl, source: SourceText) throws {
        var fields: [TypeInfo.StoredField] = []
        for property in decl.properties where property.getter == nil && !property.isStatic {
            var wrapper: TypeInfo.WrapperKind?
            if let attribute = property.attributes.first {
                guard let kind = TypeInfo.WrapperKind(rawValue: attribute.name) else {
                    throw ObsDiagnostic(.unsupported, "the property wrapper '@\(attribute.name)'",
                                        at: SourceLocation(source: source, range: attribute.range))
                }
                if kind == .published, decl.kind != .class {
                    throw ObsDiagnostic(.syntax, "'wrappedValue' is unavailable: @Published is only available on properties of classes",
                                        at: SourceLocation(source: source, range: attribute.range))
                }
                wrapper = kind
            }
            let isOptional = property.typeName?.hasSuffix("?") ?? false
            fields.append(TypeInfo.StoredField(name: property.name, wrapper: wrapper, isLet: property.isLet,
                                               isOptional: isOptional, typeName: property.typeName,
                                               initializer: property.initializer, range: property.range))
        }
        if let staticProperty = decl.properties.first(where: { $0.isStatic }) {
            throw ObsDiagnostic(.unsupported, "static properties", at: SourceLocation(source: source, range: staticProperty.range))
        }
        if decl.inherited.contains("View"), !decl.properties.contains(where: { $0.name == "body" && $0.getter != nil }) {
            throw ObsDiagnostic(.syntax, "type '\(decl.name)' does not conform to protocol 'View': it needs 'var body: some View { ... }'",
                                at: SourceLocation(source: source, range: decl.range))
        }
        globals.define(decl.name, .type(TypeInfo(decl: decl, source: source, fields: fields, interpreter: self)))
    }
}
