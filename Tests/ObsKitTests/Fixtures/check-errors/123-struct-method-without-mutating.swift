// Mistake: a struct method resets a stored property but is not marked `mutating`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Stopwatch {
    var elapsed: Double = 0
    var laps: [Double] = []

    mutating func tick(by seconds: Double) {
        elapsed += seconds
    }

    func reset() {
        elapsed = 0
    }
}

var watch = Stopwatch()
watch.tick(by: 1.5)
watch.reset()
print(watch.elapsed)
// expect-error: cannot assign to property: 'self' is immutable
