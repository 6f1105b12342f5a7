// Course style (closures drill): sort by multiple fields, filter/map/reduce, trailing closures
struct Runner {
    let name: String
    let team: String
    let minutes: Int
    let seconds: Int

    var totalSeconds: Int { minutes * 60 + seconds }
    var time: String { "\(minutes):" + (seconds < 10 ? "0\(seconds)" : "\(seconds)") }
}

let runners = [
    Runner(name: "Keiko", team: "Blue", minutes: 21, seconds: 5),
    Runner(name: "Andre", team: "Red", minutes: 19, seconds: 48),
    Runner(name: "Sofia", team: "Blue", minutes: 19, seconds: 48),
    Runner(name: "Bashir", team: "Green", minutes: 23, seconds: 30),
    Runner(name: "Lena", team: "Red", minutes: 20, seconds: 2),
    Runner(name: "Ivo", team: "Green", minutes: 18, seconds: 59),
]

let byTime = runners.sorted { a, b in
    if a.totalSeconds == b.totalSeconds { return a.name < b.name }
    return a.totalSeconds < b.totalSeconds
}
print("Results:")
for (place, r) in byTime.enumerated() {
    print("  \(place + 1). \(r.name) (\(r.team)) \(r.time)")
}

let byTeamThenName = runners.sorted { ($0.team, $0.name) < ($1.team, $1.name) }
print("By team: \(byTeamThenName.map { "\($0.team)/\($0.name)" })")

let under20 = runners.filter { $0.minutes < 20 }.map(\.name)
print("Under 20 min: \(under20)")

let totalTime = runners.map { $0.totalSeconds }.reduce(0, +)
print("Combined seconds: \(totalTime)")

var teamTotals: [String: Int] = [:]
runners.forEach { teamTotals[$0.team, default: 0] += $0.totalSeconds }
let bestTeam = teamTotals.min { $0.value < $1.value }!
print("Best team: \(bestTeam.key) with \(bestTeam.value)s")

func makeCutoff(_ limit: Int) -> (Runner) -> Bool {
    return { runner in runner.totalSeconds <= limit }
}
let qualifies = makeCutoff(20 * 60)
print("Qualified: \(runners.filter(qualifies).count)")

var counter = 0
let increment = { () -> Int in
    counter += 1
    return counter
}
_ = increment()
_ = increment()
print("Counter after two calls: \(counter)")
let names = runners.map(\.name).sorted(by: >)
print("Reverse alphabetical: \(names.joined(separator: ", "))")

// expect: Results:
// expect:   1. Ivo (Green) 18:59
// expect:   2. Andre (Red) 19:48
// expect:   3. Sofia (Blue) 19:48
// expect:   4. Lena (Red) 20:02
// expect:   5. Keiko (Blue) 21:05
// expect:   6. Bashir (Green) 23:30
// expect: By team: ["Blue/Keiko", "Blue/Sofia", "Green/Bashir", "Green/Ivo", "Red/Andre", "Red/Lena"]
// expect: Under 20 min: ["Andre", "Sofia", "Ivo"]
// expect: Combined seconds: 7392
// expect: Best team: Red with 2390s
// expect: Qualified: 3
// expect: Counter after two calls: 2
// expect: Reverse alphabetical: Sofia, Lena, Keiko, Ivo, Bashir, Andre
