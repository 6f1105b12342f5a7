/// `if` and `switch` as expressions (`let x = if a { 1 } else { 2 }`, or the one statement of a function,
/// getter or closure that returns a value): each branch is one expression (or a nested `if`/`switch`
/// expression, or a `throw`), whose value the branch yields.
extension Stmt {
    /// This statement as an expression's branches (each branch's expression made a `.yield`), or nil when
    /// it is not shaped as one (an `if` without `else`, a branch of several statements, `fallthrough`).
    var asBranchExpression: Stmt? {
        switch kind {
        case .ifStmt(let conditions, let then, let otherwise?):
            guard let thenBranch = Self.branch(then), let elseBranch = Self.branch(otherwise) else { return nil }
            return Stmt(.ifStmt(conditions, thenBranch, elseBranch), range)
        case .switchStmt(let subject, let cases):
            var branches: [SwitchCase] = []
            for switchCase in cases {
                guard !switchCase.fallsThrough, let body = Self.branch(switchCase.body) else { return nil }
                var branch = switchCase
                branch.body = body
                branches.append(branch)
            }
            return Stmt(.switchStmt(subject, branches), range)
        default:
            return nil
        }
    }

    private static func branch(_ body: [Stmt]) -> [Stmt]? {
        guard body.count == 1, let only = body.first else { return nil }
        switch only.kind {
        case .expr(let value): return [Stmt(.yield(value), only.range)]
        case .throwStmt: return body
        case .ifStmt, .switchStmt: return only.asBranchExpression.map { [$0] }
        default: return nil
        }
    }

    /// A body of one `if`/`switch` expression as `return <branches>` (a function, getter or closure
    /// that returns a value implicitly); nil when the body is not that.
    static func implicitReturn(of body: [Stmt]) -> [Stmt]? {
        guard body.count == 1, let branches = body[0].asBranchExpression else { return nil }
        return [Stmt(.returnStmt(Expr(.branches(branches), body[0].range)), body[0].range)]
    }
}

extension Expr {
    /// Whether reading this expression against an expected type can give another value than reading it
    /// alone (an implicit member, a call whose generic result or overload the type picks, a literal
    /// collection of those): such expressions are wrapped in `.typed` where the context gives a type.
    var dependsOnContext: Bool {
        switch kind {
        case .implicitMember, .call, .subscriptCall: return true
        // `let n: Int = resolve()!`: a generic result only the context fixes, force-unwrapped.
        case .forceUnwrap(let inner): if case .call = inner.kind { return true } else { return false }
        case .ternary(_, let then, let otherwise): return then.dependsOnContext || otherwise.dependsOnContext
        // `cached ?? .invalid(...)`: the fallback is read against the type the whole is expected to be; `cast(x) ?? 0`:
        // a generic result the context fixes.
        case .binary(.nilCoalescing, let left, let right): return right.dependsOnContext || left.dependsOnContext
        case .array(let elements): return elements.contains(where: \.dependsOnContext)
        case .dictionary(let pairs): return pairs.contains { $0.key.dependsOnContext || $0.value.dependsOnContext }
        // `let row: (String, Money) = ("fee", 5)`: a literal element takes its element type (a script type may adopt the
        // literal protocol; `(1, 2)` as `(Int, Double)` is `(1, 2.0)`).
        case .tuple(let elements): return elements.contains { $0.value.dependsOnContext || $0.value.isLiteral }
        default: return false
        }
    }

    /// The expression read against `type` when that can matter: also a literal where a type that is not
    /// one of the library's own literal types is expected (a script type may adopt a literal protocol).
    func typed(_ type: TypeRef?, membersToo: Bool = false) -> Expr {
        if let type, let rooted = withTypedChainRoot(type.withoutOptionals) { return rooted }
        // `let age: Int? = doc.age` (or `doc.address?.zip`): a member a `subscript(dynamicMember:)` overloaded by its
        // result may give is read against the declared type.
        if membersToo, let type, Self.isMemberRead(self) { return Expr(.typed(self, type), range) }
        // `-> some Collection` returning `xs.reversed()`: nothing asks for an Array, so it is a ReversedCollection.
        if case .opaque(let inner)? = type {
            let adapted = Lowering.unconstrainedReversal(self)
            if case .reversedCollection = adapted.kind { return adapted }
            return typed(inner)
        }
        // `let path: ReferenceWritableKeyPath<Counter, Int> = \.count`: the declared root is the path's.
        if case .keyPath(nil, let components) = kind, case .named(let name, let arguments)? = type?.canonical, name.hasSuffix("KeyPath"),
           arguments.count == 2, case .named(let root, _) = arguments[0] {
            return Expr(.keyPath(root: root, components: components), range)
        }
        // `let f: (Int) -> Int = { $0 * 3 }`: the closure has the declared function type, as the compiler gives it
        // (what `f is (String) -> Int` and `type(of: f)` see), unless the check told its type already.
        if case .closure(let decl) = kind, case .function(_, let result, _)? = type, type?.mentions(TypeRef.unknown.nominalName!) == false {
            if decl.compilerType == nil { decl.compilerType = type }
            decl.readImplicitMemberReturns(as: result)
        }
        guard let type, readsAgainst(type) else { return self }
        return Expr(.typed(self, type), range)
    }

