// Compiler test style: strong self capture creates a cycle; breaking it manually runs deinit
final class Timer {
  let id: Int
  var tick: (() -> Void)?
  var ticks = 0
  init(id: Int) { self.id = id; print("timer \(id) created") }
  deinit { print("timer \(id) destroyed after \(ticks) ticks") }

  func startStrong() { tick = { self.ticks += 1 } }
  func startWeak() { tick = { [weak self] in self?.ticks += 1 } }
  func stop() { tick = nil }
}

do {
  let a = Timer(id: 1)
  a.startStrong()
  a.tick?(); a.tick?()
  a.stop()
}
print("after 1")

do {
  let b = Timer(id: 2)
  b.startWeak()
  b.tick?()
}
print("after 2")

var kept: (() -> Void)?
do {
  let c = Timer(id: 3)
  c.startStrong()
  kept = c.tick
  c.stop()
  kept?()
}
print("c still alive via kept")
kept = nil
print("end")
// expect: timer 1 created
// expect: timer 1 destroyed after 2 ticks
// expect: after 1
// expect: timer 2 created
// expect: timer 2 destroyed after 1 ticks
// expect: after 2
// expect: timer 3 created
// expect: c still alive via kept
// expect: timer 3 destroyed after 1 ticks
// expect: end
