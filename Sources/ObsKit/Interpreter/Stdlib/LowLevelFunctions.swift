/// Low-level library functions that test programs call, as far as ObsKit's values can answer them:
/// `withExtendedLifetime(_:_:)` (the value is kept alive by the argument itself), `unsafeBitCast(_:to:)`
/// between types whose bits ObsKit holds (numbers of one width, a class reference as its own class, any
/// value as its own type), `unsafeDowncast(_:to:)` (checked, as in a debug build), `MemoryLayout.size(ofValue:)`, `.stride(ofValue:)`, `.alignment(ofValue:)` (the
/// value's dynamic type's layout, which is its static one for the values these are asked about), and the C
/// library's `fflush` and `setbuf`, which programs call to flush or unbuffer their output: ObsKit's output is
/// never buffered, so they do nothing.
extension Stdlib {
    static func installLowLevelFunctions(into interpreter: Interpreter) {
        func define(_ name: String, _ body: @escaping BuiltinFunction.Body) {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name, body: body)))
        }
        define("withExtendedLifetime") { interpreter, arguments, range, source in
            let value = try interpreter.requireArgument(arguments, nil, in: "withExtendedLifetime(_:_:)", range, source)
            guard arguments.count == 2, let body = arguments.last?.value else {
                throw interpreter.runtimeError("withExtendedLifetime(_:_:) takes a value and a closure", range, source)
            }
            // The body takes the value or nothing (Swift has both forms).
            if case .closure(let closure) = body, closure.decl.parameters.isEmpty {
                return try interpreter.invoke(body, [], range, source)
            }
            return try interpreter.invoke(body, [value], range, source)
        }
        define("unsafeBitCast") { interpreter, arguments, range, source in
            let value = try interpreter.requireArgument(arguments, nil, in: "unsafeBitCast(_:to:)", range, source)
            let target = try interpreter.requireArgument(arguments, "to", in: "unsafeBitCast(_:to:)", range, source)
            guard let type = interpreter.typeRef(ofMetatype: target) else {
                throw interpreter.runtimeError("unsafeBitCast(_:to:) expects a type such as UInt64.self", range, source)
            }
            return try interpreter.bitCast(value, to: type, range, source)
        }
        define("unsafeDowncast") { interpreter, arguments, range, source in
            // Swift's debug build checks the cast (a release build does not, and a wrong one is undefined).
            let value = try interpreter.requireArgument(arguments, nil, in: "unsafeDowncast(_:to:)", range, source)
            guard let type = interpreter.typeRef(ofMetatype: try interpreter.requireArgument(arguments, "to", in: "unsafeDowncast(_:to:)", range, source)) else {
                throw interpreter.runtimeError("unsafeDowncast(_:to:) expects a class such as Derived.self", range, source)
            }
            guard let cast = interpreter.castValue(value, to: type) else { throw interpreter.runtimeError("Fatal error: invalid unsafeDowncast", range, source) }
            return cast
        }
        for name in ["fflush", "setbuf", "setvbuf"] {
            define(name) { _, _, _, _ in .int(0) }
        }
        interpreter.globals.define("MemoryLayout", .native(MemoryLayoutOfValue()))
        // The C streams these take, as inert names.
        for name in ["stdout", "stderr"] { interpreter.globals.define(name, .symbol(name)) }
    }
}

extension Interpreter {
    /// The bits of a number, with their width, as `unsafeBitCast` reads them.
    private func bits(of value: Value) -> (bits: UInt64, width: Int)? {
        switch value {
        case .int(let number): return (UInt64(bitPattern: Int64(number)), 64)
        case .sized(let number): return (number.bits & (number.kind.bitWidth == 64 ? .max : (1 << number.kind.bitWidth) - 1), number.kind.bitWidth)
        case .double(let number): return (number.bitPattern, 64)
        case .float(let number): return (UInt64(number.bitPattern), 32)
        case .bool(let flag): return (flag ? 1 : 0, 8)
        default: return nil
        }
    }

    /// `unsafeBitCast(value, to: type)`: the same bits read as `type`, where ObsKit has them.
    func bitCast(_ value: Value, to type: TypeRef, _ range: SourceRange, _ source: SourceText) throws -> Value {
        let name = type.nominalName ?? ""
        if let (bits, width) = bits(of: value) {
            let kind = IntKind.byName[name]
            if name == "Int", width == 64 { return .int(Int(Int64(bitPattern: bits))) }
            if let kind, kind.bitWidth == width { return .sized(SizedInt(bits: bits, kind: kind)) }
            if ["Double", "Float64"].contains(name), width == 64 { return .double(Double(bitPattern: bits)) }
            if ["Float", "Float32"].contains(name), width == 32 { return .float(Float(bitPattern: UInt32(bits))) }
        }
        let from = dynamicType(of: value)
        // A reference as a class it is an instance of, or any value as its own type: nothing to change.
        if case .object = value, let same = castValue(value, to: type) { return same }
        if from.nominalName == name, !name.isEmpty { return value }
        // A tuple or struct of numbers and a type of the same size: its bytes read as that type (LayoutBytes.swift).
        if let bytes = layoutBytes(of: value), layout(of: type)?.size == bytes.count, let cast = layoutValue(bytes[...], as: type) { return cast }
        throw runtimeError("not supported yet: unsafeBitCast from '\(typeDescription(from, qualified: false))' to '\(typeDescription(type, qualified: false))' (ObsREPL casts the bits of numbers of one width, and a value to its own type)", range, source)
    }
}

extension IntKind {
    var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint64, .uint: return 64
        }
    }
}

/// `MemoryLayout` written without `<T>`: its `size(ofValue:)`, `stride(ofValue:)` and `alignment(ofValue:)`,
/// the layout of the value's type (`MemoryLayout<T>` itself is a metatype: `Interpreter.memoryLayoutMember`).
final class MemoryLayoutOfValue: NativeObject {
    var typeName: String { "MemoryLayout" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard ["size", "stride", "alignment"].contains(name) else { return nil }
        return .builtin(BuiltinFunction("MemoryLayout.\(name)(ofValue:)") { interpreter, arguments, range, source in
            let value = try interpreter.requireArgument(arguments, "ofValue", in: "\(name)(ofValue:)", range, source)
            return try interpreter.memoryLayoutMember(name, of: interpreter.dynamicType(of: value), range, source) ?? .void
        })
    }

}
