import SwiftSyntax

/// The answers to `#if` conditions, as an iOS debug build on `SimulatedDevice` gives them: the one place
/// both the lowering (which lowers only the active clause) and the compiler check (which is given only the
/// active clause, see `CheckedSession.compilable`) ask, so the two always agree on what is compiled.
enum CompilationConditions {
    /// Whether `condition` holds; nil for a condition ObsREPL cannot answer.
    static func holds(_ condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return SimulatedDevice.flags.contains(reference.baseName.identifierName) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "&&" || op == "||" {
            guard let left = holds(infix.leftOperand) else { return nil }
            // As the compiler does, the right side is not looked at once the left decides.
            if op == "&&" && !left || op == "||" && left { return left }
            return holds(infix.rightOperand)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierName,
           call.arguments.count == 1, let argument = call.arguments.first {
            let text = argument.expression.trimmedDescription
            switch name {
            case "os": return text == SimulatedDevice.operatingSystem
            case "arch": return text == SimulatedDevice.architecture
            case "canImport": return SimulatedDevice.importableModules.contains(text)
            case "targetEnvironment": return SimulatedDevice.targetEnvironment(text)
            // Swift 6.3's language features (on in every mode); an upcoming or experimental one is off in Swift 5 mode.
            case "hasFeature": return Self.languageFeatures.contains(text)
            case "hasAttribute": return Self.attributes.contains(text)
            case "swift", "compiler":
                let have = name == "swift" ? SimulatedDevice.languageVersion : SimulatedDevice.compilerVersion
                if text.hasPrefix(">=") { return SimulatedDevice.atLeast(have, String(text.dropFirst(2))) }
                if text.hasPrefix("<") { return !SimulatedDevice.atLeast(have, String(text.dropFirst())) }
            default:
                if let answer = SimulatedDevice.platformCondition(name, text) { return answer }
            }
        }
        return nil
    }

    /// `hasFeature(X)` names that swiftc 6.3.1 answers true for in its default (Swift 5) mode: the language features
    /// that shipped. The upcoming ones (`StrictConcurrency`, `ExistentialAny`, `BareSlashRegexLiterals`...) are false.
    static let languageFeatures: Set<String> = [
        "AsyncAwait", "EffectfulProp", "Actors", "ConcurrentFunctions", "RethrowsProtocol", "GlobalActors", "Sendable",
        "MarkerProtocol", "PrimaryAssociatedTypes2", "UnavailableFromAsync", "NoAsyncAvailability", "Macros",
        "FreestandingExpressionMacros", "AttachedMacros", "ExtensionMacros", "FreestandingMacros", "MoveOnly", "ParameterPacks",
        "LexicalLifetimes", "TypedThrows", "NoncopyableGenerics", "NonescapableTypes", "IsolatedAny", "InlineArrayTypeSugar",
        "RetroactiveAttribute", "BorrowingSwitch", "ConformanceSuppression", "ValueGenerics", "IsolatedAny2",
        "SendingArgsAndResults", "ExpressionMacroDefaultArguments", "ImplicitSelfCapture", "BuiltinAddressOfRawLayout",
    ]

    /// `hasAttribute(X)`: the compiler's own attributes (a global actor such as `MainActor` is a custom one: false).
    static let attributes: Set<String> = [
        "available", "discardableResult", "escaping", "autoclosure", "inlinable", "usableFromInline", "frozen", "objc",
        "dynamicCallable", "dynamicMemberLookup", "propertyWrapper", "resultBuilder", "main", "Sendable", "preconcurrency",
        "retroactive", "unchecked", "backDeployed", "warn_unqualified_access", "inline", "nonobjc",
        "globalActor", "requires_stored_property_inits", "attached", "exclusivity", "convention", "isolated",
        "nonexhaustive", "concurrent", "export",
    ]

    /// The clause of an `#if` that is compiled: `.some(nil)` when none is, nil when a condition cannot be
    /// answered (`unanswered` is then that condition).
    static func activeClause(_ config: IfConfigDeclSyntax, unanswered: inout ExprSyntax?) -> IfConfigClauseSyntax?? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return .some(clause) }
            guard let answer = holds(condition) else { unanswered = condition; return nil }
            if answer { return .some(clause) }
        }
        return .some(nil)
    }
}
