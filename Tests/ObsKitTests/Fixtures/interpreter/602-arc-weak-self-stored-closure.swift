// A stored closure capturing [weak self] does not form a cycle, so deinit runs on release.
class Ticker {
    var count = 0
    var onTick: (() -> Void)?
    init() {
        onTick = { [weak self] in
            self?.count += 1
            print("tick", self?.count ?? 0)
        }
    }
    func tick() { onTick?() }
    deinit { print("ticker deinit at", count) }
}
var ticker: Ticker? = Ticker()
ticker?.tick()
ticker?.tick()
let saved = ticker!.onTick!
ticker = nil
saved()
print("end")

// expect: tick 1
// expect: tick 2
// expect: ticker deinit at 2
// expect: tick 0
// expect: end
