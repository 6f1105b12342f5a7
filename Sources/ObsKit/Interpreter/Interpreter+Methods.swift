/// `base.name(arguments)`: methods of script types (mutating ones write `self` back), view modifiers,
/// and built-in methods of library values.
extension Interpreter {
    func callMember(_ name: String, on baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                    _ frame: Frame, _ source: SourceText) throws -> Value {
        if Self.mutatingLibraryMethods.contains(name),
           let result = try mutateLibraryValue(name, on: baseExpr, arguments, range, frame, source) {
            return result
        }
        let base = try evaluate(baseExpr, frame, source)
        switch base {
        case .object(let object):
            if let method = object.type.methods[name], !method.isStatic {
                let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source)
                return try call(method, receiver: base, arguments: values, type: object.type).value
            }
        case .structValue(let value):
            if let method = value.type.methods[name], !method.isStatic {
                let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source)
                let (result, newSelf) = try call(method, receiver: base, arguments: values, type: value.type)
                if method.isMutating { try assign(newSelf, to: baseExpr, frame, source) }
                return result
            }
            if value.type.isView, let modifier = try Builtins.modifier(name, on: base, arguments, interpreter: self, range, frame, source) {
                return modifier
            }
        case .type(let type):
            if name == "init" { return try construct(type, arguments, range, frame, source) }
        case .bool(let truth) where name == "toggle" && arguments.isEmpty:
            try assign(.bool(!truth), to: baseExpr, frame, source)
            return .void
        case .view:
            if let modifier = try Builtins.modifier(name, on: base, arguments, interpreter: self, range, frame, source) {
                return modifier
            }
        default:
            if let result = try callLibraryMethod(name, on: base, arguments, range, frame, source) { return result }
        }
        let function = try member(name, of: base, at: range, source)
        return try callValue(function, arguments, range, frame, source)
    }

    // MARK: construction

    func construct(_ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange,
                   _ frame: Frame, _ source: SourceText) throws -> Value {
        let fields = try defaultFields(of: type)
        let instance: Value
        switch type.kind {
        case .class:
            let object = ScriptObject(type: type, fields: fields, id: makeObjectID())
            events.record(.objectInit(id: object.id, className: type.name))
            instance = .object(object)
        case .struct:
            instance = .structValue(StructValue(type: type, fields: fields))
        }
        if type.decl.initializers.isEmpty {
            if type.kind == .struct { return try memberwise(type, instance, arguments, range, frame, source) }
            guard arguments.isEmpty else {
                throw runtimeError("argument passed to call that takes no arguments", range, source)
            }
            return instance
        }
        guard let initializer = type.decl.initializers.first(where: { match(arguments, $0.parameters) != nil }) else {
            let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
            throw runtimeError("no 'init(\(have))' in '\(type.name)'; it has "
                + type.decl.initializers.map { "init(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }.joined(separator: ", "),
                range, source)
        }
        let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source)
        let result = try call(initializer, receiver: instance, arguments: values, type: type).newSelf
        try checkInitialized(result, type, range: initializer.range, source: initializer.source)
        return result
    }

    /// Every stored field with its default: wrappers are built here, so `@State`'s initial expression
    /// runs on every struct init, and `@StateObject`'s is kept as a thunk that captures nothing.
    func defaultFields(of type: TypeInfo) throws -> [Value] {
        try type.fields.enumerated().map { index, field in
            guard let initializer = field.initializer else {
                return field.isOptional && !field.isLet && field.wrapper == nil ? .none : .uninitialized
            }
            let size = type.decl.properties.first { $0.name == field.name }?.initializerFrameSize ?? 0
            if field.wrapper == .stateObject {
                return .wrapper(.stateObject(StateObjectWrapper(thunk: .autoclosure(type.thunks[index]!), object: nil)))
            }
            let value = try evaluate(initializer, Frame.make(size: size, parent: nil), type.source)
            guard let kind = field.wrapper else { return value }
            return .wrapper(try makeWrapper(kind, initial: value, field.range, type.source))
        }
    }

    private func memberwise(_ type: TypeInfo, _ instance: Value, _ arguments: [Argument], _ range: SourceRange,
                            _ frame: Frame, _ source: SourceText) throws -> Value {
        guard case .structValue(var value) = instance else { obsInvariant("memberwise init of a non-struct") }
        let parameters = type.memberwiseParameters
        guard let matched = match(arguments, parameters) else {
            let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
            let want = parameters.map { $0.name + ":" }.joined()
            throw runtimeError("no match for call to '\(type.name)(\(have))'; its memberwise initializer is '\(type.name)(\(want))'", range, source)
        }
        // Only the arguments given are evaluated: a field's own default was evaluated by defaultFields.
        for (parameter, argumentIndex) in zip(parameters, matched) {
            guard let argumentIndex, let index = type.fieldIndex[parameter.name] else { continue }
            let expr = arguments[argumentIndex].value
            switch type.fields[index].wrapper {
            case .stateObject?:
                let thunk = Value.autoclosure(AutoClosure(expr: expr, frame: frame, source: source))
                value.fields[index] = .wrapper(.stateObject(StateObjectWrapper(thunk: thunk, object: nil)))
            case let kind?:
                value.fields[index] = .wrapper(try makeWrapper(kind, initial: try evaluate(expr, frame, source), range, source))
            case nil:
                value.fields[index] = try evaluate(expr, frame, source)
            }
        }
        return .structValue(value)
    }

    private func checkInitialized(_ value: Value, _ type: TypeInfo, range: SourceRange, source: SourceText) throws {
        let fields: [Value]
        switch value {
        case .structValue(let structValue): fields = structValue.fields
        case .object(let object): fields = object.fields
        default: return
        }
        if let missing = zip(type.fields, fields).first(where: { if case .uninitialized = $0.1 { return true }; return false }) {
            throw runtimeError("return from initializer without initializing all stored properties ('self.\(missing.0.name)' is not initialized)", range, source)
        }
    }
}
