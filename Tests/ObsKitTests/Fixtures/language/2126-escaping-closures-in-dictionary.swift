// Compiler test style: @escaping closures stored in a dictionary-based command registry and event bus
final class Registry {
  private var commands: [String: (Int) -> Int] = [:]
  private var order: [String] = []

  func register(_ name: String, _ body: @escaping (Int) -> Int) {
    if commands[name] == nil { order.append(name) }
    commands[name] = body
  }

  func run(_ name: String, _ x: Int) -> Int? {
    commands[name].map { $0(x) }
  }

  var names: [String] { order }
}

final class EventBus {
  private var handlers: [String: [(String) -> Void]] = [:]
  func on(_ event: String, _ h: @escaping (String) -> Void) {
    handlers[event, default: []].append(h)
  }
  func emit(_ event: String, _ payload: String) -> Int {
    let hs = handlers[event] ?? []
    for h in hs { h(payload) }
    return hs.count
  }
}

let r = Registry()
var calls = 0
r.register("double") { calls += 1; return $0 * 2 }
r.register("neg") { -$0 }
r.register("double") { calls += 1; return $0 * 2 + 1 }
let offset = 1000
r.register("shift") { $0 + offset }
print(r.names)
for n in r.names + ["missing"] {
  print(n, r.run(n, 21) as Any)
}
print(calls)

let bus = EventBus()
var log: [String] = []
bus.on("save") { log.append("A:" + $0) }
bus.on("save") { log.append("B:" + $0.uppercased()) }
bus.on("quit") { _ in log.append("bye") }
print(bus.emit("save", "doc"), bus.emit("quit", ""), bus.emit("none", "x"))
print(log)

var table: [String: () -> String] = [:]
for (k, v) in [("x", 1), ("y", 2)] {
  table[k] = { String(repeating: k, count: v) }
}
print(table.keys.sorted().map { table[$0]!() })

// expect: ["double", "neg", "shift"]
// expect: double Optional(43)
// expect: neg Optional(-21)
// expect: shift Optional(1021)
// expect: missing nil
// expect: 1
// expect: 2 1 0
// expect: ["A:doc", "B:DOC", "bye"]
// expect: ["x", "yy"]
