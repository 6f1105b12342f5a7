// Compiler test style: escaping closures capturing inout-copied values, self capture in structs, closure identity via state
struct Accumulator {
  var total = 0
  mutating func add(_ x: Int) { total += x }
  func makeReporter() -> () -> String { { "total was \(self.total)" } }
}
var acc = Accumulator()
acc.add(5)
let report = acc.makeReporter()
acc.add(10)
print(report(), "| now \(acc.total)")

func captureInoutCopy(_ x: inout Int) -> () -> Int {
  let copy = x
  x += 1
  return { copy * 10 }
}
var val = 3
let f = captureInoutCopy(&val)
val = 100
print(f(), val)

func makeGenerator(start: Int, step: Int) -> () -> Int {
  var cur = start - step
  return { cur += step; return cur }
}
let gen = makeGenerator(start: 10, step: 5)
let gen2 = gen
print(gen(), gen(), gen2(), gen())

class Observer {
  var events: [String] = []
  var callbacks: [String: (String) -> Void] = [:]
  func on(_ name: String, _ cb: @escaping (String) -> Void) { callbacks[name] = cb }
  func emit(_ name: String, _ payload: String) { callbacks[name]?(payload) ?? events.append("unhandled \(name)") }
}
let obs = Observer()
obs.on("msg") { [unowned obs] p in obs.events.append("msg:\(p)") }
obs.emit("msg", "hi")
obs.emit("other", "x")
obs.emit("msg", "bye")
print(obs.events)

var lazyCount = 0
struct Lazy {
  lazy var value: Int = { lazyCount += 1; return 42 }()
}
var lz = Lazy()
print(lazyCount, lz.value, lz.value, lazyCount)
// expect: total was 5 | now 15
// expect: 30 100
// expect: 10 15 20 25
// expect: ["msg:hi", "unhandled other", "msg:bye"]
// expect: 0 42 42 1
