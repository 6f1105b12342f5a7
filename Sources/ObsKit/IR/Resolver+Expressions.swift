/// Resolving expressions: names, captures (closures list what they use), `super`, capture lists.
extension Resolver {
    // MARK: expressions

    func resolve(_ expr: Expr) throws -> Expr {
        var expr = expr
        switch expr.kind {
        case .int, .double, .bool, .nilLiteral, .local, .capture, .global, .implicitMember, .discard, .superMember, .selfMemberOrGlobal,
             .keyPath, .operatorReference, .callerLiteral:
            break
        case .oneSidedRange(let op, let lower, let upper):
            expr.kind = .oneSidedRange(op, lower: try lower.map { try resolve($0) }, upper: try upper.map { try resolve($0) })
        case .asyncSequence(let inner):
            expr.kind = .asyncSequence(try resolve(inner))
        case .superRef:
            throw unsupported("'super' on its own (write super.member)", expr.range)
        case .string(let parts):
            expr.kind = .string(try parts.map { part in
                if case .expr(let inner) = part { return .expr(try resolve(inner)) }
                return part
            })
        case .name(let name):
            expr.kind = resolveName(name, expr.range)
        case .member(let base, let name):
            if case .superRef = base.kind {
                guard let owner = typeStack.last, let receiver = lookupLocal("self") else {
                    throw unsupported("'super' outside of a class member", expr.range)
                }
                expr.kind = .superMember(receiver: Expr(receiver, expr.range), owner: globals.slot(for: owner.qualifiedName), name: name)
            } else {
                expr.kind = .member(try resolve(base), name)
            }
        case .call(let callee, let arguments):
            expr.kind = .call(try resolve(callee), try arguments.map { Argument(label: $0.label, value: try resolve($0.value)) })
        case .subscriptCall(let base, let arguments):
            expr.kind = .subscriptCall(try resolve(base), try arguments.map { Argument(label: $0.label, value: try resolve($0.value)) })
        case .closure(let closure):
            // Capture-list values are evaluated where the closure is made.
            for entry in closure.captureList {
                let value = try entry.value.map { try resolve($0) } ?? Expr(resolveName(entry.name, expr.range), expr.range)
                _ = closure.addCaptureListEntry(.explicit(name: entry.name, ownership: entry.ownership, value: value))
            }
            let scope = Scope(closure: closure)
            for (index, source) in closure.captures.enumerated() {
                if case .explicit(let name, _, _) = source { scope.explicitCaptures[name] = index }
            }
            try withScope(scope) {
                for parameter in closure.parameters { _ = scope.declare(parameter) }
                closure.body = try closure.body.map { try resolve($0) }
            }
            closure.frameSize = scope.size
        case .prefix(let op, let operand):
            expr.kind = .prefix(op, try resolve(operand))
        case .binary(let op, let left, let right):
            expr.kind = .binary(op, try resolve(left), try resolve(right))
        case .assign(let target, let value):
            expr.kind = .assign(try resolve(target), try resolve(value))
        case .compoundAssign(let op, let target, let value):
            expr.kind = .compoundAssign(op, try resolve(target), try resolve(value))
        case .ternary(let condition, let then, let otherwise):
            expr.kind = .ternary(try resolve(condition), try resolve(then), try resolve(otherwise))
        case .forceUnwrap(let inner):
            expr.kind = .forceUnwrap(try resolve(inner))
        case .tryExpr(let kind, let inner):
            expr.kind = .tryExpr(kind, try resolve(inner))
        case .typeCheck(let inner, let type):
            expr.kind = .typeCheck(try resolve(inner), type)
        case .typeCast(let inner, let type, let kind):
            expr.kind = .typeCast(try resolve(inner), type, kind)
        case .inoutArgument(let inner):
            expr.kind = .inoutArgument(try resolve(inner))
        case .optionalUnwrap(let inner):
            expr.kind = .optionalUnwrap(try resolve(inner))
        case .optionalChain(let inner):
            expr.kind = .optionalChain(try resolve(inner))
        case .array(let elements):
            expr.kind = .array(try elements.map { try resolve($0) })
        case .dictionary(let pairs):
            expr.kind = .dictionary(try pairs.map { (key: try resolve($0.key), value: try resolve($0.value)) })
        case .tuple(let elements):
            expr.kind = .tuple(try elements.map { Argument(label: $0.label, value: try resolve($0.value)) })
        }
        return expr
    }

    func unsupported(_ what: String, _ range: SourceRange) -> ObsDiagnostic {
        ObsDiagnostic(.unsupported, what, at: SourceLocation(source: source, range: range))
    }
}
