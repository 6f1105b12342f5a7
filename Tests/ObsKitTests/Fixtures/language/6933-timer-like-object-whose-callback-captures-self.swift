// Swift book style (closure capture lists): a timer-like object whose callback captures self strongly, weakly or unowned, and when deinit runs
class Ticker {
    var handler: (() -> Void)?
    func fire() { handler?() }
    deinit { print("Ticker deinit") }
}

class Clock {
    let name: String
    var ticks = 0
    let ticker = Ticker()
    init(name: String) { self.name = name }
    func startStrong() {
        ticker.handler = {
            self.ticks += 1
            print("\(self.name) strong tick \(self.ticks)")
        }
    }
    func startWeak() {
        ticker.handler = { [weak self] in
            guard let self = self else { print("weak tick: clock gone"); return }
            self.ticks += 1
            print("\(self.name) weak tick \(self.ticks)")
        }
    }
    func startUnowned() {
        ticker.handler = { [unowned self] in
            ticks += 1
            print("\(name) unowned tick \(ticks)")
        }
    }
    func stop() { ticker.handler = nil }
    deinit { print("Clock \(name) deinit") }
}

func strongCase() {
    let c = Clock(name: "A")
    c.startStrong()
    c.ticker.fire()
    c.stop()
    print("A stopped: cycle broken by hand")
}
func weakCase() -> Ticker {
    let c = Clock(name: "B")
    c.startWeak()
    c.ticker.fire()
    c.ticker.fire()
    return c.ticker
}
func unownedCase() {
    let c = Clock(name: "C")
    c.startUnowned()
    c.ticker.fire()
}
strongCase()
print("--")
let t = weakCase()
t.fire()
print("--")
unownedCase()
print("end")

// expect: A strong tick 1
// expect: A stopped: cycle broken by hand
// expect: Clock A deinit
// expect: Ticker deinit
// expect: --
// expect: B weak tick 1
// expect: B weak tick 2
// expect: Clock B deinit
// expect: weak tick: clock gone
// expect: --
// expect: C unowned tick 1
// expect: Clock C deinit
// expect: Ticker deinit
// expect: end
