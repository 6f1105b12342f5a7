/// Combine's `AnyCancellable`: cancels once, on `cancel()` or when released; `store(in: &set)` keeps it in
/// a `Set<AnyCancellable>` (or an array). Faithful; Hashable by identity.
final class AnyCancellable: NativeObject {
    private var cancelAction: (() -> Void)?

    init(_ cancel: @escaping () -> Void) {
        self.cancelAction = cancel
    }

    func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit { cancel() }

    var typeName: String { "AnyCancellable" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "cancel":
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in cancel(); return .void })
        case "store":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard arguments.count == 1, arguments[0].label == "in", let modify = arguments[0].modify else {
                    throw interpreter.runtimeError("expected store(in: &cancellables)", range, source)
                }
                try modify { collection in
                    switch collection {
                    case .set(var members):
                        collection = .uninitialized
                        members.insert(.cancellable(self))
                        collection = .set(members)
                    case .array(var elements):
                        collection = .uninitialized
                        elements.append(.cancellable(self))
                        collection = .array(elements)
                    default:
                        throw interpreter.runtimeError("store(in:) needs a Set<AnyCancellable> or an [AnyCancellable], not '\(collection.typeName)'", range, source)
                    }
                }
                return .void
            })
        default:
            return nil
        }
    }
}
