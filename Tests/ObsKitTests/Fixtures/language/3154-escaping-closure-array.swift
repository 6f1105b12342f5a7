// Compiler test style: @escaping closures stored in an array and invoked later in order
var handlers: [(Int) -> String] = []

func register(_ h: @escaping (Int) -> String) {
  handlers.append(h)
}

register { "double \($0 * 2)" }
register { n in "square \(n * n)" }
let prefix = "neg"
register { "\(prefix) \(-$0)" }

for h in handlers {
  print(h(7))
}
print(handlers.count)

final class EventBus {
  private var listeners: [(String) -> Void] = []
  func on(_ f: @escaping (String) -> Void) { listeners.append(f) }
  func emit(_ e: String) { listeners.forEach { $0(e) } }
}
var log: [String] = []
let bus = EventBus()
bus.on { log.append("A:" + $0) }
bus.on { log.append("B:" + $0.uppercased()) }
bus.emit("x")
bus.emit("y")
print(log.joined(separator: ","))
// expect: double 14
// expect: square 49
// expect: neg -7
// expect: 3
// expect: A:x,B:X,A:y,B:Y
