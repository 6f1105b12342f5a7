import SwiftSyntax

/// Lowering of value packs in expressions (SE-0393, SE-0408): `each x`, and `repeat pattern` as a statement,
/// as a `for` loop's sequence, among a tuple's elements or a call's arguments. Elsewhere it is refused.
extension Lowering {
    func lower(packElement: PackElementExprSyntax) throws -> Expr {
        Expr(.packElement(try lower(expr: packElement.pack)), range(packElement))
    }

    func lower(packExpansion: PackExpansionExprSyntax) throws -> Expr {
        guard Self.isPlaced(packExpansion) else {
            throw unsupported("'repeat' here (a pack expansion works in a tuple, an argument list, a 'for' loop or as a statement)",
                              packExpansion)
        }
        var operands: [ExprSyntax] = []
        Self.collectPackOperands(Syntax(packExpansion.repetitionPattern), into: &operands)
        guard !operands.isEmpty else {
            throw error("pack expansion requires at least one pack reference ('each')", packExpansion)
        }
        let expansion = PackExpansion(pattern: try lower(expr: packExpansion.repetitionPattern),
                                      packs: try operands.map { try lower(expr: $0) })
        return Expr(.packExpansion(expansion), range(packExpansion))
    }

    /// A tuple whose elements include a `repeat`.
    func lower(expandedTuple tuple: TupleExprSyntax) throws -> Expr {
        Expr(.expandedTuple(try tuple.elements.map { Argument(label: $0.label?.text, value: try lower(expr: $0.expression)) }), range(tuple))
    }

    static func hasPackExpansion(_ elements: LabeledExprListSyntax) -> Bool {
        elements.contains { $0.expression.is(PackExpansionExprSyntax.self) }
    }

    /// The sequence of a `for` loop made to make its values one per pass, when it is a `repeat`.
    static func iterating(_ sequence: Expr) -> Expr {
        guard case .packExpansion(var expansion) = sequence.kind else { return sequence }
        expansion.isIteration = true
        return Expr(.packExpansion(expansion), sequence.range)
    }

    /// Where the interpreter gives a `repeat` its meaning: a tuple's element, a call's argument, a statement,
    /// a `for` loop's sequence.
    private static func isPlaced(_ expansion: PackExpansionExprSyntax) -> Bool {
        guard let parent = expansion.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(ForStmtSyntax.self) { return true }
        guard parent.is(LabeledExprSyntax.self), let list = parent.parent?.parent else { return false }
        return list.is(TupleExprSyntax.self) || list.is(FunctionCallExprSyntax.self)
    }

    /// The operands of the `each`s in a pattern, outside any nested `repeat`.
    private static func collectPackOperands(_ node: Syntax, into operands: inout [ExprSyntax]) {
        if let element = node.as(PackElementExprSyntax.self) {
            operands.append(element.pack)
            return
        }
        if node.is(PackExpansionExprSyntax.self) { return }
        for child in node.children(viewMode: .sourceAccurate) { collectPackOperands(child, into: &operands) }
    }
}
