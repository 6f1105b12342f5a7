/// `Mirror`: a value's parts as Swift's reflection shows them. `Mirror(reflecting:)` of a struct (its stored
/// properties, a wrapped one under its storage name `_name`), a class (its own stored properties; the
/// inherited ones through `superclassMirror`), an enum case (one child named after the case, holding its
/// payload), a tuple (`.0` or the labels), an optional (`some`), an array or set (unlabelled elements), a
/// dictionary (`(key:value:)` pairs); other values have no children. `subjectType`, `displayStyle`,
/// `children`, `descendant(_:)`, and a `CustomReflectable` type's own `customMirror`
/// (`Mirror(self, children:displayStyle:)`, `Mirror(self, unlabeledChildren:displayStyle:)`). Left out:
/// `children` is an Array of `(label:value:)` tuples here (Swift's is an AnyCollection, which prints otherwise),
/// and `Mirror.AncestorRepresentation`.
final class MirrorValue: NativeObject {
    let subjectType: TypeRef
    let displayStyle: String?
    let children: [(label: String?, value: Value)]
    let superclassMirror: MirrorValue?
    private let subjectDescription: String

    init(subjectType: TypeRef, subjectDescription: String, displayStyle: String?, children: [(label: String?, value: Value)],
         superclassMirror: MirrorValue?) {
        self.subjectType = subjectType
        self.subjectDescription = subjectDescription
        self.displayStyle = displayStyle
        self.children = children
        self.superclassMirror = superclassMirror
    }

    var typeName: String { "Mirror" }
    var printedForm: String { "Mirror for \(subjectDescription)" }

    private var childValues: Value {
        .array(children.map { child in
            .tuple(TupleValue(elements: [child.label.map { .optional(.string($0)) } ?? Value.none, child.value], labels: ["label", "value"]))
        })
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "subjectType": return interpreter.metatypeValue(subjectType)
        case "displayStyle": return displayStyle.map { .optional(.native(LibraryEnumCase("Mirror.DisplayStyle", $0))) } ?? Value.none
        case "children": return childValues
        case "superclassMirror": return superclassMirror.map { .optional(.native($0)) } ?? Value.none
        case "description": return .string(printedForm)
        case "descendant":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                try descendant(arguments.map(\.value), interpreter, range, source)
            })
        default: return nil
        }
    }

    /// `mirror.descendant("tags", 1)`: follows the path (a label or an offset per step) through the children.
    private func descendant(_ path: [Value], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        var mirror = self
        var found: Value?
        for (step, key) in path.enumerated() {
            if step > 0 {
                guard let value = found else { return Value.none }
                mirror = try interpreter.mirror(reflecting: value, range, source)
            }
            switch key {
            case .int(let offset): found = offset >= 0 && offset < mirror.children.count ? mirror.children[offset].value : nil
            case .string(let label): found = mirror.children.first { $0.label == label }?.value
            default: throw interpreter.runtimeError("descendant(_:) takes labels (String) and offsets (Int)", range, source)
            }
            if found == nil { return Value.none }
        }
        return found.map { .optional($0) } ?? Value.none
    }
}

