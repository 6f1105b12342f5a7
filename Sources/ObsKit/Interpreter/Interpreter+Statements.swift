/// Statements: plain execution, and view-builder execution where expression statements build the result.
extension Interpreter {
    enum Outcome {
        case normal
        case returned(Value)
    }

    func exec(_ statements: [Stmt], _ frame: Frame, _ source: SourceText) throws -> Outcome {
        for statement in statements {
            if case .returned(let value) = try exec(statement, frame, source) { return .returned(value) }
        }
        return .normal
    }

    func exec(_ statement: Stmt, _ frame: Frame, _ source: SourceText) throws -> Outcome {
        switch statement.kind {
        case .expr(let expr):
            _ = try evaluate(expr, frame, source)
        case .binding(let binding):
            try bind(binding, frame, source)
        case .discard(let expr):
            _ = try evaluate(expr, frame, source)
        case .ifStmt(let conditions, let then, let otherwise):
            if try test(conditions, frame, source) {
                return try exec(then, frame, source)
            } else if let otherwise {
                return try exec(otherwise, frame, source)
            }
        case .returnStmt(let value):
            return .returned(try value.map { try evaluate($0, frame, source) } ?? .void)
        case .typeDecl(let decl):
            try declare(type: decl, source: source)
        case .function(let function):
            globals.define(function.name, .function(function))
        case .importDecl(let module):
            guard Self.acceptedImports.contains(module) else {
                throw ObsDiagnostic(.unsupported, "module '\(module)' (ObsREPL provides SwiftUI, Combine, Observation and Foundation)",
                                    at: SourceLocation(source: source, range: statement.range))
            }
        }
        return .normal
    }

    static let acceptedImports: Set<String> = ["SwiftUI", "Combine", "Observation", "Foundation"]

    private func bind(_ binding: Binding, _ frame: Frame, _ source: SourceText) throws {
        var value = try binding.initializer.map { try evaluate($0, frame, source) } ?? .uninitialized
        if binding.initializer == nil, binding.isOptional { value = .none }
        if let global = binding.global {
            _ = exchange(&globals.values[global], with: value)
            globals.isConstant[global] = binding.isLet
        } else if let slot = binding.slot {
            _ = exchange(&frame.frame(at: slot.depth).slots[slot.index], with: value)
        }
    }

    func test(_ conditions: [Condition], _ frame: Frame, _ source: SourceText) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expr(let expr):
                let value = try evaluate(expr, frame, source)
                guard case .bool(let truth) = value else {
                    throw runtimeError("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'", expr.range, source)
                }
                if !truth { return false }
            case .optionalBinding(_, let slot, _, let expr):
                let value = try evaluate(expr, frame, source)
                if value.isNone { return false }
                if let slot { _ = exchange(&frame.frame(at: slot.depth).slots[slot.index], with: value) }
            }
        }
        return true
    }

    /// Runs a view builder: each expression statement contributes a view; `if` makes conditional content.
    func build(_ statements: [Stmt], _ frame: Frame, _ source: SourceText) throws -> Value {
        var views: [Value] = []
        for statement in statements {
            switch statement.kind {
            case .expr(let expr):
                let value = try evaluate(expr, frame, source)
                if case .void = value { continue }
                views.append(value)
            case .ifStmt(let conditions, let then, let otherwise):
                if try test(conditions, frame, source) {
                    views.append(.view(.conditional(branch: 0, try build(then, frame, source))))
                } else if let otherwise {
                    views.append(.view(.conditional(branch: 1, try build(otherwise, frame, source))))
                } else {
                    views.append(.view(.conditional(branch: 1, .view(.empty))))
                }
            case .returnStmt(let value):
                if let value { return try evaluate(value, frame, source) }
                return .view(.empty)
            default:
                _ = try exec(statement, frame, source)
            }
        }
        switch views.count {
        case 0: return .view(.empty)
        case 1: return views[0]
        default: return .view(.tuple(views))
        }
    }
}
