/// `dump(_:name:indent:maxDepth:maxItems:)`: Swift's mirror-based tree, two spaces per level, `▿` before a value
/// with children (`▹` where `maxDepth` stops before them), each object numbered once (`#0`) and shown again by its
/// number only; past `maxItems` values, `(N more children)` ends the list it stopped in.
extension Interpreter {
    func dumpText(_ value: Value, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> String {
        var dumper = Dumper(interpreter: self, itemsLeft: maxItems)
        dumper.dump(value, label: name, indent: indent, maxDepth: maxDepth)
        return dumper.output
    }
}

private struct Dumper {
    let interpreter: Interpreter
    var output = ""
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
            output += String(repeating: " ", count: indent) + (object.fields.isEmpty ? "- " : (maxDepth <= 0 ? "▹ " : "▿ "))
            output += (label.map { "\($0): " } ?? "") + header + " #\(number)\n"
            return
        }
        let (header, children) = describe(value)
        output += String(repeating: " ", count: indent) + (children.isEmpty ? "- " : (maxDepth <= 0 ? "▹ " : "▿ "))
        output += (label.map { "\($0): " } ?? "") + header + "\n"
        guard maxDepth > 0 else { return }
        for (index, child) in children.enumerated() {
            guard itemsLeft > 0 else {
                let remainder = children.count - index
                output += String(repeating: " ", count: indent + 4) + "(\(remainder)" + (index > 0 ? " more" : "")
                    + (remainder == 1 ? " child)\n" : " children)\n")
                return
            }
            dump(child.value, label: child.label, indent: indent + 2, maxDepth: maxDepth - 1)
        }
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

    private mutating func describe(_ value: Value) -> (String, [(label: String?, value: Value)]) {
        let module = Interpreter.moduleName
        switch value {
        case .structValue(let structValue):
            let header = customHeader(value, structValue.type) ?? typeName(value)
            // A CustomReflectable type's own mirror gives the children.
            if structValue.type.computedGetter("customMirror") != nil,
               case .native(let mirror as MirrorValue)? = try? interpreter.member("customMirror", of: value, at: .synthesized, interpreter.synthesizedSource) {
                // A `.collection` style counts its elements, as an array's dump does (`▿ 2 elements`), before any
                // description (Swift's dump heads containers by their count first).
                if mirror.displayStyle == "collection" {
                    return (plural(mirror.children.count, "element", "elements"), mirror.children)
                }
                return (header, mirror.children)
            }
            return (header, fields(structValue.type, structValue.fields))
        case .object(let object):
            let id = ObjectIdentifier(object)
            let number = objectNumbers[id] ?? objectNumbers.count
            objectNumbers[id] = number
            let header = (customHeader(value, object.type) ?? typeName(value)) + " #\(number)"
            return (header, objectChildren(object.type, object.fields))
        case .native(let part as SuperclassPart):
            return (interpreter.typeDescription(.named(part.type.name, []), qualified: true), objectChildren(part.type, part.fields))
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

    /// An object's children as its mirror has them: `super` first (the superclass's part, with its own fields),
    /// then the fields the class itself declares.
    private func objectChildren(_ type: TypeInfo, _ values: [Value]) -> [(label: String?, value: Value)] {
        guard let parent = type.superclass else { return fields(type, values) }
        let inherited = min(parent.fields.count, values.count)
        let own = fields(type, values).dropFirst(inherited)
        return [(label: "super", value: .native(SuperclassPart(type: parent, fields: Array(values.prefix(inherited)))))] + own
    }

    private func fields(_ type: TypeInfo, _ values: [Value]) -> [(label: String?, value: Value)] {
        zip(type.fields, values).map { field, stored in
            (label: field.printedName, value: stored)
        }
    }

    /// A CustomStringConvertible value is headed by its description.
    private func customHeader(_ value: Value, _ type: TypeInfo) -> String? {
        // As Swift's dump: a debugDescription first, then a description.
        if type.computedGetter("debugDescription") != nil { return interpreter.debugDescribe(value) }
        guard type.computedGetter("description") != nil else { return nil }
        return interpreter.describe(value)
    }
}

/// The part of an object its superclass declares, as `dump` shows it under `super`.
private final class SuperclassPart: NativeObject {
    let type: TypeInfo
    let fields: [Value]

    init(type: TypeInfo, fields: [Value]) {
        self.type = type
        self.fields = fields
    }

    var typeName: String { type.name }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
