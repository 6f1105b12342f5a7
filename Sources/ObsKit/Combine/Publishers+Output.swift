/// Combine's `Publishers.Output` (`prefix(n)`, `output(at:)`, `output(in:)`) and the operators that, like it,
/// pass, skip or end by each value and its place: `first()` (`Publishers.First`), `first(where:)`,
/// `prefix(while:)`, `drop(while:)` (and their `try` forms), `ignoreOutput()`. Ending early finishes
/// downstream and cancels the upstream (a sequence stops sending). Faithful (Apple's documentation of each).
extension Publishers {
    final class Output: Publisher {
        enum Verdict {
            case pass, skip, finish
            /// Send the value, then end (cancel the upstream, finish): `prefix`, `output(at:)`.
            case passAndFinish
            /// End (cancel the upstream), then send the value and finish: `first()`, as Combine's reducing
            /// operators do.
            case finishWith
        }

        let upstream: any Publisher
        let typeName: String
        let isTrying: Bool
        /// A fresh gate for each subscription (it may keep state, as `drop(while:)` does): the verdict on a
        /// value and the number of values before it.
        let makeGate: () -> (Value, Int) throws -> Verdict

        init(upstream: any Publisher, typeName: String, isTrying: Bool = false, makeGate: @escaping () -> (Value, Int) throws -> Verdict) {
            self.upstream = upstream
            self.typeName = typeName
            self.isTrying = isTrying
            self.makeGate = makeGate
        }

        /// A gate that needs no state.
        convenience init(upstream: any Publisher, typeName: String, isTrying: Bool = false, gate: @escaping (Value, Int) throws -> Verdict) {
            self.init(upstream: upstream, typeName: typeName, isTrying: isTrying) { gate }
        }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let gate = makeGate()
            var index = 0
            let link = OperatorLink(subscriber)
            link.announce()
            try link.subscribe(to: upstream) { [isTrying] value in
                let verdict: Verdict
                if isTrying {
                    guard let decided = try link.attempt({ try gate(value, index) }) else { return }
                    verdict = decided
                } else {
                    verdict = try gate(value, index)
                }
                index += 1
                switch verdict {
                case .skip: break
                case .pass: try link.send(value)
                case .passAndFinish:
                    try link.send(value)
                    try link.finish(.finished)
                case .finish: try link.finish(.finished)
                case .finishWith: try link.finish(.finished, sendingFirst: value)
                }
            }
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}
