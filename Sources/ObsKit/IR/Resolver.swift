/// Resolves names once, before evaluation: locals become frame slots, session names become global
/// slots, a bare member name inside a type becomes `self.name`, and a closure's use of an outer local
/// becomes a capture. Also sizes every frame.
final class Resolver {
    final class Scope {
        var blocks: [[String: Int]] = [[:]]
        var next = 0
        var size = 0
        /// The highest `next` since it was last set (the slots a loop's body declares).
        var peak = 0
        let isTopLevel: Bool
        let memberOf: TypeDecl?
        let closure: ClosureDecl?
        /// Capture-list names (`[weak self]`) and their capture indexes.
        var explicitCaptures: [String: Int] = [:]
        /// The weak capture of `self` a bare non-member name checks (`weakSelfInClosure`), once made.
        var weakSelfCapture: Int?
        /// Per block, the names of wrapped locals (`@Bindable var item`): reads go through `_item`.
        var wrappedNames: [Set<String>] = [[]]
        /// The slots of the function's generic parameters, and those its body names (`T()`, `T.self`).
        var genericSlots: [Int: String] = [:]
        var usedGenericSlots: Set<Int> = []
        /// What each generic parameter of the function is known to be (`T: Shape` gives `some Shape`).
        var genericBounds: [String: TypeRef] = [:]
        /// The declared types of the scope's locals, by slot (for choosing overloads by them).
        var declaredTypes: [Int: TypeRef] = [:]
        /// The declared types of the scope's wrapped locals (`@Wrapper var x: Int?`), by their storage's slot.
        var wrappedTypes: [Int: TypeRef] = [:]
        /// The composed wrapped locals (`@Logged @Clamped var x`), by their storage's slot: how many wrappers deep.
        var wrapperLevels: [Int: Int] = [:]
        /// Locals made by a call of a script type's name (`let cart = Cart()`), by slot (`GlobalNames.constructedTypes`).
        var constructedTypes: [Int: String] = [:]
        /// The parameters declared as one of the function's generic parameters (`value: T`), by slot: the name.
        var genericTypedSlots: [Int: String] = [:]
        /// Per block, computed and observed variables by name: uses become `.accessorVariable`.
        var aliases: [[String: AccessorAccess]] = [[:]]
        /// Per block, types declared inside the function (`struct Tally` in a body), by name: their global names.
        var localTypes: [[String: String]] = [[:]]

        init(isTopLevel: Bool = false, memberOf: TypeDecl? = nil, closure: ClosureDecl? = nil) {
            self.isTopLevel = isTopLevel
            self.memberOf = memberOf
            self.closure = closure
        }

        func declare(_ name: String) -> Int {
            let slot = next
            constructedTypes[slot] = nil
            next += 1
            size = max(size, next)
            peak = max(peak, next)
            blocks[blocks.count - 1][name] = slot
            return slot
        }
    }

    let globals: GlobalNames
    let source: SourceText
    var scopes: [Scope] = []
    /// The types whose members are being resolved, outermost first, with their qualified names.
    var typeStack: [(decl: TypeDecl, qualifiedName: String)] = []
    /// While a stored property's initializer (not a lazy one) is resolved: its type. There, as in Swift, a
    /// name alone finds the type's static members and cases (`var deck = makeDeck()`, `static let b = a * 2`).
    var initializerOwner: (decl: TypeDecl, qualifiedName: String)?
    /// Types declared inside functions so far (for their unique global names).
    var localTypeCount = 0
    /// While a parameter's default value is resolved: it runs before there is a `self` (Swift lets it name no
    /// instance member), so a closure in it (`init(log: (String) -> Void = { print($0) })`) captures none.
    var inDefaultArgument = false

