/// Statements: plain execution, and view-builder execution where expression statements build the result.
extension Interpreter {
    enum Outcome {
        case normal
        case returned(Value)
        /// `break` / `continue`, with the label of the loop they name (nil: the innermost).
        case broke(String?)
        case continued(String?)
        /// The value of a branch of an `if`/`switch` expression.
        case yielded(Value)
    }

    func exec(_ statements: [Stmt], _ frame: Frame, _ source: SourceText) throws -> Outcome {
        for index in statements.indices {
            let statement = statements[index]
            if case .deferStmt = statement.kind { return try execDeferring(statements[index...], frame, source) }
            let outcome = try exec(statement, frame, source)
            if case .normal = outcome { continue }
            return outcome
        }
        return .normal
    }

    /// The rest of a block from its first `defer`: `defer` bodies run when the scope ends, however it ends,
    /// last first. An error raised in one (a failed precondition) stops the program in Swift, so it is
    /// thrown, in place of whatever was ending the scope.
    private func execDeferring(_ statements: ArraySlice<Stmt>, _ frame: Frame, _ source: SourceText) throws -> Outcome {
        var deferred: [[Stmt]] = []
        func runDeferred() throws {
            let inInitializer = !initializing.isEmpty
            if inInitializer { deferredInInitializer += 1 }
            defer { if inInitializer { deferredInInitializer -= 1 } }
            for body in deferred.reversed() { _ = try exec(body, frame, source) }
        }
        var outcome = Outcome.normal
        do {
            for statement in statements {
                if case .deferStmt(let body) = statement.kind {
                    deferred.append(body)
                    continue
                }
                outcome = try exec(statement, frame, source)
                if case .normal = outcome { continue }
                break
            }
        } catch {
            try runDeferred()
            throw error
        }
        try runDeferred()
        return outcome
    }

    /// Runs one statement. The common statements are here; the rest are in `execOther`, so that this
    /// function's native frame stays small (see `evaluate`).
    func exec(_ statement: Stmt, _ frame: Frame, _ source: SourceText) throws -> Outcome {
        switch statement.kind {
        case .expr(let expr), .discard(let expr):
            _ = try evaluate(expr, frame, source)
        case .binding:
            try bind(statement, frame, source)
        case .ifStmt(let conditions, let then, let otherwise):
            if try test(conditions, frame, source) {
                return try exec(then, frame, source)
            } else if let otherwise {
                return try exec(otherwise, frame, source)
            }
        case .returnStmt(let value):
            guard let value else { return .returned(.void) }
            return .returned(try evaluate(value, frame, source))
        case .forIn, .whileLoop, .repeatLoop:
            return try loop(statement, label: nil, frame, source)
        case .block(let body):
            return try exec(body, frame, source)
        case .group(let statements):
            return try exec(statements, frame, source)
        case .yield(let value):
            return .yielded(try evaluate(value, frame, source))
        case .breakStmt(let label):
            return .broke(label)
        case .continueStmt(let label):
            return .continued(label)
        default:
            return try execOther(statement, frame, source)
        }
        return .normal
    }

