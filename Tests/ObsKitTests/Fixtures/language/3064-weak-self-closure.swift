// Compiler test style: [weak self] and [unowned self] captures in closures stored outside the object
final class Timer {
  let id: Int
  var ticks = 0
  init(id: Int) { self.id = id; print("timer \(id) init") }
  deinit { print("timer \(id) deinit") }

  func makeWeakTick() -> () -> String {
    return { [weak self] in
      guard let self = self else { return "timer gone" }
      self.ticks += 1
      return "timer \(self.id) ticks \(self.ticks)"
    }
  }
  func makeUnownedReader() -> () -> Int {
    return { [unowned self] in self.ticks }
  }
}

var t: Timer? = Timer(id: 1)
let tick = t!.makeWeakTick()
let read = t!.makeUnownedReader()
print(tick())
print(tick())
print(read())
t = nil
print(tick())

var strongClosure: (() -> Int)?
do {
  let t2 = Timer(id: 2)
  strongClosure = { t2.ticks + 100 }
}
print("scope ended")
print(strongClosure!())
strongClosure = nil
print("closure released")
// expect: timer 1 init
// expect: timer 1 ticks 1
// expect: timer 1 ticks 2
// expect: 2
// expect: timer 1 deinit
// expect: timer gone
// expect: timer 2 init
// expect: scope ended
// expect: 100
// expect: timer 2 deinit
// expect: closure released
