/// How values print: `print`, string interpolation and `String(describing:)`, as Swift prints them.
extension Interpreter {
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): return text
        default: return debugDescribe(value, nested: false)
        }
    }

    /// Inside collections and struct descriptions strings are quoted, as in Swift.
    func debugDescribe(_ value: Value, nested: Bool = true) -> String {
        switch value {
        case .void: return "()"
        case .uninitialized: return "<uninitialized>"
        case .none: return "nil"
        case .optional(let wrapped): return "Optional(\(debugDescribe(wrapped)))"
        case .bool(let truth): return truth ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text):
            guard nested else { return text }
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .range(let lower, let upper, let closed): return "\(lower)\(closed ? "..." : "..<")\(upper)"
        case .array(let elements): return "[" + elements.map { debugDescribe($0) }.joined(separator: ", ") + "]"
        case .object(let object): return "\(Self.moduleName).\(object.type.name)"
        case .structValue(let structValue):
            let fields = zip(structValue.type.fields, structValue.fields).map { field, stored in
                let name = field.wrapper == nil ? field.name : "_" + field.name
                return "\(name): \(debugDescribe(stored))"
            }
            return "\(structValue.type.name)(\(fields.joined(separator: ", ")))"
        case .closure, .function, .autoclosure, .boundMethod, .builtin: return "(Function)"
        case .type(let type): return type.name
        case .builtinType(let name): return name
        case .symbol(let name): return name
        case .view(let view): return view.typeName
        case .wrapper(let wrapper): return describe(wrapper)
        case .publisher: return "Combine.ObservableObjectPublisher"
        case .cancellable: return "Combine.AnyCancellable"
        }
    }

    private func describe(_ wrapper: WrapperValue) -> String {
        switch wrapper {
        case .state(let state): return "State<\(state.initial.typeName)>(_value: \(debugDescribe(state.initial)))"
        case .stateObject: return "StateObject"
        case .observedObject(let observed): return "ObservedObject(\(debugDescribe(observed.object)))"
        case .published(let box): return "Published(\(debugDescribe(box.value)))"
        }
    }
}
