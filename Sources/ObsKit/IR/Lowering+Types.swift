import SwiftSyntax

/// Lowering of classes, structs and their members.
extension Lowering {
    func lowerType(_ kind: TypeKind, name: String, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
                   members: MemberBlockSyntax, node: some DeclSyntaxProtocol) throws -> TypeDecl {
        let inherited = inheritance?.inheritedTypes.map { baseTypeName($0.type) } ?? []
        let isView = inherited.contains("View")
        let decl = TypeDecl(name: name, kind: kind, inherited: inherited, properties: [], methods: [],
                            initializers: [], deinitializer: nil, range: range(node))
        decl.attributes = attributes.compactMap { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription }
            return nil
        }
        for member in members.members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                for active in try activeMembers(config) { try lowerMember(active, into: decl, isView: isView) }
            } else {
                try lowerMember(member.decl, into: decl, isView: isView)
            }
        }
        return decl
    }

    /// The name of a type as written, without generic arguments (`Stack<Int>` is `Stack`).
    func baseTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return baseTypeName(member.baseType) + "." + member.name.text }
        return type.trimmedDescription
    }

    private func lowerMember(_ item: DeclSyntax, into decl: TypeDecl, isView: Bool) throws {
        let kind = decl.kind
        if kind == .protocol {
            // Requirements: nothing to run. Default implementations come from extensions.
            if item.is(AssociatedTypeDeclSyntax.self) || item.is(VariableDeclSyntax.self) || item.is(FunctionDeclSyntax.self)
                || item.is(InitializerDeclSyntax.self) || item.is(SubscriptDeclSyntax.self) || item.is(TypeAliasDeclSyntax.self) {
                return
            }
        }
        if let variable = item.as(VariableDeclSyntax.self) {
            decl.properties += try lowerProperties(variable, inView: isView, inType: kind)
        } else if let function = item.as(FunctionDeclSyntax.self) {
            decl.methods.append(try lower(function: function, inView: isView))
        } else if let initializer = item.as(InitializerDeclSyntax.self) {
            decl.initializers.append(try lower(initializer: initializer))
        } else if let deinitializer = item.as(DeinitializerDeclSyntax.self) {
            guard kind == .class else { throw error("deinitializers may only be declared within a class", item) }
            let body = try deinitializer.body.map { try lower(block: $0.statements) } ?? []
            decl.deinitializer = FunctionDecl(name: "deinit", parameters: [], body: body, isMutating: false,
                                              isStatic: false, isViewBuilder: false, range: range(deinitializer), source: source)
        } else if let enumCase = item.as(EnumCaseDeclSyntax.self) {
            guard kind == .enum else { throw error("enum 'case' is not allowed outside of an enum", item) }
            for element in enumCase.elements {
                let associated = element.parameterClause.map { clause in clause.parameters.map { $0.firstName?.text } }
                var lowered = EnumCaseDecl(name: element.name.text, rawValue: try element.rawValue.map { try lower(expr: $0.value) },
                                           associated: associated, range: range(element))
                lowered.associatedCoercions = element.parameterClause?.parameters.map { Coercion(typeName: $0.type.trimmedDescription) } ?? []
                lowered.associatedTypeNames = element.parameterClause?.parameters.map { $0.type.trimmedDescription } ?? []
                decl.cases.append(lowered)
            }
        } else if let subscriptDecl = item.as(SubscriptDeclSyntax.self) {
            decl.subscripts.append(try lower(subscript: subscriptDecl))
        } else if let nested = try lowerNestedType(item) {
            decl.nestedTypes.append(nested)
        } else if let alias = item.as(TypeAliasDeclSyntax.self) {
            decl.typeAliases.append((alias.name.text, baseTypeName(alias.initializer.value)))
        } else if item.is(AssociatedTypeDeclSyntax.self) {
            return
        } else {
            throw unsupported(describeMember(item), item)
        }
    }

    /// A struct, class, enum or protocol declared at this point, or nil if `decl` is not one.
    func lowerNestedType(_ decl: DeclSyntax) throws -> TypeDecl? {
        if let classDecl = decl.as(ClassDeclSyntax.self) {
            return try lowerType(.class, name: classDecl.name.text, inheritance: classDecl.inheritanceClause,
                                 attributes: classDecl.attributes, members: classDecl.memberBlock, node: classDecl)
        }
        if let structDecl = decl.as(StructDeclSyntax.self) {
            return try lowerType(.struct, name: structDecl.name.text, inheritance: structDecl.inheritanceClause,
                                 attributes: structDecl.attributes, members: structDecl.memberBlock, node: structDecl)
        }
        if let enumDecl = decl.as(EnumDeclSyntax.self) {
            return try lowerType(.enum, name: enumDecl.name.text, inheritance: enumDecl.inheritanceClause,
                                 attributes: enumDecl.attributes, members: enumDecl.memberBlock, node: enumDecl)
        }
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            return try lowerType(.protocol, name: protocolDecl.name.text, inheritance: protocolDecl.inheritanceClause,
                                 attributes: protocolDecl.attributes, members: protocolDecl.memberBlock, node: protocolDecl)
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            return try lowerType(.extension, name: baseTypeName(extensionDecl.extendedType), inheritance: extensionDecl.inheritanceClause,
                                 attributes: extensionDecl.attributes, members: extensionDecl.memberBlock, node: extensionDecl)
        }
        if let actorDecl = decl.as(ActorDeclSyntax.self) {
            // Everything here runs on one thread, so an actor behaves as a class whose calls are awaited.
            return try lowerType(.class, name: actorDecl.name.text, inheritance: actorDecl.inheritanceClause,
                                 attributes: actorDecl.attributes, members: actorDecl.memberBlock, node: actorDecl)
        }
        return nil
    }

    private func describeMember(_ decl: DeclSyntax) -> String {
        switch decl.kind {
        case .actorDecl: return "nested actors"
        case .macroExpansionDecl: return "macros in types"
        default: return "this member"
        }
    }

    func modifiers(_ list: DeclModifierListSyntax) -> Set<String> {
        Set(list.map(\.name.text))
    }

    func lowerProperties(_ variable: VariableDeclSyntax, inView: Bool, inType kind: TypeKind) throws -> [PropertyDecl] {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let mods = modifiers(variable.modifiers)
        let attributes: [Attribute] = try variable.attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { throw unsupported("'#if' in attributes", element) }
            let name = attribute.attributeName.trimmedDescription
            if Self.ignoredAttributes.contains(name) { return nil }
            var arguments: [Argument] = []
            if case .argumentList(let list)? = attribute.arguments {
                arguments = try list.map { Argument(label: $0.label?.text, value: try lower(expr: $0.expression)) }
            }
            return Attribute(name: name, arguments: arguments, range: range(attribute))
        }
        if attributes.count > 1, let extra = variable.attributes.dropFirst().first {
            throw unsupported("more than one property wrapper on a property", extra)
        }
        return try variable.bindings.map { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw unsupported("this pattern in a property", binding.pattern)
            }
            var property = PropertyDecl(
                name: name, isLet: isLet, isStatic: mods.contains("static") || mods.contains("class"), attributes: attributes,
                typeName: binding.typeAnnotation.map { $0.type.trimmedDescription },
                initializer: try binding.initializer.map {
                    LiteralTyping.typed(try lower(expr: $0.value), as: Coercion(typeName: binding.typeAnnotation?.type.trimmedDescription))
                },
                range: range(binding), getter: nil)
            property.isLazy = mods.contains("lazy")
            property.isWeak = mods.contains("weak") || mods.contains("unowned")
            property.isUnowned = mods.contains("unowned")
            property.isObservationIgnored = variable.attributes.contains { $0.trimmedDescription == "@ObservationIgnored" }
            if let accessors = binding.accessorBlock {
                let marked = variable.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
                try lowerAccessors(accessors, into: &property, isBuilder: marked || (inView && name == "body"), node: binding)
            }
            return property
        }
    }

    /// Attributes that only the compiler cares about.
    static let ignoredAttributes: Set<String> = [
        "MainActor", "discardableResult", "inlinable", "available", "objc", "nonobjc", "usableFromInline", "frozen",
        "Sendable", "preconcurrency", "ObservationIgnored", "ViewBuilder",
    ]

    private func lowerAccessors(_ block: AccessorBlockSyntax, into property: inout PropertyDecl, isBuilder: Bool,
                                node: PatternBindingSyntax) throws {
        let name = property.name
        func function(_ accessorName: String, _ statements: CodeBlockItemListSyntax, parameter: String?,
                      mutating: Bool) throws -> FunctionDecl {
            let parameters = parameter.map { name -> [Parameter] in
                var newValue = Parameter(label: nil, name: name, defaultValue: nil, isAutoclosure: false, isInout: false)
                newValue.coercion = Coercion(typeName: property.typeName)
                return [newValue]
            } ?? []
            let lowered = FunctionDecl(name: accessorName, parameters: parameters, body: try lower(block: statements),
                                       isMutating: mutating, isStatic: false, isViewBuilder: isBuilder && accessorName == name,
                                       range: range(node), source: source)
            lowered.implicitReturn = !lowered.isViewBuilder && statements.count == 1 && statements.first?.item.is(ExprSyntax.self) == true
            lowered.returnsOptional = property.typeName?.hasSuffix("?") ?? false
            lowered.returnCoercion = Coercion(typeName: property.typeName)
            return lowered
        }
        switch block.accessors {
        case .getter(let items):
            property.getter = try function(name, items, parameter: nil, mutating: false)
        case .accessors(let list):
            for accessor in list {
                guard let body = accessor.body else { continue }
                let parameterName = accessor.parameters?.name.text
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                    property.getter = try function(name, body.statements, parameter: nil, mutating: false)
                case .keyword(.set):
                    let isNonmutating = accessor.modifier?.name.text == "nonmutating"
                    let setter = try function("set:" + name, body.statements, parameter: parameterName ?? "newValue", mutating: !isNonmutating)
                    setter.isNonmutating = isNonmutating
                    property.setter = setter
                case .keyword(.willSet):
                    property.willSet = try function("willSet:" + name, body.statements, parameter: parameterName ?? "newValue", mutating: true)
                case .keyword(.didSet):
                    property.didSet = try function("didSet:" + name, body.statements, parameter: parameterName ?? "oldValue", mutating: true)
                default:
                    throw unsupported("the '\(accessor.accessorSpecifier.text)' accessor", accessor)
                }
            }
        @unknown default:
            throw unsupported("this accessor", block)
        }
    }

    func lower(subscript decl: SubscriptDeclSyntax) throws -> SubscriptDecl {
        let parameters = try lower(parameters: decl.parameterClause)
        let returnsOptional = decl.returnClause.type.is(OptionalTypeSyntax.self)
        func function(_ statements: CodeBlockItemListSyntax, extra: String?, mutating: Bool) throws -> FunctionDecl {
            var all = parameters.map { Parameter(label: nil, name: $0.name, defaultValue: $0.defaultValue, isAutoclosure: false, isInout: false) }
            if let extra { all.append(Parameter(label: nil, name: extra, defaultValue: nil, isAutoclosure: false, isInout: false)) }
            let lowered = FunctionDecl(name: "subscript", parameters: all, body: try lower(block: statements), isMutating: mutating,
                                       isStatic: false, isViewBuilder: false, range: range(decl), source: source)
            lowered.implicitReturn = extra == nil && statements.count == 1 && statements.first?.item.is(ExprSyntax.self) == true
            lowered.returnsOptional = returnsOptional && extra == nil
            return lowered
        }
        var getter: FunctionDecl?
        var setter: FunctionDecl?
        switch decl.accessorBlock?.accessors {
        case .getter(let items)?:
            getter = try function(items, extra: nil, mutating: false)
        case .accessors(let list)?:
            for accessor in list {
                guard let body = accessor.body else { continue }
                if accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                    getter = try function(body.statements, extra: nil, mutating: false)
                } else if accessor.accessorSpecifier.tokenKind == .keyword(.set) {
                    setter = try function(body.statements, extra: accessor.parameters?.name.text ?? "newValue",
                                          mutating: accessor.modifier?.name.text != "nonmutating")
                }
            }
        default:
            break
        }
        guard let getter else { throw error("subscript needs a getter", decl) }
        return SubscriptDecl(getter: getter, setter: setter, isStatic: modifiers(decl.modifiers).contains("static"))
    }

    func lower(function: FunctionDeclSyntax, inView: Bool) throws -> FunctionDecl {
        let mods = modifiers(function.modifiers)
        let isBuilder = function.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
        let body = function.body?.statements
        let decl = FunctionDecl(
            name: function.name.text, parameters: try lower(parameters: function.signature.parameterClause),
            body: try body.map { try lower(block: $0) } ?? [], isMutating: mods.contains("mutating"),
            isStatic: mods.contains("static") || mods.contains("class"), isViewBuilder: isBuilder, range: range(function), source: source)
        decl.implicitReturn = !isBuilder && function.signature.returnClause != nil && body?.count == 1
            && body?.first?.item.is(ExprSyntax.self) == true
        decl.returnsOptional = function.signature.returnClause.map { isOptionalType($0.type) } ?? false
        decl.returnCoercion = Coercion(typeName: function.signature.returnClause?.type.trimmedDescription)
        return decl
    }

    func lower(initializer: InitializerDeclSyntax) throws -> FunctionDecl {
        let decl = FunctionDecl(
            name: "init", parameters: try lower(parameters: initializer.signature.parameterClause),
            body: try initializer.body.map { try lower(block: $0.statements) } ?? [], isMutating: true,
            isStatic: false, isViewBuilder: false, range: range(initializer), source: source)
        decl.isFailable = initializer.optionalMark?.text == "?"
        decl.isConvenience = modifiers(initializer.modifiers).contains("convenience")
        return decl
    }

    func lower(parameters clause: FunctionParameterClauseSyntax) throws -> [Parameter] {
        try clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            let attributes = parameter.type.as(AttributedTypeSyntax.self)
            let isAutoclosure = attributes?.attributes.contains { $0.trimmedDescription == "@autoclosure" } ?? false
            let isInout = attributes?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            if parameter.ellipsis != nil { throw unsupported("variadic parameters", parameter) }
            var lowered = Parameter(label: first == "_" ? nil : first, name: name,
                                    defaultValue: try parameter.defaultValue.map { try lower(expr: $0.value) },
                                    isAutoclosure: isAutoclosure, isInout: isInout)
            lowered.isOptional = isOptionalType(attributes?.baseType ?? parameter.type)
            lowered.coercion = Coercion(typeName: (attributes?.baseType ?? parameter.type).trimmedDescription)
            lowered.isViewBuilder = parameter.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
                || (attributes?.attributes.contains { $0.trimmedDescription == "@ViewBuilder" } ?? false)
            return lowered
        }
    }
}
