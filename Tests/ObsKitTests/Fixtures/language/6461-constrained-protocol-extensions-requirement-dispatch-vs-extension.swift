// Swift Apprentice style (protocol-oriented programming): constrained protocol extensions, requirement dispatch vs extension-only methods, and Self requirements
protocol TeamRecord {
    var wins: Int { get }
    var losses: Int { get }
    var winningPercentage: Double { get }
}
extension TeamRecord {
    var gamesPlayed: Int { wins + losses }
    var winningPercentage: Double { gamesPlayed == 0 ? 0 : Double(wins) / Double(gamesPlayed) }
}
protocol Tieable {
    var ties: Int { get }
}
extension TeamRecord where Self: Tieable {
    var winningPercentage: Double {
        Double(wins) / Double(wins + losses + ties)
    }
}
struct BaseballRecord: TeamRecord {
    let wins: Int
    let losses: Int
}
struct HockeyRecord: TeamRecord, Tieable {
    let wins: Int
    let losses: Int
    let ties: Int
}
let baseball = BaseballRecord(wins: 6, losses: 4)
let hockey = HockeyRecord(wins: 8, losses: 7, ties: 5)
print(baseball.gamesPlayed, baseball.winningPercentage)
print(hockey.gamesPlayed, hockey.winningPercentage)

protocol WinLoss {
    var wins: Int { get }
}
extension WinLoss {
    var summary: String { "\(wins) wins (extension)" }
    func announce() -> String { "announce: \(summary)" }
}
struct Club: WinLoss {
    var wins = 3
    var summary: String { "\(wins) wins (type)" }
}
let club = Club()
let asProtocol: WinLoss = club
print(club.summary)
print(asProtocol.summary)
print(club.announce())

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
extension Sequence where Element: Named & Aged {
    func oldest() -> Element? { self.max { $0.age < $1.age } }
    var roster: String { map { "\($0.name)(\($0.age))" }.joined(separator: " ") }
}
struct Player: Named, Aged, Equatable { let name: String; let age: Int }
let squad = [Player(name: "Li", age: 24), Player(name: "Max", age: 31), Player(name: "Oda", age: 19)]
print(squad.roster, squad.oldest()!.name)

protocol Duplicatable {
    func duplicate() -> Self
}
struct Note: Duplicatable { var text: String
    func duplicate() -> Note { Note(text: text + text) }
}
extension Duplicatable {
    func times(_ n: Int) -> [Self] { Array(repeating: self, count: n).map { $0.duplicate() } }
}
print(Note(text: "ab").duplicate().text, Note(text: "x").times(2).map(\.text))
extension Collection where Element: Equatable {
    func countOccurrences(of e: Element) -> Int { filter { $0 == e }.count }
}
print([1, 2, 1, 1].countOccurrences(of: 1), "banana".countOccurrences(of: "a"), squad.countOccurrences(of: squad[0]))

// expect: 10 0.6
// expect: 15 0.4
// expect: 3 wins (type)
// expect: 3 wins (extension)
// expect: announce: 3 wins (extension)
// expect: Li(24) Max(31) Oda(19) Max
// expect: abab ["xx", "xx"]
// expect: 3 3 1
