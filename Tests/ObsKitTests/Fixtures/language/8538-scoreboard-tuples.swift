// Course style (tuples and functions): league table from match results, named tuples, inout
typealias MatchResult = (home: String, homeGoals: Int, away: String, awayGoals: Int)

struct TeamRecord {
    var played = 0, won = 0, drawn = 0, lost = 0
    var goalsFor = 0, goalsAgainst = 0
    var points: Int { won * 3 + drawn }
    var goalDifference: Int { goalsFor - goalsAgainst }
}

let results: [MatchResult] = [
    ("Lions", 2, "Hawks", 1),
    ("Otters", 0, "Lions", 0),
    ("Hawks", 3, "Bears", 3),
    ("Bears", 1, "Otters", 2),
    ("Lions", 1, "Bears", 4),
    ("Hawks", 2, "Otters", 0),
]

func record(_ table: inout [String: TeamRecord], team: String, scored: Int, conceded: Int) {
    var r = table[team] ?? TeamRecord()
    r.played += 1
    r.goalsFor += scored
    r.goalsAgainst += conceded
    if scored > conceded { r.won += 1 } else if scored == conceded { r.drawn += 1 } else { r.lost += 1 }
    table[team] = r
}

var table: [String: TeamRecord] = [:]
for match in results {
    record(&table, team: match.home, scored: match.homeGoals, conceded: match.awayGoals)
    record(&table, team: match.away, scored: match.awayGoals, conceded: match.homeGoals)
}

let standings = table.sorted { a, b in
    if a.value.points != b.value.points { return a.value.points > b.value.points }
    if a.value.goalDifference != b.value.goalDifference { return a.value.goalDifference > b.value.goalDifference }
    return a.key < b.key
}

print("Team     P  W  D  L  GF GA  GD Pts")
for (team, r) in standings {
    let name = team + String(repeating: " ", count: 8 - team.count)
    let gd = r.goalDifference > 0 ? "+\(r.goalDifference)" : "\(r.goalDifference)"
    print("\(name) \(r.played)  \(r.won)  \(r.drawn)  \(r.lost)  \(r.goalsFor)  \(r.goalsAgainst)  \(gd)  \(r.points)")
}

let totalGoals = results.reduce(0) { $0 + $1.homeGoals + $1.awayGoals }
print("Goals: \(totalGoals) in \(results.count) matches")
let biggest = results.max { abs($0.homeGoals - $0.awayGoals) < abs($1.homeGoals - $1.awayGoals) }!
print("Biggest margin: \(biggest.home) \(biggest.homeGoals)-\(biggest.awayGoals) \(biggest.away)")
let draws = results.filter { $0.homeGoals == $0.awayGoals }.map { "\($0.home) v \($0.away)" }
print("Draws: \(draws)")
let (leader, leaderRecord) = standings[0]
print("Leader: \(leader) on \(leaderRecord.points) points")

// expect: Team     P  W  D  L  GF GA  GD Pts
// expect: Bears    3  1  1  1  8  6  +2  4
// expect: Hawks    3  1  1  1  6  5  +1  4
// expect: Otters   3  1  1  1  2  3  -1  4
// expect: Lions    3  1  1  1  3  5  -2  4
// expect: Goals: 19 in 6 matches
// expect: Biggest margin: Lions 1-4 Bears
// expect: Draws: ["Otters v Lions", "Hawks v Bears"]
// expect: Leader: Bears on 4 points
