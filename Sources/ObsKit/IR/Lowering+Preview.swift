import SwiftSyntax

/// `#Preview("Name") { content }` becomes a view struct of its own, `Preview(Name)` (or `Preview(N)`), whose body
/// is the preview's content and whose stored properties are its `@Previewable` declarations, and a call that
/// registers it for `:preview` (rules §15.16).
extension Lowering {
    func lowerPreview(_ macro: some FreestandingMacroExpansionSyntax, _ node: some SyntaxProtocol) throws -> Stmt {
        let here = range(node)
        var title: String?
        if let first = macro.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
            title = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        guard let closure = macro.trailingClosure else {
            throw unsupported("#Preview without a trailing closure", node)
        }
        let typeName = "Preview(\(title ?? String(here.line)))"
        let decl = TypeDecl(name: typeName, kind: .struct, inherited: ["View"], properties: [], methods: [], initializers: [],
                            deinitializer: nil, range: here)
        var statements: [Stmt] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.trimmedDescription == "@Previewable" }) {
                decl.properties += try lowerProperties(variable, inView: true, inType: .struct)
            } else {
                statements.append(try lower(item: item))
            }
        }
        let body = FunctionDecl(name: "body", parameters: [], body: statements, isMutating: false, isStatic: false,
                                isViewBuilder: true, range: here, source: source)
        decl.properties.append(PropertyDecl(name: "body", isLet: false, isStatic: false, attributes: [], typeName: "some View",
                                            initializer: nil, range: here, getter: body))
        let titleExpr = Expr(title.map { .string([.text($0)]) } ?? .nilLiteral, here)
        let register = Expr(.call(Expr(.name(Self.previewRegistry), here),
                                  [Argument(label: nil, value: titleExpr), Argument(label: nil, value: Expr(.name(typeName), here))]), here)
        return Stmt(.group([Stmt(.typeDecl(decl), here), Stmt(.expr(register), here)]), here)
    }

    /// The built-in that records a preview (a name no script can spell).
    static let previewRegistry = "#Preview"
}
