// Swift book style: unowned and weak references in a closure-based event bus with deinit
class Listener {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("listener \(name) deinit") }
    func hear(_ msg: String) -> String { "\(name) heard \(msg)" }
}

class Bus {
    var subscribers: [(String) -> String?] = []
    func subscribe(_ l: Listener) {
        subscribers.append { [weak l] msg in l?.hear(msg) }
    }
    func publish(_ msg: String) {
        let replies = subscribers.compactMap { $0(msg) }
        print("\(msg): \(replies.count) replies")
        for r in replies { print("  " + r) }
    }
    deinit { print("bus deinit") }
}

var bus: Bus? = Bus()
var a: Listener? = Listener("A")
var b: Listener? = Listener("B")
bus!.subscribe(a!)
bus!.subscribe(b!)
bus!.publish("ping")
a = nil
bus!.publish("pong")
b = nil
bus!.publish("void")
bus = nil
print("done")
// expect: ping: 2 replies
// expect:   A heard ping
// expect:   B heard ping
// expect: listener A deinit
// expect: pong: 1 replies
// expect:   B heard pong
// expect: listener B deinit
// expect: void: 0 replies
// expect: bus deinit
// expect: done