    /// The less common statements (see `exec`).
    @inline(never)
    private func execOther(_ statement: Stmt, _ frame: Frame, _ source: SourceText) throws -> Outcome {
        switch statement.kind {
        case .expr, .discard, .binding, .ifStmt, .returnStmt, .forIn, .whileLoop, .repeatLoop, .block, .group, .yield,
             .breakStmt, .continueStmt:
            return try exec(statement, frame, source)
        case .wrappedLocal(_, let wrapper, let initializer, let storage):
            guard let storage else { obsInvariant("unresolved wrapped local") }
            if wrapper.adoptsArgument, let initializer, let made = try adoptedWrapper(initializer, wrapper, frame, source) {
                _ = frame.store(made, at: storage.index)
                return .normal
            }
            var arguments = wrapper.arguments
            if let initializer {
                arguments.insert(Argument(label: "wrappedValue", value: initializer), at: 0)
            } else if case .optional? = wrapper.wrappedType, arguments.isEmpty ? !wrapperMadeWithoutArguments(wrapper.name) : true {
                // `@TaskLocal var handler: (() -> Void)?`: an optional with no initial value is made with
                // `wrappedValue: nil`, unless the wrapper has an `init()` (Swift's choice for properties too).
                arguments.insert(Argument(label: "wrappedValue", value: Expr(.nilLiteral, wrapper.range)), at: 0)
            }
            let wrapperType = try evaluate(Expr(.global(globals.slot(for: wrapper.name)), wrapper.range), frame, source)
            _ = frame.store(try callValue(wrapperType, arguments, statement.range, frame, source), at: storage.index)
        case .typeDecl(let decl):
            try declare(type: decl, source: source, qualifiedName: decl.globalName)
        case .function(let function):
            defineFunction(function)
        case .typeAlias(let name, let target, let type, _):
            globals.define(name, aliasValue(target, type) ?? .builtinType(target))
        case .switchStmt(let subjectExpr, let cases):
            var current = try matchingCase(of: subjectExpr, in: cases, frame, source)
            while true {
                switch try exec(cases[current].body, frame, source) {
                case .normal where cases[current].fallsThrough && current + 1 < cases.count:
                    current += 1
                    continue
                case .normal, .broke(nil): return .normal
                case let other: return other
                }
            }
        case .guardStmt(let conditions, let body):
            if try test(conditions, frame, source) { return .normal }
            let outcome = try exec(body, frame, source)
            if case .normal = outcome {
                throw runtimeError("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                                   statement.range, source)
            }
            return outcome
        case .deferStmt(let body):
            // Reached only outside a statement list (a lone defer): run at once, as the scope ends here.
            return try exec(body, frame, source)
        case .throwStmt(let valueExpr):
            throw ScriptError(value: try evaluate(valueExpr, frame, source), location: SourceLocation(source: source, range: statement.range))
        case .doCatch(let body, let clauses):
            do {
                return try exec(body, frame, source)
            } catch let thrown as ScriptError {
                for clause in clauses {
                    if let pattern = clause.pattern {
                        guard try match(pattern, thrown.value, frame, source) else { continue }
                    } else if let slot = clause.errorSlot {
                        _ = frame.store(thrown.value, at: slot.index)
                    }
                    if let guardExpr = clause.guardExpr, !(try truth(guardExpr, frame, source)) { continue }
                    return try exec(clause.body, frame, source)
                }
                throw thrown
            }
        case .destructure(let pattern, let valueExpr, _):
            let value = try evaluate(valueExpr, frame, source)
            guard try match(pattern, value, frame, source) else {
                throw runtimeError("cannot destructure a value of type '\(value.typeName)' with this pattern", valueExpr.range, source)
            }
        case .labeled(let label, let inner):
            switch inner.kind {
            case .whileLoop, .repeatLoop, .forIn: return try loop(inner, label: label, frame, source)
            default:
                let outcome = try exec(inner, frame, source)
                if case .broke(label?) = outcome { return .normal }
                return outcome
            }
        case .accessorVariable:
            obsInvariant("an accessor variable reached the interpreter unresolved")
        case .releaseLocals(let slots):
            for slot in slots.reversed() {
                // Stored first, released after: a deinit that runs now sees the slot already empty.
                let old = frame.store(.uninitialized, at: slot)
                if case .native(let child as AsyncLetTask) = old { child.endScope(self) }
                _ = consume old
            }
            return .normal
        case .importDecl(let module):
            guard SimulatedDevice.acceptedImports.contains(module) else {
                throw ObsDiagnostic(.unsupported, "module '\(module)' (ObsREPL provides SwiftUI, Combine, Observation and Foundation)",
                                    at: SourceLocation(source: source, range: statement.range))
            }
            if Builtins.importsFoundation(module) { importFoundation() }
            if module == "RegexBuilder" { RegexBuilderModule.install(into: self) }
            // The Synchronization module's Mutex (Atomic is left out).
            if module == "Synchronization", globalValue("Mutex") == nil { globals.define("Mutex", .native(MutexType())) }
        }
        return .normal
    }

    /// `let`/`var` with a plain name. Takes the statement, not its `Binding`, so that `exec`'s native frame holds
    /// no copy of one (see `evaluate`).
    @inline(never)
    func bind(_ statement: Stmt, _ frame: Frame, _ source: SourceText) throws {
        guard case .binding(let binding) = statement.kind else { obsInvariant("bind takes a binding statement") }
        var value = try binding.initializer.map { try evaluate($0, frame, source).coerced(binding.coercion) } ?? .uninitialized
        if value.isArrayOrDictionary, let declared = binding.type ?? binding.typeName.map({ TypeRef.named($0, []) }) {
            value = try optionSetLiterals(value, declared: declared, binding.initializer?.range ?? .synthesized, source)
        }
        if binding.isOptional { value = binding.initializer == nil ? .none : value.asOptional }
        if binding.isWeak { value = .weakHolding(value) }
        if let global = binding.global {
            // A function of the same name stays callable with its labels (`shadowedFunctions`).
            switch globals.values[global] {
            case .function?, .overloads?:
                switch value {
                case .function, .overloads: break
                default: shadowedFunctions[global] = globals.values[global]
                }
            default: break
            }
            _ = exchange(&globals.values[global], with: value)
            globals.isConstant[global] = binding.isLet
            globals.isOptional[global] = binding.isOptional
        } else if let slot = binding.slot {
            if binding.isNestedFunction {
                _ = frame.assign(value, at: slot.index)
            } else {
                _ = frame.store(value, at: slot.index)
            }
        }
    }

    @inline(never)
    func test(_ conditions: [Condition], _ frame: Frame, _ source: SourceText) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expr(let expr):
                let value = try evaluate(expr, frame, source)
                guard case .bool(let truth) = value else {
                    throw runtimeError("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'", expr.range, source)
                }
                if !truth { return false }
            case .optionalBinding(_, let slot, let global, let expr):
                guard let value = try evaluate(expr, frame, source).unwrapped else { return false }
                if let slot { _ = frame.store(value, at: slot.index) }
                if let global { _ = exchange(&globals.values[global], with: value) }
            case .casePattern(let pattern, let expr):
                guard try match(pattern, try evaluate(expr, frame, source), frame, source) else { return false }
            case .availability(let holds, _):
                if !holds { return false }
            }
        }
        return true
    }

    @inline(never)
    func truth(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Bool {
        let value = try evaluate(expr, frame, source)
        guard case .bool(let truth) = value else {
            throw runtimeError("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'", expr.range, source)
        }
        return truth
    }

}

