// Swift book style: escaping closures capturing self weakly or unowned, observed through deinit
var events: [String] = []

final class Timer {
    var handlers: [() -> Void] = []
    func schedule(_ h: @escaping () -> Void) { handlers.append(h) }
    func fire() { handlers.forEach { $0() } }
}

final class Screen {
    let name: String
    var ticks = 0
    init(name: String) { self.name = name; events.append("init \(name)") }
    deinit { events.append("deinit \(name)") }
    func attachWeak(to timer: Timer) {
        timer.schedule { [weak self] in
            guard let self = self else { events.append("weak: gone"); return }
            self.ticks += 1
            events.append("weak tick \(self.name) \(self.ticks)")
        }
    }
    func attachUnowned(to timer: Timer) {
        timer.schedule { [unowned self] in
            self.ticks += 10
            events.append("unowned tick \(self.name) \(self.ticks)")
        }
    }
}

let timer = Timer()
var screen: Screen? = Screen(name: "home")
screen!.attachWeak(to: timer)
timer.fire()
timer.fire()
screen = nil
timer.fire()
for e in events { print(e) }
events.removeAll()

do {
    let detail = Screen(name: "detail")
    let t2 = Timer()
    detail.attachUnowned(to: t2)
    detail.attachWeak(to: t2)
    t2.fire()
    print("ticks:", detail.ticks)
}
for e in events { print(e) }
events.removeAll()

final class Leaky {
    var action: (() -> Void)?
    deinit { print("Leaky deinit") }
}
var leaky: Leaky? = Leaky()
leaky!.action = { [weak leaky] in print(leaky == nil ? "nil" : "alive") }
leaky!.action!()
leaky = nil
print("end")
// expect: init home
// expect: weak tick home 1
// expect: weak tick home 2
// expect: deinit home
// expect: weak: gone
// expect: ticks: 11
// expect: init detail
// expect: unowned tick detail 10
// expect: weak tick detail 11
// expect: deinit detail
// expect: alive
// expect: Leaky deinit
// expect: end
