import SwiftSyntax

/// Lowering of written types (`[String: Int]?`, `(Int) -> Bool`, `Box<T>.Type`) and of generic clauses
/// (`<T: Comparable>`, `where T == String`) into TypeRef and GenericParameter.
extension Lowering {
    /// A written type, in its canonical spelling (`Array<Int>` is `[Int]`, `Void` is `()`).
    func typeRef(_ type: TypeSyntax) -> TypeRef {
        writtenType(type).canonical
    }

    /// `-> [some Shape]`, `-> (some P)?` (SE-0328): the type with each `some` a placeholder, whatever the value is.
    func typeRefWithOpaquePlaceholders(_ type: TypeSyntax) -> TypeRef {
        typeRef(OpaquePlaceholders().rewrite(type).cast(TypeSyntax.self))
    }

    private func writtenType(_ type: TypeSyntax) -> TypeRef {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let arguments = identifier.genericArgumentClause?.arguments.compactMap { argument -> TypeRef? in
                argumentType(argument.argument)
            } ?? []
            // A C type alias is its Swift type (`CInt` is `Int32`).
            if arguments.isEmpty, let aliased = CTypeAliases.types[identifier.name.identifierName] { return .named(aliased, []) }
            return .named(identifier.name.identifierName, arguments)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            if member.name.identifierName == "Type" { return .metatype(typeRef(member.baseType)) }
            if member.name.identifierName == "Protocol" { return .metatype(.existential(typeRef(member.baseType))) }
            let base = typeRef(member.baseType)
            let arguments = member.genericArgumentClause?.arguments.compactMap { argumentType($0.argument) } ?? []
            return .named((base.nominalName ?? base.spelled) + "." + member.name.identifierName, arguments)
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return .optional(typeRef(optional.wrappedType)) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .implicitlyUnwrapped(typeRef(unwrapped.wrappedType)) }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(typeRef(array.element)) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return .dictionary(typeRef(dictionary.key), typeRef(dictionary.value)) }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil { return typeRef(only.type) }
            return .tuple(tuple.elements.map { typeRef($0.type) }, labels: tuple.elements.map { $0.firstName?.text })
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            let parameters = Array(function.parameters)
            let traits = FunctionTraits(
                isAsync: function.effectSpecifiers?.asyncSpecifier != nil, isThrowing: function.effectSpecifiers?.throwsClause != nil,
                inoutParameters: Set(parameters.indices.filter { Self.isInout(parameters[$0].type) }),
                variadicParameter: parameters.firstIndex { $0.ellipsis != nil })
            return .function(parameters.map { typeRef($0.type) }, typeRef(function.returnClause.type), traits)
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) { return .metatype(typeRef(metatype.baseType)) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) {
            let inner = typeRef(some.constraint)
            return some.someOrAnySpecifier.tokenKind == .keyword(.some) ? .opaque(inner) : .existential(inner)
        }
        if let composition = type.as(CompositionTypeSyntax.self) { return .composition(composition.elements.map { typeRef($0.type) }) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeRef(attributed.baseType) }
        if let packed = type.as(PackExpansionTypeSyntax.self) { return .packExpansion(typeRef(packed.repetitionPattern)) }
        if let element = type.as(PackElementTypeSyntax.self) { return typeRef(element.pack) }
        return .named(type.trimmedDescription, [])
    }

    private func argumentType(_ argument: GenericArgumentSyntax.Argument) -> TypeRef? {
        switch argument {
        case .type(let type): return typeRef(type)
        default: return nil
        }
    }

    /// The generic parameters of a declaration, with the constraints of its `where` clause added.
    func genericParameters(_ clause: GenericParameterClauseSyntax?, where whereClause: GenericWhereClauseSyntax?) -> [GenericParameter] {
        var parameters = clause?.parameters.map { parameter in
            GenericParameter(name: parameter.name.identifierName, isPack: parameter.specifier?.tokenKind == .keyword(.each),
                             constraints: parameter.inheritedType.map { constraintList($0) } ?? [])
        } ?? []
        for requirement in requirements(whereClause) {
            guard let index = parameters.firstIndex(where: { $0.name == requirement.subject }) else { continue }
            if let conformance = requirement.conformance { parameters[index].constraints += constraintList(conformance) }
            if let sameType = requirement.sameType { parameters[index].sameType = sameType }
        }
        return parameters
    }

    private func constraintList(_ type: TypeSyntax) -> [TypeRef] { constraintList(typeRef(type)) }

    /// `inout Int` as a function type's parameter.
    static func isInout(_ type: TypeSyntax) -> Bool {
        type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
    }

    private func constraintList(_ type: TypeRef) -> [TypeRef] {
        if case .composition(let parts) = type { return parts }
        return [type]
    }

    /// The requirements of a `where` clause (`where Element: Numeric, Wrapped == String`).
    func requirements(_ clause: GenericWhereClauseSyntax?) -> [Requirement] {
        clause?.requirements.compactMap { element -> Requirement? in
            switch element.requirement {
            case .conformanceRequirement(let conformance):
                return Requirement(subject: subjectName(conformance.leftType), conformance: typeRef(conformance.rightType))
            case .sameTypeRequirement(let same):
                guard case .type(let left) = same.leftType, case .type(let right) = same.rightType else { return nil }
                return Requirement(subject: subjectName(left), sameType: typeRef(right))
            default:
                return nil
            }
        } ?? []
    }

    /// `Element` for `Element`, `Self.Element` and `T.Element` alike: the name a requirement constrains.
    private func subjectName(_ type: TypeSyntax) -> String {
        // `repeat each T: P` constrains every element of the pack T.
        if let expansion = type.as(PackExpansionTypeSyntax.self) { return subjectName(expansion.repetitionPattern) }
        if let element = type.as(PackElementTypeSyntax.self) { return subjectName(element.pack) }
        if let member = type.as(MemberTypeSyntax.self) {
            let base = member.baseType.trimmedDescription
            return base == "Self" ? member.name.identifierName : base + "." + member.name.identifierName
        }
        return type.trimmedDescription
    }
}

