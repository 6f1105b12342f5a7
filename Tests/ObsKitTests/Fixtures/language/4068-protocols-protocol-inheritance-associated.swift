// Swift book style: Protocols: protocol inheritance, associated type defaults and Self requirements in a game scoreboard
protocol Scorable {
    var points: Int { get }
}

protocol Ranked: Scorable {
    static func better(_ a: Self, _ b: Self) -> Self
}

extension Ranked {
    static func better(_ a: Self, _ b: Self) -> Self {
        return a.points >= b.points ? a : b
    }
}

struct Team: Ranked {
    var name: String
    var points: Int
}

struct Solo: Ranked {
    var handle: String
    var points: Int
    static func better(_ a: Solo, _ b: Solo) -> Solo {
        return a.points == b.points ? (a.handle < b.handle ? a : b) : (a.points > b.points ? a : b)
    }
}

func champion<T: Ranked>(_ entries: [T]) -> T? {
    guard var best = entries.first else { return nil }
    for e in entries.dropFirst() {
        best = T.better(best, e)
    }
    return best
}

let teams = [Team(name: "Reds", points: 12), Team(name: "Blues", points: 15), Team(name: "Greens", points: 15)]
print("champion team: \(champion(teams)?.name ?? "none")")
let solos = [Solo(handle: "zed", points: 9), Solo(handle: "amy", points: 9), Solo(handle: "bo", points: 3)]
print("champion solo: \(champion(solos)?.handle ?? "none")")
print("empty: \(champion([Team]())?.name ?? "none")")

protocol Board {
    associatedtype Entry: Scorable = Team
    var entries: [Entry] { get set }
}
extension Board {
    var totalPoints: Int { entries.reduce(0) { $0 + $1.points } }
    mutating func add(_ e: Entry) { entries.append(e) }
}
struct League: Board {
    var entries: [Team] = []
}
struct Arcade: Board {
    typealias Entry = Solo
    var entries: [Solo] = []
}
var league = League()
for t in teams { league.add(t) }
var arcade = Arcade()
arcade.add(Solo(handle: "max", points: 40))
arcade.add(Solo(handle: "kim", points: 2))
print("league total: \(league.totalPoints), arcade total: \(arcade.totalPoints)")

protocol Copyable {
    func copy() -> Self
}
final class Note: Copyable {
    var text: String
    init(text: String) { self.text = text }
    func copy() -> Note { return Note(text: text) }
}
let original = Note(text: "draft")
let duplicate = original.copy()
duplicate.text = "final"
print("original: \(original.text), copy: \(duplicate.text), same: \(original === duplicate)")
let scorables: [Scorable] = teams + solos.map { $0 as Scorable }
print("all points: \(scorables.map { $0.points })")
// expect: champion team: Blues
// expect: champion solo: amy
// expect: empty: none
// expect: league total: 42, arcade total: 42
// expect: original: draft, copy: final, same: false
// expect: all points: [12, 15, 15, 9, 9, 3]
