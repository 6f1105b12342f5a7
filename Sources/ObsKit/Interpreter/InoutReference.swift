/// `&x` passed to a built-in (`store(in: &cancellables)`): reads and writes the caller's variable.
/// Script functions with `inout` parameters copy in and write back instead, as Swift does.
final class InoutReference: NativeObject {
    let target: Expr
    private unowned let interpreter: Interpreter
    private let frame: Frame
    private let source: SourceText

    init(interpreter: Interpreter, target: Expr, frame: Frame, source: SourceText) {
        self.interpreter = interpreter
        self.target = target
        self.frame = frame
        self.source = source
    }

    var typeName: String { "inout" }

    func get() throws -> Value {
        try interpreter.evaluate(target, frame, source)
    }

    /// Changes the variable in place.
    func modify(_ body: (inout Value) throws -> Void) throws {
        try interpreter.modify(target, frame, source, body)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        nil
    }
}
