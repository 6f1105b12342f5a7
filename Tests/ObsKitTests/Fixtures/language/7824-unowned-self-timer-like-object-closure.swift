// Swift book style (unowned self): a timer-like object with closure using unowned self when lifetime is tied
final class Stopwatch {
    private var ticks = 0
    private var handler: (() -> Void)!
    let label: String
    init(label: String) {
        self.label = label
        handler = { [unowned self] in
            self.ticks += 1
            print("\(self.label) ticks: \(self.ticks)")
        }
    }
    func fire(times: Int) {
        for _ in 0..<times { handler() }
    }
    deinit { print("\(label) stopwatch deinit after \(ticks) ticks") }
}

var sw: Stopwatch? = Stopwatch(label: "lap")
sw!.fire(times: 3)
sw = nil

func temporary() {
    let t = Stopwatch(label: "temp")
    t.fire(times: 1)
    print("leaving temporary")
}
temporary()
print("end")
// expect: lap ticks: 1
// expect: lap ticks: 2
// expect: lap ticks: 3
// expect: lap stopwatch deinit after 3 ticks
// expect: temp ticks: 1
// expect: leaving temporary
// expect: temp stopwatch deinit after 1 ticks
// expect: end
