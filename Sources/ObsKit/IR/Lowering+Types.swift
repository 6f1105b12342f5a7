import SwiftSyntax

/// Lowering of classes, structs and their members.
extension Lowering {
    func lowerType(_ kind: TypeKind, name: TokenSyntax, inheritance: InheritanceClauseSyntax?,
                   members: MemberBlockSyntax, node: some DeclSyntaxProtocol) throws -> TypeDecl {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let isView = inherited.contains("View")
        let decl = TypeDecl(name: name.text, kind: kind, inherited: inherited, properties: [], methods: [],
                            initializers: [], deinitializer: nil, range: range(node))
        for member in members.members {
            let item = member.decl
            if let variable = item.as(VariableDeclSyntax.self) {
                decl.properties += try lowerProperties(variable, inView: isView)
            } else if let function = item.as(FunctionDeclSyntax.self) {
                decl.methods.append(try lower(function: function, inView: isView))
            } else if let initializer = item.as(InitializerDeclSyntax.self) {
                decl.initializers.append(try lower(initializer: initializer))
            } else if let deinitializer = item.as(DeinitializerDeclSyntax.self) {
                guard kind == .class else { throw error("deinitializers may only be declared within a class", item) }
                let body = try deinitializer.body.map { try lower(block: $0.statements) } ?? []
                decl.deinitializer = FunctionDecl(name: "deinit", parameters: [], body: body, isMutating: false,
                                                  isStatic: false, isViewBuilder: false, range: range(deinitializer), source: source)
            } else {
                throw unsupported(describeMember(item), item)
            }
        }
        return decl
    }

    private func describeMember(_ decl: DeclSyntax) -> String {
        switch decl.kind {
        case .structDecl, .classDecl, .enumDecl: return "nested types"
        case .subscriptDecl: return "subscripts"
        case .typeAliasDecl: return "typealiases"
        default: return "this member"
        }
    }

    func modifiers(_ list: DeclModifierListSyntax) -> Set<String> {
        Set(list.map(\.name.text))
    }

    func lowerProperties(_ variable: VariableDeclSyntax, inView: Bool) throws -> [PropertyDecl] {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let mods = modifiers(variable.modifiers)
        if mods.contains("lazy") { throw unsupported("'lazy' properties", variable) }
        let attributes: [Attribute] = try variable.attributes.map { element in
            guard case .attribute(let attribute) = element else { throw unsupported("'#if' in attributes", element) }
            var arguments: [Argument] = []
            if case .argumentList(let list)? = attribute.arguments {
                arguments = try list.map { Argument(label: $0.label?.text, value: try lower(expr: $0.expression)) }
            }
            return Attribute(name: attribute.attributeName.trimmedDescription, arguments: arguments, range: range(attribute))
        }
        if attributes.count > 1, let extra = variable.attributes.dropFirst().first {
            throw unsupported("more than one property wrapper on a property", extra)
        }
        return try variable.bindings.map { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw unsupported("this pattern in a property", binding.pattern)
            }
            var getter: FunctionDecl?
            if let accessors = binding.accessorBlock {
                getter = try lowerGetter(accessors, name: name, isBuilder: inView && name == "body", node: binding)
            }
            return PropertyDecl(
                name: name, isLet: isLet, isStatic: mods.contains("static"), attributes: attributes,
                typeName: binding.typeAnnotation?.type.trimmedDescription,
                initializer: try binding.initializer.map { try lower(expr: $0.value) },
                range: range(binding), getter: getter)
        }
    }

    private func lowerGetter(_ block: AccessorBlockSyntax, name: String, isBuilder: Bool,
                             node: PatternBindingSyntax) throws -> FunctionDecl {
        let statements: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let items):
            statements = items
        case .accessors(let list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get),
                  let body = only.body else {
                throw unsupported("setters and observers on properties", block)
            }
            statements = body.statements
        @unknown default:
            throw unsupported("this accessor", block)
        }
        let function = FunctionDecl(name: name, parameters: [], body: try lower(block: statements), isMutating: false,
                                    isStatic: false, isViewBuilder: isBuilder, range: range(node), source: source)
        function.implicitReturn = !isBuilder && statements.count == 1 && statements.first?.item.is(ExprSyntax.self) == true
        return function
    }

    func lower(function: FunctionDeclSyntax, inView: Bool) throws -> FunctionDecl {
        let mods = modifiers(function.modifiers)
        if let effects = function.signature.effectSpecifiers {
            throw unsupported("'async' and 'throws' functions", effects)
        }
        let isBuilder = function.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
        let body = function.body?.statements
        let decl = FunctionDecl(
            name: function.name.text, parameters: try lower(parameters: function.signature.parameterClause),
            body: try body.map { try lower(block: $0) } ?? [], isMutating: mods.contains("mutating"),
            isStatic: mods.contains("static"), isViewBuilder: isBuilder, range: range(function), source: source)
        decl.implicitReturn = !isBuilder && function.signature.returnClause != nil && body?.count == 1
            && body?.first?.item.is(ExprSyntax.self) == true
        return decl
    }

    func lower(initializer: InitializerDeclSyntax) throws -> FunctionDecl {
        if initializer.optionalMark != nil { throw unsupported("failable initializers", initializer) }
        return FunctionDecl(
            name: "init", parameters: try lower(parameters: initializer.signature.parameterClause),
            body: try initializer.body.map { try lower(block: $0.statements) } ?? [], isMutating: true,
            isStatic: false, isViewBuilder: false, range: range(initializer), source: source)
    }

    func lower(parameters clause: FunctionParameterClauseSyntax) throws -> [Parameter] {
        try clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            let attributes = parameter.type.as(AttributedTypeSyntax.self)
            let isAutoclosure = attributes?.attributes.contains { $0.trimmedDescription == "@autoclosure" } ?? false
            let isInout = attributes?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            if isInout { throw unsupported("'inout' parameters", parameter) }
            if parameter.ellipsis != nil { throw unsupported("variadic parameters", parameter) }
            return Parameter(label: first == "_" ? nil : first, name: name,
                             defaultValue: try parameter.defaultValue.map { try lower(expr: $0.value) },
                             isAutoclosure: isAutoclosure, isInout: isInout)
        }
    }
}
