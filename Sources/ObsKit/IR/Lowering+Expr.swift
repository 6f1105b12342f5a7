import SwiftSyntax

/// Lowering of expressions (after operator folding).
extension Lowering {
    func lower(expr: ExprSyntax) throws -> Expr {
        let lowered = try lowerLink(expr)
        // The outermost link of a postfix chain that contains `?` decides the chain's result.
        if isChainLink(expr), !continuesChain(expr), lowered.spineHasOptionalUnwrap {
            return Expr(.optionalChain(lowered), lowered.range)
        }
        return lowered
    }

    private func isChainLink(_ expr: ExprSyntax) -> Bool {
        expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self) || expr.is(SubscriptCallExprSyntax.self)
            || expr.is(ForceUnwrapExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self)
    }

    /// Whether `expr` is the base of a further postfix link (so the chain goes on above it).
    private func continuesChain(_ expr: ExprSyntax) -> Bool {
        guard let parent = expr.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == expr.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == expr.id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == expr.id }
        return parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
    }

    private func lowerLink(_ expr: ExprSyntax) throws -> Expr {
        let here = range(expr)
        if let chained = expr.as(OptionalChainingExprSyntax.self) {
            return Expr(.optionalUnwrap(try lower(expr: chained.expression)), here)
        }
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.replacingOccurrences(of: "_", with: "")
            guard let value = parseInteger(digits) else {
                // A literal beyond Int.max can only be a UInt64 (`14_695_981_039_346_656_037`): made as `UInt64("...")!`.
                guard let big = parseUnsigned(digits) else { throw error("integer literal overflows when stored into 'Int'", expr) }
                let text = Expr(.string([.text(String(big))]), here)
                return Expr(.forceUnwrap(Expr(.call(Expr(.name("UInt64"), here), [Argument(label: nil, value: text)]), here)), here)
            }
            return compilerTyped(Expr(.int(value), here), at: here, expr)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw unsupported("this floating-point literal", expr)
            }
            return compilerTyped(Expr(.double(value), here), at: here, expr)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return Expr(.bool(literal.literal.tokenKind == .keyword(.true)), here)
        }
        if expr.is(NilLiteralExprSyntax.self) { return Expr(.nilLiteral, here) }
        if let string = expr.as(StringLiteralExprSyntax.self) { return compilerTypedText(try lower(string: string), at: here) }
        if let regex = expr.as(RegexLiteralExprSyntax.self) {
            // `#/(\w+)=(\d+)/#`: its pattern, compiled by the standard library's engine when it runs (Regex.swift).
            let pattern = Expr(.string([.text(regex.regex.text)]), here)
            return Expr(.call(Expr(.name("__regexLiteral"), here), [Argument(label: nil, value: pattern)]), here)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            if let names = reference.argumentNames {
                let labels = names.arguments.map { $0.name.identifierName == "_" ? nil : $0.name.identifierName }
                return Expr(.functionReference(Expr(.name(reference.baseName.identifierName), here), labels: labels), here)
            }
            if case .binaryOperator(let text) = reference.baseName.tokenKind {
                guard let op = BinaryOperator(rawValue: text) else { return Expr(.customOperatorReference(text), here) }
                return Expr(.operatorReference(op), here)
            }
            return Expr(.name(reference.baseName.identifierName), here)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.identifierName
            guard let base = member.base else { return Expr(.implicitMember(name), here) }
            if let names = member.declName.argumentNames {
                let labels = names.arguments.map { $0.name.identifierName == "_" ? nil : $0.name.identifierName }
                let function = Expr(.member(try lower(expr: base), name), here)
                return Expr(.functionReference(function, labels: labels), here)
            }
            if !base.is(DeclReferenceExprSyntax.self), !base.is(MemberAccessExprSyntax.self), let type = typeOfExpression(base) {
                // `[Int].self`, `Int?.none`, `(Int, String).self`: the base is a type written as an expression.
                let typeValue = Expr(.typeValue(TypeUse(type.canonical)), range(base))
                return name == "self" ? typeValue : Expr(.member(typeValue, name), here)
            }
            return Expr(.member(try lower(expr: base), name), here)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try lower(call: call) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            if let trailing = subscriptCall.trailingClosure { throw unsupported("trailing closures on subscripts", trailing) }
            let arguments = try subscriptCall.arguments.map { Argument(label: $0.label?.text, value: try lower(expr: $0.expression)) }
            return Expr(.subscriptCall(try lower(expr: subscriptCall.calledExpression), arguments), here)
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return Expr(.closure(try lower(closure: closure)), here) }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            let statement = try lowerExpressionStatement(expr)
            guard let branches = statement.asBranchExpression else {
                throw unsupported("an 'if' or 'switch' expression whose branches are not single expressions", expr)
            }
            return Expr(.branches(branches), here)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return try lower(infix: infix) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), let op = BinaryOperator(rawValue: prefix.operator.text),
           op == .closedRange || op == .halfOpenRange {
            return Expr(.oneSidedRange(op, lower: nil, upper: try lower(expr: prefix.expression)), here)
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) {
            guard postfix.operator.text == "..." else {
                noteChosenOperator(postfix.operator, at: here)
                return Expr(.customOperator(postfix.operator.text, .postfix, [try lower(expr: postfix.expression)]), here)
            }
            return Expr(.oneSidedRange(.closedRange, lower: try lower(expr: postfix.expression), upper: nil), here)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let op = prefix.operator.text
            guard ["!", "-", "+", "~"].contains(op) else {
                noteChosenOperator(prefix.operator, at: here)
                return Expr(.customOperator(op, .prefix, [try lower(expr: prefix.expression)]), here)
            }
            let operand = try lower(expr: prefix.expression)
            return Expr(.prefix(op, operand), here)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let condition = try lower(expr: ternary.condition)
            let (then, otherwise) = LiteralTyping.branches(try lower(expr: ternary.thenExpression), try lower(expr: ternary.elseExpression))
            return Expr(.ternary(condition, then, otherwise), here)
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            return Expr(.forceUnwrap(try lower(expr: unwrap.expression)), here)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if Self.hasPackExpansion(tuple.elements) { return try lower(expandedTuple: tuple) }
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try lower(expr: only.expression)
            }
            return Expr(.tuple(try tuple.elements.map { Argument(label: $0.label?.text, value: try lower(expr: $0.expression)) }), here)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            let elements = try array.elements.map { try lower(expr: $0.expression) }
            guard Self.declaresAnyElements(expr) else { return Expr(.array(LiteralTyping.unified(elements)), here) }
            // Each element typed as `Any`, so that no number literal takes another's type when the array is made.
            return Expr(.array(elements.map { Expr(.typed($0, .any), $0.range) }), here)
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return Expr(.discard, here) }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            switch dictionary.content {
            case .colon: return Expr(.dictionary([]), here)
            case .elements(let elements):
                let keys = try elements.map { try lower(expr: $0.key) }
                let lowered = try elements.map { try lower(expr: $0.value) }
                let values = Self.declaresAnyElements(expr) ? lowered : LiteralTyping.unified(lowered)
                return Expr(.dictionary(Array(zip(keys, values)).map { (key: $0, value: $1) }), here)
            @unknown default: throw unsupported("this dictionary literal", expr)
            }
        }
        if expr.is(SuperExprSyntax.self) { return Expr(.superRef, here) }
        if let tryExpr = expr.as(TryExprSyntax.self) {
            let kind: TryKind
            switch tryExpr.questionOrExclamationMark?.text {
            case "?"?: kind = .optional
            case "!"?: kind = .force
            default: kind = .plain
            }
            return Expr(.tryExpr(kind, try lower(expr: tryExpr.expression)), here)
        }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return try lower(expr: awaitExpr.expression) }
        // `consume x` and `copy x` of a copyable value are its value (the compiler checks x is not used after a consume).
        if let consumeExpr = expr.as(ConsumeExprSyntax.self) { return Expr(.consume(try lower(expr: consumeExpr.expression)), range(expr)) }
        if let copyExpr = expr.as(CopyExprSyntax.self) { return try lower(expr: copyExpr.expression) }
        if let isExpr = expr.as(IsExprSyntax.self) {
            return Expr(.typeCheck(try lower(expr: isExpr.expression), TypeUse(typeRef(isExpr.type))), here)
        }
        if let asExpr = expr.as(AsExprSyntax.self) {
            let kind: CastKind
            switch asExpr.questionOrExclamationMark?.text {
            case "?"?: kind = .optional
            case "!"?: kind = .force
            default: kind = .coerce
            }
            let type = typeRef(asExpr.type)
            let operand = try lower(expr: asExpr.expression)
            if kind == .coerce, case .int(let number) = operand.kind, Coercion.doubleNames.contains(type.nominalName ?? "") {
                return Expr(.double(Double(number)), here)
            }
            return Expr(.typeCast(kind == .coerce ? operand.typed(type) : operand, TypeUse(type), kind), here)
        }
        if let inoutExpr = expr.as(InOutExprSyntax.self) { return Expr(.inoutArgument(try lower(expr: inoutExpr.expression)), here) }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) {
            guard let type = typeOfExpression(expr) else { return try lower(expr: generic.expression) }
            return Expr(.typeValue(TypeUse(type.canonical)), here)
        }
        if let keyPath = expr.as(KeyPathExprSyntax.self) {
            var components: [KeyPathComponent] = []
            var argumentLists: [[Argument]] = []
            for component in keyPath.components {
                switch component.component {
                case .property(let property): components.append(.member(property.declName.baseName.identifierName))
                case .optional(let optional):
                    components.append(optional.questionOrExclamationMark.text == "!" ? .forceUnwrap : .optionalChain)
                case .subscript(let subscriptComponent) where subscriptComponent.arguments.count == 1 && subscriptComponent.arguments.first!.label == nil:
                    // A literal key (what key paths mostly use); other arguments are not supported yet.
                    let argument = subscriptComponent.arguments.first!.expression
                    if let literal = argument.as(IntegerLiteralExprSyntax.self), let number = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
                        components.append(.subscriptInt(number))
                    } else if let literal = argument.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                              let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text {
                        components.append(.subscriptString(text))
                    } else {
                        components.append(.subscriptArguments(argumentLists.count))
                        argumentLists.append([Argument(label: subscriptComponent.arguments.first!.label?.text, value: try lower(expr: argument))])
                    }
                case .subscript(let subscriptComponent):
                    // `\Grid.[row: 1, column: 0]`: the arguments are evaluated when the path is made.
                    components.append(.subscriptArguments(argumentLists.count))
                    argumentLists.append(try subscriptComponent.arguments.map { Argument(label: $0.label?.text, value: try lower(expr: $0.expression)) })
                default: throw unsupported("this key path component", component)
                }
            }
            let path = Expr(.keyPath(root: keyPath.root.map { baseTypeName($0) }, components: components), here)
            return argumentLists.isEmpty ? path : Expr(.keyPathWithArguments(path: path, arguments: argumentLists), here)
        }
        if let macro = expr.as(MacroExpansionExprSyntax.self), let literal = try lower(sourceLiteral: macro) { return literal }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self) { return try lower(postfixIfConfig: postfix) }
        if let element = expr.as(PackElementExprSyntax.self) { return try lower(packElement: element) }
        if let expansion = expr.as(PackExpansionExprSyntax.self) { return try lower(packExpansion: expansion) }
        throw unsupported(describe(expr), expr)
    }

    private func parseUnsigned(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0b") { return UInt64(text.dropFirst(2), radix: 2) }
        if text.hasPrefix("0o") { return UInt64(text.dropFirst(2), radix: 8) }
        return UInt64(text)
    }

    private func parseInteger(_ text: String) -> Int? {
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0b") { return Int(text.dropFirst(2), radix: 2) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        return Int(text)
    }

    private func describe(_ expr: ExprSyntax) -> String {
        switch expr.kind {
        case .switchExpr: return "'switch'"
        case .macroExpansionExpr: return "macros"
        case .ifExpr: return "'if' expressions"
        default: return "this expression"
        }
    }

    func lower(string: StringLiteralExprSyntax) throws -> Expr {
        // A raw string (`#"..."#`): only `\#` (as many `#` as delimit it) starts an escape.
        let pounds = string.openingPounds?.text.count ?? 0
        var parts: [InterpolationPart] = []
        for segment in string.segments {
            switch segment {
            case .stringSegment(let text):
                parts.append(.text(try unescape(text.content.text, pounds: pounds, node: text)))
            case .expressionSegment(let interpolation):
                if interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil {
                    parts.append(.expr(Self.unconstrainedReversal(try lower(expr: only.expression))))
                } else {
                    parts.append(.call(try interpolation.expressions.map {
                        Argument(label: $0.label?.text, value: try lower(expr: $0.expression))
                    }))
                }
            @unknown default:
                throw unsupported("this string segment", string)
            }
        }
        return Expr(.string(parts), range(string))
    }

    private func unescape(_ text: String, pounds: Int, node: some SyntaxProtocol) throws -> String {
        guard text.contains("\\") else { return text }
        let delimiter = "\\" + String(repeating: "#", count: pounds)
        var out = ""
        var rest = Substring(text)
        while let start = rest.range(of: delimiter) {
            out += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            var iterator = rest.makeIterator()
            let escape = iterator.next()
            rest = rest.dropFirst()
            switch escape {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\\": out.append("\\")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "u":
                // `\u{1F600}`: a Unicode scalar by its hex code.
                guard rest.first == "{", let close = rest.firstIndex(of: "}") else { throw error("expected '{' in \\u{...} escape", node) }
                let hex = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
                guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw error("invalid unicode scalar '\\u{\(hex)}'", node)
                }
                out.append(Character(scalar))
            case "\n":
                // A line continuation in a multi-line string: the line break is not part of the text.
                break
            case " "?, "\t"?:
                // Spaces between a continuation backslash and the line's end.
                let spaces = rest.prefix { $0 == " " || $0 == "\t" }
                guard rest.dropFirst(spaces.count).first == "\n" else { throw unsupported("this escape sequence", node) }
                rest = rest.dropFirst(spaces.count + 1)
            default: throw unsupported("this escape sequence", node)
            }
        }
        return out + rest
    }

    func lower(call: FunctionCallExprSyntax) throws -> Expr {
        var arguments = try call.arguments.map { Argument(label: $0.label?.identifierName, value: try lower(expr: $0.expression)) }
        if Self.takesAnyValue(call) {
            arguments = arguments.map { Argument(label: $0.label, value: Self.unconstrainedReversal($0.value)) }
        }
        if let trailing = call.trailingClosure {
            // The first trailing closure is unlabeled; the callee matches it to its next closure parameter.
            arguments.append(Argument(label: nil, value: Expr(.closure(try lower(closure: trailing)), range(trailing))))
        }
        for extra in call.additionalTrailingClosures {
            // `} _: {`: a wildcard labels nothing.
            arguments.append(Argument(label: extra.label.tokenKind == .wildcard ? nil : extra.label.text, value: Expr(.closure(try lower(closure: extra.closure)), range(extra.closure))))
        }
        if call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self),
           let type = typeOfExpression(call.calledExpression) {
            // `[T]()`, `[Key: [Element]]()`: a collection type called.
            return Expr(.call(Expr(.typeValue(TypeUse(type.canonical)), range(call.calledExpression)), arguments), range(call))
        }
        if Self.hasPackExpansion(call.arguments) { return Expr(.expandedCall(try lower(expr: call.calledExpression), arguments), range(call)) }
        noteChosenCallee(of: call, at: range(call))
        return Expr(.call(try lower(expr: call.calledExpression), arguments), range(call))
    }

    func lower(closure: ClosureExprSyntax) throws -> ClosureDecl {
        var parameters: [String] = []
        var parameterTypes: [TypeRef?] = []
        var captureList: [(name: String, ownership: CaptureBox.Ownership, value: Expr?)] = []
        var prologue: [Stmt] = []
        if let signature = closure.signature {
            if let capture = signature.capture {
                for item in capture.items {
                    var ownership = CaptureBox.Ownership.strong
                    if let specifier = item.specifier {
                        switch specifier.specifier.text {
                        case "weak": ownership = .weak
                        case "unowned": ownership = .unowned
                        default: throw unsupported("this capture specifier", specifier)
                        }
                    }
                    let value = try item.initializer.map { try lower(expr: $0.value) }
                    captureList.append((item.name.identifierName, ownership, value))
                }
            }
            switch signature.parameterClause {
            case .simpleInput(let names): parameters = names.map(\.name.identifierName)
            case .parameterClause(let clause):
                parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                parameterTypes = clause.parameters.map { $0.type.map { typeRef($0) } }
                // `{ (@Clamped level: Int) in ... }` (SE-0293): the wrapper is made from the argument in the body.
                for parameter in clause.parameters {
                    if let wrapper = try propertyWrapper(parameter.attributes) {
                        prologue.append(Self.wrappedParameterLocal((parameter.secondName ?? parameter.firstName).text, wrapper))
                    }
                }
            case nil: break
            @unknown default: throw unsupported("this closure signature", signature)
            }
        }
        if closure.signature?.parameterClause == nil {
            // `$0`, `$1`: the closure's parameters are the anonymous names its own body uses (also after a
            // capture list alone, `{ [step] in $0 * step }`).
            let highest = AnonymousParameters.highest(in: closure.statements)
            if highest >= 0 { parameters = (0...highest).map { "$\($0)" } }
        }
        var body = try lower(block: closure.statements)
        var valueBody = Stmt.implicitReturn(of: body)
        if !prologue.isEmpty {
            if body.count == 1, case .expr(let value) = body[0].kind { body = [Stmt(.returnStmt(value), body[0].range)] }
            body = prologue + (valueBody ?? body)
            valueBody = nil
        }
        let decl = ClosureDecl(parameters: parameters, body: body, range: range(closure), source: source)
        decl.valueBody = valueBody
        decl.parameterTypes = parameterTypes
        decl.captureList = captureList
        (decl.mayThrow, decl.returnsValue, decl.isAsync) = ClosureBodyFacts.of(closure)
        decl.compilerType = compilerType(of: closure)
        if let written = closure.signature?.returnClause?.type {
            decl.resultType = typeRef(written)
            let result = coercion(decl.resultType)
            if !result.isNone { decl.resultCoercion = result }
        } else if case .function(_, let result, _)? = decl.compilerType, case .tuple(_, let labels) = result, labels.contains(where: { $0 != nil }) {
            // `[3, 1].map { ("x\($0)", $0) }` where the context wants `[(name: String, n: Int)]`: the result type the
            // compiler inferred gives the tuple its labels.
            let coerced = coercion(result)
            if !coerced.isNone { decl.resultCoercion = coerced }
        }
        // `make { .node(4) }`: the result type the compiler inferred for the closure (with the check on).
        if case .function(_, let result, _)? = decl.compilerType { decl.readImplicitMemberReturns(as: result) }
        return decl
    }

    func lower(infix: InfixOperatorExprSyntax) throws -> Expr {
        let left = try lower(expr: infix.leftOperand)
        let right = try lower(expr: infix.rightOperand)
        let here = range(infix)
        if infix.operator.is(AssignmentExprSyntax.self) { return Expr(.assign(left, right), here) }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw unsupported("this operator", infix.operator)
        }
        // The standard library's compound assignments; any other `X=` (`??=`, `&&=`) is an operator the script
        // declared itself.
        if op.hasSuffix("="), ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&+", "&-", "&*", "&<<", "&>>"].contains(String(op.dropLast())),
           let base = BinaryOperator(rawValue: String(op.dropLast())) {
            return Expr(.compoundAssign(base, left, right), here)
        }
        guard let known = BinaryOperator(rawValue: op) else {
            if let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator { noteChosenOperator(token, at: here) }
            return Expr(.customOperator(op, .infix, [left, right]), here)
        }
        return LiteralTyping.mixed(Expr(.binary(known, left, right), here))
    }
}

