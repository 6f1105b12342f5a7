/// Combine's `Publishers.Zip`, `Zip3`, `Zip4` (`zip(_:)`, `zip(_:_:)`, `Publishers.Zip(a, b)`, with or without a
/// transform): pairs the n-th values of each upstream as a tuple, keeping the values not yet paired; finishes
/// once an upstream has finished with none of its values waiting (no more tuple can be made), fails at the
/// first failure. Faithful (Apple: "If either upstream publisher finishes successfully or fails with an error,
/// the zipped publisher does the same").
extension Publishers {
    final class Zip: Publisher {
        let upstreams: [any Publisher]
        /// The tuple through the `zip(other) { a, b in ... }` closure; nil: the tuple itself.
        let transform: ScriptHandler?

        init(_ upstreams: [any Publisher], transform: ScriptHandler?) {
            self.upstreams = upstreams
            self.transform = transform
        }

        var typeName: String { upstreams.count == 2 ? "Publishers.Zip" : "Publishers.Zip\(upstreams.count)" }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            var waiting = Array(repeating: [Value](), count: upstreams.count)
            var finished = Array(repeating: false, count: upstreams.count)
            let transform = self.transform
            let link = OperatorLink(subscriber)
            link.announce()
            func finishIfNoMore() throws {
                if waiting.indices.contains(where: { finished[$0] && waiting[$0].isEmpty }) { try link.finish(.finished) }
            }
            for (index, upstream) in upstreams.enumerated() {
                try link.subscribe(to: upstream, receiveValue: { value in
                    waiting[index].append(value)
                    guard waiting.allSatisfy({ !$0.isEmpty }) else { return }
                    let elements = waiting.indices.map { waiting[$0].removeFirst() }
                    try link.send(try transform.map { try $0.call(elements) } ?? .tuple(TupleValue(elements: elements, labels: elements.map { _ in nil })))
                    try finishIfNoMore()
                }, receiveCompletion: { completion in
                    guard case .finished = completion else { return try link.finish(completion) }
                    finished[index] = true
                    try finishIfNoMore()
                })
            }
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
