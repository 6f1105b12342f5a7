// weak references held in collections: Weak<T> boxes, compaction, weak delegates, unowned and observers
final class Listener {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ v: T) { value = v }
}
final class Hub {
    private var listeners: [Weak<Listener>] = []
    func add(_ l: Listener) { listeners.append(Weak(l)) }
    var aliveNames: [String] { listeners.compactMap { $0.value?.name } }
    var slotCount: Int { listeners.count }
    func compact() { listeners.removeAll { $0.value == nil } }
}
protocol Delegate: AnyObject { func ping() -> String }
final class Owner: Delegate {
    let child = Child()
    init() { child.delegate = self }
    func ping() -> String { "owner pong" }
    deinit { print("owner gone") }
}
final class Child {
    weak var delegate: (any Delegate)?
    func ask() -> String { delegate?.ping() ?? "no delegate" }
    deinit { print("child gone") }
}

let hub = Hub()
var a: Listener? = Listener("a")
let b = Listener("b")
do {
    let c = Listener("c")
    hub.add(c)
    hub.add(a!)
    hub.add(b)
    print(hub.aliveNames)
}
print("after scope", hub.aliveNames, hub.slotCount)
a = nil
print(hub.aliveNames, hub.slotCount)
hub.compact()
print(hub.slotCount)

var owner: Owner? = Owner()
let child = owner!.child
print(child.ask())
owner = nil
print(child.ask())

var strongList: [Listener] = [Listener("s1"), Listener("s2")]
let weakCopies = strongList.map { Weak($0) }
print(weakCopies.map { $0.value?.name ?? "nil" })
strongList.removeFirst()
print(weakCopies.map { $0.value?.name ?? "nil" })
strongList = []
print(weakCopies.allSatisfy { $0.value == nil })
var table: [String: Weak<Listener>] = [:]
let keep = Listener("k")
table["k"] = Weak(keep)
func temporary(_ n: String) -> Weak<Listener> { let l = Listener(n); return Weak(l) }
table["t"] = temporary("t")
print(table.keys.sorted().map { "\($0):\(table[$0]!.value?.name ?? "-")" })
weak var loose: Listener?
do {
    let l = Listener("loose")
    loose = l
    print(loose?.name ?? "missing")
}
print(loose?.name ?? "already released")
print("end", keep.name, b.name)

// expect: ["c", "a", "b"]
// expect: deinit c
// expect: after scope ["a", "b"] 3
// expect: deinit a
// expect: ["b"] 3
// expect: 1
// expect: owner pong
// expect: owner gone
// expect: no delegate
// expect: ["s1", "s2"]
// expect: deinit s1
// expect: ["nil", "s2"]
// expect: deinit s2
// expect: true
// expect: deinit t
// expect: ["k:k", "t:-"]
// expect: loose
// expect: deinit loose
// expect: already released
// expect: end k b
