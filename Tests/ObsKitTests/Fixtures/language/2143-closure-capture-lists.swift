// Compiler test style: capture lists copy values at creation while reference types stay shared
final class Counter {
  var value = 0
  let name: String
  init(_ name: String) { self.name = name }
}

var n = 10
let byValue = { [n] in "value \(n)" }
let byRef = { "ref \(n)" }
n = 20
print(byValue(), byRef())

let c = Counter("c1")
let incrementer = { [c] in c.value += 1 }
incrementer(); incrementer()
print(c.value)

var cRef = Counter("first")
let captured = { [cRef] in cRef.name }
let live = { cRef.name }
cRef = Counter("second")
print(captured(), live())

var a = 1, b = 2
let swapped = { [a, b] in (b, a) }
a = 100
print(swapped(), a, b)

struct Config { var level: Int }
var cfg = Config(level: 1)
let snapshot = { [cfg] in cfg.level }
let current = { cfg.level }
cfg.level = 5
print(snapshot(), current())

let renamed = { [total = n * 2, label = "t"] in "\(label)=\(total)" }
n = 0
print(renamed())

final class Owner {
  var items: [String] = []
  lazy var adder: (String) -> Int = { [unowned self] s in
    self.items.append(s)
    return self.items.count
  }
  func makeWeak() -> () -> Int {
    return { [weak self] in self?.items.count ?? -1 }
  }
}
let o = Owner()
print(o.adder("x"), o.adder("y"), o.items)
let w = o.makeWeak()
print(w())
var maybe: Owner? = Owner()
let weakOnly = maybe!.makeWeak()
print(weakOnly())
maybe = nil
print(weakOnly())

// expect: value 10 ref 20
// expect: 2
// expect: first second
// expect: (2, 1) 100 2
// expect: 1 5
// expect: t=40
// expect: 1 2 ["x", "y"]
// expect: 2
// expect: 0
// expect: -1
