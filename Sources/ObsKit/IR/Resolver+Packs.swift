/// Resolving the forms of value packs (SE-0393): `each x`, `repeat pattern`, and tuples and calls with
/// a `repeat` among their elements.
extension Resolver {
    func resolve(packForm expr: Expr) throws -> ExprKind {
        switch expr.kind {
        case .packElement(let operand):
            let resolved = try resolve(operand)
            switch resolved.kind {
            case .typeValue:
                throw unsupported("'each' on a type that is no type pack here", expr.range)
            default:
                return .packElement(resolved)
            }
        case .packExpansion(var expansion):
            expansion.pattern = try resolve(expansion.pattern)
            expansion.packs = try expansion.packs.map { try resolve($0) }
            return .packExpansion(expansion)
        case .expandedTuple(let elements):
            return .expandedTuple(try elements.map { Argument(label: $0.label, value: try resolve($0.value)) })
        case .expandedCall(let callee, let arguments):
            // Resolved as a call is (its callee and the static types of its arguments).
            guard case .call(let resolvedCallee, let resolvedArguments) = try resolve(Expr(.call(callee, arguments), expr.range)).kind else {
                throw unsupported("this call with a pack expansion among its arguments", expr.range)
            }
            return .expandedCall(resolvedCallee, resolvedArguments)
        default:
            return expr.kind
        }
    }
}
