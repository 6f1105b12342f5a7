/// Result builders of a script's own (`@resultBuilder struct LinesBuilder`): a function, getter or closure
/// marked with one has its statements combined by the builder's static methods, as Swift transforms them:
/// each expression through `buildExpression` (when declared), an `if` without `else` through
/// `buildOptional`, `if`/`else` through `buildEither(first:)`/`buildEither(second:)`, a `for` loop through
/// `buildArray`, the whole block through `buildBlock`, then `buildFinalResult` when declared. Other
/// statements (`let`, assignments) run as usual.
extension Interpreter {
    /// The builder type `name` names, if it is a `@resultBuilder`.
    func resultBuilder(named name: String?) -> TypeInfo? {
        guard let name, let type = scriptType(named: name), type.decl.attributes.contains("resultBuilder") else { return nil }
        return type
    }

    /// Runs `statements` as the body of a builder-marked function and gives the built result.
    func buildResult(_ statements: [Stmt], _ frame: Frame, _ source: SourceText, with builder: TypeInfo) throws -> Value {
        let block = try buildBlock(statements, frame, source, builder)
        guard builder.staticMethod("buildFinalResult") != nil else { return block }
        return try callBuilder(builder, "buildFinalResult", [ArgumentValue(label: nil, value: block)], source)
    }

    private func buildBlock(_ statements: [Stmt], _ frame: Frame, _ source: SourceText, _ builder: TypeInfo) throws -> Value {
        var components: [ArgumentValue] = []
        for statement in statements {
            switch statement.kind {
            case .expr(let expr):
                var value = try evaluate(expr, frame, source)
                if builder.staticMethod("buildExpression") != nil {
                    value = try callBuilder(builder, "buildExpression", [ArgumentValue(label: nil, value: value)], source)
                }
                components.append(ArgumentValue(label: nil, value: value))
            case .ifStmt(let conditions, let then, let otherwise):
                let taken = try test(conditions, frame, source)
                if let otherwise {
                    let inner = try buildBlock(taken ? then : otherwise, frame, source, builder)
                    components.append(ArgumentValue(label: nil, value: try callBuilder(
                        builder, "buildEither", [ArgumentValue(label: taken ? "first" : "second", value: inner)], source)))
                } else {
                    let inner = taken ? try buildBlock(then, frame, source, builder).asOptional : Value.none
                    components.append(ArgumentValue(label: nil, value: try callBuilder(
                        builder, "buildOptional", [ArgumentValue(label: nil, value: inner)], source)))
                }
            case .forIn(let pattern, let sequenceExpr, let filter, let body, _):
                var parts: [Value] = []
                for element in try elements(of: try evaluate(sequenceExpr, frame, source), statement.range, source) {
                    guard try match(pattern, element, frame, source) else { continue }
                    if let filter, !(try truth(filter, frame, source)) { continue }
                    parts.append(try buildBlock(body, frame, source, builder))
                }
                components.append(ArgumentValue(label: nil, value: try callBuilder(
                    builder, "buildArray", [ArgumentValue(label: nil, value: .array(parts))], source)))
            default:
                if case .returned(let value) = try exec(statement, frame, source) { return value }
            }
        }
        return try callBuilder(builder, "buildBlock", components, source)
    }

    private func callBuilder(_ builder: TypeInfo, _ name: String, _ arguments: [ArgumentValue], _ source: SourceText) throws -> Value {
        guard let method = boundMethod(name, of: builder, receiver: .type(builder), isStatic: true) else {
            throw runtimeError("result builder '\(builder.name)' has no static method '\(name)'", builder.decl.range, source)
        }
        return try callWithValues(method, arguments, builder.decl.range, source)
    }
}
