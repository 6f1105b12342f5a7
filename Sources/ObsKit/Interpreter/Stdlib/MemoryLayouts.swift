/// `MemoryLayout<T>.size`, `.stride` and `.alignment`, worked out as Swift lays values out on 64-bit Linux
/// (swiftc 6.3.1 prints the same): library types by their known sizes (`Int` 8, `Bool` 1, `String` 16, an
/// array or a class reference 8, a closure 16, `Any` 32); a struct or tuple field after field, each at its
/// alignment; an enum without payloads in the fewest bytes that number its cases, one with payloads in its
/// largest payload and a tag byte (`payloadEnumLayout`); an optional one byte
/// more than its wrapped type unless that type has values to spare (a reference, a `Bool`, a `String`).
/// The layouts of values here are the interpreter's own; these are the numbers Swift would give.
extension Interpreter {
    struct Layout {
        var size: Int
        var alignment: Int
        /// Whether the type leaves bit patterns unused, which an optional of it takes for `nil`.
        var hasSpareValues: Bool
        var stride: Int { max(1, (size + alignment - 1) / alignment * alignment) }
    }

    func memoryLayoutMember(_ name: String, of type: TypeRef, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if name == "offset" {
            return .builtin(BuiltinFunction("MemoryLayout.offset(of:)") { interpreter, arguments, range, source in
                guard case .keyPath(let path)? = arguments.first?.value else {
                    throw interpreter.runtimeError("offset(of:) takes a key path", range, source)
                }
                return interpreter.storedOffset(of: path, in: type).map { .optional(.int($0)) } ?? Value.none
            })
        }
        guard ["size", "stride", "alignment"].contains(name) else { return nil }
        guard let layout = layout(of: type) else {
            throw runtimeError("not supported yet: MemoryLayout of '\(typeDescription(type, qualified: false))'", range, source)
        }
        switch name {
        case "size": return .int(layout.size)
        case "stride": return .int(layout.stride)
        default: return .int(layout.alignment)
        }
    }

    func layout(of type: TypeRef) -> Layout? { layout(of: type, inside: []) }

    /// The layout of `type` met while laying out the script types `inside` (outermost first): a struct or enum
    /// that holds itself without a reference between has no size (swiftc rejects it), so that is nil rather
    /// than a recursion without end.
    private func layout(of type: TypeRef, inside: Set<String>) -> Layout? {
        switch type.canonical {
        case .named(let name, let arguments):
            if let known = Self.libraryLayouts[name] { return known }
            if name == "Optional", arguments.count == 1 { return layout(of: .optional(arguments[0]), inside: inside) }
            guard !inside.contains(name) else { return nil }
            return scriptLayout(name, arguments, inside: inside.union([name]))
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            guard let inner = layout(of: wrapped, inside: inside) else { return nil }
            if inner.hasSpareValues { return inner }
            return Layout(size: inner.size + 1, alignment: inner.alignment, hasSpareValues: false)
        case .array, .dictionary: return Layout(size: 8, alignment: 8, hasSpareValues: true)
        case .function: return Layout(size: 16, alignment: 8, hasSpareValues: true)
        case .metatype: return Layout(size: 8, alignment: 8, hasSpareValues: true)
        case .tuple(let elements, _):
            let parts = elements.map { layout(of: $0, inside: inside) }
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            return Self.sequential(parts.map { $0! })
        case .existential(let inner), .opaque(let inner):
            if inner == .named("AnyObject", []) { return Layout(size: 8, alignment: 8, hasSpareValues: true) }
            return Layout(size: 40, alignment: 8, hasSpareValues: true)
        case .composition: return Layout(size: 40, alignment: 8, hasSpareValues: true)
        case .packExpansion: return nil
        }
    }

    private static let libraryLayouts: [String: Layout] = {
        var table: [String: Layout] = [:]
        for (names, size, spare) in [(["Int", "UInt", "Int64", "UInt64", "Double", "Float64", "TimeInterval", "CGFloat"], 8, false),
                                     (["Int32", "UInt32", "Float", "Float32", "Unicode.Scalar", "UnicodeScalar"], 4, false),
                                     (["Int16", "UInt16"], 2, false), (["Int8", "UInt8"], 1, false), (["Bool"], 1, true),
                                     (["String", "Character"], 16, true), (["Substring"], 32, true),
                                     (["Set", "Array", "Dictionary", "AnyObject"], 8, true), (["Any"], 32, true),
                                     (["UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer"], 8, true),
                                     (["UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
                                       "UnsafeMutableRawBufferPointer"], 16, false)] {
            for name in names { table[name] = Layout(size: size, alignment: min(size, 8), hasSpareValues: spare) }
        }
        table["Void"] = Layout(size: 0, alignment: 1, hasSpareValues: false)
        table["Never"] = Layout(size: 0, alignment: 1, hasSpareValues: false)
        return table
    }()

