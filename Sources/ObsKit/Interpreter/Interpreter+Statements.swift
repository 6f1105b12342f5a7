import CObsSupport

/// Statements: plain execution, and view-builder execution where expression statements build the result.
extension Interpreter {
    enum Outcome {
        case normal
        case returned(Value)
        case broke
        case continued
    }

    func exec(_ statements: [Stmt], _ frame: Frame, _ source: SourceText) throws -> Outcome {
        for statement in statements {
            let outcome = try exec(statement, frame, source)
            if case .normal = outcome { continue }
            return outcome
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
        case .forIn(let binding, let sequence, let filter, let body):
            return try forIn(binding, sequence, filter, body, frame, source)
        case .whileLoop(let conditions, let body):
            while try test(conditions, frame, source) {
                if obs_take_interrupt() != 0 { throw interrupted(statement.range, source) }
                switch try exec(body, frame, source) {
                case .normal, .continued: continue
                case .broke: return .normal
                case .returned(let value): return .returned(value)
                }
            }
        case .repeatLoop(let body, let condition):
            repeat {
                if obs_take_interrupt() != 0 { throw interrupted(statement.range, source) }
                switch try exec(body, frame, source) {
                case .normal, .continued: break
                case .broke: return .normal
                case .returned(let value): return .returned(value)
                }
            } while try truth(condition, frame, source)
        case .breakStmt:
            return .broke
        case .continueStmt:
            return .continued
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
        if binding.isOptional { value = binding.initializer == nil ? .none : value.asOptional }
        if let global = binding.global {
            _ = exchange(&globals.values[global], with: value)
            globals.isConstant[global] = binding.isLet
        } else if let slot = binding.slot {
            _ = frame.frame(at: slot.depth).store(value, at: slot.index)
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
                guard let value = try evaluate(expr, frame, source).unwrapped else { return false }
                if let slot { _ = frame.frame(at: slot.depth).store(value, at: slot.index) }
            }
        }
        return true
    }

    func truth(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Bool {
        let value = try evaluate(expr, frame, source)
        guard case .bool(let truth) = value else {
            throw runtimeError("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'", expr.range, source)
        }
        return truth
    }

    private func forIn(_ binding: Binding?, _ sequenceExpr: Expr, _ filter: Expr?, _ body: [Stmt],
                       _ frame: Frame, _ source: SourceText) throws -> Outcome {
        let sequence = try evaluate(sequenceExpr, frame, source)
        let slot = binding?.slot?.index
        var outcome = Outcome.normal
        func step(_ element: Value) throws -> Bool {
            if let slot { _ = frame.store(element, at: slot) }
            if let filter, !(try truth(filter, frame, source)) { return true }
            switch try exec(body, frame, source) {
            case .normal, .continued: return true
            case .broke: return false
            case .returned(let value): outcome = .returned(value); return false
            }
        }
        var counter = 0
        func checkInterrupt() throws {
            counter &+= 1
            if counter & 0x3FF == 0, obs_take_interrupt() != 0 { throw interrupted(sequenceExpr.range, source) }
        }
        switch sequence {
        case .range(let lower, let upper, let closed):
            let end = closed ? upper : upper - 1
            if lower <= end {
                for number in lower...end {
                    try checkInterrupt()
                    if !(try step(.int(number))) { break }
                }
            }
        case .array(let elements):
            for element in elements {
                try checkInterrupt()
                if !(try step(element)) { break }
            }
        case .string(let text):
            for character in text {
                try checkInterrupt()
                if !(try step(.string(String(character)))) { break }
            }
        case .set, .dictionary:
            for element in try elements(of: sequence, sequenceExpr.range, source) {
                try checkInterrupt()
                if !(try step(element)) { break }
            }
        default:
            throw runtimeError("for-in loop requires '\(sequence.typeName)' to conform to 'Sequence'", sequenceExpr.range, source)
        }
        return outcome
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
