/// Resolving expressions: names, captures (closures list what they use), `super`, capture lists.
extension Resolver {
    // MARK: expressions

    /// A resolved implicit member (`.zero`, `.make(1)`) read as `type`, the other operand's: where that names a
    /// generic parameter in scope, the member of the type it stands for (`T.zero`). Beside a value whose static
    /// type is a generic parameter's constraint (`x == .zero` with `x: T`, `T: AdditiveArithmetic`), the member is
    /// left to the other operand's type at run time: the type `T` stands for, not the protocol.
    private func implicitMember(_ resolved: Expr, typedAs type: TypeRef) throws -> Expr {
        if case .opaque = type { return resolved }
        return try parameterMember(resolved, of: type, argumentsResolved: true) ?? resolved.typed(qualifyNested(type))
    }

    /// `.nan` or `.make(1)` read as a generic parameter `T` in scope: the member of the type T stands for (`T.nan`),
    /// resolved; nil when `type` names no generic parameter or `expr` is no implicit member.
    private func parameterMember(_ expr: Expr, of type: TypeRef, argumentsResolved: Bool) throws -> Expr? {
        guard case .named(let name, let arguments) = type.withoutOptionals, arguments.isEmpty, let parameter = typeParameterValue(name) else {
            return nil
        }
        switch expr.kind {
        case .implicitMember(let member) where member != "none" || type.optionalDepth == 0:
            return try resolve(Expr(.member(parameter, member), expr.range))
        case .call(let callee, let arguments):
            guard case .implicitMember(let name) = callee.kind, name != "some" else { return nil }
            let member = Expr(.member(parameter, name), callee.range)
            return argumentsResolved ? Expr(.call(try resolve(member), arguments), expr.range) : try resolve(Expr(.call(member, arguments), expr.range))
        case .ternary(let condition, let then, let otherwise) where !argumentsResolved && expr.startsWithImplicitMember:
            // `x > 0 ? .infinity : x` returning `T`: each branch is read against `T`.
            return try resolve(Expr(.ternary(condition, then.typed(type), otherwise.typed(type)), expr.range))
        default:
            return nil
        }
    }

    /// `func outer<T>(_ x: Any) -> T? { pick(x) }`: a (resolved) call whose result is expected to be a type that names
    /// generic parameters in scope (`readsAgainstParameters`) is read against what they stand for in this call
    /// (`pick`'s result is an `Int?` there, not a `T?` of its own).
    func readAgainstParameters(_ call: Expr, _ type: TypeRef) -> Expr {
        Expr(.typeCast(call, resolve(typeUse: TypeUse(type)), .coerce), call.range)
    }

    /// Whether `type` names a generic parameter of a function in scope and none of a type's (`Element`, `Self`: its
    /// values', left as they were).
    func readsAgainstParameters(_ type: TypeRef) -> Bool {
        let parameters = type.leafNames.filter { typeParameterValue($0) != nil }
        return !parameters.isEmpty && parameters.allSatisfy { name in scopes.contains { $0.genericSlots.values.contains(name) } }
    }

