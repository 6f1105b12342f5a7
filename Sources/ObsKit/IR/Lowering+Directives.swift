import SwiftSyntax

/// Compiler directives: `#if` (statements, members and postfix `#if` in a modifier chain), `#available`
/// and `#unavailable`, and the literals `#function`, `#line`, `#column`, `#file`, `#fileID`, `#filePath`.
/// Conditions are answered as `SimulatedDevice` says, once, here: the inactive branches are never lowered.
extension Lowering {
    /// The clause of an `#if` that is compiled (nil: none is), as `CompilationConditions` answers.
    func activeClause(_ config: IfConfigDeclSyntax) throws -> IfConfigClauseSyntax? {
        var unanswered: ExprSyntax?
        guard let clause = CompilationConditions.activeClause(config, unanswered: &unanswered) else {
            if let unanswered { throw unsupported("this '#if' condition", unanswered) }
            throw unsupported("this '#if' condition", config)
        }
        return clause
    }

    /// The statements of an `#if` in a statement list.
    func lower(ifConfig config: IfConfigDeclSyntax) throws -> [Stmt] {
        guard let clause = try activeClause(config), let elements = clause.elements else { return [] }
        guard case .statements(let items) = elements else { throw unsupported("this '#if' here", config) }
        return try items.flatMap { try lowerItems($0) }
    }

    /// An item of a statement list, as statements: an `#if` gives its active branch's.
    func lowerItems(_ item: CodeBlockItemSyntax) throws -> [Stmt] {
        if case .decl(let decl) = item.item, let config = decl.as(IfConfigDeclSyntax.self) {
            return try lower(ifConfig: config)
        }
        return [try lower(item: item)]
    }

    /// The members an `#if` inside a type body compiles.
    func activeMembers(_ config: IfConfigDeclSyntax) throws -> [DeclSyntax] {
        guard let clause = try activeClause(config), let elements = clause.elements else { return [] }
        guard case .decls(let members) = elements else { throw unsupported("this '#if' in a type", config) }
        return try members.flatMap { member -> [DeclSyntax] in
            if let nested = member.decl.as(IfConfigDeclSyntax.self) { return try activeMembers(nested) }
            return [member.decl]
        }
    }

    /// `Text("a")` then `#if os(iOS) .padding() #endif`: the active clause's postfix chain on the base.
    func lower(postfixIfConfig postfix: PostfixIfConfigExprSyntax) throws -> Expr {
        guard let baseSyntax = postfix.base else { throw unsupported("a postfix '#if' without a base", postfix) }
        let base = try lower(expr: baseSyntax)
        guard let clause = try activeClause(postfix.config), let elements = clause.elements else { return base }
        guard case .postfixExpression(let chain) = elements else { throw unsupported("this postfix '#if'", postfix) }
        return try lower(chain: chain, onto: base)
    }

    /// A chain that starts with `.member` (no base), lowered onto `base`.
    private func lower(chain: ExprSyntax, onto base: Expr) throws -> Expr {
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.identifierName
            guard let inner = member.base else { return Expr(.member(base, name), range(chain)) }
            return Expr(.member(try lower(chain: inner, onto: base), name), range(chain))
        }
        if let call = chain.as(FunctionCallExprSyntax.self) {
            guard case .call(_, let arguments) = try lower(call: call).kind else { obsInvariant("a call lowered to something else") }
            return Expr(.call(try lower(chain: call.calledExpression, onto: base), arguments), range(chain))
        }
        if let nested = chain.as(PostfixIfConfigExprSyntax.self), let inner = nested.base {
            let chained = try lower(chain: inner, onto: base)
            guard let clause = try activeClause(nested.config), case .postfixExpression(let rest)? = clause.elements else { return chained }
            return try lower(chain: rest, onto: chained)
        }
        throw unsupported("this expression in a postfix '#if'", chain)
    }

    // MARK: availability

    /// `#available(iOS 17, macOS 14, *)` and `#unavailable(...)`: the iOS entry decides; without one, `*` does.
    func lower(availability: AvailabilityConditionSyntax) -> Condition {
        var available = true
        for argument in availability.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  SimulatedDevice.platformNames.contains(restriction.platform.text), let version = restriction.version else { continue }
            available = SimulatedDevice.atLeast(SimulatedDevice.iOSVersion, version.trimmedDescription)
        }
        let unavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
        return .availability(holds: available != unavailable, isAvailable: !unavailable)
    }

    // MARK: literals

    /// `#function`, `#line`... A default argument that is one of them reports the caller (`.callerLiteral`).
    /// `#isolation` is always read where it is (its value is the actor the code there runs on: Interpreter).
    func lower(sourceLiteral macro: MacroExpansionExprSyntax) throws -> Expr? {
        let name = macro.macroName.text
        guard ["function", "line", "column", "file", "fileID", "filePath", "isolation"].contains(name) else { return nil }
        let here = range(macro)
        if let initializer = macro.parent?.as(InitializerClauseSyntax.self), initializer.parent?.is(FunctionParameterSyntax.self) == true {
            return Expr(.callerLiteral(name), here)
        }
        switch name {
        case "isolation": return Expr(.callerLiteral(name), here)
        case "function": return Expr(.string([.text(EnclosingDeclaration.functionName(of: macro))]), here)
        case "line": return Expr(.int(source.firstLine + here.line - 1), here)
        case "column": return Expr(.int(here.column), here)
        default: return Expr(.string([.text(Self.fileLiteral(name, fileName: source.fileName))]), here)
        }
    }

    /// `#file`, `#filePath` (ObsREPL knows a script by its file's name), `#fileID` (`main/NAME`).
    static func fileLiteral(_ name: String, fileName: String) -> String {
        name == "fileID" ? "main/" + fileName : fileName
    }
}
