/// A protocol requirement called through the protocol (`p.f()` with `p: any P`, `x.f()` in `func g<U: P>(_ x: U)`)
/// runs the witness of the value's conformance, and Swift chose that witness where the conformance is declared, for
/// every type it covers. A method of a constrained extension (`extension S where T == Int { func f() }`) is no witness
/// of a conformance declared for every `T` (`struct S<T>: P`): the protocol extension's default is, and runs even for
/// an `S<Int>` (swiftc 6.3.1 prints "generic" for `(S<Int>() as any P).f()`), while `S<Int>().f()` called directly
/// is the constrained one. The interpreter, choosing from the value, would take the constrained one both ways. So for
/// a library type the script extends (`extension Array: P {}` beside `extension Array where Element == Int`).
extension Interpreter {
    /// The call the compiler fixed to the requirement at `place` (ChosenCallees); nil when the usual dispatch on the
    /// value finds the witness.
    func callWitness(of requirement: (protocol: TypeInfo, name: String), _ callee: Expr, _ arguments: [Argument],
                     _ range: SourceRange, _ frame: Frame, _ source: SourceText, expected: TypeRef?) throws -> Value? {
        guard case .member(let baseExpr, let name) = callee.kind, name == requirement.name,
              let base = variableValue(Self.withoutDeclaredType(baseExpr), frame), let type = scriptType(of: base) ?? builtinExtension(for: base),
              let witness = defaultWitness(name, of: requirement.protocol, for: type, arguments) else { return nil }
        return try callMutating(witness, on: base, baseExpr, type: type, arguments, range, frame, source, expected: expected)
    }

    /// The same without the compiler: the receiver's declaration says it is seen through a protocol (`let p: any P`,
    /// a parameter of a generic type constrained to `P`).
    func defaultWitness(_ name: String, declared: TypeRef, receiver: Value, _ arguments: [Argument]) -> (FunctionDecl, TypeInfo)? {
        var seenAs = declared
        if case .opaque(let inner) = seenAs { seenAs = inner }
        guard case .named(let protocolName, _) = seenAs, let type = scriptType(of: receiver) ?? builtinExtension(for: receiver), type.name != protocolName,
              let owner = scriptType(named: protocolName), owner.kind == .protocol,
              let witness = defaultWitness(name, of: owner, for: type, arguments) else { return nil }
        return (witness, type)
    }

    /// The protocol extension's `name` that is `type`'s witness of the requirement of `owner`, when the type's own
    /// methods that fit are all constrained ones and the conformance holds for every type it covers; nil otherwise.
    private func defaultWitness(_ name: String, of owner: TypeInfo, for type: TypeInfo, _ arguments: [Argument]) -> FunctionDecl? {
        guard owner.decl.requiredMembers.contains(name), (type.conformanceConditions[owner.name] ?? []).isEmpty else { return nil }
        let candidates = methodCandidates(name, of: type, isStatic: false).filter { match(arguments, $0.parameters) != nil }
        guard candidates.contains(where: { !$0.isProtocolExtensionMember && !$0.conditions.isEmpty }),
              !candidates.contains(where: { !$0.isProtocolExtensionMember && $0.conditions.isEmpty }) else { return nil }
        let defaults = candidates.filter { $0.isProtocolExtensionMember && $0.conditions.isEmpty }
        return defaults.count == 1 ? defaults[0] : nil
    }

    /// A variable as written, without the type its declaration gave it (`p` of `let p: any P`).
    private static func withoutDeclaredType(_ expr: Expr) -> Expr {
        if case .declaredAs(let inner, _) = expr.kind { return inner }
        return expr
    }
}
