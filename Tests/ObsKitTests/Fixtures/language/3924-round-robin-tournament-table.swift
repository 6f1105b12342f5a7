// App code style: round-robin tournament table sorted by several keys
struct Team: Hashable { let name: String }

struct Standing: CustomStringConvertible {
    let team: Team
    var played = 0, won = 0, drawn = 0, lost = 0
    var goalsFor = 0, goalsAgainst = 0

    var points: Int { won * 3 + drawn }
    var goalDiff: Int { goalsFor - goalsAgainst }

    var description: String {
        let gd = goalDiff > 0 ? "+\(goalDiff)" : "\(goalDiff)"
        let name = team.name + String(repeating: " ", count: max(0, 8 - team.name.count))
        return "\(name) P\(played) W\(won) D\(drawn) L\(lost) GD\(gd) Pts\(points)"
    }

    mutating func record(scored: Int, conceded: Int) {
        played += 1
        goalsFor += scored
        goalsAgainst += conceded
        if scored > conceded { won += 1 } else if scored == conceded { drawn += 1 } else { lost += 1 }
    }
}

let teams = ["Lions", "Tigers", "Bears", "Wolves"].map(Team.init)
var table = Dictionary(uniqueKeysWithValues: teams.map { ($0, Standing(team: $0)) })

// Scores derived from a simple deterministic formula
var matchNo = 0
for i in 0..<teams.count {
    for j in (i + 1)..<teams.count {
        matchNo += 1
        let home = (matchNo * 7 + i * 3) % 4
        let away = (matchNo * 5 + j * 2) % 3
        table[teams[i]]!.record(scored: home, conceded: away)
        table[teams[j]]!.record(scored: away, conceded: home)
        print("\(teams[i].name) \(home)-\(away) \(teams[j].name)")
    }
}

let ranked = table.values.sorted {
    if $0.points != $1.points { return $0.points > $1.points }
    if $0.goalDiff != $1.goalDiff { return $0.goalDiff > $1.goalDiff }
    if $0.goalsFor != $1.goalsFor { return $0.goalsFor > $1.goalsFor }
    return $0.team.name < $1.team.name
}
for (pos, s) in ranked.enumerated() { print("\(pos + 1). \(s)") }
let byTuple = table.values.sorted { ($1.points, $1.goalsFor, $0.team.name) < ($0.points, $0.goalsFor, $1.team.name) }
print("tuple order matches:", byTuple.map(\.team.name) == ranked.map(\.team.name))
print("top scorer team: \(table.values.max { ($0.goalsFor, $1.team.name) < ($1.goalsFor, $0.team.name) }!.team.name)")
// expect: Lions 3-1 Tigers
// expect: Lions 2-2 Bears
// expect: Lions 1-0 Wolves
// expect: Tigers 3-0 Bears
// expect: Tigers 2-1 Wolves
// expect: Bears 0-0 Wolves
// expect: 1. Lions    P3 W2 D1 L0 GD+3 Pts7
// expect: 2. Tigers   P3 W2 D0 L1 GD+2 Pts6
// expect: 3. Bears    P3 W0 D2 L1 GD-3 Pts2
// expect: 4. Wolves   P3 W0 D1 L2 GD-2 Pts1
// expect: tuple order matches: true
// expect: top scorer team: Lions