    /// `.max.advanced(by: -1)` as an Int, `-(.max)`: an implicit member that starts a chain of members and calls
    /// (SE-0287), or that a sign is applied to, is the contextual type's; nil when the expression is not one of those.
    private func withTypedChainRoot(_ type: TypeRef) -> Expr? {
        switch kind {
        case .prefix(let op, let operand) where op == "-" || op == "+" || op == "~":
            if case .implicitMember = operand.kind { return Expr(.prefix(op, Expr(.typed(operand, type), operand.range)), range) }
            return operand.withTypedChainRoot(type).map { Expr(.prefix(op, $0), range) }
        case .member(let base, let name):
            if case .implicitMember = base.kind { return Expr(.member(Expr(.typed(base, type), base.range), name), range) }
            return base.withTypedChainRoot(type).map { Expr(.member($0, name), range) }
        case .call(let callee, let arguments):
            guard case .member = callee.kind, let rooted = callee.withTypedChainRoot(type) else { return nil }
            return Expr(.call(rooted, arguments), range)
        default:
            return nil
        }
    }

    private static func isMemberRead(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .member: return true
        case .optionalChain(let inner): if case .member = inner.kind { return true } else { return false }
        default: return false
        }
    }

    private func readsAgainst(_ type: TypeRef) -> Bool {
        if case .ternary(_, let then, let otherwise) = kind { return then.readsAgainst(type) || otherwise.readsAgainst(type) }
        // `let g: (Double) -> String = describe`: a function's name as a function type picks among its overloads.
        if case .function = type {
            switch kind {
            case .name, .global, .member, .selfMemberOrGlobal: return true
            default: break
            }
        }
        return dependsOnContext || (isLiteral && !Self.ownsLiterals(type))
    }

    var isLiteral: Bool {
        switch kind {
        case .int, .double, .bool, .string, .nilLiteral, .array, .dictionary: return true
        // `-40`: a negative number literal.
        case .prefix("-", let operand): if case .int = operand.kind { return true }; if case .double = operand.kind { return true }; return false
        default: return false
        }
    }

    /// Types whose literals are the library's own: nothing to read against them.
    private static func ownsLiterals(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name, let arguments):
            // `Set<Tag>`, `Array<Tag>`: the elements are read against their type.
            if ["Array", "Dictionary", "Set"].contains(name) { return arguments.allSatisfy(ownsLiterals) }
            return ["Int", "String", "Bool", "Character", "Any"].contains(name)
                || Coercion.doubleNames.contains(name) || Coercion.floatNames.contains(name) || Coercion.integerTypeNames.contains(name)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return ownsLiterals(wrapped)
        case .array(let element): return ownsLiterals(element)
        case .dictionary(let key, let value): return ownsLiterals(key) && ownsLiterals(value)
        case .tuple(let elements, _): return elements.allSatisfy(ownsLiterals)
        default: return false
        }
    }
}

extension Expr {
    /// Whether the value starts with an implicit member (`.node(3)`, `.init()`, `.zero.advanced(by: 1)`, a ternary
    /// of those): a value whose type only its context tells.
    var startsWithImplicitMember: Bool {
        switch kind {
        case .implicitMember: return true
        case .call(let callee, _): return callee.startsWithImplicitMember
        case .member(let base, _), .prefix(_, let base), .optionalChain(let base), .forceUnwrap(let base): return base.startsWithImplicitMember
        case .ternary(_, let then, let otherwise): return then.startsWithImplicitMember || otherwise.startsWithImplicitMember
        default: return false
        }
    }
}

