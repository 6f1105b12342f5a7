// Compiler test style: closures capturing self in classes: strong vs weak vs unowned capture lists, deinit timing
var events: [String] = []

final class Timer {
  let name: String
  var ticks = 0
  var onTick: (() -> Void)?
  init(name: String) { self.name = name; events.append("init \(name)") }
  deinit { events.append("deinit \(name)") }

  func tick() { ticks += 1; onTick?() }

  func makeWeakReporter() -> () -> String {
    return { [weak self] in
      guard let self = self else { return "timer gone" }
      return "\(self.name) at \(self.ticks)"
    }
  }
  func makeUnownedIncrement() -> () -> Void {
    return { [unowned self] in self.ticks += 10 }
  }
}

var reporter: (() -> String)?
do {
  let t = Timer(name: "alpha")
  t.onTick = { [weak t] in events.append("tick \(t?.ticks ?? -1)") }
  t.tick(); t.tick()
  reporter = t.makeWeakReporter()
  t.makeUnownedIncrement()()
  print(reporter!())
}
print(reporter!())
print(events)
events.removeAll()

final class Owner {
  var cycle: (() -> Int)?
  let id: Int
  init(id: Int) { self.id = id }
  deinit { events.append("owner \(id) freed") }
}
var leaky: Owner? = Owner(id: 1)
leaky!.cycle = { leaky?.id ?? 0 }
print(leaky!.cycle!())
leaky = nil
print(events)

var strongHolder: (() -> Int)?
do {
  let o = Owner(id: 2)
  strongHolder = { o.id * 100 }
}
print(events, strongHolder!())
strongHolder = nil
print(events)

weak var weakRef: Owner?
do {
  let temp = Owner(id: 3)
  weakRef = temp
  print(weakRef?.id as Any)
}
print(weakRef?.id as Any, events.last!)
let counter = Timer(name: "beta")
counter.onTick = { [unowned counter] in events.append("beta ticks \(counter.ticks)") }
counter.tick()
print(events.suffix(2))

// expect: alpha at 12
// expect: timer gone
// expect: ["init alpha", "tick 1", "tick 2", "deinit alpha"]
// expect: 1
// expect: ["owner 1 freed"]
// expect: ["owner 1 freed"] 200
// expect: ["owner 1 freed", "owner 2 freed"]
// expect: Optional(3)
// expect: nil owner 3 freed
// expect: ["init beta", "beta ticks 1"]
