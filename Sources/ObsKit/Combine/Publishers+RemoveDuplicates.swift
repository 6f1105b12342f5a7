/// Combine's `Publishers.RemoveDuplicates`: drops a value equal to the last one passed on (`==`, or the
/// `by:` predicate), per subscription, as OpenCombine does. `tryRemoveDuplicates` is left out.
extension Publishers {
    final class RemoveDuplicates: Publisher {
        let upstream: any Publisher
        /// `by:`; nil compares with `==`.
        let predicate: ScriptHandler?
        weak var interpreter: Interpreter?
        let range: SourceRange
        let source: SourceText

        init(upstream: any Publisher, predicate: ScriptHandler?, interpreter: Interpreter, range: SourceRange, source: SourceText) {
            self.upstream = upstream
            self.predicate = predicate
            self.interpreter = interpreter
            self.range = range
            self.source = source
        }

        var typeName: String { "Publishers.RemoveDuplicates" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var last: Value?
            return try upstream.receive(subscriber: AnySubscriber(forwardingTo: subscriber) { [self] value in
                if let previous = last, try isDuplicate(previous, value) { return }
                last = value
                try subscriber.receiveValue(value)
            })
        }

        private func isDuplicate(_ previous: Value, _ value: Value) throws -> Bool {
            if let predicate { return try predicate.test(previous, value) }
            guard let interpreter else { return false }
            return try interpreter.isTrue(try interpreter.apply(.equal, previous, value, range, source), range, source)
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