    func resolve(_ expr: Expr) throws -> Expr {
        var expr = expr
        switch expr.kind {
        case .implicitMember(let name):
            // In a protocol's extension, `.empty` for a static member the protocol has is `Self.empty` (the contextual
            // type there is `Self`, as in `values.reduce(.empty) { ... }` of a method returning `Self`).
            if let type = enclosingType, type.kind == .extension, globals.protocolStaticMembers[type.name]?.contains(name) == true,
               lookupLocal("self") != nil {
                return Expr(.member(Expr(resolveName("Self", expr.range), expr.range), name), expr.range)
            }
            // Likewise in a generic function: `xs.reduce(.empty) { ... }` in `func total<T: Monoid>(_ xs: [T]) -> T` is `T.empty`.
            if let parameter = genericParameterDeclaring(staticMember: name) {
                return try resolve(Expr(.member(parameter, name), expr.range))
            }
        case .int, .double, .bool, .nilLiteral, .local, .capture, .global, .discard, .superMember, .superSubscript, .selfMemberOrGlobal,
             .keyPath, .operatorReference, .customOperatorReference, .typeParameter, .instanceTypeParameter, .selfType, .declaredAs, .accessorVariable, .genericParameter, .genericTypeOf,
             .callerLiteral:
            break
        case .keyPathWithArguments(let path, let arguments):
            expr.kind = .keyPathWithArguments(path: path, arguments: try arguments.map { list in
                try list.map { Argument(label: $0.label, value: try resolve($0.value)) }
            })
        case .typed(let inner, let type):
            // `return .nan` in a function returning its generic `T`: the member of the type `T` stands for.
            if let member = try parameterMember(inner, of: type, argumentsResolved: false) { return member }
            if inner.isLiteral, case .named(let name, []) = type, typeParameterValue(name) != nil {
                // `var result: T = 1` with `T: Numeric`: the literal is made as the type T stands for at run time
                // (a Double's 1.0, or a script type's `init(integerLiteral:)`).
                return Expr(.typeCast(try resolve(inner), resolve(typeUse: TypeUse(type)), .coerce), expr.range)
            }
            if case .call = inner.kind, readsAgainstParameters(type) { return readAgainstParameters(try resolve(inner), type) }
            if case .array(let elements) = inner.kind, case .array(let element) = type, element.optionalDepth == 0, element != .unknown {
                // `let items: [Any] = ["x", Optional(5)]`: the declared element type keeps each element as it is (an
                // optional among them makes no `[T?]` of the others, as it does where the type is inferred).
                var array = inner
                array.kind = .array(try elements.map { try resolve($0) })
                expr.kind = .typed(array, qualifyNested(type))
                return expr
            }
            // A nested type named as its owner's members name it (`let tier: Level = .first` inside `Car`).
            expr.kind = .typed(try resolve(inner), qualifyNested(type))
        case .functionReference(let inner, let labels):
            expr.kind = .functionReference(try resolve(inner), labels: labels)
        case .customOperator(let name, let fixity, let operands):
            expr.kind = .customOperator(name, fixity, try operands.map { operand in
                // An operand of a generic or protocol type (`a <+> b` with `a: T`, `T: Combinable`): an operator its
                // protocol's extension declares and the protocol does not require is that one (static dispatch).
                let resolved = try resolve(operand)
                guard let declared = staticType(of: resolved) else { return resolved }
                switch declared {
                case .opaque, .existential: return Expr(.declaredAs(resolved, declared), resolved.range)
                default: return resolved
                }
            })
        case .branches(let stmt):
            expr.kind = .branches(try resolve(stmt))
        case .oneSidedRange(let op, let lower, let upper):
            expr.kind = .oneSidedRange(op, lower: try lower.map { try resolve($0) }, upper: try upper.map { try resolve($0) })
        case .asyncSequence(let inner):
            expr.kind = .asyncSequence(try resolve(inner))
        case .superRef:
            throw unsupported("'super' on its own (write super.member)", expr.range)
        case .string(let parts):
            expr.kind = .string(try parts.map { part in
                if case .expr(let inner) = part { return .expr(try resolve(inner)) }
                if case .call(let arguments) = part {
                    return .call(try arguments.map { Argument(label: $0.label, value: try resolve($0.value), staticType: nil) })
                }
                return part
            })
        case .name(let name):
            expr.kind = resolveName(name, expr.range)
        case .member(let base, let name):
            if case .superRef = base.kind {
                guard let owner = typeStack.last, let receiver = lookupLocal("self") else {
                    throw unsupported("'super' outside of a class member", expr.range)
                }
                expr.kind = .superMember(receiver: Expr(receiver, expr.range), owner: globals.slot(for: owner.qualifiedName), name: name)
            } else {
                let resolvedBase = forcingImplicitUnwrap(try resolve(base))
                if let declared = staticType(of: resolvedBase), Self.mayBeProtocol(declared), !globals.valueTypes.contains(declared.nominalName ?? "") {
                    expr.kind = .member(Expr(.declaredAs(resolvedBase, declared), resolvedBase.range), name)
                } else if case .genericParameter(_, let parameter) = resolvedBase.kind,
                          let bound = scopes.reversed().lazy.compactMap({ $0.genericBounds[parameter] }).first, case .opaque(let constraint) = bound,
                          constraint != .any {
                    // `T.kind()` in `func info<T: Shape>(_: T.Type)`: a static member of Shape's extension that Shape
                    // does not require is the extension's, whatever T is (static dispatch).
                    expr.kind = .member(Expr(.declaredAs(resolvedBase, .metatype(bound)), resolvedBase.range), name)
                } else {
                    expr.kind = .member(resolvedBase, name)
                }
            }
        case .call(let callee, let arguments):
            let resolvedCallee = forcingImplicitUnwrap(try resolve(callee))
            typeClosureParameters(callee: resolvedCallee, arguments)
            var earlier: [Argument] = []
            let resolvedArguments = elementTypedArguments(callee: resolvedCallee, try arguments.map { argument in
                typeAccumulatorParameter(callee: resolvedCallee, argument, after: earlier)
                let value = try resolve(argument.value)
                earlier.append(Argument(label: argument.label, value: value, staticType: staticType(of: value)))
                return earlier[earlier.count - 1]
            })
            expr.kind = .call(resolvedCallee, resolvedArguments)
            if case .global(let slot) = resolvedCallee.kind, globals.names[slot] == "type", resolvedArguments.count == 1,
               resolvedArguments[0].label == "of", case .function? = resolvedArguments[0].staticType,
               resolvedArguments[0].staticType?.mentions(TypeRef.unknown.nominalName!) == false {
                // `type(of: f)` of a variable declared with a function type: that type, as Swift gives it (a
                // function value itself does not know it).
                expr.kind = .typeValue(resolve(typeUse: TypeUse(resolvedArguments[0].staticType!)))
            } else if case .global(let slot) = resolvedCallee.kind, globals.names[slot] == "type", resolvedArguments.count == 1,
                      resolvedArguments[0].label == "of", let declared = resolvedArguments[0].staticType,
                      Self.dynamicTypeIsStatic(declared), !declared.mentionsOpaque {
                expr.kind = staticTypeValue(of: resolvedArguments[0].value, declared)
            } else if case .global(let slot) = resolvedCallee.kind, globals.names[slot] == "type", resolvedArguments.count == 1,
                      resolvedArguments[0].label == "of", case .local(let slot) = resolvedArguments[0].value.kind, slot.depth == 0,
                      let name = current.genericTypedSlots[slot.index], let parameter = lookupLocal(name) {
                expr.kind = .genericTypeOf(call: Expr(expr.kind, expr.range), parameter: Expr(parameter, expr.range))
            } else if case .name(let name) = callee.kind, let own = enclosingGenericType(named: name) {
                // Inside `Matrix<Element>`, `Matrix(rows: 2, repeating: 0)` is `Matrix<Element>(...)`: Swift reads the bare
                // name as the type with its own parameters, so the literal is an Element (a Double in a Matrix<Double>).
                expr.kind = .typed(Expr(expr.kind, expr.range), .named(own, []))
            }
        case .subscriptCall(let base, let arguments):
            if case .superRef = base.kind {
                let resolvedArguments = try arguments.map { Argument(label: $0.label, value: try resolve($0.value)) }
                guard let owner = typeStack.last, let receiver = lookupLocal("self") else {
                    throw unsupported("'super' outside of a class member", expr.range)
                }
                expr.kind = .superSubscript(receiver: Expr(receiver, expr.range), owner: globals.slot(for: owner.qualifiedName),
                                            arguments: resolvedArguments)
                return expr
            }
            // `a[1]` of an `a: [Int]!`: the implicitly unwrapped optional is unwrapped, as for a member.
            let resolvedBase = forcingImplicitUnwrap(try resolve(base))
            let resolvedArguments = elementTypedDefault(base: resolvedBase, try arguments.map { Argument(label: $0.label, value: try resolve($0.value)) })
            expr.kind = .subscriptCall(resolvedBase, resolvedArguments)
            if resolvedArguments.count == 1, resolvedArguments[0].label == "keyPath",
               staticType(of: resolvedArguments[0].value) == .named("AnyKeyPath", []) {
                // `value[keyPath: anyKeyPath]` is an `Any?` (nil when the path does not fit the value's type).
                expr.kind = .typeCast(Expr(expr.kind, expr.range), resolve(typeUse: TypeUse(.optional(.any))), .coerce)
            }
        case .closure(let closure):
            // Capture-list values are evaluated where the closure is made.
            for entry in closure.captureList {
                let value = try entry.value.map { try resolve($0) } ?? Expr(resolveName(entry.name, expr.range), expr.range)
                _ = closure.addCaptureListEntry(.explicit(name: entry.name, ownership: entry.ownership, value: value))
            }
            let scope = Scope(closure: closure)
            for (index, source) in closure.captures.enumerated() {
                if case .explicit(let name, _, _) = source { scope.explicitCaptures[name] = index }
            }
            try withScope(scope) {
                for (index, parameter) in closure.parameters.enumerated() {
                    // `{ $item in }` takes a Binding: `item` is its wrappedValue, `$item` the binding itself,
                    // as for a wrapped local (the argument sits in the storage slot `_item`).
                    if let plain = StorageName.property(of: parameter), parameter.first == "$", Int(plain) == nil {
                        _ = scope.declare(StorageName.of(plain))
                        scope.wrappedNames[scope.wrappedNames.count - 1].insert(plain)
                    } else {
                        let slot = scope.declare(parameter)
                        if index < closure.parameterTypes.count { scope.declaredTypes[slot] = closure.parameterTypes[index] }
                    }
                }
                for generic in closure.genericParameters { scope.genericSlots[scope.declare(generic.name)] = generic.name }
                predeclareLocalFunctions(closure.body)
                closure.body = try resolve(scope: closure.body)
                closure.valueBody = try closure.valueBody.map { try $0.map { try resolve($0) } }
            }
            if !scope.genericSlots.isEmpty {
                closure.genericSlots = scope.genericSlots.filter { scope.usedGenericSlots.contains($0.key) }
                    .map { (name: $0.value, slot: $0.key) }.sorted { $0.slot < $1.slot }
            }
            closure.frameSize = scope.size
        case .prefix(let op, let operand):
            expr.kind = .prefix(op, try resolve(operand))
        case .binary(let op, let left, let right):
            // `c == .some(nil)`: an implicit member read against the other side's declared type.
            var resolvedLeft = try resolve(left)
            var resolvedRight = try resolve(right)
            if Self.isImplicitMember(resolvedRight), let type = staticType(of: resolvedLeft) { resolvedRight = try implicitMember(resolvedRight, typedAs: type) }
            if Self.isImplicitMember(resolvedLeft), let type = staticType(of: resolvedRight) { resolvedLeft = try implicitMember(resolvedLeft, typedAs: type) }
            if op == .add {
                // `prices + [3, 10]` with `prices: [Money]`: the literal is an array of the same type.
                if case .array = resolvedRight.kind, case .array? = staticType(of: resolvedLeft) { resolvedRight = resolvedRight.typed(staticType(of: resolvedLeft)) }
                if case .array = resolvedLeft.kind, case .array? = staticType(of: resolvedRight) { resolvedLeft = resolvedLeft.typed(staticType(of: resolvedRight)) }
            }
            if op == .nilCoalescing, case .optional(let wrapped)? = staticType(of: resolvedLeft), wrapped.optionalDepth > 0 {
                // `Int?? ?? 0` is an `Int?`: the default is wrapped as the unwrapped left side is.
                resolvedRight = Expr(.typeCast(resolvedRight.typed(wrapped), TypeUse(wrapped), .coerce), resolvedRight.range)
            } else if op == .nilCoalescing, case .optional(let wrapped)? = staticType(of: resolvedLeft)?.canonical {
                if case .tuple = resolvedRight.kind, case .tuple(_, let labels) = wrapped, labels.contains(where: { $0 != nil }) {
                    // `stats[key] ?? (0, 0)` with `(ok: Int, failed: Int)` values: the default gets the labels.
                    resolvedRight = Expr(.typeCast(resolvedRight, TypeUse(wrapped), .coerce), resolvedRight.range)
                } else {
                    // `price ?? -1` with `price: Double?`: the literal is a Double.
                    resolvedRight = LiteralTyping.typed(resolvedRight, as: Coercion(wrapped))
                }
            }
            if ![.equal, .notEqual, .nilCoalescing, .identical, .notIdentical].contains(op) {
                // An implicitly unwrapped optional in arithmetic or a comparison reads as its value.
                resolvedLeft = forcingImplicitUnwrap(resolvedLeft)
                resolvedRight = forcingImplicitUnwrap(resolvedRight)
            }
            expr.kind = .binary(op, resolvedLeft, resolvedRight)
        case .assign(let target, let value):
            let resolvedTarget = try resolve(target)
            var resolvedValue = try resolve(value)
            let given = staticType(of: resolvedValue)
            resolvedValue = elementTypedAssignment(resolvedTarget, resolvedValue)
            // `p.address?.street = "Elm"` stores into `street`: its type, not the chain's optional.
            var stored = resolvedTarget
            if case .optionalChain(let inner) = stored.kind { stored = inner }
            if let declared = staticType(of: stored), !declared.mentionsOpaque {
                // A variable keeps its declared type: the value is read against it and converted to it
                // (`x = 5` into an `Int?` stores Optional(5); a labelled tuple keeps its labels). A nil of
                // fewer levels goes inside the extra ones (`dict[k] = none` with `none: Int?` into `[K: Int?]`
                // stores `.some(nil)`; the literal `nil` removes the key).
                if let given { resolvedValue = Self.wrapped(resolvedValue, from: given, to: declared) }
                resolvedValue = resolvedValue.typed(declared)
                if !Coercion(declared).isNone { resolvedValue = Expr(.typeCast(resolvedValue, TypeUse(declared), .coerce), resolvedValue.range) }
            } else if let owner = selfType(assignedTo: resolvedTarget) {
                // `self = .text(body)` in an enum's init: `.text` is the type's own case (not a nested type's).
                resolvedValue = resolvedValue.typed(owner)
            }
            expr.kind = .assign(resolvedTarget, resolvedValue)
        case .compoundAssign(let op, let target, let value):
            let (typedTarget, typedValue) = elementTypedCompound(op, try resolve(target), try resolve(value))
            expr.kind = .compoundAssign(op, typedTarget, typedValue)
        case .ternary(let condition, let then, let otherwise):
            expr.kind = .ternary(try resolve(condition), try resolve(then), try resolve(otherwise))
        case .forceUnwrap(let inner):
            expr.kind = .forceUnwrap(try resolve(inner))
        case .reversedCollection(let base):
            expr.kind = .reversedCollection(try resolve(base))
        case .consume(let inner):
            expr.kind = .consume(try resolve(inner))
        case .tryExpr(let kind, let inner):
            expr.kind = .tryExpr(kind, try resolve(inner))
        case .typeCheck(let inner, let type):
            expr.kind = .typeCheck(try resolve(inner), resolve(typeUse: type))
        case .typeCast(let inner, let type, let kind):
            var resolvedInner = try resolve(inner)
            if kind == .coerce, type.type == .any, let declared = staticType(of: resolvedInner), case .optional = declared,
               !declared.mentionsOpaque {
                // A nil put into Any keeps its optional type (NilInAny).
                resolvedInner = Expr(.declaredAs(resolvedInner, declared), resolvedInner.range)
            }
            expr.kind = .typeCast(resolvedInner, resolve(typeUse: type), kind)
        case .typeValue(let type):
            expr.kind = .typeValue(resolve(typeUse: type))
        case .inoutArgument(let inner):
            expr.kind = .inoutArgument(try resolve(inner))
        case .optionalUnwrap(let inner):
            expr.kind = .optionalUnwrap(try resolve(inner))
        case .optionalChain(let inner):
            expr.kind = .optionalChain(try resolve(inner))
        case .array(let elements):
            expr.kind = .array(optionalJoined(try elements.map { try resolve($0) }))
        case .dictionary(let pairs):
            let values = optionalJoined(try pairs.map { try resolve($0.value) })
            expr.kind = .dictionary(try zip(pairs, values).map { (key: try resolve($0.key), value: $1) })
        case .tuple(let elements):
            expr.kind = .tuple(try elements.map { Argument(label: $0.label, value: try resolve($0.value)) })
        case .packElement, .packExpansion, .expandedTuple, .expandedCall:
            expr.kind = try resolve(packForm: expr)
        }
        return expr
    }