extension Lowering {
    /// An expression that spells a type (`Box<Int>`, `[String]`, `Int?`, `(Int, label: String)`,
    /// `Theme.Font`), as the type; nil for an expression that is not one. Names count as types when
    /// capitalized, as Swift's own types and the book's are.
    func typeOfExpression(_ expr: ExprSyntax) -> TypeRef? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierName
            return name.first?.isUppercase == true ? .named(name, []) : nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let baseType = typeOfExpression(base),
           member.declName.baseName.identifierName.first?.isUppercase == true {
            // `[Plugin.Type].self`, `Plugin.Protocol.self`: metatypes written as expressions.
            if member.declName.baseName.identifierName == "Type" { return .metatype(baseType) }
            if member.declName.baseName.identifierName == "Protocol" { return .metatype(.existential(baseType)) }
            return .named((baseType.nominalName ?? baseType.spelled) + "." + member.declName.baseName.identifierName, [])
        }
        if let generic = expr.as(GenericSpecializationExprSyntax.self), let base = typeOfExpression(generic.expression),
           let name = base.nominalName {
            return .named(name, generic.genericArgumentClause.arguments.compactMap { argument in
                if case .type(let type) = argument.argument { return typeRef(type) }
                return nil
            })
        }
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
           let type = typeOfExpression(element.expression) {
            return .array(type)
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content, pairs.count == 1,
           let pair = pairs.first, let key = typeOfExpression(pair.key), let value = typeOfExpression(pair.value) {
            return .dictionary(key, value)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self), let wrapped = typeOfExpression(optional.expression) {
            return .optional(wrapped)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            let elements = tuple.elements.map { typeOfExpression($0.expression) }
            guard !elements.isEmpty, elements.allSatisfy({ $0 != nil }) else { return tuple.elements.isEmpty ? .void : nil }
            if elements.count == 1, tuple.elements.first?.label == nil { return elements[0] }
            return .tuple(elements.map { $0! }, labels: tuple.elements.map { $0.label?.text })
        }
        if let typeExpr = expr.as(TypeExprSyntax.self) { return typeRef(typeExpr.type) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&",
           let left = typeOfExpression(infix.leftOperand), let right = typeOfExpression(infix.rightOperand) {
            // `(Base<Int> & P).self`: a composition written as an expression.
            func parts(_ type: TypeRef) -> [TypeRef] {
                if case .composition(let inner) = type { return inner }
                return [type]
            }
            return .composition(parts(left) + parts(right))
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(ArrowExprSyntax.self),
           let parameters = infix.leftOperand.as(TupleExprSyntax.self), let result = typeOfExpression(infix.rightOperand) {
            // `(() -> Void).self`, `((Int) -> String).self`: a function type written as an expression.
            let inputs = parameters.elements.map { typeOfExpression($0.expression) }
            guard inputs.allSatisfy({ $0 != nil }) else { return nil }
            return .function(inputs.map { $0! }, result)
        }
        return nil
    }
}

extension TokenSyntax {
    /// The name a token spells, without the backticks of an escaped keyword (`` `default` `` is `default`).
    var identifierName: String {
        let written = text
        guard written.count > 2, written.hasPrefix("`"), written.hasSuffix("`") else { return written }
        return String(written.dropFirst().dropLast())
    }
}

/// Rewrites each `some P` of a written type as the placeholder `_` (`typeRefWithOpaquePlaceholders`).
private final class OpaquePlaceholders: SyntaxRewriter {
    override func visit(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax {
        guard node.someOrAnySpecifier.tokenKind == .keyword(.some) else { return super.visit(node) }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier("_")))
    }
}

extension PatternBindingSyntax {
    /// The type a name is declared with: its own annotation, or, for a name with neither a type nor a value
    /// (`let w, h: Double`), the annotation of the next name that has one, as Swift reads the list.
    var sharedTypeAnnotation: TypeAnnotationSyntax? {
        if let typeAnnotation { return typeAnnotation }
        guard initializer == nil, accessorBlock == nil, let list = parent?.as(PatternBindingListSyntax.self) else { return nil }
        var passed = false
        for other in list {
            guard passed else { passed = other.id == id; continue }
            if let annotation = other.typeAnnotation { return annotation }
            if other.initializer != nil { return nil }
        }
        return nil
    }
}
