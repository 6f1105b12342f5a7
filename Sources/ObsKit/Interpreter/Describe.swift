/// How values print: `print`, string interpolation and `String(describing:)` use `describe`; elements of
/// collections, optionals and fields use `debugDescribe`, which quotes strings and qualifies type names
/// with the module (`[main.Mode.fast]`), as Swift does.
extension Interpreter {
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): return text
        case .character(let character): return String(character)
        case .range(let lower, let upper, let closed): return "\(lower)\(closed ? "..." : "..<")\(upper)"
        case .set(let set): return "[" + set.members.map { debugDescribe($0) }.joined(separator: ", ") + "]"
        case .native(let object as NativeDescribed): return object.describe(self, debug: false)
        case .object(let object):
            if let custom = customDescription(of: value, type: object.type) { return custom }
            return typeDescription(dynamicType(of: value), qualified: true)
        case .structValue(let structValue):
            if let custom = customDescription(of: value, type: structValue.type) { return custom }
            return structDescription(structValue, qualified: false)
        case .enumCase(let enumValue):
            if let custom = customDescription(of: value, type: enumValue.type) { return custom }
            return enumDescription(enumValue)
        case .type, .builtinType, .metatype:
            return typeDescription(typeRef(ofMetatype: value) ?? .any, qualified: false)
        default:
            return debugDescribe(value)
        }
    }

    func debugDescribe(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .uninitialized: return "<uninitialized>"
        case .none: return "nil"
        case .optional(let wrapped): return "Optional(\(debugDescribe(wrapped)))"
        case .bool(let truth): return truth ? "true" : "false"
        case .int(let number): return String(number)
        // print writes a NaN's sign and kind ("-nan", "snan"), where `description` says "nan".
        case .double(let number): return number.isNaN ? number.debugDescription : String(number)
        case .sized(let number): return number.description
        case .float(let number): return number.isNaN ? number.debugDescription : String(number)
        case .string(let text):
            return text.debugDescription
        case .character(let character): return character.debugDescription
        case .range(let lower, let upper, let closed): return (closed ? "ClosedRange(" : "Range(") + "\(lower)\(closed ? "..." : "..<")\(upper))"
        case .array(let elements): return "[" + elements.map { debugDescribe($0) }.joined(separator: ", ") + "]"
        // A set's `debugDescription` names it (`[Set([1])]`, `Optional(Set([1]))`); its `description` does not.
        case .set(let set): return "Set([" + set.members.map { debugDescribe($0) }.joined(separator: ", ") + "])"
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            return "[" + zip(dictionary.keys, dictionary.values).map { "\(debugDescribe($0)): \(debugDescribe($1))" }
                .joined(separator: ", ") + "]"
        case .tuple(let tuple):
            return "(" + zip(tuple.labels, tuple.elements).map { label, element in
                (label.map { "\($0): " } ?? "") + debugDescribe(element)
            }.joined(separator: ", ") + ")"
        case .object(let object):
            return customDescription(of: value, type: object.type, debug: true) ?? typeDescription(dynamicType(of: value), qualified: true)
        case .structValue(let structValue):
            return customDescription(of: value, type: structValue.type, debug: true) ?? structDescription(structValue, qualified: true)
        case .enumCase(let enumValue):
            return customDescription(of: value, type: enumValue.type, debug: true)
                ?? typeDescription(dynamicType(of: value), qualified: true) + "." + enumDescription(enumValue)
        case .box(let box): return debugDescribe(box.value)
        case .weak(let reference): return reference.object.map { debugDescribe(.optional(.object($0))) } ?? "nil"
        case .closure, .function, .autoclosure, .boundMethod, .builtin, .overloads: return "(Function)"
        case .type, .builtinType, .metatype:
            return typeDescription(typeRef(ofMetatype: value) ?? .any, qualified: true)
        case .symbol(let name): return name
        case .keyPath(let keyPath): return "\\" + (keyPath.rootTypeName ?? "") + "." + keyPath.components.map {
            if case .member(let name) = $0 { return name }
            return "?"
        }.joined(separator: ".")
        // A color prints as its name (`Color.red` prints "red", as Color's `description` says).
        case .view(.inert(let name)) where name.hasPrefix("Color.") && !name.dropFirst(6).contains("("): return String(name.dropFirst(6))
        case .view(let view): return view.typeName
        case .wrapper(let wrapper): return describe(wrapper)
        case .publisher: return "Combine.ObservableObjectPublisher"
        case .cancellable: return "Combine.AnyCancellable"
        case .native(let object as NativeDescribed): return object.describe(self, debug: true)
        case .native(let object):
            // A library type as a value (`Date.self`) prints as its name.
            let printed = object.printedForm
            return printed == object.typeName && printed.hasSuffix(".Type") ? String(printed.dropLast(5)) : printed
        }
    }

    /// `description` of a type that conforms to CustomStringConvertible (a `description` it declares without
    /// the conformance is only a property: Swift's `print` shows the fields), or, in a debug context,
    /// `debugDescription` first, as `String(describing:)` and `String(reflecting:)` choose them.
    /// A TextOutputStreamable type writes itself: first for `print`, after both descriptions for `debugPrint`.
    /// `String(describing:)` of a CustomStringConvertible type takes `description` before `write(to:)`
    /// (`streamFirst` false), as its overload for such types does.
    func customDescription(of value: Value, type: TypeInfo, debug: Bool = false, streamFirst: Bool = true) -> String? {
        if !debug, streamFirst, let streamed = streamedDescription(of: value, type: type) { return streamed }
        // A conformance an extension makes under conditions (`where T: CustomStringConvertible`) counts only where they hold.
        func held(_ name: String) -> FunctionDecl? {
            let conformance = name == "description" ? "CustomStringConvertible" : "CustomDebugStringConvertible"
            return type.computedGetter(name).flatMap { type.conforms(to: conformance) && conditionsHold(type, conformance, value) ? $0 : nil }
        }
        let getter = debug ? held("debugDescription") ?? held("description") : held("description") ?? held("debugDescription")
        guard let getter else {
            return streamedDescription(of: value, type: type) ?? storedDescription(of: value, type: type, debug: debug)
                ?? codingKeyDescription(of: value, type: type) ?? mirroredDescription(of: value, type: type, debug: debug)
        }
        // A getter that fails stops the program in Swift: its error is reported at the end of the turn.
        guard case .string(let text)? = reportingErrors({ try call(getter, receiver: value, arguments: [], type: type).value }) else { return nil }
        return text
    }

    /// A CustomReflectable type without a description prints through its `customMirror`, as the standard library's
    /// `print` does: a `.struct` style as `Name(label: value, ...)` (its unlabelled children left out), a `.tuple` as a tuple, any other style (or none)
    /// as the type's qualified name (`main.Secret`, whose mirror hides its fields).
    private func mirroredDescription(of value: Value, type: TypeInfo, debug: Bool) -> String? {
        guard type.computedGetter("customMirror") != nil, type.conforms(to: "CustomReflectable"),
              let mirror = try? mirror(reflecting: value, .synthesized, synthesizedSource) else { return nil }
        let children = mirror.children.map { child in (child.label.map { "\($0): " } ?? "") + debugDescribe(child.value) }
        switch mirror.displayStyle {
        case "struct"?:
            // A struct's fields have names: the standard library leaves out the children without a label.
            let fields = zip(mirror.children, children).filter { $0.0.label != nil }.map(\.1)
            return typeDescription(dynamicType(of: value), qualified: debug) + "(" + fields.joined(separator: ", ") + ")"
        case "tuple"?: return "(" + children.joined(separator: ", ") + ")"
        case "optional"?, "enum"?: return nil
        default: return typeDescription(dynamicType(of: value), qualified: true)
        }
    }

    /// `var description: String` stored (not computed) in a type that adopts CustomStringConvertible (or the
    /// debug one): its value.
    private func storedDescription(of value: Value, type: TypeInfo, debug: Bool) -> String? {
        let names = debug ? ["debugDescription", "description"] : ["description", "debugDescription"]
        for name in names where type.index(ofField: name) != nil
            && type.conforms(to: name == "description" ? "CustomStringConvertible" : "CustomDebugStringConvertible") {
            if case .string(let text)? = try? member(name, of: value, at: .synthesized, synthesizedSource) { return text }
        }
        return nil
    }

    private func structDescription(_ value: StructValue, qualified: Bool) -> String {
        let fields = zip(value.type.fields, value.fields).map { field, stored in
            let (label, shown) = field.reflected(stored)
            return "\(label): \(debugDescribe(shown))"
        }
        return typeDescription(dynamicType(of: .structValue(value)), qualified: qualified) + "(\(fields.joined(separator: ", ")))"
    }

    private func enumDescription(_ value: EnumValue) -> String {
        guard !value.payload.isEmpty else { return value.caseName }
        if value.payload.count == 1, (value.payloadLabels.first ?? nil) == nil, case .tuple(let tuple) = value.payload[0] {
            // One tuple as the payload prints as the tuple itself: `tuple(5, 6)`.
            return value.caseName + debugDescribe(.tuple(tuple))
        }
        let declared = value.type.cases.first { $0.name == value.caseName }?.associatedTypes ?? []
        let payload = value.payload.enumerated().map { index, element in
            let label = index < value.payloadLabels.count ? value.payloadLabels[index] : nil
            let typed = index < declared.count ? withContextualGenerics(element, declared: declared[index], in: value) : element
            return (label.map { "\($0): " } ?? "") + debugDescribe(typed)
        }
        return "\(value.caseName)(\(payload.joined(separator: ", ")))"
    }

    /// A payload case that cannot tell its generic arguments itself (`.end` in `List<Int>.cons(3, .end)`) takes
    /// them from its declared type in the enclosing case (`List<T>` with the enclosing value's T).
    private func withContextualGenerics(_ element: Value, declared: TypeRef, in parent: EnumValue) -> Value {
        guard case .enumCase(var inner) = element, inner.payload.isEmpty,
              inner.generics.isEmpty || inner.generics.contains(where: { $0.leafNames.contains { !isKnownType($0) } }),
              case .named(let name, var arguments) = declared, name == inner.type.name else { return element }
        let parameters = parent.type.decl.genericParameters.map(\.name)
        // `indirect case node(Tree, X)` inside `enum Tree<X>`: the bare name is the enclosing type, with its arguments.
        if arguments.isEmpty, inner.type === parent.type { arguments = parameters.map { .named($0, []) } }
        let parentArguments = genericArguments(of: .enumCase(parent))
        guard !arguments.isEmpty, parameters.count == parentArguments.count, !parameters.isEmpty else { return element }
        inner.generics = arguments.map { $0.substituting(Dictionary(zip(parameters, parentArguments), uniquingKeysWith: { first, _ in first })) }
        return .enumCase(inner)
    }

    private func describe(_ wrapper: WrapperValue) -> String {
        switch wrapper {
        case .state(let state): return "State<\(state.initial.typeName)>(_value: \(debugDescribe(state.initial)))"
        case .stateObject: return "StateObject"
        case .observedObject(let observed): return "ObservedObject(\(debugDescribe(observed.object)))"
        case .published(let box): return "Published(\(debugDescribe(box.value)))"
        case .binding: return "Binding"
        case .bindable(let object): return "Bindable(\(debugDescribe(object)))"
        case .environmentObject(let typeName, _): return "EnvironmentObject<\(typeName)>"
        case .environment: return "Environment"
        case .storage(let storage): return "\(storage.kind)(\(debugDescribe(storage.value)))"
        }
    }
}
