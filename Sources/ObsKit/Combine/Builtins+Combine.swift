/// The global names of the Combine subset: `PassthroughSubject`, `CurrentValueSubject`, `Just`, `Future`,
/// `Fail`, `Empty`, `Deferred`, `Record`, `Publishers`, `AnyCancellable`, and the main schedulers
/// `DispatchQueue.main`, `RunLoop.main`.
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
        globals.define("Future", .builtin(BuiltinFunction("Future") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].value.isFunction else { throw interpreter.runtimeError("expected Future { promise in ... }", range, source) }
            return .native(try Future.make(ScriptHandler(function: arguments[0].value, interpreter: interpreter, range: range, source: source)))
        }))
        globals.define("Fail", .builtin(BuiltinFunction("Fail") { interpreter, arguments, range, source in
            guard let error = arguments.first(where: { $0.label == "error" || $0.label == "failure" }) else {
                throw interpreter.runtimeError("expected Fail(error:) or Fail(outputType:failure:)", range, source)
            }
            return .native(Fail(error: error.value))
        }))
        globals.define("Empty", .builtin(BuiltinFunction("Empty") { interpreter, arguments, range, source in
            let complete = arguments.first { $0.label == "completeImmediately" }?.value ?? .bool(true)
            guard case .bool(let completeImmediately) = complete,
                  arguments.allSatisfy({ ["completeImmediately", "outputType", "failureType"].contains($0.label) }) else {
                throw interpreter.runtimeError("expected Empty() or Empty(completeImmediately:)", range, source)
            }
            return .native(Empty(completeImmediately: completeImmediately))
        }))
        globals.define("Deferred", .builtin(BuiltinFunction("Deferred") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "createPublisher" else {
                throw interpreter.runtimeError("expected Deferred { publisher }", range, source)
            }
            return .native(Deferred(createPublisher: ScriptHandler(function: arguments[0].value, interpreter: interpreter, range: range, source: source)))
        }))
        globals.define("Record", .builtin(BuiltinFunction("Record") { interpreter, arguments, range, source in
            guard arguments.count == 2, arguments[0].label == "output", arguments[1].label == "completion",
                  case .array(let output) = arguments[0].value, let completion = Subscribers.Completion(arguments[1].value) else {
                throw ObsDiagnostic(.unsupported, "Combine's 'Record' other than Record(output: [values], completion: .finished or .failure(error))",
                                    at: SourceLocation(source: source, range: range))
            }
            return .native(Record(output: output, completion: completion))
        }))
        globals.define("Publishers", .native(PublishersNamespace()))
        globals.define("DispatchQueue", .native(MainScheduler(typeName: "DispatchQueue", isType: true)))
        globals.define("DispatchTime", .native(DispatchTimeNamespace()))
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
