/// `dump(_:name:indent:maxDepth:maxItems:)`: Swift's mirror-based tree, two spaces per level, `▿` before a value
/// with children (`▹` where `maxDepth` stops before them), each object numbered once (`#0`) and shown again by its
/// number only; past `maxItems` values, `(N more children)` ends the list it stopped in.
extension Interpreter {
    func dumpText(_ value: Value, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> String {
        dumpPieces(value, name: name, indent: indent, maxDepth: maxDepth, maxItems: maxItems).joined()
    }

    /// The tree in the pieces Swift's dump writes to a stream (`dump(x, to: &stream)` calls `write(_:)` once per
    /// piece): each indenting space, the marker, a space, the label and `": "`, the summary, an object's `" #"` and
    /// number, the line's end.
    func dumpPieces(_ value: Value, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> [String] {
        var dumper = Dumper(interpreter: self, itemsLeft: maxItems)
        dumper.dump(value, label: name, indent: indent, maxDepth: maxDepth)
        return dumper.pieces
    }
}

private struct Dumper {
    let interpreter: Interpreter
    var pieces: [String] = []
    var objectNumbers: [ObjectIdentifier: Int] = [:]
    var itemsLeft: Int

    init(interpreter: Interpreter, itemsLeft: Int) {
        self.interpreter = interpreter
        self.itemsLeft = itemsLeft
    }

    mutating func dump(_ value: Value, label: String?, indent: Int, maxDepth: Int) {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        // An object seen before is shown by its number only.
        if case .object(let object) = value, let number = objectNumbers[ObjectIdentifier(object)] {
            let header = customHeader(value, object.type) ?? typeName(value)
            // As for an object shown in full: the marker says whether the class itself declares stored properties.
            let declaresFields = object.type.fields.contains { $0.owner === object.type }
            line(indent, declaresFields ? (maxDepth <= 0 ? "▹" : "▿") : "-", label, header, number)
            return
        }
        let (header, number, children) = describe(value)
        // Swift's marker counts the mirror's own children: a class whose stored properties are all inherited is
        // marked `-` though its `super` part follows.
        let ownChildren = children.filter { child in
            guard child.label == "super", case .native(let part) = child.value, part is SuperclassPart || part is MirrorPart else { return true }
            return false
        }
        line(indent, ownChildren.isEmpty ? "-" : (maxDepth <= 0 ? "▹" : "▿"), label, header, number)
        guard maxDepth > 0 else { return }
        for (index, child) in children.enumerated() {
            guard itemsLeft > 0 else {
                let remainder = children.count - index
                pieces += Array(repeating: " ", count: indent + 4) + ["(", "\(remainder)"] + (index > 0 ? [" more"] : [])
                pieces.append(remainder == 1 ? " child)\n" : " children)\n")
                return
            }
            dump(child.value, label: child.label, indent: indent + 2, maxDepth: maxDepth - 1)
        }
    }

    private mutating func line(_ indent: Int, _ marker: String, _ label: String?, _ summary: String, _ number: Int?) {
        pieces += Array(repeating: " ", count: max(0, indent)) + [marker, " "]
        if let label { pieces += [label, ": "] }
        pieces.append(summary)
        if let number { pieces += [" #", "\(number)"] }
        pieces.append("\n")
    }

    private func plural(_ count: Int, _ noun: String, _ nouns: String) -> String {
        "\(count) \(count == 1 ? noun : nouns)"
    }

    private func unlabeled(_ values: [Value]) -> [(label: String?, value: Value)] {
        values.map { (label: nil, value: $0) }
    }

    /// A script type's name as dump shows it: with its module and its generic arguments (`main.Box<Swift.Int>`).
    private func typeName(_ value: Value) -> String {
        interpreter.typeDescription(interpreter.dynamicType(of: value), qualified: true)
    }

    /// What a value's line shows (its summary, an object's number) and its children.
    private mutating func describe(_ value: Value) -> (String, Int?, [(label: String?, value: Value)]) {
        if case .object(let object) = value {
            let id = ObjectIdentifier(object)
            let number = objectNumbers[id] ?? objectNumbers.count
            objectNumbers[id] = number
            let header = customHeader(value, object.type) ?? typeName(value)
            if let mirror = customMirror(value, object.type) {
                return (styledHeader(mirror) ?? header, number, mirrorChildren(mirror))
            }
            return (header, number, objectChildren(object.type, interpreter.dynamicType(of: value), object.fields))
        }
        let (header, children) = describeValue(value)
        return (header, nil, children)
    }

    private mutating func describeValue(_ value: Value) -> (String, [(label: String?, value: Value)]) {
        let module = Interpreter.moduleName
        switch value {
        case .structValue(let structValue):
            let header = customHeader(value, structValue.type) ?? typeName(value)
            // A CustomReflectable type's own mirror gives the children (and a container's style the header).
            if let mirror = customMirror(value, structValue.type) {
                return (styledHeader(mirror) ?? header, mirrorChildren(mirror))
            }
            return (header, fields(structValue.type, structValue.fields))
        case .native(let part as MirrorPart):
            return (interpreter.typeDescription(part.mirror.subjectType, qualified: true), mirrorChildren(part.mirror))
        case .native(let part as SuperclassPart):
            return (interpreter.typeDescription(part.declared, qualified: true), objectChildren(part.type, part.declared, part.fields))
        case .weak(let reference):
            // A weak field shows as the optional it reads as, expanded (`▿ friend: Optional(main.Person)`).
            return describeValue(Interpreter.mirrored(.weak(reference)))
        case .void:
            return ("(0 elements)", [])
        case .enumCase(let enumValue):
            let header = customHeader(value, enumValue.type) ?? "\(typeName(value)).\(enumValue.caseName)"
            guard !enumValue.payload.isEmpty else { return (header, []) }
            let payload = enumValue.payload.count == 1 && enumValue.payloadLabels[0] == nil
                ? enumValue.payload[0]
                : .tuple(TupleValue(elements: enumValue.payload, labels: enumValue.payloadLabels))
            return (header, [(label: enumValue.caseName, value: payload)])
        case .array(let elements):
            return (plural(elements.count, "element", "elements"), unlabeled(elements))
        case .set(let set):
            return (plural(set.count, "member", "members"), unlabeled(set.members))
        case .dictionary(let dictionary):
            let pairs = zip(dictionary.keys, dictionary.values).map {
                Value.tuple(TupleValue(elements: [$0, $1], labels: ["key", "value"]))
            }
            return (plural(dictionary.count, "key/value pair", "key/value pairs"), unlabeled(pairs))
        case .tuple(let tuple):
            let children = tuple.elements.enumerated().map { index, element in
                (label: tuple.labels[index] ?? ".\(index)", value: element)
            }
            return ("(\(plural(tuple.elements.count, "element", "elements")))", children.map { (label: Optional($0.label), value: $0.value) })
        case .optional(let wrapped):
            return (interpreter.debugDescribe(value), [(label: "some", value: wrapped)])
        case .range(let lower, let upper, let closed):
            return ("\(closed ? "ClosedRange" : "Range")(\(interpreter.describe(value)))",
                    [(label: "lowerBound", value: .int(lower)), (label: "upperBound", value: .int(upper))])
        case .native(let bounds as RangeValue):
            // A range with both bounds heads by its description (`Range(1.5..<2.5)`); a partial one by its
            // qualified type; the bounds it has are its children.
            var children: [(label: String?, value: Value)] = []
            if let lower = bounds.lower { children.append((label: "lowerBound", value: lower)) }
            if let upper = bounds.upper { children.append((label: "upperBound", value: upper)) }
            let header = bounds.lower != nil && bounds.upper != nil
                ? "\(bounds.closed ? "ClosedRange" : "Range")(\(interpreter.describe(value)))" : typeName(value)
            return (header, children)
        case .string, .character, .native(is SubstringValue), .native(is UnicodeScalarValue):
            // Text shows as its debugDescription (`"World"`), a Substring's and a Unicode.Scalar's too.
            return (interpreter.debugDescribe(value), [])
        default:
            return (interpreter.describe(value), [])
        }
    }

    /// A CustomReflectable type's own mirror (`customMirror`).
    private func customMirror(_ value: Value, _ type: TypeInfo) -> MirrorValue? {
        guard type.computedGetter("customMirror") != nil,
              case .native(let mirror as MirrorValue)? = try? interpreter.member("customMirror", of: value, at: .synthesized, interpreter.synthesizedSource)
        else { return nil }
        return mirror
    }

    /// Swift's dump heads a mirror of a container's style by its count, before any description (`▿ 2 elements`).
    private func styledHeader(_ mirror: MirrorValue) -> String? {
        let count = mirror.children.count
        switch mirror.displayStyle {
        case "tuple": return "(\(plural(count, "element", "elements")))"
        case "collection": return plural(count, "element", "elements")
        case "dictionary": return plural(count, "key/value pair", "key/value pairs")
        case "set": return plural(count, "member", "members")
        default: return nil
        }
    }

    /// A custom mirror's children, after its superclass's part (`super`) when it has one.
    private func mirrorChildren(_ mirror: MirrorValue) -> [(label: String?, value: Value)] {
        guard let ancestor = mirror.superclassMirror else { return mirror.children }
        return [(label: "super", value: .native(MirrorPart(mirror: ancestor)))] + mirror.children
    }

    /// An object's children as its mirror has them: `super` first (the superclass's part, with its own fields),
    /// then the fields the class itself declares.
    private func objectChildren(_ type: TypeInfo, _ declared: TypeRef, _ values: [Value]) -> [(label: String?, value: Value)] {
        guard let parent = type.superclass else { return fields(type, values) }
        let inherited = min(parent.fields.count, values.count)
        let own = fields(type, values).dropFirst(inherited)
        let part = SuperclassPart(type: parent, declared: type.boundSuperclass(of: declared) ?? .named(parent.name, []),
                                  fields: Array(values.prefix(inherited)))
        return [(label: "super", value: .native(part))] + own
    }

    private func fields(_ type: TypeInfo, _ values: [Value]) -> [(label: String?, value: Value)] {
        zip(type.fields, values).map { field, stored in
            let (label, shown) = field.reflected(stored)
            return (label: label, value: shown)
        }
    }

    /// A CustomStringConvertible value is headed by its description.
    private func customHeader(_ value: Value, _ type: TypeInfo) -> String? {
        // As Swift's dump: a debugDescription first, then a description.
        if type.computedGetter("debugDescription") != nil, type.conforms(to: "CustomDebugStringConvertible") { return interpreter.debugDescribe(value) }
        guard type.computedGetter("description") != nil, type.conforms(to: "CustomStringConvertible") else { return nil }
        return interpreter.describe(value)
    }
}

/// The part of an object its superclass declares, as `dump` shows it under `super`.
private final class SuperclassPart: NativeObject {
    let type: TypeInfo
    /// The superclass with the generic arguments the instance binds (`main.Container<Swift.Int>`).
    let declared: TypeRef
    let fields: [Value]

    init(type: TypeInfo, declared: TypeRef, fields: [Value]) {
        self.type = type
        self.declared = declared
        self.fields = fields
    }

    var typeName: String { type.name }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

/// A custom mirror's `superclassMirror`, as `dump` shows it under `super`.
private final class MirrorPart: NativeObject {
    let mirror: MirrorValue
    init(mirror: MirrorValue) { self.mirror = mirror }
    var typeName: String { "Mirror" }
    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
