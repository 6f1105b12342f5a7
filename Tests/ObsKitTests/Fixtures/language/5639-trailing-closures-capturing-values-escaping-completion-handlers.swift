// Hacking with Swift style (closures): trailing closures, capturing values, escaping completion handlers stored and called later
var pendingHandlers: [(String) -> Void] = []

func fetchGreeting(for name: String, completion: @escaping (String) -> Void) {
    pendingHandlers.append { suffix in
        completion("Hello, \(name)\(suffix)")
    }
}

fetchGreeting(for: "Mia") { print($0) }
fetchGreeting(for: "Kai") { message in
    print(message.uppercased())
}
print("handlers waiting:", pendingHandlers.count)
for handler in pendingHandlers { handler("!") }
pendingHandlers.removeAll()

func makeCounter(step: Int) -> () -> Int {
    var count = 0
    return {
        count += step
        return count
    }
}
let byTwo = makeCounter(step: 2)
let byTen = makeCounter(step: 10)
print(byTwo(), byTwo(), byTen(), byTwo())
let alias = byTwo
print(alias(), byTwo())

var multiplier = 3
let captureLater = { (x: Int) in x * multiplier }
let captureNow = { [multiplier] (x: Int) in x * multiplier }
multiplier = 100
print(captureLater(2), captureNow(2))

func animate(duration: Double, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
    print("animating for \(duration)s")
    animations()
    completion?(true)
}
animate(duration: 0.3) {
    print("  fade in")
}
animate(duration: 1) {
    print("  slide")
} completion: { finished in
    print("  finished: \(finished)")
}

let scores = [72, 95, 48, 88]
let passed = scores.filter { $0 >= 50 }.sorted { $0 > $1 }.map { "\($0)%" }
print(passed)
let sum = scores.reduce(0) { partial, next in partial + next }
print(sum, scores.contains(where: { $0 > 90 }))

// expect: handlers waiting: 2
// expect: Hello, Mia!
// expect: HELLO, KAI!
// expect: 2 4 10 6
// expect: 8 10
// expect: 200 6
// expect: animating for 0.3s
// expect:   fade in
// expect: animating for 1.0s
// expect:   slide
// expect:   finished: true
// expect: ["95%", "88%", "72%"]
// expect: 303 true
