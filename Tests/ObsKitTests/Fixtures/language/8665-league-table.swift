// Kata style (tournament tally): parsing match results and sorting by points then name
let results = """
Allegoric Alaskans;Blithering Badgers;win
Devastating Donkeys;Courageous Californians;draw
Devastating Donkeys;Allegoric Alaskans;win
Courageous Californians;Blithering Badgers;loss
Blithering Badgers;Devastating Donkeys;loss
Allegoric Alaskans;Courageous Californians;win
Courageous Californians;Allegoric Alaskans;draw
"""

struct Record {
    var played = 0, won = 0, drawn = 0, lost = 0
    var points: Int { won * 3 + drawn }
}

enum Outcome: String { case win, draw, loss }

var table: [String: Record] = [:]
for line in results.split(separator: "\n") {
    let parts = line.split(separator: ";").map(String.init)
    guard parts.count == 3, let outcome = Outcome(rawValue: parts[2]) else { continue }
    let (home, away) = (parts[0], parts[1])
    table[home, default: Record()].played += 1
    table[away, default: Record()].played += 1
    switch outcome {
    case .win:
        table[home]!.won += 1; table[away]!.lost += 1
    case .loss:
        table[home]!.lost += 1; table[away]!.won += 1
    case .draw:
        table[home]!.drawn += 1; table[away]!.drawn += 1
    }
}

func pad(_ s: String, _ width: Int) -> String {
    s + String(repeating: " ", count: max(0, width - s.count))
}
func rjust(_ n: Int, _ width: Int = 3) -> String {
    let s = String(n)
    return String(repeating: " ", count: max(0, width - s.count)) + s
}

let ordered = table.sorted { a, b in
    (a.value.points, b.key) > (b.value.points, a.key)
}
print(pad("Team", 31) + "| MP |  W |  D |  L |  P")
for (name, r) in ordered {
    let cols = [r.played, r.won, r.drawn, r.lost, r.points].map { rjust($0) }
    print(pad(name, 31) + "|" + cols.joined(separator: " |"))
}
let totalGoalsOfDraws = ordered.reduce(0) { $0 + $1.value.drawn } / 2
print("Drawn matches: \(totalGoalsOfDraws)")

// expect: Team                           | MP |  W |  D |  L |  P
// expect: Allegoric Alaskans             |  4 |  2 |  1 |  1 |  7
// expect: Devastating Donkeys            |  3 |  2 |  1 |  0 |  7
// expect: Blithering Badgers             |  3 |  1 |  0 |  2 |  3
// expect: Courageous Californians        |  4 |  0 |  2 |  2 |  2
// expect: Drawn matches: 2