extension Stmt {
    /// Whether the statement returns (here or in a nested `if`, `guard`, `switch` or block, not in a nested closure) a
    /// value that starts with an implicit member.
    var returnsImplicitMember: Bool {
        switch kind {
        case .returnStmt(let value?): return value.startsWithImplicitMember
        case .ifStmt(_, let then, let otherwise): return then.contains(where: \.returnsImplicitMember) || (otherwise ?? []).contains(where: \.returnsImplicitMember)
        case .guardStmt(_, let body), .block(let body), .group(let body): return body.contains(where: \.returnsImplicitMember)
        case .switchStmt(_, let cases): return cases.contains { $0.body.contains(where: \.returnsImplicitMember) }
        default: return false
        }
    }
}

extension Stmt {
    /// The statement with the values it returns read against the function's result type (`return .idle`
    /// in a generic enum's method; `return make()` whose generic result is that type). Nested functions
    /// and closures keep their own returns.
    func returning(_ type: TypeRef) -> Stmt {
        var copy = self
        switch kind {
        case .returnStmt(let value?): copy.kind = .returnStmt(value.typed(type))
        case .yield(let value): copy.kind = .yield(value.typed(type))
        case .ifStmt(let conditions, let then, let otherwise):
            copy.kind = .ifStmt(conditions, then.map { $0.returning(type) }, otherwise?.map { $0.returning(type) })
        case .switchStmt(let subject, let cases):
            copy.kind = .switchStmt(subject, cases.map { switchCase in
                var changed = switchCase
                changed.body = switchCase.body.map { $0.returning(type) }
                return changed
            })
        case .guardStmt(let conditions, let body): copy.kind = .guardStmt(conditions, body.map { $0.returning(type) })
        case .forIn(let pattern, let sequence, let filter, let body, let locals):
            copy.kind = .forIn(pattern: pattern, sequence: sequence, filter: filter, body: body.map { $0.returning(type) }, locals: locals)
        case .whileLoop(let conditions, let body): copy.kind = .whileLoop(conditions, body.map { $0.returning(type) })
        case .repeatLoop(let body, let condition): copy.kind = .repeatLoop(body.map { $0.returning(type) }, condition)
        case .doCatch(let body, let clauses):
            copy.kind = .doCatch(body.map { $0.returning(type) }, clauses.map { clause in
                var changed = clause
                changed.body = clause.body.map { $0.returning(type) }
                return changed
            })
        case .block(let body): copy.kind = .block(body.map { $0.returning(type) })
        case .labeled(let label, let inner): copy.kind = .labeled(label, inner.returning(type))
        default: break
        }
        return copy
    }
}

extension Expr {
    /// The type a literal gives a variable it initializes, where it matters here (`var x = 0.0` is a
    /// Double, so a later `x = 5` stores 5.0; `var pair = (left: 1, right: 2)` keeps its labels).
    var literalType: TypeRef? {
        switch kind {
        case .double: return .simple("Double")
        case .prefix("-", let operand):
            if case .double = operand.kind { return .simple("Double") }
            return nil
        case .typed(let inner, let type) where type == .simple("Double"):
            // An integer literal among floating-point ones (LiteralTyping.floatingElement).
            if case .int = inner.kind { return type }
            return nil
        case .array(let elements) where !elements.isEmpty && elements.allSatisfy({ $0.literalType == .simple("Double") }):
            // `var samples = [1, 2.5]`: a `[Double]` (so `append(4)` stores `4.0`).
            return .array(.simple("Double"))
        case .array(let elements) where elements.count > 1 && elements.allSatisfy(\.isOptionalJoined):
            // `[nil, 7]`: an array of optionals (so `append(8)` stores `Optional(8)`).
            return .array(.optional(.unknown))
        case .tuple(let elements) where elements.contains(where: { $0.label != nil }):
            return .tuple(elements.map { $0.value.literalType ?? .any }, labels: elements.map(\.label))
        default: return nil
        }
    }

    /// An element of a collection literal whose element type is optional (see `Resolver.optionalJoined`).
    var isOptionalJoined: Bool {
        switch kind {
        case .nilLiteral: return true
        case .typeCast(_, let use, .coerce): return use.type == .optional(.unknown)
        default: return false
        }
    }
}
