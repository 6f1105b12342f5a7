// Swift book style (observer pattern with weak boxes): a publisher keeps weak references to subscribers and prunes the dead ones
class Subscriber {
    let name: String
    init(name: String) { self.name = name }
    func receive(_ msg: String) { print("\(name) <- \(msg)") }
    deinit { print("\(name) unsubscribed by deinit") }
}

struct WeakRef {
    weak var value: Subscriber?
}

class Publisher {
    private var subs: [WeakRef] = []
    func subscribe(_ s: Subscriber) { subs.append(WeakRef(value: s)) }
    func publish(_ msg: String) {
        subs.removeAll { $0.value == nil }
        print("publishing '\(msg)' to \(subs.count)")
        for ref in subs {
            ref.value?.receive(msg)
        }
    }
}

let hub = Publisher()
var alice: Subscriber? = Subscriber(name: "alice")
var bob: Subscriber? = Subscriber(name: "bob")
hub.subscribe(alice!)
hub.subscribe(bob!)
hub.publish("hello")
bob = nil
hub.publish("bob left")
do {
    let carol = Subscriber(name: "carol")
    hub.subscribe(carol)
    hub.publish("carol joined")
}
hub.publish("carol gone")
alice = nil
hub.publish("nobody")

// expect: publishing 'hello' to 2
// expect: alice <- hello
// expect: bob <- hello
// expect: bob unsubscribed by deinit
// expect: publishing 'bob left' to 1
// expect: alice <- bob left
// expect: publishing 'carol joined' to 2
// expect: alice <- carol joined
// expect: carol <- carol joined
// expect: carol unsubscribed by deinit
// expect: publishing 'carol gone' to 1
// expect: alice <- carol gone
// expect: alice unsubscribed by deinit
// expect: publishing 'nobody' to 0
