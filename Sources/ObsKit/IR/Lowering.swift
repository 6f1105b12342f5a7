import SwiftParser
import SwiftSyntax

/// SwiftSyntax → IR. Every construct the interpreter does not handle is refused here, in one place,
/// with "not supported yet" and a caret, so the evaluator never meets SwiftSyntax.
struct Lowering {
    let source: SourceText
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The generic parameters in scope where lowering is (an enclosing type's, a function's).
    var genericNames: Set<String> = []
    /// What the compiler check resolved in this file (`CompilerFacts`): the types of number literals that are
    /// not Int (each such literal is made as its type), the functions of calls it fixed.
    let facts: CheckStage.FileFacts
    /// Whether functions note where their names are (`FunctionDecl.namePlace`), for the calls the compiler fixes
    /// to find them: not the library's, which no script declares.
    let placesNames: Bool
    /// The types the session's inputs mark `@globalActor` (`GlobalActorNames`). Their attribute on a variable (`@DataActor var cache = ...`) says
    /// where it is isolated, which one thread need not enforce: it is no property wrapper.
    let globalActors: Set<String>

    init(source: SourceText, tree: SourceFileSyntax, facts: CheckStage.FileFacts = .init(), placesNames: Bool = true,
         globalActors: Set<String> = []) {
        self.source = source
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: source.fileName, tree: tree)
        self.facts = facts
        self.placesNames = placesNames
        self.globalActors = globalActors
    }

    /// Whether a variable's attribute is one the compiler alone cares about, not a property wrapper.
    func isIgnored(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = attribute else { return false }
        let name = attribute.attributeName.trimmedDescription
        return Self.ignoredAttributes.contains(name) || globalActors.contains(name)
    }

    /// Where `token` starts in the file.
    func spot(of token: TokenSyntax) -> CheckStage.Spot {
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return CheckStage.Spot(line: source.firstLine + location.line - 1, column: location.column)
    }

    /// Where a function's name is, for the calls the compiler fixes to find it (nil in the library).
    func namePlace(_ name: TokenSyntax) -> NamePlace? {
        guard placesNames else { return nil }
        let spot = spot(of: name)
        return NamePlace(fileName: source.fileName, line: spot.line, column: spot.column)
    }

    /// Notes on the source the function the compiler fixed for `call` (at `range`), when it fixed one.
    func noteChosenCallee(of call: FunctionCallExprSyntax, at range: SourceRange) {
        guard !facts.callees.isEmpty else { return }
        let name: TokenSyntax? =
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { reference.baseName }
            else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { member.declName.baseName }
            else { nil }
        guard let name, let function = facts.callees[spot(of: name)] else { return }
        source.noteChosenCallee(end: range.end, function)
    }

    /// Notes on the source the function the compiler fixed for the use of a script's operator `token` in the
    /// expression at `range`.
    func noteChosenOperator(_ token: TokenSyntax, at range: SourceRange) {
        guard !facts.callees.isEmpty, let function = facts.callees[spot(of: token)] else { return }
        source.noteChosenCallee(end: SourceText.operatorKey(range), function)
    }

    /// `literal` (at `range`) as the library number type the compiler gave it: `7` in `pick(7, 4.75)` is a
    /// Double, `2` in `max(someFloat, 2)` a Float, `55` in `[UInt8(100), 55]` a UInt8. A raw value of an enum case
    /// is its enum's business; a literal the compiler made a script type (`Meters`, `User.ID`) is left to the
    /// context that reads it (a parameter's declared type finds the type's literal init, a typealias included).
    func compilerTyped(_ literal: Expr, at range: SourceRange, _ syntax: ExprSyntax) -> Expr {
        guard !facts.literalTypes.isEmpty, let name = facts.literalTypes[CheckStage.Spot(line: source.firstLine + range.line - 1, column: range.column)],
              Coercion.isLibraryNumber(name), name != "Int", !Self.isEnumRawValue(syntax) else { return literal }
        if Coercion.doubleNames.contains(name) {
            // A float literal's own type: nothing to do (and `var x = 0.0` stays a literal a layout can read).
            if case .int(let number) = literal.kind { return Expr(.double(Double(number)), range) }
            return literal
        }
        return Expr(.typed(literal, .named(name, [])), range)
    }

    /// A string literal the compiler made a type of the script's (`"b"` as a `Tag` in `tags.contains("b")`, where
    /// `contains` wants an element): made as that type where it is written, since what reads it may know no type
    /// (a generic parameter). The library's own text types are left as they are.
    func compilerTypedText(_ literal: Expr, at range: SourceRange) -> Expr {
        guard !facts.literalTypes.isEmpty, let name = facts.literalTypes[CheckStage.Spot(line: source.firstLine + range.line - 1, column: range.column)],
              !Self.libraryTextTypes.contains(name), name.first?.isUppercase == true,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return literal }
        return Expr(.typed(literal, .named(name, [])), range)
    }

    /// The function type the compiler check gave a closure literal, or nil (no check; a type in terms of a generic
    /// parameter in scope or of `Self`, which names no type here).
    func compilerType(of closure: ClosureExprSyntax) -> TypeRef? {
        guard !facts.literalTypes.isEmpty, let text = facts.literalTypes[spot(of: closure.leftBrace)] else { return nil }
        let parsed = Parser.parse(source: "let _: " + text)
        guard !parsed.hasError, let binding = parsed.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first,
              let written = binding.sharedTypeAnnotation?.type else { return nil }
        let type = typeRef(written)
        guard case .function = type, !genericNames.contains(where: { type.mentions($0) }), !type.mentions("Self") else { return nil }
        return type
    }

    /// The library's types a string literal can be (besides String).
    static let libraryTextTypes: Set<String> = [
        "Substring", "Character", "Unicode.Scalar", "StaticString", "LocalizedStringKey", "LocalizedStringResource",
        "String.LocalizationValue", "KeyEquivalent", "OSLogMessage", "Date.FormatString", "AttributedString", "Text",
    ]

    /// `case low = -3` in `enum Level: Int8`: a raw value (the syntax of the literal or of its negation).
    private static func isEnumRawValue(_ syntax: ExprSyntax) -> Bool {
        var node = Syntax(syntax)
        if let parent = node.parent, parent.is(PrefixOperatorExprSyntax.self) { node = parent }
        return node.parent?.is(InitializerClauseSyntax.self) == true && node.parent?.parent?.is(EnumCaseElementSyntax.self) == true
    }

    func lowerFile() throws -> [Stmt] {
        try tree.statements.flatMap { item in
            if let closure = item.item.as(ExprSyntax.self)?.as(ClosureExprSyntax.self) {
                // Swift rejects it; here it is most likely a body whose `{` was typed on a line of its own.
                throw error("top-level statement cannot begin with a closure expression (a '{' that starts a line belongs to "
                    + "the line before it; in the shell, put the '{' on the line it opens)", closure)
            }
            return try lowerItems(item)
        }
    }

    func range(_ node: some SyntaxProtocol) -> SourceRange {
        let start = node.positionAfterSkippingLeadingTrivia
        let location = converter.location(for: start)
        return SourceRange(start: start.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                           line: location.line, column: location.column)
    }

    func unsupported(_ what: String, _ node: some SyntaxProtocol) -> ObsDiagnostic {
        ObsDiagnostic(.unsupported, what, at: SourceLocation(source: source, range: range(node)))
    }

    func error(_ message: String, _ node: some SyntaxProtocol) -> ObsDiagnostic {
        ObsDiagnostic(.syntax, message, at: SourceLocation(source: source, range: range(node)))
    }

    // MARK: statements

    func lower(block: CodeBlockItemListSyntax) throws -> [Stmt] {
        try block.flatMap { try lowerItems($0) }
    }

    func lower(item: CodeBlockItemSyntax) throws -> Stmt {
        switch item.item {
        case .decl(let decl): return try lower(decl: decl)
        case .stmt(let stmt): return try lower(stmt: stmt)
        case .expr(let expr): return try lowerExpressionStatement(expr)
        @unknown default: throw unsupported("this statement", item)
        }
    }

    func lowerExpressionStatement(_ expr: ExprSyntax) throws -> Stmt {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try lower(ifExpr: ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try lower(switchExpr: switchExpr) }
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
            return try lowerPreview(macro, expr)
        }
        return Stmt(.expr(try lower(expr: expr)), range(expr))
    }

    func lower(stmt: StmtSyntax) throws -> Stmt {
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            return try lowerExpressionStatement(expression.expression)
        }
        if let ret = stmt.as(ReturnStmtSyntax.self) {
            return Stmt(.returnStmt(try ret.expression.map { try lower(expr: $0) }), range(ret))
        }
        if let yield = stmt.as(YieldStmtSyntax.self) { return try lower(yield: yield) }
        if let loop = stmt.as(ForStmtSyntax.self) { return try lower(forLoop: loop) }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            return Stmt(.guardStmt(try guardStmt.conditions.map { try lower(condition: $0) }, try lower(block: guardStmt.body.statements)),
                        range(guardStmt))
        }
        if let deferStmt = stmt.as(DeferStmtSyntax.self) {
            return Stmt(.deferStmt(try lower(block: deferStmt.body.statements)), range(deferStmt))
        }
        if let throwStmt = stmt.as(ThrowStmtSyntax.self) { return Stmt(.throwStmt(try lower(expr: throwStmt.expression)), range(throwStmt)) }
        if let doStmt = stmt.as(DoStmtSyntax.self) { return try lower(doStmt: doStmt) }
        if let loop = stmt.as(WhileStmtSyntax.self) {
            return Stmt(.whileLoop(try loop.conditions.map { try lower(condition: $0) }, try lower(block: loop.body.statements)), range(loop))
        }
        if let loop = stmt.as(RepeatStmtSyntax.self) {
            return Stmt(.repeatLoop(try lower(block: loop.body.statements), try lower(expr: loop.condition)), range(loop))
        }
        if let jump = stmt.as(BreakStmtSyntax.self) { return Stmt(.breakStmt(jump.label?.text), range(jump)) }
        if let jump = stmt.as(ContinueStmtSyntax.self) { return Stmt(.continueStmt(jump.label?.text), range(jump)) }
        if let discard = stmt.as(DiscardStmtSyntax.self) {
            // `discard self` in a noncopyable type's consuming method: its deinit will not run (SE-0390).
            let here = range(discard)
            return Stmt(.expr(Expr(.call(Expr(.name("__discard"), here), [Argument(label: nil, value: try lower(expr: discard.expression))]), here)), here)
        }
        if let labeled = stmt.as(LabeledStmtSyntax.self) {
            return Stmt(.labeled(labeled.label.text, try lower(stmt: labeled.statement)), range(labeled))
        }
        throw unsupported("'\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements", stmt)
    }

    func lower(forLoop loop: ForStmtSyntax) throws -> Stmt {
        // `for case .some(let x) in`: elements that don't match the pattern are skipped.
        let isCase = loop.caseKeyword != nil
        var lowered = try lower(expr: loop.sequence)
        // `for v: UInt16 in [1, 255]`: the literal's elements are of the annotated type (as `[1, 255] as [UInt16]`).
        if let annotation = loop.typeAnnotation, case .array = lowered.kind {
            let type = TypeRef.array(typeRef(annotation.type))
            lowered = Expr(.typeCast(lowered.typed(type), TypeUse(type), .coerce), lowered.range)
        }
        var sequence = Self.iterating(lowered)
        // `for await x in stream`: the sequence's iterator may suspend (Concurrency/AsyncIteration).
        if loop.awaitKeyword != nil { sequence = Expr(.asyncSequence(sequence), sequence.range) }
        return Stmt(.forIn(pattern: try lower(pattern: loop.pattern, binding: !isCase), sequence: sequence,
                           filter: try loop.whereClause.map { try lower(expr: $0.condition) },
                           body: try lower(block: loop.body.statements), locals: 0..<0), range(loop))
    }

    func lower(ifExpr: IfExprSyntax) throws -> Stmt {
        let conditions = try ifExpr.conditions.map { try lower(condition: $0) }
        let then = try lower(block: ifExpr.body.statements)
        var elseBody: [Stmt]?
        switch ifExpr.elseBody {
        case .ifExpr(let nested): elseBody = [try lower(ifExpr: nested)]
        case .codeBlock(let block): elseBody = try lower(block: block.statements)
        case nil: elseBody = nil
        @unknown default: throw unsupported("this 'else'", ifExpr)
        }
        return Stmt(.ifStmt(conditions, then, elseBody), range(ifExpr))
    }

    func lower(condition: ConditionElementSyntax) throws -> Condition {
        switch condition.condition {
        case .expression(let expr):
            return .expr(try lower(expr: expr))
        case .matchingPattern(let matching):
            return .casePattern(try lower(pattern: matching.pattern, binding: false), try lower(expr: matching.initializer.value))
        case .optionalBinding(let binding):
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
                // `if let (a, b) = pair`: `if case let (a, b)? = pair`.
                guard let initializer = binding.initializer else {
                    throw unsupported("this pattern in 'if let'", binding.pattern)
                }
                return .casePattern(.optionalSome(try lower(pattern: binding.pattern, binding: true)), try lower(expr: initializer.value))
            }
            var value = try binding.initializer.map { try lower(expr: $0.value) }
                ?? Expr(.name(name), range(binding.pattern))
            // `if let n: Int = cast(x)`: the value is read as an optional of the declared type (a generic result it fixes).
            if let annotation = binding.typeAnnotation { value = value.typed(.optional(typeRef(annotation.type))) }
            return .optionalBinding(name: name, slot: nil, global: nil, value: value)
        case .availability(let availability):
            return lower(availability: availability)
        default:
            throw unsupported("this kind of condition", condition)
        }
    }

    // MARK: declarations

    func lower(decl: DeclSyntax) throws -> Stmt {
        if let imp = decl.as(ImportDeclSyntax.self) {
            return Stmt(.importDecl(imp.path.map(\.name.identifierName).joined(separator: ".")), range(imp))
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if variable.bindings.count > 1 {
                return Stmt(.group(try variable.bindings.map { try lowerLocal(variable, $0) }), range(variable))
            }
            guard let only = variable.bindings.first else { throw error("expected a name", variable) }
            return try lowerLocal(variable, only)
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return Stmt(.function(try lower(function: function, inView: false)), range(function))
        }
        if let type = try lowerNestedType(decl) { return Stmt(.typeDecl(type), range(decl)) }
        if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            return try lowerPreview(macro, decl)
        }
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) {
            // Read by the front end's operator table before folding; nothing to run.
            return Stmt(.group([]), range(decl))
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            return Stmt(.typeAlias(name: alias.name.identifierName, target: baseTypeName(alias.initializer.value),
                                   type: typeRef(alias.initializer.value),
                                   parameters: alias.genericParameterClause?.parameters.map(\.name.text) ?? []), range(alias))
        }
        throw unsupported(describe(decl), decl)
    }

    private func describe(_ decl: DeclSyntax) -> String {
        switch decl.kind {
        case .enumDecl: return "enums"
        case .protocolDecl: return "protocols"
        case .extensionDecl: return "extensions"
        case .typeAliasDecl: return "typealiases"
        case .actorDecl: return "actors"
        default: return "this declaration"
        }
    }

    /// One binding of a local or top-level `let`/`var`: a name, `_` (`let _ = expr`), or a tuple pattern.
    func lowerLocal(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) throws -> Stmt {
        if let element = variable.attributes.first(where: { !isIgnored($0) }) {
            if case .attribute(let attribute) = element, let accessors = binding.accessorBlock {
                // An attribute on a computed variable can only be a result builder (`@SumBuilder var total: Int { 1; 2 }`).
                return try lowerAccessorVariable(variable, binding, accessors, resultBuilder: attribute.attributeName.trimmedDescription)
            }
            let wrappers = try variable.attributes.filter { !isIgnored($0) }.map { element in
                guard case .attribute(let attribute) = element else { throw unsupported("this property wrapper on a local variable", element) }
                return try lower(attribute: attribute)
            }
            guard variable.bindings.count == 1, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
                throw unsupported("this property wrapper on a local variable", element)
            }
            var wrapper = wrappers[0]
            var initializer = try binding.initializer.map { try lower(expr: $0.value) }
            let declared = binding.sharedTypeAnnotation.map { typeRef($0.type) }
            if wrappers.count > 1 {
                // `@Logged @Clamped var x = 5`: the outer wrapper is made around the inner one,
                // `Logged(wrappedValue: Clamped(wrappedValue: 5))`, and `x` reads through both.
                if let declared { initializer = initializer?.typed(declared) }
                for inner in wrappers.dropFirst().reversed() {
                    let value = initializer.map { [Argument(label: "wrappedValue", value: $0)] } ?? []
                    initializer = Expr(.call(Expr(.name(inner.name), inner.range), value + inner.arguments), inner.range)
                }
                wrapper.levels = wrappers.count
            } else {
                wrapper.wrappedType = declared
            }
            return Stmt(.wrappedLocal(name: name, wrapper: wrapper, initializer: initializer, storage: nil), range(variable))
        }
        if let accessors = binding.accessorBlock { return try lowerAccessorVariable(variable, binding, accessors) }
        if variable.modifiers.contains(where: { $0.name.identifierName == "async" }) {
            // `async let x = work()`: a child task in storage `_x`; reading `x` awaits it (Concurrency/AsyncLet).
            // `async let _ = work()`: a child task with a storage nobody reads (cancelled at the end of its scope).
            // `async let (a, b) = (f(), g())`: one child task for the tuple, taken apart where it is declared.
            let hidden = binding.pattern.is(WildcardPatternSyntax.self) || binding.pattern.is(TuplePatternSyntax.self)
                ? "_asyncLet\(binding.position.utf8Offset)" : nil
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName ?? hidden,
                  let value = binding.initializer else {
                throw unsupported("this 'async let'", variable)
            }
            let task = Stmt(.wrappedLocal(name: name, wrapper: Attribute(name: Attribute.asyncLet, arguments: [], range: range(variable)),
                                          initializer: try lower(expr: value.value), storage: nil), range(variable))
            guard binding.pattern.is(TuplePatternSyntax.self) else { return task }
            let parts = Stmt(.destructure(try lower(pattern: binding.pattern, binding: true), Expr(.name(name), range(binding)), isLet: true),
                             range(binding))
            return Stmt(.group([task, parts]), range(variable))
        }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        var initializer = try binding.initializer.map { try lower(expr: $0.value) }
        if binding.sharedTypeAnnotation == nil { initializer = initializer.map(Self.unconstrainedReversal) }
        if binding.pattern.is(WildcardPatternSyntax.self) {
            guard let initializer else { throw error("'_' needs a value", binding) }
            return Stmt(.discard(initializer), range(variable))
        }
        if binding.pattern.is(TuplePatternSyntax.self) {
            guard let initializer else { throw error("a tuple pattern needs a value", binding) }
            return Stmt(.destructure(try lower(pattern: binding.pattern, binding: true), initializer, isLet: isLet), range(binding))
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
            throw unsupported("this pattern in a declaration", binding.pattern)
        }
        let isOptional = binding.sharedTypeAnnotation.map { isOptionalType($0.type) } ?? false
        var lowered = Binding(name: name, isLet: isLet, isOptional: isOptional, initializer: initializer)
        lowered.typeName = binding.sharedTypeAnnotation.map { baseTypeName($0.type) }
        lowered.type = binding.sharedTypeAnnotation.map { typeRef($0.type) }
        lowered.coercion = coercion(lowered.type)
        lowered.initializer = initializer.map { LiteralTyping.typed($0, as: lowered.coercion).typed(lowered.type, membersToo: true) }
        lowered.isWeak = variable.modifiers.contains { $0.name.identifierName == "weak" || $0.name.identifierName == "unowned" }
        return Stmt(.binding(lowered), range(binding))
    }

    /// `var total: Int { ... }` or `var score = 0 { didSet { ... } }` outside a type: its accessors as closures.
    func lowerAccessorVariable(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
                               _ accessors: AccessorBlockSyntax, resultBuilder: String? = nil) throws -> Stmt {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
            throw unsupported("this pattern with accessors", binding.pattern)
        }
        let type = binding.sharedTypeAnnotation.map { typeRef($0.type) }
        var property = PropertyDecl(name: name, isLet: false, isStatic: false, attributes: [], typeName: nil,
                                    initializer: nil, range: range(binding), getter: nil)
        property.type = type
        try lowerAccessors(accessors, into: &property, isBuilder: false, resultBuilder: resultBuilder, node: binding)
        func closure(_ function: FunctionDecl?) -> ClosureDecl? {
            guard let function else { return nil }
            let made = ClosureDecl(parameters: function.parameters.map(\.name), body: function.body, range: function.range, source: source)
            made.valueBody = function.implicitReturn ? nil : Stmt.implicitReturn(of: function.body)
            return made
        }
        let getter = closure(property.getter)
        getter?.resultBuilder = property.getter?.resultBuilder
        if getter?.resultBuilder != nil { getter?.resultType = type }
        var lowered = AccessorVariable(name: name, getter: getter, setter: closure(property.setter),
                                       willSet: closure(property.willSet), didSet: closure(property.didSet))
        lowered.initializer = try binding.initializer.map { try lower(expr: $0.value).typed(type) }
        if lowered.initializer == nil, property.getter == nil, binding.sharedTypeAnnotation.map({ isOptionalType($0.type) }) == true {
            // `var onChange: ((String) -> Void)? { didSet { ... } }`: an optional variable starts as nil.
            lowered.initializer = Expr(.nilLiteral, range(binding))
        }
        lowered.coercion = coercion(type)
        return Stmt(.accessorVariable(lowered), range(binding))
    }

    /// The coercion of a declared type here (generic parameters in scope give no generic arguments).
    func coercion(_ type: TypeRef?) -> Coercion {
        Coercion(type, generics: genericNames)
    }

    /// This lowering with more generic parameters in scope.
    func with(generics names: [GenericParameter], _ requirements: [Requirement] = []) -> Lowering {
        var inner = self
        inner.genericNames.formUnion(names.map(\.name))
        inner.genericNames.formUnion(requirements.map(\.subject))
        return inner
    }

    func isOptionalType(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}

extension Binding {
    init(name: String, isLet: Bool, isOptional: Bool, initializer: Expr? = nil) {
        self.init(name: name, isLet: isLet, isOptional: isOptional, initializer: initializer, slot: nil, global: nil, typeName: nil)
    }
}

extension Lowering {
    /// `yield &storage[i]` in a `_modify` accessor, `yield storage[i]` in a `_read` one (the accessors swift-collections
    /// and the standard library write): the accessor runs as the setter (`newValue` stored where it yields) or the
    /// getter (what it yields returned), with the code around the yield before and after it.
    func lower(yield: YieldStmtSyntax) throws -> Stmt {
        guard case .single(let yielded) = yield.yieldedExpressions else { throw unsupported("yielding several values", yield) }
        let here = range(yield)
        if let place = yielded.as(InOutExprSyntax.self) {
            return Stmt(.expr(Expr(.assign(try lower(expr: place.expression), Expr(.name("newValue"), here)), here)), here)
        }
        return Stmt(.returnStmt(try lower(expr: yielded)), here)
    }
}
