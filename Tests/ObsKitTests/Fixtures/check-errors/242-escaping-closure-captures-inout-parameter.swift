// Check error: an escaping closure captures an inout parameter
// (swiftc -typecheck reports nothing here: this is a SIL-stage diagnostic; the message is from swiftc -emit-sil -swift-version 5, as Xcode builds)
var pending: [() -> Void] = []

func scheduleIncrement(_ value: inout Int) {
    pending.append {
        value += 1
    }
}

var clicks = 0
scheduleIncrement(&clicks)
pending.forEach { $0() }
print(clicks)
// expect-error: escaping closure captures 'inout' parameter 'value'
