// An escaping closure captures an inout parameter
// Written by an outside author (stop 28 corpus, file 7061); the message and its place are swiftc's on this machine.
var handlers: [() -> Void] = []

func registerIncrement(of counter: inout Int) {
    handlers.append {
        counter += 1
    }
}

var clicks = 0
registerIncrement(of: &clicks)
for h in handlers {
    h()
}
print(clicks)

// expect-error: escaping closure captures 'inout' parameter 'counter'
// expect-location: 5:21
