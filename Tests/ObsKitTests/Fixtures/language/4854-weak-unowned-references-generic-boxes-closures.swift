// Compiler test style: weak and unowned references in generic boxes, closures and collections
class Obj {
  let id: Int
  init(_ id: Int) { self.id = id; print("init \(id)") }
  deinit { print("deinit \(id)") }
}

struct Weak<T: AnyObject> {
  weak var value: T?
  init(_ value: T) { self.value = value }
}

var strong: [Obj] = [Obj(1), Obj(2), Obj(3)]
let weakBoxes = strong.map { Weak($0) }
print(weakBoxes.compactMap { $0.value?.id })
strong.remove(at: 1)
print(weakBoxes.compactMap { $0.value?.id })
strong.removeAll()
print(weakBoxes.compactMap { $0.value?.id }, weakBoxes.count)

print("-- weak var in closure")
var holder: Obj? = Obj(10)
let describe = { [weak holder] () -> String in
  guard let h = holder else { return "gone" }
  return "alive \(h.id)"
}
print(describe())
holder = nil
print(describe())

print("-- unowned capture")
class Timer {
  let name: String
  var onFire: (() -> String)?
  init(name: String) {
    self.name = name
    onFire = { [unowned self] in "fired \(self.name)" }
  }
  deinit { print("Timer \(name) deinit") }
}
do {
  let t = Timer(name: "t1")
  print(t.onFire!())
}
print("after t1 scope")

print("-- unowned property")
class Owner {
  let name: String
  var pet: Pet?
  init(name: String) { self.name = name }
  deinit { print("Owner \(name) deinit") }
}
class Pet {
  unowned let owner: Owner
  let name: String
  init(name: String, owner: Owner) { self.name = name; self.owner = owner }
  deinit { print("Pet \(name) deinit") }
}
do {
  let o = Owner(name: "Ann")
  o.pet = Pet(name: "Rex", owner: o)
  print("\(o.pet!.name) belongs to \(o.pet!.owner.name)")
}
print("after owner scope")

print("-- weak delegate")
protocol Delegate: AnyObject { func notify(_ s: String) }
class Listener: Delegate {
  let tag: String
  init(_ tag: String) { self.tag = tag }
  func notify(_ s: String) { print("\(tag) got \(s)") }
  deinit { print("Listener \(tag) deinit") }
}
class Source {
  weak var delegate: Delegate?
  func send(_ s: String) {
    if let d = delegate { d.notify(s) } else { print("nobody heard \(s)") }
  }
}
let source = Source()
do {
  let l = Listener("L1")
  source.delegate = l
  source.send("ping")
}
source.send("pong")
print(source.delegate == nil)

print("-- weak optional chaining and identity")
var a: Obj? = Obj(20)
weak var w1 = a
weak var w2 = a
print(w1 === w2, w1?.id as Any)
let strongAgain = w1
a = nil
print(w2?.id as Any, strongAgain?.id as Any)
print("dropping last strong")
_ = strongAgain
print(w1 == nil ? "nil" : "still")

print("-- weak in dictionary of boxes")
var registry: [String: Weak<Obj>] = [:]
var keepers: [Obj] = []
for i in 30...32 {
  let o = Obj(i)
  registry["k\(i)"] = Weak(o)
  if i != 31 { keepers.append(o) }
}
print(registry.keys.sorted().map { "\($0):\(registry[$0]!.value?.id ?? -1)" })
keepers.removeFirst()
let alive = registry.filter { $0.value.value != nil }.keys.sorted()
print(alive)
print("end")

// expect: init 1
// expect: init 2
// expect: init 3
// expect: [1, 2, 3]
// expect: deinit 2
// expect: [1, 3]
// expect: deinit 1
// expect: deinit 3
// expect: [] 3
// expect: -- weak var in closure
// expect: init 10
// expect: alive 10
// expect: deinit 10
// expect: gone
// expect: -- unowned capture
// expect: fired t1
// expect: Timer t1 deinit
// expect: after t1 scope
// expect: -- unowned property
// expect: Rex belongs to Ann
// expect: Owner Ann deinit
// expect: Pet Rex deinit
// expect: after owner scope
// expect: -- weak delegate
// expect: L1 got ping
// expect: Listener L1 deinit
// expect: nobody heard pong
// expect: true
// expect: -- weak optional chaining and identity
// expect: init 20
// expect: true Optional(20)
// expect: Optional(20) Optional(20)
// expect: dropping last strong
// expect: still
// expect: -- weak in dictionary of boxes
// expect: init 30
// expect: init 31
// expect: deinit 31
// expect: init 32
// expect: ["k30:30", "k31:-1", "k32:32"]
// expect: deinit 30
// expect: ["k32"]
// expect: end