    func unsupported(_ what: String, _ range: SourceRange) -> ObsDiagnostic {
        ObsDiagnostic(.unsupported, what, at: SourceLocation(source: source, range: range))
    }
}

extension Resolver {
    /// `list.map { $0.name }` on a variable declared `[E]`: the closure's parameters are `E`s (for the
    /// sequence methods whose closures take elements), so members not required by a protocol `E` are
    /// dispatched as Swift does.
    func typeClosureParameters(callee: Expr, _ arguments: [Argument]) {
        guard case .member(let base, let method) = callee.kind, Self.elementClosureMethods.contains(method) else { return }
        let baseExpr: Expr
        if case .declaredAs(let inner, _) = base.kind { baseExpr = inner } else { baseExpr = base }
        guard case .array(let element)? = staticType(of: baseExpr) else { return }
        for argument in arguments {
            guard case .closure(let closure) = argument.value.kind, closure.parameterTypes.isEmpty else { continue }
            closure.parameterTypes = closure.parameters.map { _ in element }
        }
    }

    /// `xs.reduce(into: [String: (count: Int, total: Int)]()) { acc, x in ... }`: the closure's accumulator has the
    /// type of the initial value, where the front end knows it (as Swift infers `Result` from it).
    func typeAccumulatorParameter(callee: Expr, _ argument: Argument, after earlier: [Argument]) {
        guard case .member(_, "reduce") = callee.kind, case .closure(let closure) = argument.value.kind, closure.parameterTypes.isEmpty,
              !closure.parameters.isEmpty, let type = earlier.first?.staticType else { return }
        closure.parameterTypes = [type] + Array(repeating: nil, count: closure.parameters.count - 1)
    }

