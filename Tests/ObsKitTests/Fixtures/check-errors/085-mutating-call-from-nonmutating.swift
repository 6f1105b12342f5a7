// Mistake: a non-mutating method calls the struct's own mutating method.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Stopwatch {
    var laps: [Double] = []
    var elapsed: Double = 0

    mutating func tick(by seconds: Double) {
        elapsed += seconds
    }

    mutating func lap() {
        laps.append(elapsed)
        elapsed = 0
    }

    func finish() -> [Double] {
        if elapsed > 0 {
            lap()
        }
        return laps
    }
}

var watch = Stopwatch()
watch.tick(by: 12.5)
watch.lap()
watch.tick(by: 11.8)
let laps = watch.finish()
print("Laps: \(laps)")
print("Best: \(laps.min() ?? 0)")
// expect-error: cannot use mutating member on immutable value: 'self' is immutable
