// App code style: countdown timer class with stored closures, escaping completion handlers and deinit
final class CountdownTimer {
    let label: String
    private(set) var remaining: Int
    var onTick: ((Int) -> Void)?
    private var completions: [() -> Void] = []

    init(label: String, seconds: Int) {
        self.label = label
        self.remaining = seconds
        print("\(label) created")
    }

    func whenFinished(_ handler: @escaping () -> Void) {
        completions.append(handler)
    }

    func tick() {
        guard remaining > 0 else { return }
        remaining -= 1
        onTick?(remaining)
        if remaining == 0 {
            completions.forEach { $0() }
            completions.removeAll()
        }
    }

    deinit { print("\(label) deallocated") }
}

func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}

var ticks: [Int] = []
var timer: CountdownTimer? = CountdownTimer(label: "Egg", seconds: 3)
timer?.onTick = { ticks.append($0) }
timer?.whenFinished { print("Ding! eggs ready") }
timer?.whenFinished { [weak timer] in
    print("label via weak capture: \(timer?.label ?? "gone")")
}
let counter = makeCounter()
for _ in 0..<5 {
    timer?.tick()
    _ = counter()
}
print("ticks: \(ticks)")
print("counter calls: \(counter() - 1)")
timer = nil
print("timer released")
// expect: Egg created
// expect: Ding! eggs ready
// expect: label via weak capture: Egg
// expect: ticks: [2, 1, 0]
// expect: counter calls: 5
// expect: Egg deallocated
// expect: timer released
