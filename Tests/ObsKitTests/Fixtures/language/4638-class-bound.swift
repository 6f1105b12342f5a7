// Compiler test style: class-bound protocols, identity and weak references
protocol Listener: AnyObject {
  var name: String { get }
  func notify(_ event: String)
}

final class Logger: Listener {
  let name: String
  var received: [String] = []
  init(name: String) { self.name = name }
  func notify(_ event: String) { received.append(event) }
  deinit { print("deinit \(name)") }
}

final class Bus {
  private var listeners: [WeakBox] = []
  struct WeakBox { weak var value: (any Listener)? }
  func add(_ l: any Listener) { listeners.append(WeakBox(value: l)) }
  func post(_ e: String) {
    for box in listeners { box.value?.notify(e) }
  }
  var liveCount: Int { listeners.filter { $0.value != nil }.count }
}

let bus = Bus()
let a = Logger(name: "a")
var b: Logger? = Logger(name: "b")
bus.add(a)
bus.add(b!)
bus.post("one")
print(bus.liveCount)
b = nil
bus.post("two")
print(bus.liveCount)
print(a.received)

func same(_ x: any Listener, _ y: any Listener) -> Bool { return x === y }
let a2: any Listener = a
print(same(a, a2))
print(same(a, Logger(name: "temp")))

protocol Counter: AnyObject {
  var count: Int { get set }
}
extension Counter {
  func bump() { count += 1 }
}
class Clicks: Counter { var count = 0 }

let c = Clicks()
let asC: any Counter = c
asC.bump()
asC.bump()
c.bump()
print(c.count, asC.count)

func bumpAll<T: Counter>(_ xs: [T]) { for x in xs { x.bump() } }
let cs = [Clicks(), Clicks()]
bumpAll(cs)
bumpAll(cs)
print(cs.map { $0.count })

protocol Node: AnyObject {
  var parent: (any Node)? { get }
  var label: String { get }
}
final class Tree: Node {
  weak var parent: (any Node)?
  let label: String
  init(_ l: String, parent: (any Node)? = nil) { label = l; self.parent = parent }
}
let root = Tree("root")
let kid = Tree("kid", parent: root)
let grand = Tree("grand", parent: kid)
var path: [String] = []
var cur: (any Node)? = grand
while let n = cur { path.append(n.label); cur = n.parent }
print(path.joined(separator: " <- "))
print(ObjectIdentifier(kid) == ObjectIdentifier(grand.parent!))

// expect: 2
// expect: deinit b
// expect: 1
// expect: ["one", "two"]
// expect: true
// expect: deinit temp
// expect: false
// expect: 3 3
// expect: [2, 2]
// expect: grand <- kid <- root
// expect: true
