// Compiler test style: AnyObject-constrained protocols — observer registry keyed by identity with weak storage and pruning of dead entries
protocol Observer: AnyObject {
    var name: String { get }
    func notify(_ event: String)
}

struct WeakObserver {
    weak var ref: Observer?
}

final class Hub {
    private var observers: [WeakObserver] = []

    func add(_ o: Observer) {
        if observers.contains(where: { $0.ref === o }) {
            print("\(o.name) already registered")
            return
        }
        observers.append(WeakObserver(ref: o))
    }

    func remove(_ o: Observer) {
        observers.removeAll { $0.ref === o }
    }

    func post(_ event: String) {
        let before = observers.count
        observers.removeAll { $0.ref == nil }
        let pruned = before - observers.count
        if pruned > 0 { print("pruned \(pruned) dead observer(s)") }
        for o in observers { o.ref?.notify(event) }
    }

    var count: Int { observers.count }
}

final class Screen: Observer {
    let name: String
    var received: [String] = []
    init(_ name: String) { self.name = name }
    func notify(_ event: String) {
        received.append(event)
        print("\(name) <- \(event)")
    }
    deinit { print("\(name) deinit after \(received.count) events") }
}

let hub = Hub()
let home = Screen("home")
var settings: Screen? = Screen("settings")
var popup: Screen? = Screen("popup")
hub.add(home)
hub.add(settings!)
hub.add(popup!)
hub.add(home)
hub.post("login")
popup = nil
hub.post("theme-changed")
hub.remove(home)
hub.post("logout")
print("observers registered: \(hub.count)")
settings = nil
hub.post("shutdown")
print("observers registered: \(hub.count)")
print("home received: \(home.received)")

// expect: home already registered
// expect: home <- login
// expect: settings <- login
// expect: popup <- login
// expect: popup deinit after 1 events
// expect: pruned 1 dead observer(s)
// expect: home <- theme-changed
// expect: settings <- theme-changed
// expect: settings <- logout
// expect: observers registered: 1
// expect: settings deinit after 3 events
// expect: pruned 1 dead observer(s)
// expect: observers registered: 0
// expect: home received: ["login", "theme-changed"]
