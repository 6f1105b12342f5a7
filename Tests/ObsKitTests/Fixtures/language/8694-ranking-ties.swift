// Kata style (leaderboard ranking): multi-key sorting with tuple comparison, competition and dense ranks
struct Player {
    let name: String
    let score: Int
    let time: Int
    let country: String
}

let players = [
    Player(name: "Ivy", score: 980, time: 312, country: "NZ"),
    Player(name: "Oren", score: 1020, time: 400, country: "IL"),
    Player(name: "Ada", score: 980, time: 312, country: "UK"),
    Player(name: "Luis", score: 1020, time: 355, country: "MX"),
    Player(name: "Mei", score: 870, time: 290, country: "CN"),
    Player(name: "Bo", score: 980, time: 290, country: "SE"),
    Player(name: "Kofi", score: 870, time: 290, country: "GH"),
    Player(name: "Zed", score: 640, time: 500, country: "UK"),
]

let ranked = players.sorted { ($1.score, $0.time, $0.name) < ($0.score, $1.time, $1.name) }

var competitionRank = 0
var denseRank = 0
var previous: (Int, Int)? = nil
for (position, p) in ranked.enumerated() {
    let key = (p.score, p.time)
    if previous == nil || previous! != key {
        competitionRank = position + 1
        denseRank += 1
    }
    previous = key
    let name = p.name + String(repeating: " ", count: 6 - p.name.count)
    print("\(competitionRank). [\(denseRank)] \(name) \(p.score) pts \(p.time)s \(p.country)")
}

let byCountry = Dictionary(grouping: players, by: \.country)
let countryBest = byCountry.map { (country: $0.key, best: $0.value.map(\.score).max()!, count: $0.value.count) }
    .sorted { ($0.count, $0.best, $1.country) > ($1.count, $1.best, $0.country) }
for entry in countryBest.prefix(4) {
    print("\(entry.country): \(entry.count) player(s), best \(entry.best)")
}

let stable = players.enumerated().sorted { a, b in
    a.element.score == b.element.score ? a.offset < b.offset : a.element.score > b.element.score
}.map(\.element.name)
print("Stable by score: \(stable.joined(separator: " "))")
let medianScore = ranked.map(\.score).sorted()[ranked.count / 2]
print("Median-ish score: \(medianScore), above it: \(players.filter { $0.score > medianScore }.count)")

// expect: 1. [1] Luis   1020 pts 355s MX
// expect: 2. [2] Oren   1020 pts 400s IL
// expect: 3. [3] Bo     980 pts 290s SE
// expect: 4. [4] Ada    980 pts 312s UK
// expect: 4. [4] Ivy    980 pts 312s NZ
// expect: 6. [5] Kofi   870 pts 290s GH
// expect: 6. [5] Mei    870 pts 290s CN
// expect: 8. [6] Zed    640 pts 500s UK
// expect: UK: 2 player(s), best 980
// expect: IL: 1 player(s), best 1020
// expect: MX: 1 player(s), best 1020
// expect: NZ: 1 player(s), best 980
// expect: Stable by score: Oren Luis Ivy Ada Bo Mei Kofi Zed
// expect: Median-ish score: 980, above it: 2
