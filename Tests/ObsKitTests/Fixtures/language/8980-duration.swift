// Swift Evolution style (SE-0329 Clock, Instant and Duration): timing budgets without sleeping
let budget = Duration.seconds(3) + .milliseconds(250)
print("budget:", budget)

// Durations are comparable and support arithmetic
let steps: [(String, Duration)] = [
    ("parse", .milliseconds(120)),
    ("compile", .seconds(1) + .milliseconds(900)),
    ("link", .microseconds(450_000)),
    ("test", .milliseconds(700)),
]

var spent = Duration.zero
for (name, d) in steps {
    spent += d
    let status = spent <= budget ? "ok" : "over"
    print("\(name): \(d) total \(spent) \(status)")
}
print("remaining:", budget - spent)

// Scaling and dividing
let perStep = spent / steps.count
print("average step:", perStep)
print("double budget:", budget * 2)
print("ratio spent/budget:", spent / budget)

// components gives whole seconds plus attoseconds
let (seconds, attoseconds) = budget.components
print("components:", seconds, attoseconds)
print("milliseconds:", attoseconds / 1_000_000_000_000_000 + seconds * 1000)

// Constructing from floating point and negative values
let half = Duration.seconds(0.5)
let late = Duration.milliseconds(-40)
print(half, late, half + late)
print("sorted:", steps.map(\.1).sorted().map { "\($0)" })
print("longest:", steps.max { $0.1 < $1.1 }!.0)

// Instants: only the arithmetic, never the absolute value
let clock = ContinuousClock()
let start = clock.now
let deadline = start.advanced(by: budget)
print("deadline - start =", start.duration(to: deadline))
print("deadline > start:", deadline > start)
let earlier = deadline - .seconds(1)
print("earlier - start =", earlier - start)

// A simple rate limiter computed purely with durations
struct RateLimiter {
    let window: Duration
    let maxEvents: Int
    var minimumSpacing: Duration { window / maxEvents }
}
let limiter = RateLimiter(window: .seconds(1), maxEvents: 8)
print("spacing:", limiter.minimumSpacing)
print("events in 2.5s:", Duration.milliseconds(2500) / limiter.minimumSpacing)

// expect: budget: 3.25 seconds
// expect: parse: 0.12 seconds total 0.12 seconds ok
// expect: compile: 1.9 seconds total 2.02 seconds ok
// expect: link: 0.45 seconds total 2.47 seconds ok
// expect: test: 0.7 seconds total 3.17 seconds ok
// expect: remaining: 0.08 seconds
// expect: average step: 0.7925 seconds
// expect: double budget: 6.5 seconds
// expect: ratio spent/budget: 0.9753846153846154
// expect: components: 3 250000000000000000
// expect: milliseconds: 3250
// expect: 0.5 seconds -0.04 seconds 0.46 seconds
// expect: sorted: ["0.12 seconds", "0.45 seconds", "0.7 seconds", "1.9 seconds"]
// expect: longest: compile
// expect: deadline - start = 3.25 seconds
// expect: deadline > start: true
// expect: earlier - start = 2.25 seconds
// expect: spacing: 0.125 seconds
// expect: events in 2.5s: 20.0