    /// A variable declared `T!` read where a value is needed (a member's base, a callee, an operand): forced,
    /// as Swift reads an implicitly unwrapped optional.
    func forcingImplicitUnwrap(_ expr: Expr) -> Expr {
        guard case .implicitlyUnwrapped? = staticType(of: expr) else { return expr }
        return Expr(.forceUnwrap(expr), expr.range)
    }

    /// The type whose member is running, when `target` is its `self` (not in a protocol's extension).
    func selfType(assignedTo target: Expr) -> TypeRef? {
        guard let owner = typeStack.last, !globals.protocolNames.contains(owner.qualifiedName) else { return nil }
        switch (target.kind, lookupWithoutCapturing("self")) {
        case (.local(let slot), .local(let selfSlot)?) where slot == selfSlot: return .named(owner.qualifiedName, [])
        case (.capture(let index), .capture(let selfIndex)?) where index == selfIndex: return .named(owner.qualifiedName, [])
        default: return nil
        }
    }

    static func isImplicitMember(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: return true
        case .call(let callee, _): if case .implicitMember = callee.kind { return true }
        default: break
        }
        return false
    }

    static let elementClosureMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "first", "contains", "allSatisfy", "firstIndex", "lastIndex",
        "sorted", "min", "max", "drop", "prefix",
    ]

    /// Whether a declared type may name a protocol (a type the front end cannot tell from a struct), so a
    /// member call on a value of it may dispatch statically.
    static func mayBeProtocol(_ type: TypeRef) -> Bool {
        switch type {
        case .opaque, .existential, .composition: return true
        case .named(let name, let arguments): return arguments.isEmpty && !libraryTypeNames.contains(name)
        default: return false
        }
    }

    static let libraryTypeNames: Set<String> = ["Int", "Double", "String", "Bool", "Character", "Float", "Any", "AnyObject"]
}