    init(globals: GlobalNames, source: SourceText) {
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

    var current: Scope { scopes[scopes.count - 1] }

    func withScope<T>(_ scope: Scope, _ body: () throws -> T) rethrows -> T {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try body()
    }

    func withBlock<T>(_ body: () throws -> T) rethrows -> T {
        let scope = current
        scope.blocks.append([:])
        scope.wrappedNames.append([])
        scope.aliases.append([:])
        scope.localTypes.append([:])
        let mark = scope.next
        defer {
            scope.blocks.removeLast()
            scope.wrappedNames.removeLast()
            scope.aliases.removeLast()
            scope.localTypes.removeLast()
            scope.next = mark
        }
        return try body()
    }

    var atTopLevelBlock: Bool { current.isTopLevel && current.blocks.count == 1 }

    /// A local of the current function, or a variable the current closure captures (added to its list,
    /// and to the lists of the closures between it and the variable's function).
    func lookupLocal(_ name: String) -> ExprKind? {
        lookup(name, in: scopes.count - 1)
    }

    /// `lookupLocal` for a question, not a use: what `name` is here if that needs no new capture, else nil
    /// (a type query must not make a closure capture `self`, which would keep an object alive).
    func lookupWithoutCapturing(_ name: String) -> ExprKind? {
        let before = scopes.map { ($0.closure?.captures.count ?? 0, $0.closure?.speculativeCaptures ?? []) }
        let found = lookupLocal(name)
        var captured = false
        for (scope, (count, speculative)) in zip(scopes, before) {
            guard let closure = scope.closure else { continue }
            // A question makes no use: a speculative capture it met stays speculative.
            closure.speculativeCaptures = speculative
            guard closure.captures.count > count else { continue }
            closure.captures.removeLast(closure.captures.count - count)
            captured = true
        }
        return captured ? nil : found
    }

    /// `lookupLocal` for a use that may not happen: the captures it makes are marked speculative (no context
    /// for a closure's equality) unless a real use makes them too.
    func lookupSpeculatively(_ name: String, for member: String) -> ExprKind? {
        let before = scopes.map { ($0.closure?.captures.count ?? 0, $0.closure?.speculativeCaptures ?? []) }
        let found = lookupLocal(name)
        for (scope, (count, speculative)) in zip(scopes, before) {
            guard let closure = scope.closure else { continue }
            closure.speculativeCaptures = speculative.union(count..<closure.captures.count)
            if !closure.speculativeCaptures.isEmpty { closure.speculativeMembers.insert(member) }
        }
        return found
    }

    func lookup(_ name: String, in position: Int) -> ExprKind? {
        let scope = scopes[position]
        for (offset, (block, wrapped)) in zip(scope.blocks, scope.wrappedNames).enumerated().reversed() {
            if let alias = scope.aliases[offset][name] { return .accessorVariable(alias) }
            let plain = name.first == "$" ? StorageName.property(of: name) ?? name : name
            let wrappedStorage = wrapped.contains(plain) ? block[StorageName.of(plain)] : nil
            // A wrapped local declared after a variable of its name in the same block shadows it
            // (`async let value = value * 2` in a function taking `value`).
            if let index = block[name], wrappedStorage.map({ $0 < index }) ?? true {
                if !scope.genericSlots.isEmpty, scope.genericSlots[index] != nil { scope.usedGenericSlots.insert(index) }
                return .local(Slot(depth: 0, index: index))
            }
            if let storage = wrappedStorage {
                var storageExpr = Expr(.local(Slot(depth: 0, index: storage)), .synthesized)
                if name.first == "$" { return .member(storageExpr, "projectedValue") }
                for _ in 1..<(scope.wrapperLevels[storage] ?? 1) { storageExpr = Expr(.member(storageExpr, "wrappedValue"), .synthesized) }
                return .member(storageExpr, "wrappedValue")
            }
        }
        if let index = scope.explicitCaptures[name] { return .capture(index) }
        guard let closure = scope.closure, position > 0, let outer = lookup(name, in: position - 1) else { return nil }
        switch outer {
        case .accessorVariable(var access):
            // A computed or observed variable of an enclosing function: capture the slots of its parts.
            func captured(_ part: Expr?) -> Expr? {
                guard let part else { return nil }
                switch part.kind {
                case .local(let slot): return Expr(.capture(closure.addCapture(.local(slot.index))), part.range)
                case .capture(let index): return Expr(.capture(closure.addCapture(.capture(index))), part.range)
                default: return part
                }
            }
            access.storage = captured(access.storage)
            access.getter = captured(access.getter)
            access.setter = captured(access.setter)
            access.willSet = captured(access.willSet)
            access.didSet = captured(access.didSet)
            return .accessorVariable(access)
        case .local(let slot): return .capture(closure.addCapture(.local(slot.index)))
        case .capture(let index): return .capture(closure.addCapture(.capture(index)))
        case .member:
            // A wrapped local of an enclosing function (through one wrapper or several): capture its storage.
            func captured(_ kind: ExprKind) -> ExprKind {
                switch kind {
                case .member(let base, let member): return .member(Expr(captured(base.kind), base.range), member)
                case .local(let slot): return .capture(closure.addCapture(.local(slot.index)))
                case .capture(let index): return .capture(closure.addCapture(.capture(index)))
                default: return kind
                }
            }
            return captured(outer)
        default: return outer
        }
    }

    /// The type whose member function encloses the current point (through closures only).
    var enclosingType: TypeDecl? {
        for scope in scopes.reversed() {
            if let type = scope.memberOf { return type }
            if scope.closure == nil { return nil }
        }
        return nil
    }

    /// Whether `type`'s own declaration has a static property or method, or a case, named `name`.
    func isStaticMember(_ name: String, of type: TypeDecl) -> Bool {
        type.properties.contains { $0.isStatic && $0.name == name } || type.methods.contains { $0.isStatic && $0.name == name }
            || type.cases.contains { $0.name == name }
    }

    func isMember(_ name: String, of type: TypeDecl) -> Bool {
        for property in type.properties where !property.isStatic {
            if property.name == name { return true }
            if !property.attributes.isEmpty, StorageName.property(of: name) == property.name { return true }
        }
        if name == "objectWillChange", type.inherited.contains("ObservableObject") { return true }
        return type.methods.contains { $0.name == name && !$0.isStatic }
    }

    /// The qualified name of a type nested in (or aliased by) an enclosing type, innermost first.
    func nestedTypeName(_ name: String) -> (owner: String, qualified: String, isAlias: Bool)? {
        for (decl, qualified) in typeStack.reversed() {
            if decl.nestedTypes.contains(where: { $0.name == name }) { return (qualified, qualified + "." + name, false) }
            if decl.typeAliases.contains(where: { $0.name == name }) { return (qualified, qualified + "." + name, true) }
            // In `extension Deck { ... }`, the types `Deck` itself declares (`Card` for `Deck.Card`); in `Deck`, the
            // types its extensions declare (their names are known before any is resolved: `SwiftSource.typesNestedByExtensions`).
            if globals.existingSlot(for: qualified + "." + name) != nil {
                return (qualified, qualified + "." + name, false)
            }
        }
        return nil
    }

    /// The type with the names of types nested in the enclosing types qualified (innermost first); nil when it
    /// names none of them.
    func qualifyingNestedTypes(_ type: TypeRef, generics: [GenericParameter]) -> TypeRef? {
        var bindings: [String: TypeRef] = [:]
        for (decl, qualified) in typeStack.reversed() {
            for nested in decl.nestedTypes where bindings[nested.name] == nil && type.mentions(nested.name)
                && !generics.contains(where: { $0.name == nested.name }) {
                bindings[nested.name] = .named(qualified + "." + nested.name, [])
            }
        }
        return bindings.isEmpty ? nil : type.substituting(bindings)
    }

    /// The global name of a type declared in an enclosing function or block, if `name` is one.
    func localTypeName(_ name: String) -> String? {
        for scope in scopes.reversed() {
            for block in scope.localTypes.reversed() { if let found = block[name] { return found } }
        }
        return nil
    }

    /// The arguments of a parameter's property wrapper (`@Clamped(0...9) digit: Int`), read when the call makes
    /// the wrapper, like defaults.
    private func resolveWrapperArguments(_ parameter: inout Parameter) throws {
        guard var wrapper = parameter.wrapper else { return }
        for position in wrapper.arguments.indices {
            wrapper.arguments[position].value = try resolve(wrapper.arguments[position].value)
        }
        parameter.wrapper = wrapper
    }

    /// The position of `name` among the generic parameters of the type whose member is running (for an
    /// extension, of the type it extends).
    func typeParameter(_ name: String) -> Int? {
        guard enclosingType != nil else { return nil }
        for (decl, _) in typeStack.reversed() {
            let names = decl.kind == .extension ? globals.genericParameters[decl.name] ?? [] : decl.genericParameters.map(\.name)
            if let index = names.firstIndex(of: name) { return index }
        }
        return nil
    }

    func resolveName(_ name: String, _ range: SourceRange) -> ExprKind {
        if let local = lookupLocal(name) {
            if scopes.contains(where: { $0.genericSlots.values.contains(name) }) { return .genericParameter(Expr(local, range), name: name) }
            return local
        }
        if let localType = localTypeName(name) { return .global(globals.slot(for: localType)) }
        if name == "Self", let current = typeStack.last {
            let fallback = globals.slot(for: current.qualifiedName)
            if enclosingType != nil, let receiver = lookupLocal("self") { return .selfType(receiver: Expr(receiver, range), fallback: fallback) }
            return .global(fallback)
        }
        if let owner = initializerOwner, let index = owner.decl.genericParameters.firstIndex(where: { $0.name == name }) {
            return .instanceTypeParameter(name: name, index: index)
        }
        if let parameter = typeParameter(name), let receiver = lookupLocal("self") {
            return .typeParameter(receiver: Expr(receiver, range), name: name, index: parameter)
        }
        if let current = typeStack.last, globals.protocolAssociatedTypes[current.qualifiedName]?.contains(name) == true,
           enclosingType != nil, let receiver = lookupLocal("self") {
            // `K` inside a protocol's extension, for its `associatedtype K`: `Self.K`.
            let selfType = Expr(.selfType(receiver: Expr(receiver, range), fallback: globals.slot(for: current.qualifiedName)), range)
            return .member(selfType, name)
        }
        if let nested = nestedTypeName(name) {
            if nested.isAlias { return .member(Expr(.global(globals.slot(for: nested.owner)), range), name) }
            return .global(globals.slot(for: nested.qualified))
        }
        if let alias = globals.aliases[name], lookupLocal(name) == nil, !(enclosingType.map { isMember(name, of: $0) } ?? false) {
            return .accessorVariable(alias)
        }
        if let type = enclosingType, !isMember(name, of: type), let receiver = weakSelfInClosure(of: type, range) {
            return .selfMemberOrGlobal(receiver: Expr(receiver, range), name: name, global: globals.slot(for: name))
        }
        if let type = enclosingType, let speculative = lookupSpeculatively("self", for: name) {
            // A member is a real use of `self` (its capture is no longer speculative).
            guard isMember(name, of: type), let receiver = lookupLocal("self") else {
                return .selfMemberOrGlobal(receiver: Expr(speculative, range), name: name, global: globals.slot(for: name))
            }
            if type.kind == .extension, globals.protocolNames.contains(type.name) {
                // In a protocol's extension `self` is a `Self: P`: a member the protocol does not require is
                // the extension's own, even where the conforming type declares one of that name.
                return .member(Expr(.declaredAs(Expr(receiver, range), .named(type.name, [])), range), name)
            }
            return .member(Expr(receiver, range), name)
        }
        if let owner = initializerOwner, lookupLocal(name) == nil, isStaticMember(name, of: owner.decl) {
            return .member(Expr(.global(globals.slot(for: owner.qualifiedName)), range), name)
        }
        if let owner = initializerOwner, owner.decl.kind == .extension, lookupLocal(name) == nil {
            // `extension V { static let a = make("a") }`: `make` may be a static member the type declares
            // elsewhere, known when the initializer runs; else it is a global.
            return .selfMemberOrGlobal(receiver: Expr(.global(globals.slot(for: owner.qualifiedName)), range), name: name,
                                       global: globals.slot(for: name))
        }
        return .global(globals.slot(for: name))
    }

    /// In a closure inside a class's member, the `self` a bare name that is no member (`print(x)`) is checked
    /// against at run time: a weak capture made with the closure (through each enclosing closure's own weak
    /// capture). Swift captures `self` only for a member used in the closure (and an escaping one must say
    /// `self` for that), so `{ v in print(v) }` stored by an object must not keep it alive (swiftui fixture
    /// 6710). Nil outside closures and where the closure lists `self` itself (the usual capture).
    private func weakSelfInClosure(of type: TypeDecl, _ range: SourceRange) -> ExprKind? {
        type.kind == .class && !inDefaultArgument ? weakSelf(at: scopes.count - 1, range) : nil
    }

    /// A parameter's default value (`inDefaultArgument`).
    func resolveDefault(_ value: Expr) throws -> Expr {
        inDefaultArgument = true
        defer { inDefaultArgument = false }
        return try resolve(value)
    }

    private func weakSelf(at position: Int, _ range: SourceRange) -> ExprKind? {
        let scope = scopes[position]
        guard position > 0, let closure = scope.closure, scope.explicitCaptures["self"] == nil else { return nil }
        if let index = scope.weakSelfCapture { return .capture(index) }
        let outer: ExprKind
        if scopes[position - 1].closure == nil {
            guard case .local(let slot)? = lookup("self", in: position - 1) else { return nil }
            outer = .local(slot)
        } else if let listed = scopes[position - 1].explicitCaptures["self"] {
            outer = .capture(listed)
        } else {
            guard let enclosing = weakSelf(at: position - 1, range) else { return nil }
            outer = enclosing
        }
        let index = closure.addCaptureListEntry(.explicit(name: "self", ownership: .weak, value: Expr(outer, range)))
        scope.weakSelfCapture = index
        return .capture(index)
    }

    // MARK: statements

    /// Local functions are visible in their whole block, so two of them may call each other: their names
    /// get slots before the block's statements are resolved.
    func predeclareLocalFunctions(_ statements: [Stmt]) {
        guard !atTopLevelBlock else { return }
        for statement in statements {
            if case .function(let function) = statement.kind, current.blocks[current.blocks.count - 1][function.name] == nil {
                _ = current.declare(function.name)
            }
        }
    }

    func resolve(block statements: [Stmt]) throws -> [Stmt] {
        try withBlock {
            let start = current.next
            predeclareLocalFunctions(statements)
            var resolved = try resolve(scope: statements)
            let declared = start..<current.next
            guard !declared.isEmpty else { return resolved }
            guard let first = resolved.firstIndex(where: { if case .deferStmt = $0.kind { return true }; return false }),
                  case .deferStmt(var body) = resolved[first].kind, case .releaseLocals(let after)? = body.first?.kind else {
                resolved.append(Stmt(.releaseLocals(declared), .synthesized))
                return resolved
            }
            // The locals declared before the first `defer` go after its body, the last code of the scope.
            body.append(Stmt(.releaseLocals(start..<after.lowerBound), .synthesized))
            resolved[first].kind = .deferStmt(body)
            return resolved
        }
    }

    /// The statements of a scope (a block, a function's or a closure's body). A scope's end goes backwards
    /// through it, as Swift ends it: each `defer`'s body runs after the locals declared after it are released
    /// (its body starts with their release), and before the locals declared before it.
    func resolve(scope statements: [Stmt]) throws -> [Stmt] {
        var marks: [(index: Int, mark: Int)] = []
        var resolved: [Stmt] = []
        resolved.reserveCapacity(statements.count)
        for statement in statements {
            if case .wrappedLocal(_, let wrapper, _, _) = statement.kind, wrapper.name == Attribute.asyncLet, !atTopLevelBlock {
                // SE-0317: an `async let` nobody awaited is cancelled and awaited where its scope ends, however it
                // ends (a throw too), its value let go there: a `defer` of its own releases it (AsyncLetTask.endScope).
                marks.append((resolved.count, current.next))
                resolved.append(Stmt(.deferStmt([]), .synthesized))
            }
            if case .deferStmt = statement.kind { marks.append((resolved.count, current.next)) }
            resolved.append(try resolve(statement))
        }
        let end = current.next
        for (index, mark) in marks {
            guard case .deferStmt(var body) = resolved[index].kind else { continue }
            body.insert(Stmt(.releaseLocals(mark..<max(mark, end)), .synthesized), at: 0)
            resolved[index].kind = .deferStmt(body)
        }
        return resolved
    }

    func resolve(_ stmt: Stmt) throws -> Stmt {
        var stmt = stmt
        switch stmt.kind {
        case .expr(let expr):
            stmt.kind = .expr(try resolve(expr))
        case .binding(var binding):
            if let type = binding.type, let expanded = expandingAliases(type) {
                // `let p: Point = (1, 2)` with `typealias Point = (x: Int, y: Int)`: the alias's labels.
                binding.type = expanded
                binding.coercion = Coercion(expanded)
                // Read against the alias's type, not the alias's name lowering gave it.
                if case .typed(let inner, _)? = binding.initializer?.kind { binding.initializer = inner }
                binding.initializer = binding.initializer?.typed(expanded)
            }
            binding.initializer = try binding.initializer.map { try resolve($0) }
            if let declared = binding.type, declared.optionalDepth == 0, let initializer = binding.initializer {
                if case .implicitlyUnwrapped = declared {} else { binding.initializer = forcingImplicitUnwrap(initializer) }
            }
            if let declared = binding.type, let initializer = binding.initializer, let given = staticType(of: initializer) {
                binding.initializer = Self.wrapped(initializer, from: given, to: declared)
            }
            if atTopLevelBlock {
                let slot = globals.slot(for: binding.name)
                binding.global = slot
                globals.declaredTypes[slot] = binding.type ?? binding.initializer.flatMap { $0.literalType ?? Self.emptyCollectionType($0) ?? inferredOptional($0) ?? decodedType($0) }
                globals.constructedTypes[slot] = binding.type == nil ? binding.initializer.flatMap(constructedType) : nil
                globals.aliases[binding.name] = nil
            } else {
                let slot = current.declare(binding.name)
                binding.slot = Slot(depth: 0, index: slot)
                current.declaredTypes[slot] = (binding.type ?? binding.initializer.flatMap { $0.literalType ?? Self.emptyCollectionType($0) ?? inferredOptional($0) ?? decodedType($0) })
                    .map { staticType($0) }
                current.constructedTypes[slot] = binding.type == nil ? binding.initializer.flatMap(constructedType) : nil
            }
            stmt.kind = .binding(binding)
        case .discard(let expr):
            stmt.kind = .discard(try resolve(expr))
        case .wrappedLocal(let name, let wrapper, let initializer?, _) where wrapper.name == Attribute.asyncLet && atTopLevelBlock:
            // A top-level `async let` is a session variable holding the child task (reading it awaits).
            let start = Expr(.call(Expr(.name(Attribute.asyncLet), wrapper.range), [Argument(label: "wrappedValue", value: initializer)]),
                             wrapper.range)
            return try resolve(Stmt(.binding(Binding(name: name, isLet: true, isOptional: false, initializer: start)), stmt.range))
        case .wrappedLocal(let name, var wrapper, let initializer, _):
            var resolvedInitializer = try initializer.map { try resolve($0) }
            if let declared = wrapper.wrappedType, let value = resolvedInitializer {
                // `@Traced var count: Double = 1`: the wrapper is made with the declared type's value (1.0).
                resolvedInitializer = Coercion(declared).isNone ? value.typed(declared)
                    : Expr(.typeCast(value.typed(declared), TypeUse(declared), .coerce), value.range)
            }
            wrapper.arguments = try wrapper.arguments.map { Argument(label: $0.label, value: try resolve($0.value)) }
            let storage = current.declare(StorageName.of(name))
            current.wrappedNames[current.wrappedNames.count - 1].insert(name)
            if let declared = wrapper.wrappedType { current.wrappedTypes[storage] = declared }
            if wrapper.levels > 1 { current.wrapperLevels[storage] = wrapper.levels }
            stmt.kind = .wrappedLocal(name: name, wrapper: wrapper, initializer: resolvedInitializer, storage: Slot(depth: 0, index: storage))
        case .ifStmt(let conditions, let then, let otherwise):
            let (newConditions, newThen) = try withBlock {
                let start = current.next
                let resolvedConditions = try conditions.map { try resolve($0) }
                let bound = start..<current.next
                // `if let item = ...`: the binding's scope is the branch, so it is released at the branch's end.
                let branch = try resolve(block: then)
                return (resolvedConditions, bound.isEmpty ? branch : branch + [Stmt(.releaseLocals(bound), .synthesized)])
            }
            stmt.kind = .ifStmt(newConditions, newThen, try otherwise.map { try resolve(block: $0) })
        case .returnStmt(let value):
            stmt.kind = .returnStmt(try value.map { try resolve($0) })
        case .yield(let value):
            stmt.kind = .yield(try resolve(value))
        case .accessorVariable(let variable):
            stmt.kind = .group(try resolve(accessorVariable: variable, stmt.range))
        case .typeDecl(let type):
            if atTopLevelBlock || type.kind == .extension {
                _ = globals.slot(for: type.name)
                try resolveMembers(of: type)
            } else {
                // A type declared in a function or block: a global of its own name, seen from here on.
                localTypeCount += 1
                let globalName = "<local \(localTypeCount)>." + type.name
                type.globalName = globalName
                current.localTypes[current.localTypes.count - 1][type.name] = globalName
                _ = globals.slot(for: globalName)
                try resolveMembers(of: type, qualifiedName: globalName)
            }
        case .function(let function) where !atTopLevelBlock:
            // A nested function is a local closure bound to its name (declared first, so it can recurse).
            let slot = current.blocks[current.blocks.count - 1][function.name] ?? current.declare(function.name)
            let closure = ClosureDecl(parameters: function.parameters.map(\.name), body: function.body,
                                      range: function.range, source: function.source)
            // Defaults see no locals (Swift's rule for them); they are read at the call, in a frame of their own.
            var signature = function.parameters
            try withScope(Scope()) {
                _ = current.declare("self")
                for index in signature.indices {
                    signature[index].defaultValue = try signature[index].defaultValue.map { try resolve($0) }
                    try resolveWrapperArguments(&signature[index])
                }
            }
            closure.signature = signature
            closure.mayThrow = function.isThrowing
            closure.isAsync = function.isAsync
            closure.genericParameters = function.genericParameters
            closure.resultBuilder = function.resultBuilder
            closure.parameterTypes = function.parameters.map { parameter in
                parameter.type.map { staticType(parameter.isVariadic ? .array($0) : $0, generics: function.genericParameters) }
            }
            let resolved = try resolve(Expr(.closure(closure), function.range))
            var binding = Binding(name: function.name, isLet: true, isOptional: false, initializer: resolved)
            binding.slot = Slot(depth: 0, index: slot)
            binding.isNestedFunction = true
            stmt.kind = .binding(binding)
        case .function(let function):
            _ = globals.slot(for: function.name)
            recordSignature(of: function)
            try resolve(function: function, memberOf: nil, isStatic: false)
        case .typeAlias(let name, _, let type, let parameters):
            if parameters.isEmpty {
                globals.typeAliases[name] = type
            } else {
                globals.genericAliases[name] = (parameters, type)
            }
        case .importDecl, .breakStmt, .continueStmt, .releaseLocals:
            break
        case .labeled(let label, let inner):
            stmt.kind = .labeled(label, try resolve(inner))
        case .forIn(let pattern, let sequence, let filter, let body, _):
            let resolvedSequence = try resolve(sequence)
            stmt.kind = try withBlock {
                let resolvedPattern = try resolve(pattern: pattern, forceLocal: true)
                // `for shape in shapes` where `shapes: [any Shape]`: the element is known as `any Shape`, so
                // members reached through it are chosen as for an existential (a protocol extension's).
                if case .binding(_, let slot?, _) = resolvedPattern, slot.depth == 0,
                   let sequenceType = staticType(of: resolvedSequence), let element = Self.elementType(of: sequenceType) {
                    current.declaredTypes[slot.index] = element
                } else if case .tuple(let parts) = resolvedPattern, parts.count == 2, case .binding(_, let slot?, _) = parts[1],
                          slot.depth == 0, case .call(let callee, let arguments) = resolvedSequence.kind, arguments.isEmpty,
                          case .member(let base, "enumerated") = callee.kind,
                          let sequenceType = staticType(of: base), let element = Self.elementType(of: sequenceType) {
                    // `for (i, shape) in shapes.enumerated()`: the same for the element of each pair.
                    current.declaredTypes[slot.index] = element
                }
                let resolvedFilter = try filter.map { try resolve($0) }
                let scope = current
                let start = scope.next
                let outerPeak = scope.peak
                scope.peak = start
                let resolvedBody = try resolve(block: body)
                let locals = start..<max(start, scope.peak)
                scope.peak = max(outerPeak, scope.peak)
                return .forIn(pattern: resolvedPattern, sequence: resolvedSequence, filter: resolvedFilter, body: resolvedBody, locals: locals)
            }
        case .switchStmt(let subject, let cases):
            let resolvedSubject = try resolve(subject)
            stmt.kind = .switchStmt(resolvedSubject, try cases.map { switchCase in
                try withBlock {
                    var resolved = switchCase
                    resolved.patterns = try switchCase.patterns.map { try resolve(pattern: $0, forceLocal: true) }
                    resolved.guards = try switchCase.guards.map { try $0.map { try resolve($0) } }
                    resolved.body = try resolve(block: switchCase.body)
                    return resolved
                }
            })
        case .guardStmt(let conditions, let body):
            // What a guard binds stays visible after it, but not in its own else body.
            // At the top level its bindings are globals: later inputs and functions see them too.
            let resolvedBody = try resolve(block: body)
            stmt.kind = .guardStmt(try conditions.map { try resolve($0, bindsGlobals: atTopLevelBlock) }, resolvedBody)
        case .deferStmt(let body):
            stmt.kind = .deferStmt(try resolve(block: body))
        case .throwStmt(let value):
            stmt.kind = .throwStmt(try resolve(value))
        case .doCatch(let body, let clauses):
            let resolvedBody = try resolve(block: body)
            stmt.kind = .doCatch(resolvedBody, try clauses.map { clause in
                try withBlock {
                    var resolved = clause
                    if let pattern = clause.pattern {
                        resolved.pattern = try resolve(pattern: pattern, forceLocal: true)
                    } else {
                        resolved.errorSlot = Slot(depth: 0, index: current.declare("error"))
                    }
                    resolved.guardExpr = try clause.guardExpr.map { try resolve($0) }
                    resolved.body = try resolve(block: clause.body)
                    return resolved
                }
            })
        case .destructure(let pattern, let value, let isLet):
            let resolvedValue = try resolve(value)
            stmt.kind = .destructure(try resolve(pattern: pattern, forceLocal: false), resolvedValue, isLet: isLet)
        case .block(let body):
            stmt.kind = .block(try resolve(block: body))
        case .group(let statements):
            stmt.kind = .group(try statements.map { try resolve($0) })
        case .whileLoop(let conditions, let body):
            stmt.kind = try withBlock { .whileLoop(try conditions.map { try resolve($0) }, try resolve(block: body)) }
        case .repeatLoop(let body, let condition):
            stmt.kind = .repeatLoop(try resolve(block: body), try resolve(condition))
        }
        return stmt
    }

    func resolve(_ condition: Condition, bindsGlobals: Bool = false) throws -> Condition {
        switch condition {
        case .expr(let expr):
            return .expr(try resolve(expr))
        case .optionalBinding(let name, _, _, let value):
            let resolvedValue = try resolve(value)
            if bindsGlobals { return .optionalBinding(name: name, slot: nil, global: globals.slot(for: name), value: resolvedValue) }
            let slot = current.declare(name)
            return .optionalBinding(name: name, slot: Slot(depth: 0, index: slot), global: nil, value: resolvedValue)
        case .casePattern(let pattern, let value):
            let resolvedValue = try resolve(value)
            return .casePattern(try resolve(pattern: pattern, forceLocal: !bindsGlobals), resolvedValue)
        case .availability:
            return condition
        }
    }

    /// Resolves a pattern, declaring its bindings: globals at the top level (unless `forceLocal`, for
    /// patterns inside statements), else locals of the current block (one slot per name, so the patterns
    /// of one `case` share their bindings).
    func resolve(pattern: Pattern, forceLocal: Bool) throws -> Pattern {
        switch pattern {
        case .wildcard:
            return pattern
        case .isType(let type):
            return .isType(resolve(typeUse: type))
        case .binding(let name, _, _):
            if atTopLevelBlock && !forceLocal { return .binding(name: name, slot: nil, global: globals.slot(for: name)) }
            let index = current.blocks[current.blocks.count - 1][name] ?? current.declare(name)
            return .binding(name: name, slot: Slot(depth: 0, index: index), global: nil)
        case .expression(let expr):
            return .expression(try resolve(expr))
        case .enumCase(let typeName, let name, let payload, let fallback):
            return .enumCase(typeName: typeName, name: name, payload: try payload?.map { try resolve(pattern: $0, forceLocal: forceLocal) },
                             fallback: try fallback.map { try resolve($0) })
        case .tuple(let elements):
            return .tuple(try elements.map { try resolve(pattern: $0, forceLocal: forceLocal) })
        case .optionalSome(let inner):
            return .optionalSome(try resolve(pattern: inner, forceLocal: forceLocal))
        case .cast(let inner, let type):
            return .cast(try resolve(pattern: inner, forceLocal: forceLocal), resolve(typeUse: type))
        }
    }

    func resolveMembers(of type: TypeDecl, qualifiedName: String? = nil) throws {
        let qualified = qualifiedName ?? (type.kind == .extension ? type.name : ((typeStack.last.map { $0.qualifiedName + "." } ?? "") + type.name))
        typeStack.append((type, qualified))
        defer { typeStack.removeLast() }
        if type.kind != .extension, !type.genericParameters.isEmpty {
            globals.genericParameters[qualified] = type.genericParameters.map(\.name)
        }
        if type.kind == .protocol {
            globals.protocolNames.insert(qualified)
            globals.protocolAssociatedTypes[qualified, default: []].formUnion(type.associatedTypeNames)
        }
        if type.kind == .protocol || (type.kind == .extension && globals.protocolNames.contains(qualified)) {
            let statics = type.properties.filter(\.isStatic).map(\.name) + type.methods.filter(\.isStatic).map(\.name)
            globals.protocolStaticMembers[qualified, default: []].formUnion(statics + type.staticRequirements)
        }
        if type.inherited.contains(where: { globals.typeAliases[$0] != nil }) {
            // `struct Button: Widget` with `typealias Widget = Drawable & Resizable`: it conforms to each part.
            type.inherited = type.inherited.flatMap { name -> [String] in
                switch globals.typeAliases[name]?.canonical {
                case .composition(let parts)?: return parts.compactMap(\.nominalName)
                case .named(let aliased, let arguments)? where arguments.isEmpty: return [aliased]
                default: return [name]
                }
            }
        }
        if !type.typeAliasTypes.isEmpty {
            // A property declared with the type's own alias (`var entries: [Entry]`) has the alias's type.
            for index in type.properties.indices {
                guard let declared = type.properties[index].type,
                      declared.leafNames.contains(where: { type.typeAliasTypes[$0] != nil }) else { continue }
                type.properties[index].type = declared.substituting(type.typeAliasTypes).canonical
            }
            if type.genericParameters.isEmpty, typeStack.allSatisfy({ $0.decl.genericParameters.isEmpty }) {
                // `let owner: User.ID` elsewhere, with `struct User { typealias ID = Tagged<User> }`: the alias by its
                // qualified name, as a top-level one (a generic type's aliases may name its parameters: left out).
                for (alias, aliased) in type.typeAliasTypes where aliased != .named(alias, []) {
                    globals.typeAliases[qualified + "." + alias] = qualifyNested(aliased)
                }
            }
        }
        for index in type.properties.indices {
            // `var cars: [Car]` beside a nested `Car`: the memberwise initializer reads `.init(...)` as `Train.Car`'s.
            type.properties[index].type = type.properties[index].type.map(qualifyNested)
            if !type.properties[index].conditions.isEmpty { type.properties[index].conditions = expandingAliases(in: type.properties[index].conditions) }
            if let declared = type.properties[index].type, declared.leafNames.contains(where: { $0.contains(".") && globals.typeAliases[$0] != nil }) {
                // `let owner: User.ID`: another type's alias, by its qualified name (registered above).
                type.properties[index].type = declared.substituting(globals.typeAliases).canonical
            }
            let property = type.properties[index]
            // A lazy property's initializer may use `self`.
            let initializerScope = property.isLazy ? Scope(memberOf: type) : Scope()
            let outerOwner = initializerOwner
            initializerOwner = property.isLazy ? nil : (type, qualified)
            try withScope(initializerScope) {
                defer { initializerOwner = outerOwner }
                if property.isLazy { _ = initializerScope.declare("self") }
                type.properties[index].initializer = try property.initializer.map { try resolve($0) }
                for argument in property.attributes.indices {
                    for position in property.attributes[argument].arguments.indices {
                        type.properties[index].attributes[argument].arguments[position].value =
                            try resolve(property.attributes[argument].arguments[position].value)
                    }
                }
            }
            type.properties[index].initializerFrameSize = initializerScope.size
            for accessor in [property.getter, property.setter, property.willSet, property.didSet, property.initAccessor].compactMap({ $0 }) {
                try resolve(function: accessor, memberOf: type, isStatic: property.isStatic)
            }
        }
        recordPropertyTypes(of: type, qualified)
        for index in type.cases.indices {
            try withScope(Scope()) { type.cases[index].rawValue = try type.cases[index].rawValue.map { try resolve($0) } }
            try withScope(Scope()) {
                type.cases[index].associatedDefaults = try type.cases[index].associatedDefaults.map { try $0.map { try resolve($0) } }
            }
        }
        for function in type.methods + type.initializers { try resolve(function: function, memberOf: type, isStatic: function.isStatic) }
        for subscriptDecl in type.subscripts {
            try resolve(function: subscriptDecl.getter, memberOf: type, isStatic: subscriptDecl.isStatic)
            if let setter = subscriptDecl.setter { try resolve(function: setter, memberOf: type, isStatic: subscriptDecl.isStatic) }
        }
        if let deinitializer = type.deinitializer { try resolve(function: deinitializer, memberOf: type, isStatic: false) }
        for nested in type.nestedTypes {
            _ = globals.slot(for: qualified + "." + nested.name)
            try resolveMembers(of: nested)
        }
    }

    /// The declared types of a non-generic type's instance properties (its own or an extension's computed ones),
    /// for the static types of member chains (`GlobalNames.propertyTypes`).
    private func recordPropertyTypes(of type: TypeDecl, _ qualified: String) {
        guard type.kind != .protocol, typeStack.allSatisfy({ $0.decl.genericParameters.isEmpty }), globals.genericParameters[qualified] == nil,
              type.kind != .extension || globals.propertyTypes[qualified] != nil else { return }
        var types = globals.propertyTypes[qualified] ?? [:]
        if type.kind == .extension {
            // `var lines: [Line]` where a later `extension Order { struct Line }` declares `Line`, or an alias.
            types = types.mapValues { qualifyNested($0.substituting(type.typeAliasTypes)) }
        }
        for property in type.properties where !property.isStatic && property.type?.mentions("Self") != true {
            types[property.name] = property.type
        }
        globals.propertyTypes[qualified] = types
        // (A type declared again starts over; an extension adds to what its type declared.)
        var results = type.kind == .extension ? globals.methodResultTypes[qualified] ?? [:] : [:]
        for method in type.methods where !method.isStatic && method.name != "init" {
            let declared = method.returnType.flatMap { result in
                method.genericParameters.isEmpty && !result.mentions("Self") && !result.mentions(TypeRef.unknown.nominalName!) ? result : nil
            }
            results[method.name] = results[method.name] == nil ? .some(declared) : .some(nil)
        }
        globals.methodResultTypes[qualified] = results
        if type.kind == .struct || type.kind == .enum { globals.valueTypes.insert(qualified) }
    }

    /// The type with the session's type aliases replaced, or nil when it names none.
    func expandingAliases(_ type: TypeRef) -> TypeRef? {
        var expanded = type
        if !globals.genericAliases.isEmpty, globals.genericAliases.keys.contains(where: type.mentions) {
            // `Pair<Int>` with `typealias Pair<T> = (first: T, second: T)` is `(first: Int, second: Int)`.
            expanded = type.mappingNamed { name, arguments in
                guard let alias = globals.genericAliases[name], alias.parameters.count == arguments.count else { return nil }
                return alias.type.substituting(Dictionary(zip(alias.parameters, arguments), uniquingKeysWith: { first, _ in first }))
            }
        }
        guard !globals.typeAliases.isEmpty, expanded.leafNames.contains(where: { globals.typeAliases[$0] != nil }) else {
            return expanded == type ? nil : expanded.canonical
        }
        return expanded.substituting(globals.typeAliases).canonical
    }

    /// The type with the aliases of the types being resolved (innermost first: `-> Element` with
    /// `typealias Element = (memo: String, amount: Int)`) and then the session's replaced, or nil when it names none.
    func expandingMemberAliases(_ type: TypeRef) -> TypeRef? {
        var expanded = type
        for (decl, _) in typeStack.reversed() where !decl.typeAliasTypes.isEmpty {
            let own = decl.typeAliasTypes.filter { name, aliased in expanded.leafNames.contains(name) && aliased != .named(name, []) }
            if !own.isEmpty { expanded = expanded.substituting(own) }
        }
        if let global = expandingAliases(expanded) { return global }
        return expanded == type ? nil : expanded.canonical
    }

    /// `extension Array where Element == Meters` with `typealias Meters = Double`: the requirement on the aliased type.
    func expandingAliases(in requirements: [Requirement]) -> [Requirement] {
        guard !globals.typeAliases.isEmpty || !globals.genericAliases.isEmpty else { return requirements }
        return requirements.map { requirement in
            var expanded = requirement
            if let same = requirement.sameType, let aliased = expandingAliases(same) { expanded.sameType = aliased }
            if let conformance = requirement.conformance, let aliased = expandingAliases(conformance) { expanded.conformance = aliased }
            return expanded
        }
    }

    /// Whether a parameter's default reads a generic parameter as the base of what it names (`T.self`, `T.zero`,
    /// `Provider.defaultValue`, `T()`).
    static func readsGenericParameter(_ expr: Expr, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        switch expr.kind {
        case .name(let name): return names.contains(name)
        case .member(let base, _): return readsGenericParameter(base, names)
        case .call(let callee, _): return readsGenericParameter(callee, names)
        default: return false
        }
    }

    func resolve(function: FunctionDecl, memberOf type: TypeDecl?, isStatic: Bool = false) throws {
        if !function.conditions.isEmpty { function.conditions = expandingAliases(in: function.conditions) }
        if let result = function.returnType, let expanded = expandingMemberAliases(result) {
            function.returnType = expanded
            function.returnCoercion = Coercion(expanded)
        }
        let scope = Scope(memberOf: type)
        try withScope(scope) {
            let selfSlot = scope.declare("self")
            if let type, type.kind == .extension, globals.protocolNames.contains(type.name) {
                // `self.member` in a protocol's extension reads `self` as the protocol (see `resolveName`).
                scope.declaredTypes[selfSlot] = .named(type.name, [])
            }
            let generics = function.genericParameters
            var genericDefaults: [Int] = []
            for index in function.parameters.indices {
                if let declared = function.parameters[index].type, let expanded = expandingAliases(declared) {
                    function.parameters[index].type = expanded
                    function.parameters[index].coercion = Coercion(expanded, generics: Set(generics.map(\.name)))
                }
                if let declared = function.parameters[index].type, let qualified = qualifyingNestedTypes(declared, generics: generics) {
                    // `init(_ deps: Deps)` inside `SessionManager`: the nested `SessionManager.Deps`, so that an argument
                    // `.init(...)` is read against it.
                    function.parameters[index].type = qualified
                }
                let parameter = function.parameters[index]
                let typeGenerics = type?.genericParameters.map(\.name) ?? []
                if let given = parameter.defaultValue,
                   Self.readsGenericParameter(given, Set(generics.map(\.name) + typeGenerics)) {
                    // `as type: T.Type = T.self`, `value: Provider.Value = Provider.defaultValue`: T comes from the other
                    // arguments, the type the caller expects or the type being made; the default is read in the callee's
                    // frame once the call has bound T (resolved below).
                    genericDefaults.append(index)
                    function.parameters[index].defaultReadsGenerics = true
                    function.hasGenericDefaults = true
                } else {
                    function.parameters[index].defaultValue = try parameter.defaultValue.map { try resolveDefault($0) }
                }
                try resolveWrapperArguments(&function.parameters[index])
            }
            // The parameters are named after every default is resolved: a default sees none of them (Swift rejects one
            // that names another), and it runs in a frame of its own with only slot 0 (Interpreter.defaultArgument),
            // so a parameter's slot read there would be outside that frame.
            for parameter in function.parameters {
                let slot = scope.declare(parameter.name)
                scope.declaredTypes[slot] = parameter.type.map { parameter.isVariadic ? .array($0) : $0 }
                    .map { staticType($0, generics: generics) }
                if !parameter.isVariadic, case .named(let name, [])? = parameter.type, generics.contains(where: { $0.name == name }) {
                    scope.genericTypedSlots[slot] = name
                }
            }
            for generic in generics {
                scope.genericSlots[scope.declare(generic.name)] = generic.name
                scope.genericBounds[generic.name] = staticType(.named(generic.name, []), generics: generics)
            }
            for index in genericDefaults {
                function.parameters[index].defaultValue = try function.parameters[index].defaultValue.map { try resolve($0) }
            }
            predeclareLocalFunctions(function.body)
            function.body = try resolve(scope: function.body)
        }
        function.genericSlots = scope.genericSlots.filter { scope.usedGenericSlots.contains($0.key) }
            .map { (name: $0.value, slot: $0.key) }.sorted { $0.slot < $1.slot }
        function.frameSize = scope.size
    }


    /// A declared type as overload resolution reads it: a generic parameter of the function becomes
    /// `some` of its constraints (its values fit what the constraints promise, nothing concrete).
    func staticType(_ type: TypeRef, generics: [GenericParameter] = []) -> TypeRef {
        guard !generics.isEmpty, case .named(let name, let arguments) = type, arguments.isEmpty,
              let generic = generics.first(where: { $0.name == name }) else { return type }
        switch generic.constraints.count {
        case 0: return .opaque(.any)
        case 1: return .opaque(generic.constraints[0])
        default: return .opaque(.composition(generic.constraints))
        }
    }

    /// The element type of an array or set type (`[any Shape]` gives `any Shape`).
    static func elementType(of type: TypeRef) -> TypeRef? {
        switch type {
        case .array(let element): return element
        case .named("Set", let arguments) where arguments.count == 1: return arguments[0]
        default: return nil
        }
    }

    /// The type of an argument the front end knows before the call, if any.
    /// A variable of an optional type stored where more levels are declared (`let y: Int?? = x` with
    /// `x: Int?`): its value goes inside the extra levels, so a nil `x` makes `.some(nil)`.
    static func wrapped(_ expr: Expr, from given: TypeRef, to declared: TypeRef) -> Expr {
        let have = given.optionalDepth
        guard have > 0, declared.optionalDepth > have else { return expr }
        var result = expr
        for _ in have..<declared.optionalDepth {
            result = Expr(.call(Expr(.implicitMember("some"), expr.range), [Argument(label: nil, value: result)]), expr.range)
        }
        return result
    }

    /// The declared type of the variable a closure (or local function) captured, found in the scope it came from.
    private func declaredType(ofCapture index: Int, inScope position: Int) -> TypeRef? {
        guard position > 0, let closure = scopes[position].closure, index < closure.captures.count else { return nil }
        switch closure.captures[index] {
        case .local(let slot): return scopes[position - 1].declaredTypes[slot]
        case .capture(let outer): return declaredType(ofCapture: outer, inScope: position - 1)
        case .explicit: return nil
        }
    }

    func staticType(of expr: Expr) -> TypeRef? {
        switch expr.kind {
        case .local(let slot): return current.declaredTypes[slot.index]
        case .global(let slot): return globals.declaredTypes[slot]
        case .capture(let index): return declaredType(ofCapture: index, inScope: scopes.count - 1)
        case .typeCast(_, let use, .coerce) where use.parameters.isEmpty: return use.type
        case .call(let callee, let arguments):
            if case .member(let base, let name) = callee.kind, let owner = concreteTypeName(of: base),
               case let result?? = globals.methodResultTypes[owner]?[name] {
                // `node.checkedChild()`: the result its type declares for it (declared once, nothing generic).
                return result
            }
            return Self.emptyCollectionType(expr) ?? callResultType(callee, arguments) ?? constructedType(expr).map { .named($0, []) }
        case .typed(let inner, _): return callType(inner)
        case .declaredAs(_, let type): return type
        case .optionalChain(let inner):
            // `node.child?.child`: an optional of what the chain ends with (one level, however many `?` it has).
            guard let type = staticType(of: inner) else { return nil }
            if case .optional = type.canonical { return type }
            return .optional(type)
        case .optionalUnwrap(let inner):
            guard case .optional(let wrapped)? = staticType(of: inner)?.canonical else { return nil }
            return wrapped
        case .tryExpr(.optional, let inner):
            // `try?` adds no second level to an optional result (SE-0230).
            guard let type = staticType(of: inner) else { return nil }
            if case .optional = type { return type }
            return .optional(type)
        case .tryExpr(_, let inner): return staticType(of: inner)
        case .forceUnwrap(let inner):
            // `o!` of an `o: Base?`: a `Base`, whatever class the value is.
            guard case .optional(let wrapped)? = staticType(of: inner)?.canonical else { return nil }
            return wrapped
        case .subscriptCall(let base, let arguments):
            // `graph[town, default: []]` of a `[String: [(to: String, cost: Int)]]`: the value type (so what is
            // appended to it takes the element's labels); without a default, an optional of it.
            if case .array(let element)? = staticType(of: base)?.canonical, arguments.count == 1, arguments[0].label == nil,
               Self.isIntegerIndex(arguments[0].value) || staticType(of: arguments[0].value) == .named("Int", []) {
                // `shapes[0]` of a `[any Shape]`: an element, of the element type.
                return element
            }
            guard case .dictionary(_, let value)? = staticType(of: base)?.canonical, arguments.count <= 2 else { return nil }
            return arguments.contains { $0.label == "default" } ? value : .optional(value)
        case .member(let base, let name):
            // `x` of `@Wrapper var x: Int?`: `_x.wrappedValue`, of the declared type.
            if name == "wrappedValue", case .local(let slot) = base.kind, let declared = current.wrappedTypes[slot.index] { return declared }
            // `edges` inside a method of the type that declares `var edges: [String: Set<String>]`.
            if let type = enclosingType, case .local(let slot) = base.kind, case .local(let selfSlot)? = lookupWithoutCapturing("self"),
               slot == selfSlot, let property = type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                return property.type
            }
            // `cart.items` of a `var cart = Cart()` whose type declares `var items: [any Priced]`.
            // (Only once every type it names is known: a nested type an extension further down declares is not yet.)
            if let owner = concreteTypeName(of: base), let type = globals.propertyTypes[owner]?[name],
               type.leafNames.allSatisfy({ globals.existingSlot(for: $0) != nil }) {
                return type
            }
            return Self.emptyCollectionType(expr)
        default: return Self.emptyCollectionType(expr)
        }
    }

