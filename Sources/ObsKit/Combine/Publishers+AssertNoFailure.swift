/// Combine's `Publishers.AssertNoFailure` (`assertNoFailure(_:)`): values and `.finished` pass on; a failure
/// stops the program with a fatal error naming the prefix and the error (the wording is ObsREPL's: Apple's
/// is not documented).
extension Publishers {
    final class AssertNoFailure: Publisher {
        let upstream: any Publisher
        let prefix: String
        weak var interpreter: Interpreter?
        let range: SourceRange
        let source: SourceText

        init(upstream: any Publisher, prefix: String, interpreter: Interpreter, range: SourceRange, source: SourceText) {
            self.upstream = upstream
            self.prefix = prefix
            self.interpreter = interpreter
            self.range = range
            self.source = source
        }

        var typeName: String { "Publishers.AssertNoFailure" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream, receiveValue: link.send, receiveCompletion: { [self] completion in
                guard case .failure(let error) = completion, let interpreter else { return try link.finish(completion) }
                let prefix = self.prefix.isEmpty ? "" : self.prefix + " "
                throw interpreter.runtimeError("Fatal error: \(prefix)\(interpreter.debugDescribe(error))", range, source)
            })
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