/// Types written inside code: the generic parameters they name become expressions read at run time,
/// and names of nested types become qualified (`Node` inside `Stack` is `Stack.Node`).
extension Resolver {
    func resolve(typeUse use: TypeUse) -> TypeUse {
        var resolved = use
        // `x as? any Profile` with `typealias Profile = Named & Aged`: the alias's type.
        resolved.type = qualifyNested(expandingAliases(use.type) ?? use.type)
        var seen: Set<String> = []
        for name in resolved.type.leafNames where seen.insert(name).inserted {
            if let value = typeParameterValue(name) {
                resolved.parameters.append((name, value))
            } else if let dot = name.firstIndex(of: "."), let base = typeParameterValue(String(name[..<dot])),
                      !name[name.index(after: dot)...].contains(".") {
                // `x as? K.Value`: an associated type of what the generic parameter stands for, read at run time.
                resolved.parameters.append((name, Expr(.member(base, String(name[name.index(after: dot)...])), .synthesized)))
            }
        }
        return resolved
    }

    /// The expression that gives the type a generic parameter (or `Self`) stands for here, if `name` is one.
    /// The qualified name of the generic type (or of the type a generic type's extension extends) whose member is
    /// being resolved, when it is named `name` and no local or nested type of that name hides it.
    func enclosingGenericType(named name: String) -> String? {
        guard enclosingType != nil, lookupLocal(name) == nil else { return nil }
        for (decl, qualified) in typeStack.reversed() {
            if decl.nestedTypes.contains(where: { $0.name == name }) { return nil }
            guard decl.name == name || qualified == name else { continue }
            return globals.genericParameters[qualified]?.isEmpty == false ? qualified : nil
        }
        return nil
    }

