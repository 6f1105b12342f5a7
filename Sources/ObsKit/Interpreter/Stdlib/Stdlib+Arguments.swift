/// Helpers shared by the standard library subset: labeled arguments, callbacks into script closures,
/// and the `==`/`<` the library uses (the script's own operators, so custom `==` is honoured).
extension Interpreter {
    /// The argument with `label` (nil: the first unlabeled one).
    func argument(_ arguments: [ArgumentValue], _ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }

    func requireArgument(_ arguments: [ArgumentValue], _ label: String?, in name: String,
                         _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let value = argument(arguments, label) else {
            throw runtimeError("missing argument\(label.map { " for parameter '\($0)'" } ?? "") in call to '\(name)'", range, source)
        }
        return value
    }

    /// The function argument of a higher-order method: labeled `label`, or a trailing closure.
    func functionArgument(_ arguments: [ArgumentValue], _ label: String?) -> Value? {
        if let label, let value = argument(arguments, label) { return value }
        return arguments.last { $0.label == nil && $0.value.isFunction }?.value
    }

    /// Calls `function` with one element; a closure of several parameters gets a tuple's elements
    /// (`dictionary.map { key, value in ... }`), as Swift allows.
    func invokeElement(_ function: Value, _ element: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if case .closure(let closure) = function, closure.decl.parameters.count > 1, case .tuple(let tuple) = element,
           tuple.elements.count == closure.decl.parameters.count {
            return try invoke(function, tuple.elements, range, source)
        }
        // `zip(a, b).map(+)`, `.map(max)`: an operator (or `min`/`max`) takes a pair's two elements.
        if case .builtin(let builtin) = function,
           builtin.name.first.map({ !$0.isLetter && $0 != "_" }) == true || builtin.name == "max" || builtin.name == "min",
           case .tuple(let tuple) = element, tuple.elements.count == 2 {
            return try invoke(function, tuple.elements, range, source)
        }
        return try invoke(function, [element], range, source)
    }

    func predicate(_ function: Value, _ element: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        try isTrue(try invokeElement(function, element, range, source), range, source)
    }

    func libraryEqual(_ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if case .int(let a) = left, case .int(let b) = right { return a == b }
        return try isTrue(try apply(.equal, left, right, range, source), range, source)
    }

    func libraryLess(_ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if case .int(let a) = left, case .int(let b) = right { return a < b }
        return try isTrue(try apply(.less, left, right, range, source), range, source)
    }

    func intArgument(_ value: Value?, in name: String, _ range: SourceRange, _ source: SourceText) throws -> Int {
        guard case .int(let number)? = value else {
            throw runtimeError("'\(name)' expects an argument of type 'Int'\(value.map { ", got '\($0.typeName)'" } ?? "")", range, source)
        }
        return number
    }

    func noMember(_ name: String, _ base: Value, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("value of type '\(base.typeName)' has no member '\(name)'", range, source)
    }
}

extension Value {
    var isFunction: Bool {
        switch self {
        case .closure, .function, .builtin, .boundMethod, .keyPath, .overloads: return true
        default: return false
        }
    }
}
