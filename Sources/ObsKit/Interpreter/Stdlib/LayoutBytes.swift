/// The bytes of a value as Swift lays it out in memory (MemoryLayouts.swift): a number or a Bool little-endian
/// (RawBytes), a tuple or a struct field after field, each at its alignment, with zeros for padding; and values
/// made back from such bytes, by type. What `withUnsafeBytes(of:)`, an array's `withUnsafeBytes`,
/// `withMemoryRebound` and `unsafeBitCast` read. Left out: the bytes of references, strings, arrays, enums and
/// optionals (ObsREPL does not hold them as bytes), which stop with "not supported yet" where they are asked for.
extension Interpreter {
    /// The `MemoryLayout<T>.size` bytes of `value`; nil when it has none here.
    func layoutBytes(of value: Value) -> [UInt8]? {
        switch value {
        case .tuple(let tuple): return sequentialBytes(tuple.elements)
        case .structValue(let made):
            guard !made.type.fields.contains(where: \.isWrapped), made.fields.count == made.type.fields.count else { return nil }
            return sequentialBytes(made.fields)
        default: return RawBytes.bytes(of: value)
        }
    }

    private func sequentialBytes(_ parts: [Value]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for part in parts {
            guard let layout = layout(of: dynamicType(of: part)), let partBytes = layoutBytes(of: part), partBytes.count == layout.size else { return nil }
            guard layout.size > 0 else { continue }
            bytes += Array(repeating: 0, count: (layout.alignment - bytes.count % layout.alignment) % layout.alignment)
            bytes += partBytes
        }
        return bytes
    }

    /// The value of `type` whose bytes (as `layoutBytes(of:)` gives them) start `bytes`; nil for a type without bytes here.
    func layoutValue(_ bytes: ArraySlice<UInt8>, as type: TypeRef) -> Value? {
        if let width = RawBytes.width(of: type) {
            guard bytes.count >= width else { return nil }
            return RawBytes.value(Array(bytes.prefix(width)), as: type)
        }
        switch type.canonical {
        case .tuple(let elements, let labels):
            guard let parts = sequentialValues(bytes, elements) else { return nil }
            return .tuple(TupleValue(elements: parts, labels: labels))
        case .named(let name, []):
            guard let info = scriptType(named: name), info.kind == .struct, !info.fields.contains(where: \.isWrapped) else { return nil }
            let types = info.fields.compactMap(\.type)
            guard types.count == info.fields.count, let parts = sequentialValues(bytes, types) else { return nil }
            return .structValue(StructValue(type: info, fields: parts))
        default: return nil
        }
    }

    private func sequentialValues(_ bytes: ArraySlice<UInt8>, _ types: [TypeRef]) -> [Value]? {
        var offset = bytes.startIndex
        var values: [Value] = []
        for type in types {
            guard let layout = layout(of: type) else { return nil }
            if layout.size > 0 { offset += (layout.alignment - (offset - bytes.startIndex) % layout.alignment) % layout.alignment }
            guard offset + layout.size <= bytes.endIndex, let value = layoutValue(bytes[offset..<(offset + layout.size)], as: type) else { return nil }
            values.append(value)
            offset += layout.size
        }
        return values
    }
}
