// Swift book style (Automatic Reference Counting): closures stored on a class capture self weakly or unowned to avoid cycles
class Countdown {
    let label: String
    var remaining: Int
    var onTick: (() -> String)?
    lazy var summary: () -> String = { [unowned self] in
        "\(self.label) has \(self.remaining) left"
    }

    init(label: String, from start: Int) {
        self.label = label
        self.remaining = start
        print("init \(label)")
    }

    func arm() {
        onTick = { [weak self] in
            guard let self else { return "gone" }
            self.remaining -= 1
            return "\(self.label): \(self.remaining)"
        }
    }

    deinit { print("deinit \(label)") }
}

var rocket: Countdown? = Countdown(label: "rocket", from: 3)
rocket!.arm()
let tick = rocket!.onTick!
print(tick())
print(tick())
print(rocket!.summary())
rocket = nil
print("after release:", tick())

// A capture list copies a value at closure creation time
var level = 1
let snapshot = { [level] in "captured level \(level)" }
let live = { "live level \(level)" }
level = 5
print(snapshot())
print(live())

// Strong capture keeps the object alive while the closure exists
func makeReporter() -> () -> String {
    let c = Countdown(label: "oven", from: 10)
    return { "oven says \(c.remaining)" }
}
var reporter: (() -> String)? = makeReporter()
print(reporter!())
reporter = nil
print("reporter cleared")

// expect: init rocket
// expect: rocket: 2
// expect: rocket: 1
// expect: rocket has 1 left
// expect: deinit rocket
// expect: after release: gone
// expect: captured level 1
// expect: live level 5
// expect: init oven
// expect: oven says 10
// expect: deinit oven
// expect: reporter cleared
