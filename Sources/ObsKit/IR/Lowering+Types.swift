import SwiftSyntax

/// Lowering of classes, structs and their members.
extension Lowering {
    func lowerType(_ kind: TypeKind, name: String, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
                   members: MemberBlockSyntax, node: some DeclSyntaxProtocol, generics: GenericParameterClauseSyntax? = nil,
                   whereClause: GenericWhereClauseSyntax? = nil, boundArguments: [Requirement] = []) throws -> TypeDecl {
        let inherited = inheritance?.inheritedTypes.map { baseTypeName($0.type) } ?? []
        // A view's body, and an App's or Scene's, is built by a result builder.
        let isView = inherited.contains("View") || inherited.contains("App") || inherited.contains("Scene")
        let decl = TypeDecl(name: name, kind: kind, inherited: inherited, properties: [], methods: [],
                            initializers: [], deinitializer: nil, range: range(node))
        decl.attributes = attributes.compactMap { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription }
            return nil
        }
        decl.inheritedTypes = inheritance?.inheritedTypes.map { typeRef($0.type) } ?? []
        decl.genericParameters = genericParameters(generics, where: whereClause)
        if kind == .extension { decl.requirements = boundArguments + requirements(whereClause) }
        let inner = with(generics: decl.genericParameters, decl.requirements)
        for member in members.members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                for active in try activeMembers(config) { try inner.lowerMember(active, into: decl, isView: isView) }
            } else {
                try inner.lowerMember(member.decl, into: decl, isView: isView)
            }
        }
        synthesizeCodingKeys(in: decl)
        if !decl.requirements.isEmpty {
            // A constrained extension's members exist only where its requirements hold.
            for index in decl.properties.indices {
                decl.properties[index].conditions += decl.requirements
                for accessor in [decl.properties[index].getter, decl.properties[index].setter].compactMap({ $0 }) {
                    accessor.conditions += decl.requirements
                }
            }
            for function in decl.methods + decl.subscripts.flatMap({ [$0.getter] + ($0.setter.map { [$0] } ?? []) }) {
                function.conditions += decl.requirements
            }
        }
        return decl
    }

    /// The name of a type as written, without generic arguments (`Stack<Int>` is `Stack`).
    /// The type an extension extends, and the requirements its generic arguments make (SE-0361: `extension [String]`
    /// is `extension Array where Element == String`; `Array<String>`, `[K: V]`, `Int?` likewise).
    private func extendedGenericType(_ type: TypeSyntax) -> (name: String, bound: [Requirement]) {
        func bound(_ parameters: [String], _ arguments: [TypeSyntax]) -> [Requirement] {
            zip(parameters, arguments).map { Requirement(subject: $0, conformance: nil, sameType: typeRef($1)) }
        }
        if let array = type.as(ArrayTypeSyntax.self) { return ("Array", bound(["Element"], [array.element])) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return ("Dictionary", bound(["Key", "Value"], [dictionary.key, dictionary.value])) }
        if let optional = type.as(OptionalTypeSyntax.self) { return ("Optional", bound(["Wrapped"], [optional.wrappedType])) }
        if let identifier = type.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause {
            let parameters = ["Array": ["Element"], "Set": ["Element"], "Optional": ["Wrapped"], "Dictionary": ["Key", "Value"]]
            if let names = parameters[identifier.name.identifierName] {
                let arguments = clause.arguments.compactMap { argument -> TypeSyntax? in
                    if case .type(let type) = argument.argument { return type }
                    return nil
                }
                return (identifier.name.identifierName, bound(names, arguments))
            }
        }
        return (baseTypeName(type), [])
    }

    func baseTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.identifierName }
        if let member = type.as(MemberTypeSyntax.self) { return baseTypeName(member.baseType) + "." + member.name.identifierName }
        // `extension Range: @retroactive ExpressibleByIntegerLiteral`, `@unchecked Sendable`: the protocol itself.
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseTypeName(attributed.baseType) }
        return type.trimmedDescription
    }

    private func lowerMember(_ item: DeclSyntax, into decl: TypeDecl, isView: Bool) throws {
        let kind = decl.kind
        if kind == .protocol {
            // Requirements: nothing to run (default implementations come from extensions); their names say
            // which members dispatch dynamically through the protocol.
            if let function = item.as(FunctionDeclSyntax.self) {
                decl.requiredMembers.insert(function.name.identifierName)
                if function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                    decl.staticRequirements.insert(function.name.identifierName)
                }
                decl.requiredMethodLabels[function.name.identifierName, default: []]
                    .append(function.signature.parameterClause.parameters.map { $0.firstName.text })
                if let place = namePlace(function.name) { decl.requirementPlaces[place] = function.name.identifierName }
            }
            if let variable = item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName {
                        decl.requiredMembers.insert(name)
                        if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { decl.staticRequirements.insert(name) }
                    }
                }
            }
            if item.is(SubscriptDeclSyntax.self) { decl.requiredMembers.insert("subscript") }
            recordRequirementType(item, into: decl)
            if item.is(AssociatedTypeDeclSyntax.self) || item.is(VariableDeclSyntax.self) || item.is(FunctionDeclSyntax.self)
                || item.is(InitializerDeclSyntax.self) || item.is(SubscriptDeclSyntax.self) || item.is(TypeAliasDeclSyntax.self) {
                return
            }
        }
        if let variable = item.as(VariableDeclSyntax.self) {
            decl.properties += try lowerProperties(variable, inView: isView, inType: kind)
        } else if let function = item.as(FunctionDeclSyntax.self) {
            // A style's `makeBody(configuration:)` builds views too (ButtonStyle, ToggleStyle, LabelStyle... declare it `@ViewBuilder`).
            let drawsViews = isView || decl.inherited.contains { $0 == "ViewModifier" || $0.hasSuffix("Style") }
            decl.methods.append(try lower(function: function, inView: drawsViews))
        } else if let initializer = item.as(InitializerDeclSyntax.self) {
            decl.initializers.append(try lower(initializer: initializer))
        } else if let deinitializer = item.as(DeinitializerDeclSyntax.self) {
            // A `~Copyable` struct may have one (SE-0390): its value lives in an object of its own (NoncopyableValues.swift).
            let noncopyable = decl.inherited.contains("~Copyable")
            guard kind == .class || kind == .struct && noncopyable else {
                if noncopyable {
                    throw unsupported("the deinit of a noncopyable enum (a noncopyable struct's deinit runs)", item)
                }
                if kind == .struct || kind == .enum {
                    throw error("deinitializer cannot be declared in \(kind == .struct ? "struct" : "enum") '\(decl.name)' that conforms to 'Copyable'", item)
                }
                throw error("deinitializers may only be declared within a class, actor, or noncopyable type", item)
            }
            let body = try deinitializer.body.map { try lower(block: $0.statements) } ?? []
            decl.deinitializer = FunctionDecl(name: "deinit", parameters: [], body: body, isMutating: false,
                                              isStatic: false, isViewBuilder: false, range: range(deinitializer), source: source)
        } else if let enumCase = item.as(EnumCaseDeclSyntax.self) {
            guard kind == .enum else { throw error("enum 'case' is not allowed outside of an enum", item) }
            for element in enumCase.elements {
                // `case say(_ text: String)`: `_` is no label.
                let associated = element.parameterClause.map { clause in clause.parameters.map { $0.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text } } }
                var lowered = EnumCaseDecl(name: element.name.identifierName, rawValue: try element.rawValue.map { try lower(expr: $0.value) },
                                           associated: associated, range: range(element))
                lowered.associatedTypes = element.parameterClause?.parameters.map { typeRef($0.type) } ?? []
                lowered.isIndirect = enumCase.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) }
                lowered.associatedCoercions = lowered.associatedTypes.map { coercion($0) }
                lowered.associatedDefaults = try element.parameterClause?.parameters.map { try $0.defaultValue.map { try lower(expr: $0.value) } } ?? []
                decl.cases.append(lowered)
            }
        } else if let subscriptDecl = item.as(SubscriptDeclSyntax.self) {
            decl.subscripts.append(try lower(subscript: subscriptDecl))
        } else if let nested = try lowerNestedType(item) {
            decl.nestedTypes.append(nested)
        } else if let alias = item.as(TypeAliasDeclSyntax.self) {
            decl.typeAliases.append((alias.name.identifierName, baseTypeName(alias.initializer.value)))
            if alias.genericParameterClause == nil { decl.typeAliasTypes[alias.name.identifierName] = typeRef(alias.initializer.value) }
        } else if item.is(AssociatedTypeDeclSyntax.self) {
            return
        } else {
            throw unsupported(describeMember(item), item)
        }
    }

    /// A struct, class, enum or protocol declared at this point, or nil if `decl` is not one.
    func lowerNestedType(_ decl: DeclSyntax) throws -> TypeDecl? {
        if let classDecl = decl.as(ClassDeclSyntax.self) {
            return try lowerType(.class, name: classDecl.name.identifierName, inheritance: classDecl.inheritanceClause,
                                 attributes: classDecl.attributes, members: classDecl.memberBlock, node: classDecl,
                                 generics: classDecl.genericParameterClause, whereClause: classDecl.genericWhereClause)
        }
        if let structDecl = decl.as(StructDeclSyntax.self) {
            return try lowerType(.struct, name: structDecl.name.identifierName, inheritance: structDecl.inheritanceClause,
                                 attributes: structDecl.attributes, members: structDecl.memberBlock, node: structDecl,
                                 generics: structDecl.genericParameterClause, whereClause: structDecl.genericWhereClause)
        }
        if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let lowered = try lowerType(.enum, name: enumDecl.name.identifierName, inheritance: enumDecl.inheritanceClause,
                                        attributes: enumDecl.attributes, members: enumDecl.memberBlock, node: enumDecl,
                                        generics: enumDecl.genericParameterClause, whereClause: enumDecl.genericWhereClause)
            // `indirect enum`: every case with a payload is boxed.
            if enumDecl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.indirect) }) {
                for index in lowered.cases.indices { lowered.cases[index].isIndirect = true }
            }
            return lowered
        }
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            let lowered = try lowerType(.protocol, name: protocolDecl.name.identifierName, inheritance: protocolDecl.inheritanceClause,
                                        attributes: protocolDecl.attributes, members: protocolDecl.memberBlock, node: protocolDecl)
            lowered.primaryAssociatedTypes = protocolDecl.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.identifierName) ?? []
            return lowered
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let (name, bound) = extendedGenericType(extensionDecl.extendedType)
            let lowered = try lowerType(.extension, name: name, inheritance: extensionDecl.inheritanceClause,
                                        attributes: extensionDecl.attributes, members: extensionDecl.memberBlock, node: extensionDecl,
                                        whereClause: extensionDecl.genericWhereClause, boundArguments: bound)
            return lowered
        }
        if let actorDecl = decl.as(ActorDeclSyntax.self) {
            // Everything here runs on one thread, so an actor behaves as a class whose calls are awaited.
            let lowered = try lowerType(.class, name: actorDecl.name.identifierName, inheritance: actorDecl.inheritanceClause,
                                        attributes: actorDecl.attributes, members: actorDecl.memberBlock, node: actorDecl,
                                        generics: actorDecl.genericParameterClause, whereClause: actorDecl.genericWhereClause)
            lowered.isActor = true
            return lowered
        }
        return nil
    }

    /// The generic parameter a result is made of, where a returned number literal takes its type: `-> T`, `-> (T, T)`,
    /// `-> [T]` (`(0, 1)` returned as a `(Double, Double)`).
    static func genericLiteralShape(_ result: TypeRef?) -> String? {
        switch result {
        case .named(let name, [])?: return name
        case .array(.named(let name, []))?: return name
        case .tuple(let elements, _)?:
            let names = Set(elements.compactMap { if case .named(let name, []) = $0 { name } else { nil } })
            return names.count == 1 && elements.allSatisfy({ if case .named = $0 { true } else { false } }) ? names.first : nil
        default: return nil
        }
    }

    private func describeMember(_ decl: DeclSyntax) -> String {
        switch decl.kind {
        case .actorDecl: return "nested actors"
        case .macroExpansionDecl: return "macros in types"
        default: return "this member"
        }
    }

    func modifiers(_ list: DeclModifierListSyntax) -> Set<String> {
        Set(list.map(\.name.identifierName))
    }

    func lowerProperties(_ variable: VariableDeclSyntax, inView: Bool, inType kind: TypeKind) throws -> [PropertyDecl] {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let mods = modifiers(variable.modifiers)
        let attributes: [Attribute] = try variable.attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { throw unsupported("'#if' in attributes", element) }
            if isIgnored(element) { return nil }
            return try lower(attribute: attribute)
        }
        return try variable.bindings.map { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
                throw unsupported("this pattern in a property", binding.pattern)
            }
            var property = PropertyDecl(
                name: name, isLet: isLet, isStatic: mods.contains("static") || mods.contains("class"), attributes: attributes,
                typeName: binding.sharedTypeAnnotation.map { $0.type.trimmedDescription },
                initializer: try binding.initializer.map {
                    let type = binding.sharedTypeAnnotation.map { typeRef($0.type) }
                    return LiteralTyping.typed(try lower(expr: $0.value), as: coercion(type)).typed(type)
                },
                range: range(binding), getter: nil)
            // `var y = -1.0`: the literal gives the type, so `Point(y: 4)` and `p.y = 4` store 4.0.
            property.type = binding.sharedTypeAnnotation.map { typeRef($0.type) }
                ?? (binding.accessorBlock == nil ? property.initializer.flatMap(LiteralTyping.floatingLiteralType) : nil)
            property.isLazy = mods.contains("lazy")
            property.isWeak = mods.contains("weak") || mods.contains("unowned")
            property.isUnowned = mods.contains("unowned")
            property.isObservationIgnored = variable.attributes.contains { $0.trimmedDescription == "@ObservationIgnored" }
            property.isOverride = mods.contains("override")
            let marked = variable.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
            // A stored `@ViewBuilder var content: Content` (not a closure type): its memberwise argument is built.
            let closureTyped = binding.sharedTypeAnnotation?.type.is(FunctionTypeSyntax.self) ?? false
            property.buildsViews = marked && binding.accessorBlock == nil && !closureTyped
            // `@ViewBuilder let content: () -> Content`: the memberwise argument is a closure whose statements build views.
            property.closureBuildsViews = marked && binding.accessorBlock == nil && closureTyped
            if let accessors = binding.accessorBlock {
                // An attribute on a computed property can only be a result builder (`@LinesBuilder var lines`).
                try lowerAccessors(accessors, into: &property, isBuilder: marked || (inView && name == "body"),
                                   resultBuilder: attributes.first?.name, node: binding)
                if property.getter?.resultBuilder != nil { property.attributes = [] }
            }
            return property
        }
    }

    /// Attributes that only the compiler cares about.
    static let ignoredAttributes: Set<String> = [
        "MainActor", "discardableResult", "inlinable", "available", "objc", "nonobjc", "usableFromInline", "frozen",
        "Sendable", "preconcurrency", "ObservationIgnored", "ViewBuilder", "Previewable",
    ]

    func lowerAccessors(_ block: AccessorBlockSyntax, into property: inout PropertyDecl, isBuilder: Bool,
                        resultBuilder: String? = nil, node: PatternBindingSyntax) throws {
        let name = property.name
        func function(_ accessorName: String, _ statements: CodeBlockItemListSyntax, parameter: String?,
                      mutating: Bool) throws -> FunctionDecl {
            let parameters = parameter.map { name -> [Parameter] in
                var newValue = Parameter(label: nil, name: name, defaultValue: nil, isAutoclosure: false, isInout: false)
                newValue.coercion = coercion(property.type)
                newValue.type = property.type
                return [newValue]
            } ?? []
            let lowered = FunctionDecl(name: accessorName, parameters: parameters, body: try lower(block: statements),
                                       isMutating: mutating, isStatic: false, isViewBuilder: isBuilder && accessorName == name,
                                       range: range(node), source: source)
            // A result builder's getter combines its statements: none is its value by itself.
            let builds = lowered.isViewBuilder || (resultBuilder != nil && accessorName == name)
            if builds, !lowered.isViewBuilder { lowered.resultBuilder = resultBuilder }
            lowered.implicitReturn = !builds && statements.count == 1 && statements.first?.item.is(ExprSyntax.self) == true
            if !builds, parameter == nil, let body = Stmt.implicitReturn(of: lowered.body) { lowered.body = body }
            lowered.returnsOptional = property.isDeclaredOptional
            lowered.returnCoercion = coercion(property.type)
            lowered.returnType = property.type
            if !lowered.isViewBuilder, parameter == nil { lowered.readReturns(as: property.type) }
            return lowered
        }
        switch block.accessors {
        case .getter(let items):
            property.getter = try function(name, items, parameter: nil, mutating: false)
        case .accessors(let list):
            for accessor in list {
                guard let body = accessor.body else { continue }
                let parameterName = accessor.parameters?.name.identifierName
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                    property.getter = try function(name, body.statements, parameter: nil, mutating: accessor.modifier?.name.identifierName == "mutating")
                case .keyword(.set):
                    let isNonmutating = accessor.modifier?.name.identifierName == "nonmutating"
                    let setter = try function("set:" + name, body.statements, parameter: parameterName ?? "newValue", mutating: !isNonmutating)
                    setter.isNonmutating = isNonmutating
                    property.setter = setter
                case .keyword(.willSet):
                    property.willSet = try function("willSet:" + name, body.statements, parameter: parameterName ?? "newValue", mutating: true)
                case .keyword(.didSet):
                    let didSet = try function("didSet:" + name, body.statements, parameter: parameterName ?? "oldValue", mutating: true)
                    didSet.isSimpleDidSet = parameterName == nil
                        && !body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("oldValue") }
                    property.didSet = didSet
                case .keyword(._modify) where property.setter == nil:
                    // `_modify { yield &storage }`: the setter, `newValue` stored where it yields (`lower(yield:)`).
                    property.setter = try function("set:" + name, body.statements, parameter: "newValue", mutating: true)
                case .keyword(._read) where property.getter == nil:
                    property.getter = try function(name, body.statements, parameter: nil, mutating: false)
                case .keyword(._modify), .keyword(._read):
                    break
                case .keyword(.`init`):
                    // An init accessor (SE-0400): what `self.name = value` does inside the type's initializers.
                    property.initAccessor = try function("init:" + name, body.statements, parameter: parameterName ?? "newValue", mutating: true)
                default:
                    throw unsupported("the '\(accessor.accessorSpecifier.text)' accessor", accessor)
                }
            }
        @unknown default:
            throw unsupported("this accessor", block)
        }
    }

    func lower(subscript decl: SubscriptDeclSyntax) throws -> SubscriptDecl {
        let subscriptGenerics = genericParameters(decl.genericParameterClause, where: decl.genericWhereClause)
        if !subscriptGenerics.allSatisfy({ genericNames.contains($0.name) }) {
            return try with(generics: subscriptGenerics).lower(subscript: decl)
        }
        // A subscript's parameters have no argument labels unless they name one (`subscript(row row: Int)`).
        var parameters = try lower(parameters: decl.parameterClause)
        for (index, syntax) in zip(parameters.indices, decl.parameterClause.parameters) where syntax.secondName == nil {
            parameters[index].label = nil
        }
        let returnsOptional = decl.returnClause.type.is(OptionalTypeSyntax.self)
        let returnType = typeRef(decl.returnClause.type)
        let generics = genericParameters(decl.genericParameterClause, where: decl.genericWhereClause)
        func function(_ statements: CodeBlockItemListSyntax, extra: String?, mutating: Bool) throws -> FunctionDecl {
            var all = parameters
            if let extra {
                var newValue = Parameter(label: nil, name: extra, defaultValue: nil, isAutoclosure: false, isInout: false)
                newValue.type = returnType
                newValue.coercion = coercion(returnType)
                // `subscript(k: String) -> Int?`: the setter's `newValue` is an `Int?` (`newValue.map { ... }`).
                // (A generic one's `T?` is bound from the value as it is.)
                newValue.isOptional = returnsOptional && generics.isEmpty
                all.append(newValue)
            }
            let lowered = FunctionDecl(name: "subscript", parameters: all, body: try lower(block: statements), isMutating: mutating,
                                       isStatic: false, isViewBuilder: false, range: range(decl), source: source)
            lowered.implicitReturn = extra == nil && statements.count == 1 && statements.first?.item.is(ExprSyntax.self) == true
            if extra == nil, let body = Stmt.implicitReturn(of: lowered.body) { lowered.body = body }
            lowered.returnsOptional = returnsOptional && extra == nil
            lowered.genericParameters = generics
            lowered.conditions = requirements(decl.genericWhereClause)
            if extra == nil {
                lowered.returnType = returnType
                lowered.returnCoercion = coercion(returnType)
            }
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
                    getter = try function(body.statements, extra: nil, mutating: accessor.modifier?.name.identifierName == "mutating")
                } else if accessor.accessorSpecifier.tokenKind == .keyword(.set) {
                    setter = try function(body.statements, extra: accessor.parameters?.name.identifierName ?? "newValue",
                                          mutating: accessor.modifier?.name.identifierName != "nonmutating")
                } else if accessor.accessorSpecifier.tokenKind == .keyword(._modify), setter == nil {
                    // `_modify { yield &storage[i] }`: the setter (`lower(yield:)`); a `set` beside it wins.
                    setter = try function(body.statements, extra: "newValue", mutating: true)
                } else if accessor.accessorSpecifier.tokenKind == .keyword(._read), getter == nil {
                    getter = try function(body.statements, extra: nil, mutating: false)
                }
            }
        default:
            break
        }
        guard let getter else { throw error("subscript needs a getter", decl) }
        let mods = modifiers(decl.modifiers)
        return SubscriptDecl(getter: getter, setter: setter, isStatic: mods.contains("static") || mods.contains("class"))
    }

    func lower(function: FunctionDeclSyntax, inView: Bool) throws -> FunctionDecl {
        let generics = genericParameters(function.genericParameterClause, where: function.genericWhereClause)
        if !generics.allSatisfy({ genericNames.contains($0.name) }) {
            return try with(generics: generics).lower(function: function, inView: inView)
        }
        guard function.body != nil else { throw error("expected '{' in body of function declaration", function) }
        let builder = resultBuilderName(function.attributes)
        let mods = modifiers(function.modifiers)
        // A ViewModifier's `body(content:)` and a style's `makeBody(configuration:)` are view builders, as SwiftUI declares them.
        let firstLabel = function.signature.parameterClause.parameters.first?.firstName.text
        let isModifierBody = inView && (function.name.identifierName == "body" && firstLabel == "content"
                                        || function.name.identifierName == "makeBody" && firstLabel == "configuration")
        let isBuilder = isModifierBody || function.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
        let body = function.body?.statements
        var parameters = try lower(parameters: function.signature.parameterClause)
        if let first = function.name.identifierName.first, !(first.isLetter || first == "_") {
            // An operator's parameters have no argument labels.
            for index in parameters.indices { parameters[index].label = nil }
        }
        let decl = FunctionDecl(
            name: function.name.identifierName, parameters: parameters,
            body: try body.map { try lower(block: $0) } ?? [], isMutating: mods.contains("mutating"),
            isStatic: mods.contains("static") || mods.contains("class"), isViewBuilder: isBuilder, range: range(function), source: source)
        decl.implicitReturn = !isBuilder && builder == nil && function.signature.returnClause != nil && body?.count == 1
            && body?.first?.item.is(ExprSyntax.self) == true
        decl.returnsOptional = function.signature.returnClause.map { isOptionalType($0.type) } ?? false
        if !isBuilder, builder == nil, function.signature.returnClause != nil, let implicit = Stmt.implicitReturn(of: decl.body) { decl.body = implicit }
        decl.isOverride = mods.contains("override")
        decl.namePlace = namePlace(function.name)
        decl.isConsuming = mods.contains("consuming")
        decl.resultBuilder = builder
        decl.fixity = mods.contains("prefix") ? .prefix : mods.contains("postfix") ? .postfix : nil
        decl.returnType = function.signature.returnClause.map { typeRef($0.type) }
        decl.returnCoercion = coercion(decl.returnType)
        // `-> some Collection`: the type names no concrete result (what is returned is read as nothing asked a type of it).
        let opaque = function.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
        if !opaque, let written = function.signature.returnClause?.type,
           written.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.some) }) {
            // `-> [some Shape]`, `-> (some P, some P)`, `-> (some P)?` (SE-0328): what is returned is of its own types
            // inside the structure too; only the structure (an array, an optional, a tuple's labels) is read from it.
            decl.returnType = typeRefWithOpaquePlaceholders(written)
            decl.returnCoercion = coercion(decl.returnType)
        }
        decl.readReturns(as: opaque ? decl.returnType.map { .opaque($0) } : decl.returnType)
        if !isBuilder, builder == nil { decl.body = wrappingParameters(&decl.parameters, decl.body, &decl.implicitReturn) }
        if case .optional(.named(let name, []))? = decl.returnType, generics.contains(where: { $0.name == name }) {
            decl.optionalGenericResult = name
        }
        decl.genericParameters = genericParameters(function.genericParameterClause, where: function.genericWhereClause)
        if let name = Self.genericLiteralShape(decl.returnType),
           let generic = decl.genericParameters.first(where: { $0.name == name }),
           generic.constraints.contains(where: { Coercion.numericLiteralProtocols.contains($0.nominalName ?? "") }) {
            decl.literalGenericResult = name
        }
        if let result = decl.returnType?.leafNames {
            decl.resultFixesGenerics = decl.genericParameters.contains { generic in
                result.contains(generic.name)
                    && !decl.parameters.contains { $0.defaultValue == nil && ($0.type?.leafNames.contains(generic.name) ?? false) }
            }
        }
        decl.conditions = requirements(function.genericWhereClause)
        decl.isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        decl.isThrowing = function.signature.effectSpecifiers?.throwsClause != nil
        return decl
    }

    func lower(initializer: InitializerDeclSyntax) throws -> FunctionDecl {
        let generics = genericParameters(initializer.genericParameterClause, where: initializer.genericWhereClause)
        if !generics.allSatisfy({ genericNames.contains($0.name) }) {
            return try with(generics: generics).lower(initializer: initializer)
        }
        let decl = FunctionDecl(
            name: "init", parameters: try lower(parameters: initializer.signature.parameterClause),
            body: try initializer.body.map { try lower(block: $0.statements) } ?? [], isMutating: true,
            isStatic: false, isViewBuilder: false, range: range(initializer), source: source)
        decl.isFailable = initializer.optionalMark != nil  // `init?` and `init!` both may return nil
        decl.isImplicitlyUnwrapped = initializer.optionalMark?.text == "!"
        decl.genericParameters = genericParameters(initializer.genericParameterClause, where: initializer.genericWhereClause)
        decl.initializerRequirements = requirements(initializer.genericWhereClause).filter { $0.sameType != nil }
        decl.isConvenience = modifiers(initializer.modifiers).contains("convenience")
        let tokens = initializer.body.map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? []
        decl.isDelegating = tokens.indices.dropFirst(2).contains {
            tokens[$0].tokenKind == .keyword(.`init`) && tokens[$0 - 1].tokenKind == .period && tokens[$0 - 2].tokenKind == .keyword(.`self`)
        }
        decl.body = wrappingParameters(&decl.parameters, decl.body, &decl.implicitReturn)
        return decl
    }

    /// SE-0293: a body whose parameters have property wrappers starts with one local wrapper each
    /// (`@Clamped var level`), which adopts the wrapper the call made from the argument. A one-expression body
    /// returns its value explicitly behind them.
    func wrappingParameters(_ parameters: inout [Parameter], _ body: [Stmt], _ implicitReturn: inout Bool) -> [Stmt] {
        var prologue: [Stmt] = []
        for index in parameters.indices where parameters[index].wrapper != nil {
            parameters[index].wrapper?.adoptsArgument = true
            prologue.append(Self.wrappedParameterLocal(parameters[index].name, parameters[index].wrapper!))
        }
        guard !prologue.isEmpty else { return body }
        if implicitReturn, body.count == 1, case .expr(let value) = body[0].kind {
            implicitReturn = false
            return prologue + [Stmt(.returnStmt(value), body[0].range)]
        }
        return prologue + body
    }

    func lower(parameters clause: FunctionParameterClauseSyntax) throws -> [Parameter] {
        try clause.parameters.map { parameter in
            let first = parameter.firstName.identifierName
            let name = parameter.secondName?.identifierName ?? first
            let attributes = parameter.type.as(AttributedTypeSyntax.self)
            let isAutoclosure = attributes?.attributes.contains { $0.trimmedDescription == "@autoclosure" } ?? false
            let isInout = attributes?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            var lowered = Parameter(label: first == "_" ? nil : first, name: name,
                                    defaultValue: try parameter.defaultValue.map { try lower(expr: $0.value) },
                                    isAutoclosure: isAutoclosure, isInout: isInout)
            lowered.isConsuming = attributes?.specifiers.contains { $0.trimmedDescription == "consuming" } ?? false
            lowered.isOptional = isOptionalType(attributes?.baseType ?? parameter.type)
            lowered.type = typeRef(attributes?.baseType ?? parameter.type)
            // `repeat each T` itself (not `(repeat each T)`, one tuple) takes a pack.
            if (attributes?.baseType ?? parameter.type).is(PackExpansionTypeSyntax.self), case .packExpansion(let pattern)? = lowered.type {
                lowered.type = pattern
                lowered.isPack = true
            }
            lowered.isVariadic = parameter.ellipsis != nil || lowered.isPack
            lowered.takesThrowingFunction = ClosureBodyFacts.isThrowingFunctionType(parameter.type)
            lowered.takesPointer = ["UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer"]
                .contains(lowered.type?.withoutOptionals.nominalName ?? "")
            lowered.coercion = coercion(lowered.isVariadic ? .array(lowered.type!) : lowered.type)
            lowered.isViewBuilder = parameter.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
                || (attributes?.attributes.contains { $0.trimmedDescription == "@ViewBuilder" } ?? false)
            // A result builder's attribute applies to a parameter of function type only; on any other the attribute
            // names a property wrapper (SE-0293).
            guard !Self.isFunctionType(attributes?.baseType ?? parameter.type) else {
                lowered.resultBuilder = resultBuilderName(parameter.attributes) ?? attributes.flatMap { resultBuilderName($0.attributes) }
                return lowered
            }
            lowered.wrapper = try propertyWrapper(parameter.attributes)
            return lowered
        }
    }

    /// The property wrapper among a parameter's attributes (`@Clamped(0...9)`): the first capitalized attribute
    /// that is not one the compiler keeps to itself.
    func propertyWrapper(_ attributes: AttributeListSyntax) throws -> Attribute? {
        for case .attribute(let attribute) in attributes {
            let name = attribute.attributeName.trimmedDescription
            guard name.first?.isUppercase == true, name != "ViewBuilder", !Self.ignoredAttributes.contains(name) else { continue }
            return try lower(attribute: attribute)
        }
        return nil
    }

    /// An attribute as a property wrapper's use: its type's name, its arguments and its generic arguments
    /// (`@Clamped<Double>(0...1)` is `Clamped`, `[0...1]`, `[Double]`).
    func lower(attribute: AttributeSyntax) throws -> Attribute {
        var arguments: [Argument] = []
        if case .argumentList(let list)? = attribute.arguments {
            arguments = try list.map { Argument(label: $0.label?.text, value: try lower(expr: $0.expression)) }
        }
        guard attribute.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil,
              case .named(let name, let generics) = typeRef(attribute.attributeName) else {
            return Attribute(name: attribute.attributeName.trimmedDescription, arguments: arguments, range: range(attribute))
        }
        return Attribute(name: name, arguments: arguments, range: range(attribute), genericArguments: generics)
    }

    /// `@Clamped var level = level` at the top of a body whose parameter `level` has the wrapper.
    static func wrappedParameterLocal(_ name: String, _ wrapper: Attribute) -> Stmt {
        Stmt(.wrappedLocal(name: name, wrapper: wrapper, initializer: Expr(.name(name), wrapper.range), storage: nil), wrapper.range)
    }

    /// `() -> T`, `(() -> T)?`, `@escaping (Int) -> Void`: a function type, however it is wrapped.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(unwrapped.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return false
    }

    /// The name of a result builder among attributes (`@LinesBuilder`); nil for the ones the compiler
    /// keeps to itself and for `@ViewBuilder`, which the view runtime handles.
    func resultBuilderName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            // A generic builder is named without its arguments (`@ArrayBuilder<T>`): its static methods are what run.
            let written = attribute.attributeName
            let name = written.as(IdentifierTypeSyntax.self)?.name.text ?? written.trimmedDescription
            if name == "ViewBuilder" || name == "escaping" || name == "autoclosure" || Self.ignoredAttributes.contains(name) { continue }
            if name.first?.isUppercase == true, attribute.arguments == nil { return name }
        }
        return nil
    }
}

