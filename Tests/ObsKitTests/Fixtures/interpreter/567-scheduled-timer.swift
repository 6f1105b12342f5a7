// Foundation's Timer.scheduledTimer(withTimeInterval:repeats:block:) on the virtual clock: a one-shot timer
// fires once and is then invalid; a repeating one fires each interval until the block invalidates it.
// Expected output: swiftc 6.3.1 on this machine, the same program with intervals of 0.05 s and 0.1 s and
// `RunLoop.main.run(until: Date().addingTimeInterval(0.6))` in place of `:advance 5s`.
import Foundation
var ticks = 0
let once = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { t in print("once fired, valid:", t.isValid) }
let every = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
    ticks += 1
    print("tick", ticks)
    if ticks == 3 { timer.invalidate(); print("stopped") }
}
print(once.isValid, every.timeInterval, once.timeInterval)
:advance 5s
print(once.isValid, every.isValid, ticks)
// expect: true 1.0 0.0
// expect: once fired, valid: true
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: stopped
// expect: false false 3