    /// The one generic parameter in scope whose protocols have a static member `name` (its value, as `T` reads), or nil
    /// when none or several do. (Not an extension's `where Element: Monoid`: an empty collection's `Element` is not
    /// known at run time, where the declared types' one `.empty` is found instead.)
    private func genericParameterDeclaring(staticMember name: String) -> Expr? {
        func declares(_ constraint: TypeRef) -> Bool {
            let protocols: [TypeRef] = if case .composition(let parts) = constraint { parts } else { [constraint] }
            return protocols.contains { $0.nominalName.flatMap { globals.protocolStaticMembers[$0] }?.contains(name) == true }
        }
        var found: Set<String> = []
        for scope in scopes {
            for (generic, bound) in scope.genericBounds {
                if case .opaque(let constraint) = bound, declares(constraint) { found.insert(generic) }
            }
        }
        guard found.count == 1, let only = found.first else { return nil }
        return typeParameterValue(only)
    }

    func typeParameterValue(_ name: String) -> Expr? {
        if name == "Self" {
            guard typeStack.last != nil, enclosingType != nil else { return nil }
            return Expr(resolveName(name, .synthesized), .synthesized)
        }
        if scopes.contains(where: { $0.genericSlots.values.contains(name) }), let local = lookupLocal(name) {
            return Expr(local, .synthesized)
        }
        if typeParameter(name) != nil, lookupLocal(name) == nil { return Expr(resolveName(name, .synthesized), .synthesized) }
        // `let t: T? = (make() as! T)` in a stored property's initial value: the instance's argument.
        if let owner = initializerOwner, owner.decl.genericParameters.contains(where: { $0.name == name }), lookupLocal(name) == nil {
            return Expr(resolveName(name, .synthesized), .synthesized)
        }
        return nil
    }

