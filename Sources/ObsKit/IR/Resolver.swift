/// Resolves names once, before evaluation: locals become frame slots, session names become global
/// slots, and a bare member name inside a type becomes `self.name`. Also sizes every frame and marks
/// the closures that capture their context.
final class Resolver {
    private final class Scope {
        var blocks: [[String: Int]] = [[:]]
        var next = 0
        var size = 0
        let isTopLevel: Bool
        let memberOf: TypeDecl?
        let closure: ClosureDecl?

        init(isTopLevel: Bool = false, memberOf: TypeDecl? = nil, closure: ClosureDecl? = nil) {
            self.isTopLevel = isTopLevel
            self.memberOf = memberOf
            self.closure = closure
        }

        func declare(_ name: String) -> Int {
            let slot = next
            next += 1
            size = max(size, next)
            blocks[blocks.count - 1][name] = slot
            return slot
        }
    }

    private let globals: GlobalTable
    private let source: SourceText
    private var scopes: [Scope] = []

    init(globals: GlobalTable, source: SourceText) {
        self.globals = globals
        self.source = source
    }

    /// Resolves one top-level chunk; returns it and the size of the frame its nested blocks need.
    func resolveTopLevel(_ statements: [Stmt]) throws -> (statements: [Stmt], frameSize: Int) {
        let scope = Scope(isTopLevel: true)
        scopes = [scope]
        let resolved = try statements.map { try resolve($0) }
        return (resolved, scope.size)
    }

    // MARK: scopes

    private var current: Scope { scopes[scopes.count - 1] }

    private func withScope<T>(_ scope: Scope, _ body: () throws -> T) rethrows -> T {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try body()
    }

    private func withBlock<T>(_ body: () throws -> T) rethrows -> T {
        let scope = current
        scope.blocks.append([:])
        let mark = scope.next
        defer {
            scope.blocks.removeLast()
            scope.next = mark
        }
        return try body()
    }

    private var atTopLevelBlock: Bool { current.isTopLevel && current.blocks.count == 1 }

    private func lookupLocal(_ name: String) -> Slot? {
        for (position, scope) in scopes.enumerated().reversed() {
            for block in scope.blocks.reversed() {
                guard let index = block[name] else { continue }
                let depth = scopes.count - 1 - position
                for crossed in scopes[(position + 1)...] { crossed.closure?.capturesContext = true }
                return Slot(depth: depth, index: index)
            }
        }
        return nil
    }

    /// The type whose member function encloses the current point (through closures only).
    private var enclosingType: TypeDecl? {
        for scope in scopes.reversed() {
            if let type = scope.memberOf { return type }
            if scope.closure == nil { return nil }
        }
        return nil
    }

    private func isMember(_ name: String, of type: TypeDecl) -> Bool {
        for property in type.properties {
            if property.name == name { return true }
            if !property.attributes.isEmpty, name == "_" + property.name || name == "$" + property.name { return true }
        }
        if name == "objectWillChange", type.inherited.contains("ObservableObject") { return true }
        return type.methods.contains { $0.name == name && !$0.isStatic }
    }

    private func resolveName(_ name: String, _ range: SourceRange) -> ExprKind {
        if let slot = lookupLocal(name) { return .local(slot) }
        if let type = enclosingType {
            if name == "Self" { return .global(globals.slot(for: type.name)) }
            if isMember(name, of: type), let selfSlot = lookupLocal("self") {
                return .member(Expr(.local(selfSlot), range), name)
            }
        }
        return .global(globals.slot(for: name))
    }

    // MARK: statements

    private func resolve(block statements: [Stmt]) throws -> [Stmt] {
        try withBlock { try statements.map { try resolve($0) } }
    }

