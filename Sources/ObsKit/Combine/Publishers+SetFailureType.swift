/// Combine's `Publishers.SetFailureType` (`setFailureType(to:)`): changes only the type (which ObsREPL does not
/// keep at run time), so everything passes on as it is. Faithful.
extension Publishers {
    final class SetFailureType: Publisher {
        let upstream: any Publisher

        init(upstream: any Publisher) {
            self.upstream = upstream
        }

        var typeName: String { "Publishers.SetFailureType" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            try upstream.receive(subscriber: subscriber)
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
