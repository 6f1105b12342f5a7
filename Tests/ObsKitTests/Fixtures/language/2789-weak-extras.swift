// Compiler test style: weak references zero without observers, weak boxes in arrays, weak self in closures
final class Peer {
  let id: Int
  init(_ id: Int) { self.id = id }
  deinit { print("Peer \(id) deinit") }
}

struct WeakBox {
  weak var value: Peer?
}

class Registry {
  weak var current: Peer? {
    didSet { print("current didSet -> \(current?.id ?? -1)") }
  }
}

var strong: [Peer] = [Peer(1), Peer(2), Peer(3)]
let boxes = strong.map { WeakBox(value: $0) }
let reg = Registry()
reg.current = strong[1]
strong.remove(at: 1)
print("after remove, current = \(reg.current?.id ?? -1)")
print(boxes.compactMap { $0.value?.id })
strong.removeAll()
print(boxes.compactMap { $0.value?.id }, boxes.count)

final class Timer {
  var tick: (() -> String)?
  let name = "timer"
  init() { tick = { [weak self] in self?.name ?? "gone" } }
  deinit { print("Timer deinit") }
}
var t: Timer? = Timer()
let f = t!.tick!
print(f())
t = nil
print(f())
// expect: current didSet -> 2
// expect: Peer 2 deinit
// expect: after remove, current = -1
// expect: [1, 3]
// expect: Peer 1 deinit
// expect: Peer 3 deinit
// expect: [] 3
// expect: timer
// expect: Timer deinit
// expect: gone
