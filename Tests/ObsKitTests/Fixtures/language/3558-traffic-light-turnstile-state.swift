// App code style: traffic light and turnstile state machines using enums with transitions
enum Light: String, CaseIterable {
    case red, green, yellow
    var next: Light {
        switch self { case .red: return .green; case .green: return .yellow; case .yellow: return .red }
    }
    var duration: Int { [Light.red: 30, .green: 25, .yellow: 5][self]! }
}

var light = Light.red
var t = 0
for _ in 0..<5 {
    print("t=\(t) \(light.rawValue) for \(light.duration)s")
    t += light.duration
    light = light.next
}
print("cycle length: \(Light.allCases.map(\.duration).reduce(0, +))")

enum Turnstile { case locked(coins: Int), unlocked(passes: Int) }
enum Event { case coin, push }

func step(_ s: Turnstile, _ e: Event) -> (Turnstile, String) {
    switch (s, e) {
    case (.locked(let c), .coin): return (.unlocked(passes: 0), "unlock after \(c + 1) coins")
    case (.locked(let c), .push): return (.locked(coins: c), "blocked")
    case (.unlocked(let p), .coin): return (.unlocked(passes: p), "thanks, refund")
    case (.unlocked(let p), .push) where p == 0: return (.locked(coins: 0), "pass and lock")
    case (.unlocked, .push): return (.locked(coins: 0), "unreachable")
    }
}

var state = Turnstile.locked(coins: 0)
let events: [Event] = [.push, .coin, .coin, .push, .push, .coin, .push]
for (i, e) in events.enumerated() {
    let (ns, msg) = step(state, e)
    print("\(i): \(e) -> \(msg)")
    state = ns
}
if case .locked = state { print("final: locked") } else { print("final: unlocked") }
print(state)
// expect: t=0 red for 30s
// expect: t=30 green for 25s
// expect: t=55 yellow for 5s
// expect: t=60 red for 30s
// expect: t=90 green for 25s
// expect: cycle length: 60
// expect: 0: push -> blocked
// expect: 1: coin -> unlock after 1 coins
// expect: 2: coin -> thanks, refund
// expect: 3: push -> pass and lock
// expect: 4: push -> blocked
// expect: 5: coin -> unlock after 1 coins
// expect: 6: push -> pass and lock
// expect: final: locked
// expect: locked(coins: 0)