extension Interpreter {
    /// The first case of a `switch` whose pattern matches the subject and whose `where` holds; a switch
    /// that matches nothing traps as Swift's would.
    func matchingCase(of subjectExpr: Expr, in cases: [SwitchCase], _ frame: Frame, _ source: SourceText) throws -> Int {
        let subject = try evaluate(subjectExpr, frame, source)
        for (position, switchCase) in cases.enumerated() {
            for (pattern, guardExpr) in zip(switchCase.patterns, switchCase.guards) where try match(pattern, subject, frame, source) {
                if let guardExpr, !(try truth(guardExpr, frame, source)) { continue }
                return position
            }
        }
        // Describing the value may run the script's own `description`, which may hold this same switch: there,
        // the value is named by its type (and case) alone, or the messages would nest without end.
        let shown: String
        if describingUnmatchedSwitch {
            if case .enumCase(let value) = subject { shown = value.type.name + "." + value.caseName } else { shown = subject.typeName }
        } else {
            describingUnmatchedSwitch = true
            defer { describingUnmatchedSwitch = false }
            shown = debugDescribe(subject)
        }
        throw runtimeError("Fatal error: no case of the switch matched '\(shown)'", subjectExpr.range, source)
    }
}

extension Interpreter {
    /// A wrapped parameter's local (SE-0293): the wrapper the call made from the argument, or nil when the
    /// argument is a plain value (the function was called through a reference, `[5].map(setVolume)`), so the
    /// local makes its wrapper from it as any wrapped local does.
    func adoptedWrapper(_ argument: Expr, _ wrapper: Attribute, _ frame: Frame, _ source: SourceText) throws -> Value? {
        let value = try evaluate(argument, frame, source)
        let wrapperName = wrapper.name.prefix { $0 != "<" }
        return value.typeName.prefix(while: { $0 != "<" }) == wrapperName ? value : nil
    }
}