    /// The session's non-generic type an expression is known to hold: a variable made by a call of the type's name,
    /// or one whose declared (or member chain's) type names it.
    private func concreteTypeName(of expr: Expr) -> String? {
        let made: String?
        switch expr.kind {
        case .local(let slot): made = current.constructedTypes[slot.index]
        case .global(let slot): made = globals.constructedTypes[slot]
        default: made = nil
        }
        if let made { return made }
        guard case .named(let name, let arguments)? = staticType(of: expr)?.canonical, arguments.isEmpty,
              globals.propertyTypes[name] != nil else { return nil }
        return name
    }

    /// `Cart()`, `Cart(owner: "ann")` or `Shop.Cart()`: the name of the session's non-generic type the call makes.
    func constructedType(_ initializer: Expr) -> String? {
        guard case .call(let callee, _) = initializer.kind, let name = typeName(named: callee), globals.propertyTypes[name] != nil else { return nil }
        return name
    }

    /// The qualified name a type's name or a member chain of them (`Shop.Cart`) stands for.
    private func typeName(named expr: Expr) -> String? {
        switch expr.kind {
        case .global(let slot): return globals[slot]
        case .member(let base, let name): return typeName(named: base).map { $0 + "." + name }
        default: return nil
        }
    }

    /// An index written as an integer literal (`shapes[0]`, `shapes[-1 + 2]` is left alone).
    static func isIntegerIndex(_ expr: Expr) -> Bool {
        if case .int = expr.kind { return true }
        return false
    }

