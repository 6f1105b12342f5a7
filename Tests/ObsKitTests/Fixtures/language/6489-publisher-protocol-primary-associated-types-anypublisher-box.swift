// Combine style (type erasure): a Publisher protocol with primary associated types, an AnyPublisher box over closures, and map/filter operators returning some Publisher
protocol Publisher<Output> {
    associatedtype Output
    func subscribe(_ receive: @escaping (Output) -> Void) -> Cancellable
}

final class Cancellable {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() { onCancel?(); onCancel = nil }
}

final class Subject<Output>: Publisher {
    private var subscribers: [Int: (Output) -> Void] = [:]
    private var nextID = 0
    func send(_ value: Output) {
        for id in subscribers.keys.sorted() { subscribers[id]?(value) }
    }
    func subscribe(_ receive: @escaping (Output) -> Void) -> Cancellable {
        let id = nextID
        nextID += 1
        subscribers[id] = receive
        return Cancellable { [weak self] in self?.subscribers[id] = nil }
    }
    var subscriberCount: Int { subscribers.count }
}

struct AnyPublisher<Output>: Publisher {
    private let _subscribe: (@escaping (Output) -> Void) -> Cancellable
    init<P: Publisher>(_ base: P) where P.Output == Output { _subscribe = base.subscribe }
    func subscribe(_ receive: @escaping (Output) -> Void) -> Cancellable { _subscribe(receive) }
}

struct Map<Upstream: Publisher, Output>: Publisher {
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output
    func subscribe(_ receive: @escaping (Output) -> Void) -> Cancellable {
        upstream.subscribe { receive(transform($0)) }
    }
}

struct Filter<Upstream: Publisher>: Publisher {
    let upstream: Upstream
    let isIncluded: (Upstream.Output) -> Bool
    func subscribe(_ receive: @escaping (Upstream.Output) -> Void) -> Cancellable {
        upstream.subscribe { if isIncluded($0) { receive($0) } }
    }
}

extension Publisher {
    func map<T>(_ f: @escaping (Output) -> T) -> some Publisher<T> { Map(upstream: self, transform: f) }
    func filter(_ p: @escaping (Output) -> Bool) -> Filter<Self> { Filter(upstream: self, isIncluded: p) }
    func eraseToAnyPublisher() -> AnyPublisher<Output> { AnyPublisher(self) }
}

let temperatures = Subject<Double>()
let alerts: AnyPublisher<String> = temperatures
    .filter { $0 > 30 }
    .map { "hot: \($0)" }
    .eraseToAnyPublisher()
var received: [String] = []
let token = alerts.subscribe { received.append($0) }
let all: any Publisher<Double> = temperatures
let logToken = all.subscribe { print("reading", $0) }
for t in [25.0, 31.5, 40.0] { temperatures.send(t) }
print(received, temperatures.subscriberCount)
token.cancel()
temperatures.send(35)
print(received.count, temperatures.subscriberCount)
logToken.cancel()
logToken.cancel()
print(temperatures.subscriberCount)

// expect: reading 25.0
// expect: reading 31.5
// expect: reading 40.0
// expect: ["hot: 31.5", "hot: 40.0"] 2
// expect: reading 35.0
// expect: 2 1
// expect: 0
