// App code style: mini observable publisher with subscriptions and cancellation tokens
final class Cancellable {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() { onCancel?(); onCancel = nil }
    deinit { cancel() }
}

final class Subject<Value> {
    private var subscribers: [Int: (Value) -> Void] = [:]
    private var nextID = 0
    private(set) var current: Value
    init(_ initial: Value) { current = initial }
    var subscriberCount: Int { subscribers.count }

    func sink(_ f: @escaping (Value) -> Void) -> Cancellable {
        let id = nextID
        nextID += 1
        subscribers[id] = f
        f(current)
        return Cancellable { [weak self] in self?.subscribers[id] = nil }
    }
    func send(_ v: Value) {
        current = v
        for key in subscribers.keys.sorted() { subscribers[key]?(v) }
    }
}

extension Subject {
    func map<U>(_ transform: @escaping (Value) -> U) -> Subject<U> {
        let out = Subject<U>(transform(current))
        var token: Cancellable? = nil
        token = sink { out.send(transform($0)) }
        _ = token
        return out
    }
}

let temperature = Subject(20)
let a = temperature.sink { print("A sees \($0)") }
var b: Cancellable? = temperature.sink { print("B sees \($0)") }
temperature.send(22)
a.cancel()
temperature.send(25)
print("subscribers:", temperature.subscriberCount)
b = nil
temperature.send(30)
print("subscribers:", temperature.subscriberCount, "current:", temperature.current)
let labels = Subject("x")
let c = labels.sink { print("label=\($0)") }
labels.send("y")
c.cancel()
labels.send("z")
print(labels.current, b == nil)
// expect: A sees 20
// expect: B sees 20
// expect: A sees 22
// expect: B sees 22
// expect: B sees 25
// expect: subscribers: 1
// expect: subscribers: 0 current: 30
// expect: label=x
// expect: label=y
// expect: z true
