// Article 000, the fix's members (listing 000-03) hosted in our own relay class whose `object` can be swapped by hand: ensureSubscriptionIsCurrent() subscribes once, skips while the object is the same, re-subscribes after a swap (the old model's changes no longer reach the relay). The lazily cached projection, though, stays bound to the object it was first made for. rules §6 (objectWillChange send/sink, manual publishers), §9 (`$obj.prop` binding writes `root[keyPath:]`); the cache is plain Swift `lazy var`.
// note: in the article's box `object` is a `let`, so the swap below cannot happen there (see 823); with a mutable object, the cached projection would write to the old model.
import Combine

final class Model: ObservableObject {
    let name: String
    private let publisher = ObservableObjectPublisher()
    var objectWillChange: ObservableObjectPublisher {
        print("subscribing to", name)
        return publisher
    }
    var value = 0 {
        willSet { publisher.send() }
    }
    init(name: String) { self.name = name }
}

final class Relay<ObjectType: ObservableObject>: ObservableObject {
    var object: ObjectType
    private var cancellable: AnyCancellable?
    private var subscriptionObjectID: ObjectIdentifier?
    let objectWillChange = ObservableObjectPublisher()

    init(_ object: ObjectType) { self.object = object }

    func refreshSubscription() {
        cancellable = object.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
        subscriptionObjectID = ObjectIdentifier(object)
    }

    //> include 000-03-fix-members.swift
}

let a = Model(name: "a")
let b = Model(name: "b")
let relay = Relay(a)
let watcher = relay.objectWillChange.sink { print("relay fired") }
print("-- ensure twice")
relay.ensureSubscriptionIsCurrent()
relay.ensureSubscriptionIsCurrent()
print("-- change a")
a.value += 1
let firstProjection = relay.projectedValue
print("-- swap to b")
relay.object = b
relay.ensureSubscriptionIsCurrent()
relay.ensureSubscriptionIsCurrent()
print("-- change a, then b")
a.value += 1
b.value += 1
print("-- write through the cached projection")
relay.projectedValue.value.wrappedValue = 10
print("a:", a.value, "b:", b.value)

// expect: -- ensure twice
// expect: subscribing to a
// expect: -- change a
// expect: relay fired
// expect: -- swap to b
// expect: subscribing to b
// expect: -- change a, then b
// expect: relay fired
// expect: -- write through the cached projection
// expect: a: 10 b: 1
