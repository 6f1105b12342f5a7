// Compiler test style: class-constrained (AnyObject) protocols with weak references, identity, and mutation through existentials
protocol Listener: AnyObject {
    var received: [String] { get set }
    func notify(_ msg: String)
}
extension Listener {
    func notify(_ msg: String) { received.append(msg) }
}

final class Logger: Listener {
    var received: [String] = []
    let name: String
    init(_ n: String) { name = n }
}
class Counter: Listener {
    var received: [String] = []
    func notify(_ msg: String) { received.append("#\(received.count)") }
}

struct WeakRef<T: AnyObject> {
    weak var value: T?
}

final class Bus {
    var listeners: [WeakRef<AnyObject>] = []
    func add(_ l: any Listener) { listeners.append(WeakRef(value: l)) }
    func send(_ m: String) {
        for w in listeners { (w.value as? any Listener)?.notify(m) }
    }
    var alive: Int { listeners.filter { $0.value != nil }.count }
}

let bus = Bus()
let a = Logger("a")
let c = Counter()
bus.add(a); bus.add(c)
do {
    let temp = Logger("temp")
    bus.add(temp)
    bus.send("one")
    print(temp.received)
}
bus.send("two")
print(a.received, c.received)
print(bus.alive)
let l1: any Listener = a
let l2: any Listener = a
print(l1 === l2, l1 === c)
var copy = l1
copy.received = ["reset"]
print(a.received)
// expect: ["one"]
// expect: ["one", "two"] ["#0", "#1"]
// expect: 2
// expect: true false
// expect: ["reset"]
