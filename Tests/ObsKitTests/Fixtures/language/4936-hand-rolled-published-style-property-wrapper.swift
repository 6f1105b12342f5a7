// App code style: a hand-rolled @Published-style property wrapper with a projected publisher, sinks and cancellation
final class Cancellable {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() {
        onCancel?()
        onCancel = nil
    }
}

final class Publisher<Value> {
    private var subscribers: [Int: (Value) -> Void] = [:]
    private var nextID = 0
    fileprivate(set) var current: Value

    init(_ value: Value) { current = value }

    func sink(_ receive: @escaping (Value) -> Void) -> Cancellable {
        let id = nextID
        nextID += 1
        subscribers[id] = receive
        receive(current)
        return Cancellable { [weak self] in self?.subscribers[id] = nil }
    }

    fileprivate func send(_ value: Value) {
        current = value
        for id in subscribers.keys.sorted() { subscribers[id]?(value) }
    }

    var subscriberCount: Int { subscribers.count }

    func map<T>(_ transform: @escaping (Value) -> T) -> Publisher<T> {
        let mapped = Publisher<T>(transform(current))
        let token = sink { mapped.send(transform($0)) }
        mapped.upstream = token
        return mapped
    }
    private var upstream: Cancellable?
}

@propertyWrapper
struct Published<Value> {
    private let publisher: Publisher<Value>
    init(wrappedValue: Value) { publisher = Publisher(wrappedValue) }
    var wrappedValue: Value {
        get { publisher.current }
        nonmutating set { publisher.send(newValue) }
    }
    var projectedValue: Publisher<Value> { publisher }
}

final class ProfileViewModel {
    @Published var name = "Guest"
    @Published var followers = 0
    @Published var isPremium = false

    var badge: String { isPremium ? "★" : "" }
}

let model = ProfileViewModel()
var bag: [Cancellable] = []

bag.append(model.$name.sink { print("title label: \($0)") })
bag.append(model.$followers.sink { count in print("followers label: \(count == 1 ? "1 follower" : "\(count) followers")") })
let upper = model.$name.map { $0.uppercased() }
bag.append(upper.sink { print("  header: \($0)") })
let premiumToken = model.$isPremium.sink { print("premium: \($0)") }

model.name = "Ada"
model.followers += 1
model.followers += 41
model.isPremium = true
print("badge:", model.badge, "subscribers on name:", model.$name.subscriberCount)

premiumToken.cancel()
premiumToken.cancel()
model.isPremium = false
print("premium subscribers:", model.$isPremium.subscriberCount)

bag[0].cancel()
model.name = "Grace"
print("name subscribers:", model.$name.subscriberCount, "upper now:", upper.current)

bag.forEach { $0.cancel() }
model.name = "Silent"
model.followers = 0
print("after cancel all:", model.$name.subscriberCount, model.$followers.subscriberCount, upper.subscriberCount)
print("final:", model.name, model.followers, model.isPremium)

// expect: title label: Guest
// expect: followers label: 0 followers
// expect:   header: GUEST
// expect: premium: false
// expect: title label: Ada
// expect:   header: ADA
// expect: followers label: 1 follower
// expect: followers label: 42 followers
// expect: premium: true
// expect: badge: ★ subscribers on name: 2
// expect: premium subscribers: 0
// expect:   header: GRACE
// expect: name subscribers: 1 upper now: GRACE
// expect: after cancel all: 1 0 0
// expect: final: Silent 0 false