    private func resolve(_ stmt: Stmt) throws -> Stmt {
        var stmt = stmt
        switch stmt.kind {
        case .expr(let expr):
            stmt.kind = .expr(try resolve(expr))
        case .binding(var binding):
            binding.initializer = try binding.initializer.map { try resolve($0) }
            if atTopLevelBlock {
                binding.global = globals.slot(for: binding.name)
            } else {
                binding.slot = Slot(depth: 0, index: current.declare(binding.name))
            }
            stmt.kind = .binding(binding)
        case .discard(let expr):
            stmt.kind = .discard(try resolve(expr))
        case .ifStmt(let conditions, let then, let otherwise):
            let (newConditions, newThen) = try withBlock {
                let resolvedConditions = try conditions.map { try resolve($0) }
                return (resolvedConditions, try resolve(block: then))
            }
            stmt.kind = .ifStmt(newConditions, newThen, try otherwise.map { try resolve(block: $0) })
        case .returnStmt(let value):
            stmt.kind = .returnStmt(try value.map { try resolve($0) })
        case .typeDecl(let type):
            guard atTopLevelBlock else { throw unsupported("types declared inside functions", stmt.range) }
            _ = globals.slot(for: type.name)
            try resolveMembers(of: type)
        case .function(let function):
            guard atTopLevelBlock else { throw unsupported("nested functions", stmt.range) }
            _ = globals.slot(for: function.name)
            try resolve(function: function, memberOf: nil)
        case .importDecl, .breakStmt, .continueStmt:
            break
        case .forIn(let binding, let sequence, let filter, let body):
            let resolvedSequence = try resolve(sequence)
            stmt.kind = try withBlock {
                var resolvedBinding = binding
                if let name = binding?.name {
                    resolvedBinding?.slot = Slot(depth: 0, index: current.declare(name))
                }
                return .forIn(binding: resolvedBinding, sequence: resolvedSequence, filter: try filter.map { try resolve($0) },
                              body: try resolve(block: body))
            }
        case .whileLoop(let conditions, let body):
            stmt.kind = try withBlock { .whileLoop(try conditions.map { try resolve($0) }, try resolve(block: body)) }
        case .repeatLoop(let body, let condition):
            stmt.kind = .repeatLoop(try resolve(block: body), try resolve(condition))
        }
        return stmt
    }

    private func resolve(_ condition: Condition) throws -> Condition {
        switch condition {
        case .expr(let expr):
            return .expr(try resolve(expr))
        case .optionalBinding(let name, _, _, let value):
            let resolvedValue = try resolve(value)
            let slot = current.declare(name)
            return .optionalBinding(name: name, slot: Slot(depth: 0, index: slot), global: nil, value: resolvedValue)
        }
    }

    private func resolveMembers(of type: TypeDecl) throws {
        for index in type.properties.indices {
            let initializerScope = Scope()
            try withScope(initializerScope) {
                type.properties[index].initializer = try type.properties[index].initializer.map { try resolve($0) }
                for argument in type.properties[index].attributes.indices {
                    for position in type.properties[index].attributes[argument].arguments.indices {
                        type.properties[index].attributes[argument].arguments[position].value =
                            try resolve(type.properties[index].attributes[argument].arguments[position].value)
                    }
                }
            }
            type.properties[index].initializerFrameSize = initializerScope.size
            if let getter = type.properties[index].getter { try resolve(function: getter, memberOf: type) }
        }
        for function in type.methods + type.initializers { try resolve(function: function, memberOf: type) }
        if let deinitializer = type.deinitializer { try resolve(function: deinitializer, memberOf: type) }
    }

    private func resolve(function: FunctionDecl, memberOf type: TypeDecl?) throws {
        let scope = Scope(memberOf: function.isStatic ? nil : type)
        try withScope(scope) {
            _ = scope.declare("self")
            for index in function.parameters.indices {
                function.parameters[index].defaultValue = try function.parameters[index].defaultValue.map { try resolve($0) }
                _ = scope.declare(function.parameters[index].name)
            }
            function.body = try function.body.map { try resolve($0) }
        }
        function.frameSize = scope.size
    }

    // MARK: expressions

    private func resolve(_ expr: Expr) throws -> Expr {
        var expr = expr
        switch expr.kind {
        case .int, .double, .bool, .nilLiteral, .local, .global, .implicitMember, .discard, .keyPath:
            break
        case .string(let parts):
            expr.kind = .string(try parts.map { part in
                if case .expr(let inner) = part { return .expr(try resolve(inner)) }
                return part
            })
        case .name(let name):
            expr.kind = resolveName(name, expr.range)
        case .member(let base, let name):
            expr.kind = .member(try resolve(base), name)
        case .call(let callee, let arguments):
            expr.kind = .call(try resolve(callee), try arguments.map { Argument(label: $0.label, value: try resolve($0.value)) })
        case .subscriptCall(let base, let arguments):
            expr.kind = .subscriptCall(try resolve(base), try arguments.map { Argument(label: $0.label, value: try resolve($0.value)) })
        case .closure(let closure):
            let scope = Scope(closure: closure)
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
        case .inOut(let inner):
            expr.kind = .inOut(try resolve(inner))
        }
        return expr
    }

    private func unsupported(_ what: String, _ range: SourceRange) -> ObsDiagnostic {
        ObsDiagnostic(.unsupported, what, at: SourceLocation(source: source, range: range))
    }
}