extension Lowering {
    /// A collection literal a declaration types as holding `Any` (`let mixed: [Any] = [1, 2.5]`,
    /// `[String: Any]`): its number literals keep their own types, not one shared (`1` stays an Int).
    static func declaresAnyElements(_ literal: ExprSyntax) -> Bool {
        guard let binding = literal.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let type = binding.typeAnnotation?.type else { return false }
        let element: TypeSyntax?
        if let array = type.as(ArrayTypeSyntax.self) {
            element = array.element
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            element = dictionary.value
        } else {
            element = nil
        }
        guard let written = element?.trimmedDescription else { return false }
        return written == "Any" || written == "AnyHashable" || written.hasPrefix("any ") || written == "Any?"
    }
}

extension Lowering {
    /// `print(...)`, `debugPrint`, `dump`, `type(of:)`, `String(describing:)`, `String(reflecting:)`: calls whose
    /// arguments ask for no type, so an overloaded call among them takes its most specialised form.
    static func takesAnyValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        switch callee {
        case "print", "debugPrint", "dump": return true
        case "type": return call.arguments.first?.label?.text == "of"
        case "String": return ["describing", "reflecting"].contains(call.arguments.first?.label?.text ?? "")
        default: return false
        }
    }

    /// `x.reversed()` where no type is asked of it: a `ReversedCollection` (`.reversedCollection`); anything else as it is.
    static func unconstrainedReversal(_ expr: Expr) -> Expr {
        guard case .call(let callee, let arguments) = expr.kind, arguments.isEmpty, case .member(let base, "reversed") = callee.kind else {
            return expr
        }
        return Expr(.reversedCollection(base), expr.range)
    }
}