    /// The type of `let r = plain(x)` or `let r = try? f(x)` when it is an optional the call's declaration
    /// spells (`-> Int?`): a nil cannot tell it, and `type(of: r)` is `Optional<Int>` whatever `r` holds.
    /// Only such optionals: a variable's declared type also chooses overloads, and other inferred types
    /// are left to its value.
    /// `try JSONDecoder().decode([Book].self, from: data)`: the type a decoder was asked for (what a nil among its
    /// values' properties cannot tell: `book.rating ?? 0` is a Double).
    func decodedType(_ initializer: Expr) -> TypeRef? {
        var call = initializer
        if case .tryExpr(.plain, let inner) = call.kind { call = inner }
        guard case .call(let callee, _) = call.kind, case .member(_, "decode") = callee.kind else { return nil }
        return staticType(of: call)
    }

    func inferredOptional(_ initializer: Expr) -> TypeRef? {
        switch initializer.kind {
        case .call, .tryExpr, .optionalChain: break
        default: return nil
        }
        guard let type = staticType(of: initializer), case .optional = type, Self.dynamicTypeIsStatic(type) else { return nil }
        return type
    }

    /// The type of an empty collection made by its type (`[Double]()`, `Set<Int>()`) or of a nil of a spelled
    /// type (`Optional<Int>.none`): what its value cannot tell (a generic parameter it binds, an overload it picks).
    static func emptyCollectionType(_ expr: Expr) -> TypeRef? {
        if case .member(let base, "none") = expr.kind, case .typeValue(let use) = base.kind, use.parameters.isEmpty {
            // `Optional<String>.none`, `String?.none`: a nil of a spelled type.
            switch use.type {
            case .optional: return use.type
            case .named("Optional", let arguments) where arguments.count == 1: return .optional(arguments[0])
            default: return nil
            }
        }
        guard case .call(let callee, let arguments) = expr.kind, arguments.isEmpty,
              case .typeValue(let use) = callee.kind, use.parameters.isEmpty else { return nil }
        switch use.type {
        case .array, .dictionary, .named("Set", _): return use.type
        default: return nil
        }
    }

