// @escaping closures stored for later execution
var handlers: [() -> Void] = []

func register(_ label: String, _ handler: @escaping () -> Void) {
    print("registering", label)
    handlers.append(handler)
}

class Button {
    var taps = 0
    func setup() {
        register("button") { self.taps += 1 }
    }
}

let b = Button()
b.setup()
var n = 10
register("counter") { n += 1 }
print("before run", b.taps, n)
for h in handlers { h() }
for h in handlers { h() }
print("after run", b.taps, n)

// expect: registering button
// expect: registering counter
// expect: before run 0 10
// expect: after run 2 12
