// ARC in app code: an event hub holding weak observers, observers going away, and a token object whose deinit unsubscribes.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Hub {
    private var listeners: [Int: (String) -> Void] = [:]
    private var nextID = 0

    final class Token {
        let id: Int
        weak var hub: Hub?
        init(id: Int, hub: Hub) { self.id = id; self.hub = hub }
        deinit {
            hub?.remove(id)
            print("token \(id) cancelled")
        }
    }

    func listen(_ f: @escaping (String) -> Void) -> Token {
        nextID += 1
        listeners[nextID] = f
        return Token(id: nextID, hub: self)
    }

    func remove(_ id: Int) { listeners[id] = nil }

    func post(_ msg: String) {
        for id in listeners.keys.sorted() { listeners[id]!(msg) }
        print("posted \"\(msg)\" to \(listeners.count)")
    }
}

final class Screen {
    let name: String
    var token: Hub.Token?
    init(name: String, hub: Hub) {
        self.name = name
        token = hub.listen { [weak self] msg in
            print("\(self?.name ?? "?") got \(msg)")
        }
    }
    deinit { print("screen \(name) closed") }
}

let hub = Hub()
var home: Screen? = Screen(name: "Home", hub: hub)
var detail: Screen? = Screen(name: "Detail", hub: hub)
hub.post("refresh")
detail = nil
hub.post("sync")
home = nil
hub.post("quiet")

// expect: Home got refresh
// expect: Detail got refresh
// expect: posted "refresh" to 2
// expect: screen Detail closed
// expect: token 2 cancelled
// expect: Home got sync
// expect: posted "sync" to 1
// expect: screen Home closed
// expect: token 1 cancelled
// expect: posted "quiet" to 0
