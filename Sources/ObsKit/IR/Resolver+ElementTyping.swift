/// A value put into a variable declared as a collection (`var temps: [Double] = []`, `[String: Double]`,
/// `Set<Double>`, `[() -> Int?]`) takes the declared element type, as Swift types it by its context:
/// `temps.append(72)` stores `72.0`, `totals["a", default: 0] += 1` stores `1.0`, `handlers["a"] = { 1 }`
/// stores a closure whose results are optionals. Only what the front end can see is typed: variables
/// with a declared type (a field's own coercion is applied where it is stored).
extension Resolver {
    /// The element type a value stored at `base[...]` takes, and the one a key's `default:` takes.
    private func storedElement(of base: Expr) -> (element: TypeRef, isDictionary: Bool)? {
        let baseExpr: Expr
        if case .declaredAs(let inner, _) = base.kind { baseExpr = inner } else { baseExpr = base }
        switch staticType(of: baseExpr)?.canonical {
        case .array(let element)?: return (element, false)
        case .dictionary(_, let value)?: return (value, true)
        case .named("Set", let arguments)? where arguments.count == 1: return (arguments[0], false)
        default: return nil
        }
    }

    /// `value` read against `type` and converted to it (a literal `1` as a `Double`, a closure whose
    /// results become optionals); a `nil` is left alone (it removes a dictionary's entry).
    static func typedElement(_ value: Expr, as type: TypeRef) -> Expr {
        if case .nilLiteral = value.kind { return value }
        let typed = value.typed(type)
        guard !type.mentionsOpaque, !Coercion(type).isNone else { return typed }
        return Expr(.typeCast(typed, TypeUse(type), .coerce), value.range)
    }

    /// `base[keys] = value`: the value as the element type.
    func elementTypedAssignment(_ target: Expr, _ value: Expr) -> Expr {
        guard case .subscriptCall(let base, _) = target.kind, let stored = storedElement(of: base) else { return value }
        // A dictionary's subscript is an optional of the value type: `counts["y"] = 3` into `[String: Int?]` stores `Optional(3)`.
        return Self.typedElement(value, as: stored.isDictionary ? .optional(stored.element) : stored.element)
    }

    /// `base[key, default: d] op= value`: the default and the value as the element type.
    func elementTypedCompound(_ op: BinaryOperator, _ target: Expr, _ value: Expr) -> (target: Expr, value: Expr) {
        guard case .subscriptCall(let base, let keys) = target.kind, let stored = storedElement(of: base) else {
            // `list += [1, 2]`: the library's `+=` on arrays takes an array (a script's `<<=` may take anything).
            if op == .add, let declared = staticType(of: target)?.canonical, case .array = declared {
                // `result += flatten(nested)` with `result: [T]`: the generic call's result is the array T makes here.
                if case .call = value.kind, readsAgainstParameters(declared) { return (target, readAgainstParameters(value, declared)) }
                return (target, Self.typedElement(value, as: declared))
            }
            return (target, value)
        }
        var typedTarget = target
        if stored.isDictionary {
            typedTarget.kind = .subscriptCall(base, keys.map { key in
                key.label == "default" ? Argument(label: key.label, value: Self.typedElement(key.value, as: stored.element)) : key
            })
        }
        return (typedTarget, Self.typedElement(value, as: stored.element))
    }

    /// `counts[key, default: (0, 0)].count += 1` on a `[String: (count: Int, total: Int)]`: the default as the value type.
    func elementTypedDefault(base: Expr, _ arguments: [Argument]) -> [Argument] {
        guard arguments.contains(where: { $0.label == "default" }), let stored = storedElement(of: base), stored.isDictionary else { return arguments }
        return arguments.map { $0.label == "default" ? Argument(label: $0.label, value: Self.typedElement($0.value, as: stored.element)) : $0 }
    }

    /// `list.append(72)`, `list.append(contentsOf: [1, 2])`, `list.insert(0, at: 0)`, `set.insert(1)`,
    /// `dict.updateValue(1, forKey: k)`: the new elements as the element type.
    func elementTypedArguments(callee: Expr, _ arguments: [Argument]) -> [Argument] {
        guard case .member(let base, let method) = callee.kind, ["append", "insert", "updateValue"].contains(method),
              let stored = storedElement(of: base), !arguments.isEmpty else { return arguments }
        var typed = arguments
        switch arguments[0].label {
        case nil: typed[0].value = Self.typedElement(arguments[0].value, as: stored.element)
        case "contentsOf"?: typed[0].value = Self.typedElement(arguments[0].value, as: .array(stored.element))
        default: break
        }
        return typed
    }
}

/// An array or dictionary literal with no declared type, among whose elements is a `nil` or a value known
/// to be optional (`[Optional(1), nil, 4]`): Swift joins the element type to an optional, so the others
/// are wrapped (`Optional(4)`); an element already optional stays as it is.
extension Resolver {
    func optionalJoined(_ elements: [Expr]) -> [Expr] {
        guard elements.count > 1, elements.contains(where: isKnownOptional), !elements.allSatisfy(isKnownOptional) else { return elements }
        return elements.map { element in
            if case .nilLiteral = element.kind { return element }
            return Expr(.typeCast(element, TypeUse(.optional(.unknown)), .coerce), element.range)
        }
    }

    private func isKnownOptional(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .nilLiteral: return true
        case .call(let callee, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            // `Optional(1)`: the library's initializer.
            if case .typeValue(let use) = callee.kind, case .named("Optional", _) = use.type { return true }
            if case .global(let slot) = callee.kind { return globals.names[slot] == "Optional" }
            return false
        default:
            if case .optional? = staticType(of: expr) { return true }
            return false
        }
    }
}
