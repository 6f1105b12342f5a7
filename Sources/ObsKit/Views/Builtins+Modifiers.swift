/// Applying a view modifier: the modifier table (ModifierTable) says what each one does.
extension Builtins {
    static func modifier(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter,
                         _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard let row = BuiltinModifier.byName[name] else { return nil }
        let values = try arguments.map { argument in
            var value = Interpreter.ArgumentValue(label: argument.label, value: try interpreter.evaluate(argument.value, frame, source))
            // What the front end knows of its type (`nil as Settings?` clears a Settings from the environment).
            value.staticType = argument.staticType
            return value
        }
        var modifier = ViewValue.Modifier(name: name, arguments: values.map(\.value))
        switch row.behaviour {
        case .noOp:
            break
        case .effect(let make):
            modifier.effect = try make(ModifierCall(name: name, values: values, interpreter: interpreter, range: range, source: source))
        case .customModifier:
            // A custom ViewModifier: its `body(content:)` with this view as the content.
            guard case .structValue(let custom)? = values.first?.value, custom.type.method("body") != nil else {
                throw interpreter.runtimeError("expected .modifier(SomeViewModifier())", range, source)
            }
            modifier.effect = .customModifier(custom)
        }
        return .view(.modified(base, modifier))
    }
}
