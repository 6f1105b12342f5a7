// App model layer: an actor-based visit counter and rate limiter accessed with await
actor VisitCounter {
    private var counts: [String: Int] = [:]
    private(set) var total = 0

    func record(_ screen: String) -> Int {
        counts[screen, default: 0] += 1
        total += 1
        return counts[screen]!
    }

    func top(_ n: Int) -> [(String, Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(n).map { ($0.key, $0.value) }
    }
}

actor RateLimiter {
    private let limit: Int
    private let window: Int
    private var stamps: [Int] = []

    init(limit: Int, window: Int) {
        self.limit = limit
        self.window = window
    }

    func allow(at time: Int) -> Bool {
        stamps.removeAll { $0 <= time - window }
        guard stamps.count < limit else { return false }
        stamps.append(time)
        return true
    }
}

let counter = VisitCounter()
let screens = ["home", "search", "home", "profile", "home", "search", "cart"]
for screen in screens {
    let n = await counter.record(screen)
    if n > 1 { print("\(screen) visited \(n) times") }
}
print("total: \(await counter.total)")
for (screen, count) in await counter.top(3) {
    print("top: \(screen)=\(count)")
}

let limiter = RateLimiter(limit: 3, window: 10)
var decisions: [String] = []
for t in [0, 1, 2, 3, 9, 10, 11, 12, 13, 25] {
    let ok = await limiter.allow(at: t)
    decisions.append("\(t):\(ok ? "y" : "n")")
}
print(decisions.joined(separator: " "))

await withTaskGroup(of: Int.self) { group in
    for i in 0..<50 { group.addTask { await counter.record(i % 2 == 0 ? "even" : "odd") } }
    for await _ in group {}
}
print("after group: \(await counter.total)")
print(await counter.top(2).map { "\($0.0)=\($0.1)" })

// expect: home visited 2 times
// expect: home visited 3 times
// expect: search visited 2 times
// expect: total: 7
// expect: top: home=3
// expect: top: search=2
// expect: top: cart=1
// expect: 0:y 1:y 2:y 3:n 9:n 10:y 11:y 12:y 13:n 25:y
// expect: after group: 57
// expect: ["even=25", "odd=25"]
