// Mistake: stores a closure that modifies an `inout` parameter, so the closure escapes with the inout parameter captured.
// Expected message: swiftc 6.3.1 on this machine, -emit-sil: `swiftc -typecheck -swift-version 5` reports nothing (the diagnostic comes from
// the SIL passes after type checking), `swiftc -emit-sil -swift-version 5` gives it as the first error
var pendingActions: [() -> Void] = []

func scheduleIncrement(of counter: inout Int, times: Int) {
    for _ in 0..<times {
        pendingActions.append {
            counter += 1
        }
    }
}

var clicks = 0
scheduleIncrement(of: &clicks, times: 3)
for action in pendingActions {
    action()
}
print("Clicks: \(clicks)")
// expect-error: escaping closure captures 'inout' parameter 'counter'
