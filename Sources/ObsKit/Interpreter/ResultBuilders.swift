/// Result builders of a script's own (`@resultBuilder struct LinesBuilder`): a function, getter or closure
/// marked with one has its statements combined by the builder's static methods, as Swift transforms them:
/// each expression through `buildExpression` (when declared), an `if` without `else` through
/// `buildOptional` (or `buildIf`), `if`/`else` and `switch` through `buildEither(first:)`/`buildEither(second:)`, a `for` loop through
/// `buildArray`, the block of an `if #available` through `buildLimitedAvailability`, the whole block through `buildBlock` (or
/// `buildPartialBlock`, SE-0348), a `do` block as a block of its own, then `buildFinalResult` when declared. Other
/// statements (`let`, assignments) run as usual.
extension Interpreter {
    /// The builder type `name` names, if it is a `@resultBuilder`.
    func resultBuilder(named name: String?) -> TypeInfo? {
        guard let name, let type = scriptType(named: name), type.decl.attributes.contains(where: { $0 == "resultBuilder" || $0 == "_functionBuilder" }) else { return nil }
        return type
    }

    /// Runs `statements` as the body of a builder-marked function and gives the built result. Where the builder
    /// declares several `buildFinalResult`s that differ by their result, the one of the type the function or closure
    /// returns (`resultType`) is taken, as the type checker chooses it.
    func buildResult(_ statements: [Stmt], _ frame: Frame, _ source: SourceText, with builder: TypeInfo,
                     resultType: TypeRef? = nil) throws -> Value {
        let block = try buildBlock(statements, frame, source, builder)
        guard builder.staticMethod("buildFinalResult") != nil else { return block }
        let finals = methodCandidates("buildFinalResult", of: builder, isStatic: true)
        if finals.count > 1, let resultType, let chosen = finals.first(where: { $0.returnType?.canonical == resultType.canonical }) {
            return try call(chosen, receiver: .type(builder), arguments: [ArgumentValue(label: nil, value: block)], type: builder).value
        }
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
            case .ifStmt:
                components.append(ArgumentValue(label: nil, value: try buildBranches(statement, frame, source, builder)))
            case .switchStmt(let subjectExpr, let cases):
                // A `switch` is built as an `if` chain with a final `else`: its case's block down the `buildEither` tree
                // of all the cases.
                let position = try matchingCase(of: subjectExpr, in: cases, frame, source)
                var value = try buildBlock(cases[position].body, frame, source, builder)
                for second in Self.eitherPath(position, of: cases.count).reversed() {
                    value = try callBuilder(builder, "buildEither", [ArgumentValue(label: second ? "second" : "first", value: value)], source)
                }
                components.append(ArgumentValue(label: nil, value: value))
            case .block(let body):
                // A `do` block is built as a block of its own: one component, its statements' `buildBlock`.
                components.append(ArgumentValue(label: nil, value: try buildBlock(body, frame, source, builder)))
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
        return try combine(components, source, builder)
    }

    /// A block's components through `buildPartialBlock(first:)` then `buildPartialBlock(accumulated:next:)`
    /// one at a time, when the builder declares it and the block is not empty (SE-0348), else `buildBlock`.
    private func combine(_ components: [ArgumentValue], _ source: SourceText, _ builder: TypeInfo) throws -> Value {
        let partial = methodCandidates("buildPartialBlock", of: builder, isStatic: true)
        guard let first = components.first, partial.contains(where: { $0.parameters.first?.label == "first" }),
              partial.contains(where: { $0.parameters.first?.label == "accumulated" }) else {
            return try callBuilder(builder, "buildBlock", components, source)
        }
        var accumulated = try callBuilder(builder, "buildPartialBlock", [ArgumentValue(label: "first", value: first.value)], source)
        for next in components.dropFirst() {
            accumulated = try callBuilder(builder, "buildPartialBlock", [ArgumentValue(label: "accumulated", value: accumulated),
                                                                          ArgumentValue(label: "next", value: next.value)], source)
        }
        return accumulated
    }

    /// An `if` / `else if` / `else` chain as Swift transforms it: the taken branch's block wrapped in
    /// `buildEither(first:)`/`buildEither(second:)` down a balanced tree of all the branches, then, when the chain has no final `else`, in `buildOptional`.
    private func buildBranches(_ statement: Stmt, _ frame: Frame, _ source: SourceText, _ builder: TypeInfo) throws -> Value {
        var branches: [(conditions: [Condition], body: [Stmt])] = []
        var finalElse: [Stmt]?
        var next: Stmt? = statement
        while let current = next, case .ifStmt(let conditions, let then, let otherwise) = current.kind {
            branches.append((conditions, then))
            next = nil
            guard let otherwise else { break }
            if otherwise.count == 1, case .ifStmt = otherwise[0].kind { next = otherwise[0] } else { finalElse = otherwise }
        }
        let count = branches.count + (finalElse == nil ? 0 : 1)
        var taken: (index: Int, body: [Stmt])?
        for (index, branch) in branches.enumerated() where try test(branch.conditions, frame, source) {
            taken = (index, branch.body)
            break
        }
        if taken == nil, let finalElse { taken = (branches.count, finalElse) }
        var value = Value.none
        if let (index, body) = taken {
            value = try buildBlock(body, frame, source, builder)
            // `if #available(...)`: the block's result through `buildLimitedAvailability`, when the builder has one.
            if index < branches.count, builder.staticMethod("buildLimitedAvailability") != nil,
               branches[index].conditions.contains(where: { if case .availability(_, true) = $0 { true } else { false } }) {
                value = try callBuilder(builder, "buildLimitedAvailability", [ArgumentValue(label: nil, value: value)], source)
            }
            for second in Self.eitherPath(index, of: count).reversed() {
                value = try callBuilder(builder, "buildEither", [ArgumentValue(label: second ? "second" : "first", value: value)], source)
            }
        }
        guard finalElse == nil else { return value }
        // `buildIf` is what builders written before SE-0289 declare for it.
        let optional = builder.staticMethod("buildOptional") == nil && builder.staticMethod("buildIf") != nil ? "buildIf" : "buildOptional"
        return try callBuilder(builder, optional, [ArgumentValue(label: nil, value: taken == nil ? .none : value.asOptional)], source)
    }

    /// The sides (false: `first`, true: `second`) from the root down to branch `index` of `count` in a balanced tree.
    static func eitherPath(_ index: Int, of count: Int) -> [Bool] {
        var (index, count, path) = (index, count, [Bool]())
        while count > 1 {
            // Swift pairs neighbouring branches level by level: the first side holds the largest power of two below `count`.
            var firstHalf = 1
            while firstHalf * 2 < count { firstHalf *= 2 }
            let second = index >= firstHalf
            if second {
                index -= firstHalf
                count -= firstHalf
            } else {
                count = firstHalf
            }
            path.append(second)
        }
        return path
    }

    private func callBuilder(_ builder: TypeInfo, _ name: String, _ arguments: [ArgumentValue], _ source: SourceText) throws -> Value {
        guard let method = boundMethod(name, of: builder, receiver: .type(builder), isStatic: true) else {
            throw runtimeError("result builder '\(builder.name)' has no static method '\(name)'", builder.decl.range, source)
        }
        return try callWithValues(method, arguments, builder.decl.range, source)
    }
}
