// Compiler test style: escaping closures stored in struct and class properties, captured inout copies
struct Button {
  var title: String
  var action: () -> String
}
var n = 0
var buttons = [
  Button(title: "inc") { n += 1; return "n=\(n)" },
  Button(title: "dbl") { n *= 2; return "n=\(n)" },
]
buttons.append(Button(title: "reset", action: { n = 0; return "reset" }))
for b in buttons + buttons { print(b.title, b.action()) }

class EventBus {
  private var listeners: [String: [(Int) -> Void]] = [:]
  func on(_ e: String, _ f: @escaping (Int) -> Void) { listeners[e, default: []].append(f) }
  func emit(_ e: String, _ v: Int) { listeners[e]?.forEach { $0(v) } }
}
let bus = EventBus()
var received: [String] = []
bus.on("a") { received.append("a1:\($0)") }
bus.on("a") { received.append("a2:\($0 * 2)") }
bus.on("b") { received.append("b:\($0)") }
bus.emit("a", 5); bus.emit("b", 1); bus.emit("c", 9)
print(received)

func captureInout(_ x: inout Int) -> () -> Int {
  let copy = x
  x += 100
  return { copy }
}
var value = 1
let f = captureInout(&value)
value = 50
print(f(), value)

struct Lazyish {
  lazy var computed: Int = { print("computing lazy"); return 42 }()
}
var lz = Lazyish()
print("before access")
print(lz.computed, lz.computed)

var makers: [() -> () -> Int] = []
for i in 1...2 {
  makers.append {
    var local = i * 10
    return { local += 1; return local }
  }
}
let g1 = makers[0](), g2 = makers[0](), g3 = makers[1]()
print(g1(), g1(), g2(), g3())
// expect: inc n=1
// expect: dbl n=2
// expect: reset reset
// expect: inc n=1
// expect: dbl n=2
// expect: reset reset
// expect: ["a1:5", "a2:10", "b:1"]
// expect: 1 50
// expect: before access
// expect: computing lazy
// expect: 42 42
// expect: 11 12 11 21