    /// `Level` as `Car.Level` where the scope names the type nested in `Car` so (a runtime lookup has no scope).
    func qualifyNested(_ type: TypeRef) -> TypeRef {
        switch type {
        case .named(let name, let arguments):
            let qualified = !name.contains(".") ? nestedTypeName(name).flatMap { $0.isAlias ? nil : $0.qualified } ?? name : name
            return .named(qualified, arguments.map(qualifyNested))
        case .optional(let inner): return .optional(qualifyNested(inner))
        case .implicitlyUnwrapped(let inner): return .implicitlyUnwrapped(qualifyNested(inner))
        case .array(let inner): return .array(qualifyNested(inner))
        case .metatype(let inner): return .metatype(qualifyNested(inner))
        case .existential(let inner): return .existential(qualifyNested(inner))
        case .opaque(let inner): return .opaque(qualifyNested(inner))
        case .dictionary(let key, let value): return .dictionary(qualifyNested(key), qualifyNested(value))
        case .tuple(let elements, let labels): return .tuple(elements.map(qualifyNested), labels: labels)
        case .function(let parameters, let result, let traits): return .function(parameters.map(qualifyNested), qualifyNested(result), traits)
        case .composition(let parts): return .composition(parts.map(qualifyNested))
        case .packExpansion(let pattern): return .packExpansion(qualifyNested(pattern))
        }
    }
}

extension TypeRef {
    /// The names of the nominal types without arguments the type mentions (candidates for generic parameters).
    var leafNames: [String] {
        switch self {
        case .named(let name, let arguments): return arguments.isEmpty ? [name] : arguments.flatMap(\.leafNames)
        case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .metatype(let inner), .existential(let inner),
             .opaque(let inner), .packExpansion(let inner):
            return inner.leafNames
        case .dictionary(let key, let value): return key.leafNames + value.leafNames
        case .tuple(let elements, _): return elements.flatMap(\.leafNames)
        case .function(let parameters, let result, _): return parameters.flatMap(\.leafNames) + result.leafNames
        case .composition(let parts): return parts.flatMap(\.leafNames)
        }
    }
}
