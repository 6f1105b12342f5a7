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
        if name == "init", let type = scriptType(of: base) {
            return try delegateInit(type, base, baseExpr, arguments, range, frame, source)
        }
        switch base {
        case .object(let object):
            if let method = object.type.method(name) {
                if let result = try callDirect(method, receiver: base, arguments, frame, source) { return result }
                let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source)
                return try callBound(method, receiver: base, arguments: values, type: object.type, frame, source).value
            }
        case .structValue(let value):
            if let method = value.type.method(name) {
                return try callMutating(method, on: base, baseExpr, type: value.type, arguments, range, frame, source)
            }
            if value.type.isView, let modifier = try Builtins.modifier(name, on: base, arguments, interpreter: self, range, frame, source) {
                return modifier
            }
        case .enumCase(let value):
            if let method = value.type.method(name) {
                return try callMutating(method, on: base, baseExpr, type: value.type, arguments, range, frame, source)
            }
        case .type(let type):
            if name == "init" { return try construct(type, arguments, range, frame, source) }
            if let method = type.staticMethod(name) {
                let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source)
                return try callBound(method, receiver: base, arguments: values, type: type, frame, source).value
            }
        case _ where builtinExtension(for: base)?.method(name) != nil:
            let extensionType = builtinExtension(for: base)!
            return try callMutating(extensionType.method(name)!, on: base, baseExpr, type: extensionType, arguments, range, frame, source)
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

    /// `self.init(...)` inside an initializer: runs another initializer of the same type on `self`.
    func delegateInit(_ type: TypeInfo, _ base: Value, _ baseExpr: Expr, _ arguments: [Argument], _ range: SourceRange,
                              _ frame: Frame, _ source: SourceText) throws -> Value {
        if type.kind == .struct, type.decl.initializers.isEmpty {
            let made = try construct(type, arguments, range, frame, source)
            try assign(made, to: baseExpr, frame, source)
            return .void
        }
        guard let initializer = initializer(of: type, matching: arguments) else {
            throw runtimeError("no matching 'init' in '\(type.name)'", range, source)
        }
        let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source)
        let newSelf = try callBound(initializer, receiver: base, arguments: values, type: type, frame, source).newSelf
        if case .object = base { return .void }
        try assign(newSelf, to: baseExpr, frame, source)
        return .void
    }

    /// Calls a method of a value type; a `mutating` one writes the new `self` back where it came from.
    func callMutating(_ method: FunctionDecl, on base: Value, _ baseExpr: Expr, type: TypeInfo, _ arguments: [Argument],
                              _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> Value {
        let values = try bindArguments(arguments, to: method.parameters, callee: method.name, range, frame, source)
        let (result, newSelf) = try callBound(method, receiver: base, arguments: values, type: type, frame, source)
        if method.isMutating { try assign(newSelf, to: baseExpr, frame, source) }
        return result
    }

    /// `super.name(...)`: the member as the superclass of `owner` defines it, on the same `self`.
    func callSuper(_ name: String, receiver receiverExpr: Expr, owner: Int, _ arguments: [Argument], _ range: SourceRange,
                   _ frame: Frame, _ source: SourceText) throws -> Value {
        guard case .type(let ownerType)? = globals.values[owner], let parent = ownerType.superclass else {
            throw runtimeError("'super' members cannot be referenced in a root class", range, source)
        }
        let receiver = try evaluate(receiverExpr, frame, source)
        if name == "init" {
            guard let initializer = initializer(of: parent, matching: arguments) else {
                throw runtimeError("no matching 'init' in superclass '\(parent.name)'", range, source)
            }
            let values = try bindArguments(arguments, to: initializer.parameters, callee: "init", range, frame, source)
            initializing.append(parent)
            defer { initializing.removeLast() }
            _ = try call(initializer, receiver: receiver, arguments: values, type: parent)
            return .void
        }
        guard let method = parent.method(name) else {
            throw runtimeError("value of type '\(parent.name)' has no member '\(name)'", range, source)
        }
        let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source)
        return try callBound(method, receiver: receiver, arguments: values, type: parent, frame, source).value
    }

    /// The initializer of `type` (or, when it declares none, of its superclasses) that fits the labels.
    func initializer(of type: TypeInfo, matching arguments: [Argument]) -> FunctionDecl? {
        // A subclass inherits its superclass's convenience initializers (it overrides or inherits the
        // designated ones they delegate to), and all of them when it declares no designated initializer.
        var current: TypeInfo? = type
        var inheritsAll = true
        while let candidate = current {
            let usable = candidate.initializers.filter { inheritsAll || $0.isConvenience }
            if let found = usable.first(where: { match(arguments, $0.parameters) != nil }) { return found }
            if candidate.initializers.contains(where: { !$0.isConvenience }) { inheritsAll = false }
            current = candidate.superclass
        }
        return nil
    }

}