extension Interpreter {
    /// `Mirror(reflecting: value)`, or a CustomReflectable type's `customMirror`.
    func mirror(reflecting value: Value, _ range: SourceRange, _ source: SourceText) throws -> MirrorValue {
        if let type = scriptType(of: value), type.conforms(to: "CustomReflectable"), let getter = type.computedGetter("customMirror") {
            guard case .native(let custom as MirrorValue) = try call(getter, receiver: value, arguments: [], type: type).value else {
                throw runtimeError("'customMirror' of '\(type.name)' must be a Mirror", range, source)
            }
            return custom
        }
        let subject = dynamicType(of: value)
        func made(_ style: String?, _ children: [(label: String?, value: Value)], superclass: MirrorValue? = nil, type: TypeRef = subject) -> MirrorValue {
            MirrorValue(subjectType: type, subjectDescription: typeDescription(type, qualified: false), displayStyle: style, children: children,
                        superclassMirror: superclass)
        }
        switch value {
        case .structValue(let structValue):
            return made("struct", zip(structValue.type.fields, structValue.fields).map { $0.reflected($1) })
        case .object(let object):
            return classMirror(object, object.type, subject)
        case .enumCase(let enumValue):
            guard !enumValue.payload.isEmpty else { return made("enum", []) }
            let payload: Value = enumValue.payload.count == 1 && (enumValue.payloadLabels.first ?? nil) == nil
                ? enumValue.payload[0] : .tuple(TupleValue(elements: enumValue.payload, labels: enumValue.payloadLabels))
            return made("enum", [(enumValue.caseName, payload)])
        case .tuple(let tuple):
            return made("tuple", tuple.elements.enumerated().map { index, element in (tuple.labels[index] ?? ".\(index)", element) })
        case .optional(let wrapped): return made("optional", [("some", wrapped)])
        case .none: return made("optional", [])
        case .native(let boxed as NilInAny): return made("optional", [], type: boxed.optionalType)
        case .array(let elements): return made("collection", elements.map { (nil, $0) })
        case .set(let set): return made("set", set.members.map { (nil, $0) })
        case .dictionary(let dictionary):
            return made("dictionary", zip(dictionary.keys, dictionary.values).map { key, element in
                (nil, .tuple(TupleValue(elements: [key, element], labels: ["key", "value"])))
            })
        case .box(let box): return try mirror(reflecting: box.value, range, source)
        default: return made(nil, [])
        }
    }

    /// The mirror of `object` as an instance of `type` (itself or one of its superclasses, written `declared`):
    /// the stored properties `type` declares, and its superclass's part as `superclassMirror`.
    private func classMirror(_ object: ScriptObject, _ type: TypeInfo, _ declared: TypeRef) -> MirrorValue {
        let own = zip(object.type.fields, object.fields).filter { $0.0.owner === type }.map { field, stored in
            let (label, shown) = field.reflected(stored)
            return (label: Optional(label), value: Self.mirrored(shown))
        }
        let superclass = type.superclass.map { classMirror(object, $0, type.boundSuperclass(of: declared) ?? .named($0.name, [])) }
        return MirrorValue(subjectType: declared, subjectDescription: typeDescription(declared, qualified: false), displayStyle: "class",
                           children: own, superclassMirror: superclass)
    }

    /// A stored value as a child shows it (a weak reference as the optional it reads as).
    static func mirrored(_ value: Value) -> Value {
        if case .weak(let reference) = value { return reference.object.map { .optional(.object($0)) } ?? Value.none }
        return value
    }

