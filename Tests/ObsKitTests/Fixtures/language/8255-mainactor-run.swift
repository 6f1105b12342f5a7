// Concurrency tutorial: hopping back to the main actor with MainActor.run from background work
@MainActor
final class StatusLabel {
    var text = "Idle" {
        didSet { print("label: \(text)") }
    }
}

@MainActor
final class Screen {
    let label = StatusLabel()
    var results: [Int] = []
}

func crunchNumbers(on screen: Screen) async {
    await MainActor.run {
        screen.label.text = "Working..."
    }
    // Expensive work happens off the main actor.
    let primes = await Task.detached { () -> [Int] in
        (2...50).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }
    }.value
    let count = await MainActor.run { () -> Int in
        screen.results = primes
        screen.label.text = "Found \(primes.count) primes"
        return screen.results.count
    }
    print("MainActor.run returned \(count)")
}

let screen = Screen()
print("initial: \(screen.label.text)")
await crunchNumbers(on: screen)
print("largest prime: \(screen.results.last!)")

let fromDetached = await Task.detached { () -> String in
    let text = await MainActor.run { screen.label.text }
    return "detached read: \(text)"
}.value
print(fromDetached)

@MainActor func finish() {
    screen.label.text = "Done"
}
await finish()
// expect: initial: Idle
// expect: label: Working...
// expect: label: Found 15 primes
// expect: MainActor.run returned 15
// expect: largest prime: 47
// expect: detached read: Found 15 primes
// expect: label: Done
