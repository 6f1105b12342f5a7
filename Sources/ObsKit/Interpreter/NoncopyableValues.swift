/// Noncopyable values (SE-0390, SE-0377, SE-0366). Swift never copies a `~Copyable` value, so a struct of
/// that kind with a `deinit` lives in an object of its own (a `ScriptObject` whose type is the struct):
/// sharing is invisible where nothing copies, and the object's death is the value's end, when its deinit
/// runs. A value's end is where its last owner lets go: its variable's scope ends, it is assigned over, or
/// it is consumed (`consume x`, an argument to a `consuming` parameter, the receiver of a `consuming`
/// method), which empties the variable it came from. `discard self` ends it without its deinit.
extension TypeInfo {
    /// A noncopyable struct with a deinit: its values are objects (see above).
    var isNoncopyableWithDeinit: Bool { kind == .struct && decl.deinitializer != nil }
}

extension Value {
    /// The value of a noncopyable struct with a deinit (an object whose type is a struct).
    var isNoncopyableObject: Bool {
        if case .object(let object) = self { return object.type.kind != .class }
        return false
    }
}

extension Interpreter {
    /// A noncopyable struct's new value, made the object it lives in.
    func ownedNoncopyable(_ made: Value) -> Value {
        switch made {
        case .structValue(let value) where value.type.isNoncopyableWithDeinit:
            let object = ScriptObject(type: value.type, fields: value.fields, id: makeObjectID())
            if !value.generics.isEmpty { object.generics = value.generics }
            return .object(object)
        case .optional(let wrapped):
            return .optional(ownedNoncopyable(wrapped))
        default:
            return made
        }
    }

    /// After `consume x`: the variable holds nothing (Swift lets it be assigned again, not read).
    func consumeVariable(_ expr: Expr, _ frame: Frame) {
        switch expr.kind {
        case .local(let slot): _ = frame.assign(.uninitialized, at: slot.index)
        case .capture(let index):
            let box = frame.captures[index]
            _ = exchange(&box.value, with: .uninitialized)
        case .global(let slot): _ = exchange(&globals.values[slot], with: .uninitialized)
        case .declaredAs(let inner, _): consumeVariable(inner, frame)
        default: break
        }
    }

    /// A noncopyable value passed to a `consuming` parameter, or as the receiver of a `consuming` method,
    /// is consumed: the variable it was read from no longer holds it.
    func consumeIfNoncopyable(_ value: Value, from expr: Expr, _ frame: Frame) {
        guard value.isNoncopyableObject else { return }
        consumeVariable(expr, frame)
    }
}
