// SwiftLee style (bridging observers to AsyncStream): an observer-based notifier exposed as a stream whose onTermination removes the observer
final class Notifier: @unchecked Sendable {
    private var observers: [Int: (String) -> Void] = [:]
    private var nextID = 0
    var observerCount: Int { observers.count }

    func addObserver(_ handler: @escaping (String) -> Void) -> Int {
        nextID += 1
        observers[nextID] = handler
        return nextID
    }

    func removeObserver(_ id: Int) { observers[id] = nil }

    func post(_ event: String) {
        for id in observers.keys.sorted() { observers[id]?(event) }
    }

    func events() -> AsyncStream<String> {
        AsyncStream { continuation in
            let id = addObserver { continuation.yield($0) }
            continuation.onTermination = { [weak self] _ in
                self?.removeObserver(id)
            }
        }
    }
}

let notifier = Notifier()
let stream = notifier.events()
print("observers after subscribing:", notifier.observerCount)

notifier.post("login")
notifier.post("click")
notifier.post("logout")
notifier.post("after logout")

var received: [String] = []
for await event in stream {
    received.append(event)
    if event == "logout" { break }
}
print("received:", received)
print("observers after break:", notifier.observerCount)

let second = notifier.events()
let third = notifier.events()
print("observers now:", notifier.observerCount)
notifier.post("broadcast")
var it2 = second.makeAsyncIterator()
var it3 = third.makeAsyncIterator()
print(await it2.next() ?? "-", await it3.next() ?? "-")

let counted = AsyncStream<Int> { continuation in
    for n in 1...3 { continuation.yield(n) }
    continuation.finish()
}
var countedTotal = 0
for await n in counted { countedTotal += n }
print("counted total:", countedTotal)

// expect: observers after subscribing: 1
// expect: received: ["login", "click", "logout"]
// expect: observers after break: 1
// expect: observers now: 3
// expect: broadcast broadcast
// expect: counted total: 6