    /// `Mirror(reflecting:)` and the CustomReflectable initializers `Mirror(subject, children:displayStyle:)`
    /// and `Mirror(subject, unlabeledChildren:displayStyle:)`.
    func constructMirror(_ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        if labels == ["reflecting"] { return .native(try mirror(reflecting: arguments[0].value, range, source)) }
        let optional = Array(labels.dropFirst(2))
        guard labels.count >= 2, labels[0] == "_", ["children", "unlabeledChildren"].contains(labels[1]),
              [[], ["displayStyle"], ["ancestorRepresentation"], ["displayStyle", "ancestorRepresentation"]].contains(optional) else {
            throw runtimeError("no exact matches in call to initializer 'Mirror(\(labels.map { $0 + ":" }.joined()))'", range, source)
        }
        var style: String?
        if let given = arguments.first(where: { $0.label == "displayStyle" }) {
            guard case .symbol(let name) = given.value else {
                throw runtimeError("displayStyle: takes a Mirror.DisplayStyle (.struct, .class, .enum, ...)", range, source)
            }
            style = name
        }
        // The superclass's part (`Mirror.AncestorRepresentation`): generated from its stored properties unless
        // `.suppressed`; `.customized { super.customMirror }` gives the closure's mirror.
        var ancestor: MirrorValue?
        if case .object(let object) = arguments[0].value, let parent = object.type.superclass {
            switch arguments.first(where: { $0.label == "ancestorRepresentation" })?.value {
            case .symbol("suppressed")?: ancestor = nil
            case .symbol("generated")?, nil:
                ancestor = classMirror(object, parent, object.type.boundSuperclass(of: dynamicType(of: arguments[0].value)) ?? .named(parent.name, []))
            case let representation?:
                guard let closure = AncestorRepresentation.closure(of: representation),
                      case .native(let made as MirrorValue) = try callWithValues(closure, [], range, source) else {
                    throw runtimeError("ancestorRepresentation: takes .generated, .suppressed or .customized { ... } giving a Mirror", range, source)
                }
                // As Swift: the closure's mirror when it reflects the superclass, else one generated for it.
                let superclassRef = object.type.boundSuperclass(of: dynamicType(of: arguments[0].value)) ?? .named(parent.name, [])
                ancestor = made.subjectType == superclassRef ? made : classMirror(object, parent, superclassRef)
            }
        }
        let children: [(label: String?, value: Value)]
        if labels[1] == "children", case .dictionary(let pairs) = arguments[1].value {
            children = zip(pairs.keys, pairs.values).map { key, element in (key.stringContent, element) }
        } else {
            children = try elements(of: arguments[1].value, range, source).map { element in
                if labels[1] == "children", case .tuple(let pair) = element, pair.elements.count == 2 {
                    return (pair.elements[0].unwrapped?.stringContent, pair.elements[1])
                }
                return (nil, element)
            }
        }
        let subject = dynamicType(of: arguments[0].value)
        return .native(MirrorValue(subjectType: subject, subjectDescription: typeDescription(subject, qualified: false), displayStyle: style,
                                   children: children, superclassMirror: ancestor))
    }
}

/// `Mirror.AncestorRepresentation.customized(_:)`: the closure that makes the superclass's mirror.
final class AncestorRepresentation: NativeObject {
    let makeMirror: Value
    init(makeMirror: Value) { self.makeMirror = makeMirror }
    var typeName: String { "AncestorRepresentation" }
    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// `.customized { super.customMirror }`, where the context is a Mirror's `ancestorRepresentation:`.
    static var customized: Value { .builtin(BuiltinFunction("customized") { interpreter, arguments, range, source in
        guard arguments.count == 1, arguments[0].label == nil else {
            throw interpreter.runtimeError("'customized' takes one closure that makes a Mirror", range, source)
        }
        return .native(AncestorRepresentation(makeMirror: arguments[0].value))
    }) }

    static func closure(of value: Value) -> Value? {
        if case .native(let representation as AncestorRepresentation) = value { return representation.makeMirror }
        return nil
    }
}

/// A case without payload of a library enum whose value prints with its qualified type when debug-printed
/// (`Optional(Swift.Mirror.DisplayStyle.dictionary)`) and as its name otherwise; it equals the same case written
/// with no type (`style == .struct`) and matches its patterns.
final class LibraryEnumCase: NativeEnumCase, NativeValue, NativeDescribed {
    let enumTypeName: String
    let module: String
    let caseName: String
    var payload: [Value] { [] }
    var typeName: String { enumTypeName }
    var printedForm: String { caseName }

    init(_ enumTypeName: String, module: String = "Swift", _ caseName: String) {
        self.enumTypeName = enumTypeName
        self.module = module
        self.caseName = caseName
    }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { debug ? "\(module).\(enumTypeName).\(caseName)" : caseName }
    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? LibraryEnumCase else { return false }
        return other.enumTypeName == enumTypeName && other.caseName == caseName
    }
    func hash(into hasher: inout Hasher) { hasher.combine(caseName) }
    func order(comparedTo other: NativeValue) -> Int? { nil }
    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "rawValue" else { return nil }
        return LibraryEnumType.rawValue(of: enumTypeName, caseName).map { .int($0) }
    }
    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool { false }
}
