// Constrained protocol extensions: members only available when Element or Self matches.
protocol Scorable {
    var score: Int { get }
}
struct Player: Scorable {
    var name: String
    var score: Int
}
extension Array where Element: Scorable {
    var totalScore: Int { reduce(0) { $0 + $1.score } }
    func best() -> Element? { self.max { $0.score < $1.score } }
}
extension Scorable where Self: CustomStringConvertible {
    func report() -> String { "\(description) scored \(score)" }
}
extension Player: CustomStringConvertible {
    var description: String { "Player(\(name))" }
}
let team = [Player(name: "Ana", score: 12), Player(name: "Bo", score: 30), Player(name: "Cy", score: 7)]
print(team.totalScore)
print(team.best()!.name)
for p in team { print(p.report()) }

// expect: 49
// expect: Bo
// expect: Player(Ana) scored 12
// expect: Player(Bo) scored 30
// expect: Player(Cy) scored 7
