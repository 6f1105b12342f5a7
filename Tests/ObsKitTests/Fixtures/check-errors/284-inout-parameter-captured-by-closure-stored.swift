// Check error: an inout parameter captured by a closure that is stored for later
var pendingActions: [() -> Void] = []

func scheduleIncrement(of counter: inout Int) {
    pendingActions.append {
        counter += 1
    }
}

var clicks = 0
scheduleIncrement(of: &clicks)
for action in pendingActions { action() }
print(clicks)
// expect-error: escaping closure captures 'inout' parameter 'counter'
