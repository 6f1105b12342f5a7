/// Swift's implicit conversions to a pointer parameter (`func f(_ p: UnsafeMutablePointer<Int>)`): `&x` points at
/// the variable's value (or at an array's elements), and its final value goes back into `x` when the call returns,
/// as an `inout` argument's does; an array passed to an `UnsafePointer<T>` or `UnsafeRawPointer` points at its
/// elements (their bytes, for a raw pointer); a string passed to an `UnsafePointer<CChar>` points at its UTF-8
/// bytes and a NUL. The memory is a copy (PointerMemory, RawMemory), so using the pointer after the call is caught
/// for `&x`; a pointer made from an array or a string stays readable, where Swift leaves that undefined.
final class PointerLoan {
    let finish: () throws -> Value

    init(finish: @escaping () throws -> Value) { self.finish = finish }
}

extension Interpreter.ArgumentValue {
    /// What an `inout` argument's variable gets when the call returns: the parameter's final value, or for `&x`
    /// passed to a pointer, what the memory lent holds.
    func finalValue(_ calleeValue: Value) throws -> Value {
        guard let loan else { return calleeValue }
        return try loan.finish()
    }
}

extension Interpreter {
    /// The kind of pointer a parameter takes: its type's name and element type.
    private func pointerKind(_ parameter: Parameter) -> (isRaw: Bool, isMutable: Bool, element: TypeRef?)? {
        guard case .named(let name, let arguments)? = parameter.type?.withoutOptionals else { return nil }
        return (name.contains("Raw"), name.contains("Mutable"), arguments.first)
    }

    /// A pointer of `kind` to memory holding `cells` (their bytes, for a raw pointer), and a way to read the cells
    /// back as they end, which ends the memory.
    private func lentPointer(to cells: [Value], _ kind: (isRaw: Bool, isMutable: Bool, element: TypeRef?), _ range: SourceRange,
                             _ source: SourceText) throws -> (pointer: Value, finish: () throws -> [Value]) {
        if kind.isRaw {
            let memory = RawMemory(bytes: try bytes(of: cells, range, source), origin: .lent, interpreter: self)
            return (.native(RawPointerValue(memory, offset: 0, isMutable: kind.isMutable)), {
                memory.end(because: "was lent to a call that has returned")
                return self.values(fromBytes: memory.current(0..<memory.count).map { $0 ?? 0 }, like: cells)
            })
        }
        let element = cells.first.map { dynamicType(of: $0) } ?? kind.element ?? .any
        let memory = PointerMemory(cells: cells, element: element, origin: .lent, interpreter: self)
        return (.native(PointerValue(memory, offset: 0, isMutable: kind.isMutable)), {
            defer { memory.end(because: "was lent to a call that has returned") }
            return try (0..<cells.count).map { try memory.read($0, self, range, source) }
        })
    }

    /// `&x` passed to a pointer parameter: a pointer to memory holding `x`'s value (an array's elements); nil for
    /// any other argument.
    @inline(never)
    func pointerArgument(_ expr: Expr, for parameter: Parameter, _ frame: Frame, _ source: SourceText) throws -> ArgumentValue? {
        guard case .inoutArgument(let target) = expr.kind, let kind = pointerKind(parameter) else { return nil }
        let value = try evaluate(target, frame, source)
        var cells = [value]
        var isArray = false
        if case .array(let elements) = value, !(kind.element.map { if case .array = $0.canonical { true } else { false } } ?? false) {
            cells = elements
            isArray = true
        }
        let (pointer, finish) = try lentPointer(to: cells, kind, expr.range, source)
        var argument = ArgumentValue(label: parameter.label, value: parameter.isOptional ? pointer.asOptional : pointer, inoutTarget: target)
        argument.loan = PointerLoan {
            let final = try finish()
            return isArray ? .array(final) : final[0]
        }
        return argument
    }

    /// An array or a string passed to a pointer parameter, as a pointer to its elements or its C string; any other
    /// value as it is.
    @inline(never)
    func pointerConverted(_ value: Value, for parameter: Parameter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let kind = pointerKind(parameter) else { return value }
        switch value {
        case .array(let elements): return try lentPointer(to: elements, kind, range, source).pointer
        case .string(let text):
            let unsigned = kind.element?.nominalName == "UInt8"
            let cells: [Value] = text.utf8CString.map { .sized(unsigned ? SizedInt(UInt8(bitPattern: $0), kind: .uint8) : SizedInt($0, kind: .int8)) }
            return try lentPointer(to: cells, kind, range, source).pointer
        default: return value
        }
    }
}