    private static func sequential(_ parts: [Layout]) -> Layout {
        var offset = 0
        var alignment = 1
        // An empty part (a one-case enum, a struct of nothing, Void) takes no room and sits at offset 0.
        for part in parts where part.size > 0 {
            offset = (offset + part.alignment - 1) / part.alignment * part.alignment + part.size
            alignment = max(alignment, part.alignment)
        }
        return Layout(size: offset, alignment: alignment, hasSpareValues: parts.contains { $0.hasSpareValues })
    }

    private func scriptLayout(_ name: String, _ arguments: [TypeRef], inside: Set<String>) -> Layout? {
        guard let info = scriptType(named: name) else { return nil }
        switch info.kind {
        case .class: return Layout(size: 8, alignment: 8, hasSpareValues: true)
        case .struct:
            let parameters = info.decl.genericParameters.map(\.name)
            let bindings = parameters.count == arguments.count ? Dictionary(zip(parameters, arguments), uniquingKeysWith: { a, _ in a }) : [:]
            var parts: [Layout] = []
            for field in info.fields {
                guard !field.isWrapped, let declared = field.type ?? field.initializer?.literalType ?? Self.literalTypeName(field.initializer),
                      let part = layout(of: declared.substituting(bindings), inside: inside) else { return nil }
                parts.append(part)
            }
            return Self.sequential(parts)
        case .enum where info.cases.contains(where: { $0.associated != nil }):
            return payloadEnumLayout(info, inside: inside)
        case .enum:
            let count = info.cases.count
            let size = count <= 1 ? 0 : (count <= 256 ? 1 : (count <= 65_536 ? 2 : 4))
            return Layout(size: size, alignment: max(1, size), hasSpareValues: count < 256)
        default: return nil
        }
    }

    /// `MemoryLayout<Point>.offset(of: \.y)`: where a struct's stored property starts, through nested structs
    /// (`\.origin.y`); nil for any other path (a computed property, a class's), as Swift gives.
    func storedOffset(of path: KeyPathValue, in type: TypeRef) -> Int? {
        guard !path.components.isEmpty else { return nil }
        var total = 0
        var current = type
        for component in path.components {
            guard case .member(let name) = component, let (offset, fieldType) = storedField(name, in: current) else { return nil }
            total += offset
            current = fieldType
        }
        return total
    }

    /// The offset and declared type of the stored property `name` of the struct `type`.
    private func storedField(_ name: String, in type: TypeRef) -> (Int, TypeRef)? {
        guard let typeName = type.nominalName, let info = scriptType(named: typeName), info.kind == .struct,
              let target = info.index(ofField: name) else { return nil }
        var offset = 0
        for (index, field) in info.fields.enumerated() {
            guard !field.isWrapped, let declared = field.type ?? Self.literalTypeName(field.initializer), let part = layout(of: declared) else {
                return nil
            }
            // An empty field takes no room and is placed at offset 0, as Swift's layout does.
            if part.size == 0 {
                if index == target { return (0, declared) }
                continue
            }
            offset = (offset + part.alignment - 1) / part.alignment * part.alignment
            if index == target { return (offset, declared) }
            offset += part.size
        }
        return nil
    }

    /// An enum with payloads: its largest payload, and a tag byte after it unless the payloads leave bit
    /// patterns unused to tell the cases apart (one payload with spare values, or only class references). An
    /// `indirect` case's payload is a reference to a box, whatever it holds.
    private func payloadEnumLayout(_ info: TypeInfo, inside: Set<String>) -> Layout? {
        var payloads: [Layout] = []
        var allReferences = true
        for enumCase in info.cases where enumCase.associated != nil {
            if enumCase.isIndirect {
                payloads.append(Layout(size: 8, alignment: 8, hasSpareValues: true))
                continue
            }
            let parts = enumCase.associatedTypes.map { layout(of: $0, inside: inside) }
            guard parts.count == enumCase.associated?.count, !parts.contains(where: { $0 == nil }) else { return nil }
            payloads.append(Self.sequential(parts.map { $0! }))
            let isReference = enumCase.associatedTypes.count == 1
                && (enumCase.associatedTypes[0].nominalName.flatMap { scriptType(named: $0)?.kind == .class } ?? false)
            allReferences = allReferences && isReference
        }
        let size = payloads.map(\.size).max() ?? 0
        let alignment = payloads.map(\.alignment).max() ?? 1
        let sparesTellCases = payloads.count == 1 ? payloads[0].hasSpareValues : allReferences
        return Layout(size: size + (sparesTellCases ? 0 : 1), alignment: alignment, hasSpareValues: true)
    }

    private static func literalTypeName(_ initializer: Expr?) -> TypeRef? {
        switch initializer?.kind {
        case .int?: return .simple("Int")
        case .bool?: return .simple("Bool")
        case .string?: return .simple("String")
        default: return nil
        }
    }
}
