/// The operators and subscribers every publisher offers a script, as Combine's `Publisher` extension
/// does: `map`, `filter`, `compactMap`, `removeDuplicates`, `dropFirst`, `eraseToAnyPublisher`, `sink`,
/// `assign`, `values`, `receive(on:)` on the main scheduler (`DispatchQueue.main`, `RunLoop.main`), and the
/// others by name from `CombineOperators.table`. Other schedulers are left out.
extension Publisher {
    func operatorMember(_ name: String, interpreter: Interpreter) throws -> Value? {
        switch name {
        case "map", "filter", "compactMap":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard arguments.count == 1, arguments[0].label == nil else {
                    throw interpreter.runtimeError("expected \(name)(_:) with one closure", range, source)
                }
                let handler = ScriptHandler(function: arguments[0].value, interpreter: interpreter, range: range, source: source)
                switch name {
                case "map": return .native(Publishers.Map(upstream: self, transform: handler))
                case "filter": return .native(Publishers.Filter(upstream: self, isIncluded: handler))
                default: return .native(Publishers.CompactMap(upstream: self, transform: handler))
                }
            })
        case "removeDuplicates":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                let predicate = arguments.first { $0.label == "by" || $0.label == nil }
                guard arguments.count == (predicate == nil ? 0 : 1) else {
                    throw interpreter.runtimeError("expected removeDuplicates() or removeDuplicates(by:)", range, source)
                }
                let handler = predicate.map { ScriptHandler(function: $0.value, interpreter: interpreter, range: range, source: source) }
                return .native(Publishers.RemoveDuplicates(upstream: self, predicate: handler, interpreter: interpreter, range: range, source: source))
            })
        case "dropFirst":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard arguments.count <= 1, case .int(let count) = arguments.first?.value ?? .int(1), count >= 0 else {
                    throw interpreter.runtimeError("expected dropFirst() or dropFirst(n)", range, source)
                }
                return .native(Publishers.Drop(upstream: self, count: count))
            })
        case "eraseToAnyPublisher":
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in .native(AnyPublisher(self)) })
        case "receive":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard arguments.count == 1, arguments[0].label == "on", Self.isMainScheduler(arguments[0].value) else {
                    throw interpreter.runtimeError("receive(on:) supports DispatchQueue.main and RunLoop.main only", range, source)
                }
                return .native(Publishers.ReceiveOn(upstream: self, interpreter: interpreter))
            })
        case "sink":
            return Subscribers.Sink.method(on: self)
        case "assign":
            return Subscribers.Assign.method(on: self)
        case "values":
            return try AsyncPublisher.values(of: self, interpreter: interpreter)
        default:
            return CombineOperators.member(name, of: self)
        }
    }

    /// `DispatchQueue.main` or `RunLoop.main`, the one scheduler ObsREPL has.
    private static func isMainScheduler(_ value: Value) -> Bool {
        guard case .native(let scheduler as MainScheduler) = value else { return false }
        return !scheduler.isType
    }
}