    /// A computed or observed variable: each accessor becomes a closure in a hidden slot (global at the
    /// top level), the name an alias uses resolve to; the statements made store the storage and closures.
    func resolve(accessorVariable variable: AccessorVariable, _ range: SourceRange) throws -> [Stmt] {
        let name = variable.name
        let topLevel = atTopLevelBlock
        let initializer = try variable.initializer.map { try resolve($0) }
        var bindings: [Stmt] = []
        func hidden(_ part: String, _ value: Expr?, coercion: Coercion = .none) -> Expr {
            let hiddenName = name + "#" + part
            var binding = Binding(name: hiddenName, isLet: false, isOptional: false, initializer: value)
            binding.coercion = coercion
            let place: Expr
            if topLevel {
                let slot = globals.slot(for: hiddenName)
                binding.global = slot
                place = Expr(.global(slot), range)
            } else {
                let slot = Slot(depth: 0, index: current.declare(hiddenName))
                binding.slot = slot
                binding.isNestedFunction = value.map { if case .closure = $0.kind { return true }; return false } ?? false
                place = Expr(.local(slot), range)
            }
            bindings.append(Stmt(.binding(binding), range))
            return place
        }
        var access = AccessorAccess(name: name)
        if variable.getter == nil { access.storage = hidden("storage", initializer, coercion: variable.coercion) }
        // The parts are named first, so the accessors' own bodies see the variable.
        let parts: [(ClosureDecl?, WritableKeyPath<AccessorAccess, Expr?>, String)] = [
            (variable.getter, \.getter, "get"), (variable.setter, \.setter, "set"),
            (variable.willSet, \.willSet, "willSet"), (variable.didSet, \.didSet, "didSet"),
        ]
        var placeholders: [(Int, ClosureDecl)] = []
        for (closure, path, part) in parts {
            guard let closure else { continue }
            access[keyPath: path] = hidden(part, nil)
            placeholders.append((bindings.count - 1, closure))
        }
        if topLevel { globals.aliases[name] = access } else { current.aliases[current.aliases.count - 1][name] = access }
        for (index, closure) in placeholders {
            guard case .binding(var binding) = bindings[index].kind else { continue }
            binding.initializer = try resolve(Expr(.closure(closure), range))
            bindings[index].kind = .binding(binding)
        }
        return bindings
    }
}
