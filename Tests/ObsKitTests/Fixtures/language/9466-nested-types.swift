// Nested types: enums and structs inside types, qualified references from outside (expected output from swiftc 6.3.1 on Linux)
struct Tournament {
    struct Match {
        enum Outcome: String { case homeWin = "1", draw = "X", awayWin = "2" }
        struct Score { let home: Int, away: Int }
        let home: String, away: String
        let score: Score
        var outcome: Outcome {
            score.home > score.away ? .homeWin : score.home == score.away ? .draw : .awayWin
        }
    }
    enum Stage: Int, CaseIterable { case group = 1, quarter, semi, final }
    var matches: [Match] = []
    mutating func record(_ home: String, _ h: Int, _ away: String, _ a: Int) {
        matches.append(Match(home: home, away: away, score: Match.Score(home: h, away: a)))
    }
}

var cup = Tournament()
cup.record("Reds", 2, "Blues", 0)
cup.record("Greens", 1, "Golds", 1)
cup.record("Blues", 0, "Golds", 3)
for m in cup.matches {
    print("\(m.home) \(m.score.home)-\(m.score.away) \(m.away) => \(m.outcome.rawValue)")
}
let drawSymbol = Tournament.Match.Outcome.draw.rawValue
print("draw symbol:", drawSymbol)
print("stages:", Tournament.Stage.allCases.count, Tournament.Stage.semi.rawValue)
let score: Tournament.Match.Score = cup.matches[2].score
print(score.home + score.away, type(of: score))

final class Restaurant {
    struct MenuItem {
        enum Course: String { case starter, main, dessert }
        let name: String
        let course: Course
        let price: Int
    }
    private(set) var menu: [MenuItem] = []
    func add(_ name: String, _ course: MenuItem.Course, _ price: Int) {
        menu.append(MenuItem(name: name, course: course, price: price))
    }
    func items(for course: MenuItem.Course) -> [String] {
        menu.filter { $0.course == course }.map(\.name)
    }
}
let bistro = Restaurant()
bistro.add("soup", .starter, 6)
bistro.add("risotto", .main, 18)
bistro.add("tart", .dessert, 7)
bistro.add("steak", .main, 26)
for course in [Restaurant.MenuItem.Course.starter, .main, .dessert] {
    print(course.rawValue, bistro.items(for: course))
}
print("total:", bistro.menu.reduce(0) { $0 + $1.price })
print(type(of: bistro.menu[0]), Restaurant.MenuItem.Course.main)

// expect: Reds 2-0 Blues => 1
// expect: Greens 1-1 Golds => X
// expect: Blues 0-3 Golds => 2
// expect: draw symbol: X
// expect: stages: 4 3
// expect: 3 Score
// expect: starter ["soup"]
// expect: main ["risotto", "steak"]
// expect: dessert ["tart"]
// expect: total: 57
// expect: MenuItem main
