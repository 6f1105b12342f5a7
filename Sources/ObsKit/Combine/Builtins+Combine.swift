/// The global names of the Combine subset: `PassthroughSubject`, `CurrentValueSubject`, `Just`,
/// `AnyCancellable`, and the main schedulers `DispatchQueue.main`, `RunLoop.main`.
/// Generic arguments (`PassthroughSubject<Int, Never>()`) are dropped by lowering.
extension Builtins {
    static func installCombine(into interpreter: Interpreter) {
        let globals = interpreter.globals
        globals.define("PassthroughSubject", .builtin(BuiltinFunction("PassthroughSubject") { interpreter, arguments, range, source in
            guard arguments.isEmpty else { throw interpreter.runtimeError("PassthroughSubject() takes no arguments", range, source) }
            return .native(PassthroughSubject())
        }))
        globals.define("CurrentValueSubject", .builtin(BuiltinFunction("CurrentValueSubject") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == nil else {
                throw interpreter.runtimeError("expected CurrentValueSubject(initialValue)", range, source)
            }
            return .native(CurrentValueSubject(arguments[0].value))
        }))
        globals.define("Just", .builtin(BuiltinFunction("Just") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == nil else { throw interpreter.runtimeError("expected Just(value)", range, source) }
            return .native(Just(arguments[0].value))
        }))
        globals.define("DispatchQueue", .native(MainScheduler(typeName: "DispatchQueue", isType: true)))
        globals.define("RunLoop", .native(MainScheduler(typeName: "RunLoop", isType: true)))
        globals.define("AnyCancellable", .builtin(BuiltinFunction("AnyCancellable") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == nil else {
                throw interpreter.runtimeError("expected AnyCancellable { ... } (a cancel closure)", range, source)
            }
            let handler = ScriptHandler(function: arguments[0].value, interpreter: interpreter, range: range, source: source)
            return .cancellable(AnyCancellable { [weak interpreter] in
                // Runs when cancelled or released, perhaps where no error can be thrown: report it at the turn's end.
                _ = interpreter?.reportingErrors { try handler(.void) }
            })
        }))
    }
}
