/// Combine's `Publishers` namespace: the operator publishers live in `Publishers+Name.swift` files. As a script
/// value it makes those a script builds by name (`Publishers.Merge(a, b)`, `Publishers.Sequence(sequence:)`).
enum Publishers {
    /// `value` as a publisher (what a `flatMap`, `catch` or `Deferred` closure returned), or an error at the
    /// call that gave the closure.
    static func publisher(_ value: Value, _ handler: ScriptHandler) throws -> any Publisher {
        if case .native(let publisher as any Publisher) = value { return publisher }
        if case .publisher(let publisher) = value { return publisher }
        throw ObsDiagnostic(.runtime, "expected a publisher, got '\(value.typeName)'", at: SourceLocation(source: handler.source, range: handler.range))
    }
}

/// The global `Publishers`: its types a script makes by name. Those left out stop with "not supported yet".
final class PublishersNamespace: NativeObject {
    var typeName: String { "Publishers.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let kinds: [String: Int] = ["Merge": 2, "Merge3": 3, "Merge4": 4, "Merge5": 5, "Merge6": 6, "Merge7": 7, "Merge8": 8, "MergeMany": 0,
                                    "Zip": 2, "Zip3": 3, "Zip4": 4, "CombineLatest": 2, "CombineLatest3": 3, "CombineLatest4": 4]
        switch name {
        case "Sequence":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard arguments.count == 1, arguments[0].label == "sequence" else { throw interpreter.runtimeError("expected Publishers.Sequence(sequence:)", range, source) }
                let elements = try interpreter.elements(of: arguments[0].value, range, source)
                return .native(Publishers.Sequence(elements: elements, description: interpreter.describe(arguments[0].value)))
            })
        case "Concatenate":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let call = OperatorCall(name: name, interpreter: interpreter, arguments: arguments, range: range, source: source)
                try call.expect(["prefix", "suffix"], "Publishers.Concatenate(prefix:suffix:)")
                return .native(Publishers.Concatenate(prefix: try call.publisher(0), suffix: try call.publisher(1)))
            })
        case _ where kinds[name] != nil:
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let call = OperatorCall(name: name, interpreter: interpreter, arguments: arguments, range: range, source: source)
                var values = arguments
                if name == "MergeMany", arguments.count == 1, arguments[0].label == nil, case .array(let publishers) = arguments[0].value {
                    values = publishers.map { Interpreter.ArgumentValue(label: nil, value: $0) }
                }
                let count = kinds[name]!
                guard values.allSatisfy({ $0.label == nil }), count == 0 || values.count == count else {
                    throw call.error("Publishers.\(name)(\(count == 0 ? "publishers..." : Array(repeating: "_", count: count).joined(separator: ", ")))")
                }
                let upstreams = try OperatorCall(name: name, interpreter: interpreter, arguments: values, range: range, source: source)
                    .publishersAndTransform(name, limit: 8).0
                if name.hasPrefix("Merge") { return .native(Publishers.Merge(upstreams, typeName: "Publishers.\(name)")) }
                if name.hasPrefix("Zip") { return .native(Publishers.Zip(upstreams, transform: nil)) }
                return .native(Publishers.CombineLatest(upstreams, transform: nil))
            })
        default:
            throw ObsDiagnostic(.unsupported, "Combine's 'Publishers.\(name)'", at: SourceLocation(source: source, range: range))
        }
    }
}
