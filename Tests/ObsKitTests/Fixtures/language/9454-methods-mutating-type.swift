// Instance methods, self, mutating methods, assigning to self, type methods (expected output from swiftc 6.3.1 on Linux)
final class Playlist {
    var songs: [String]
    var position = 0
    init(songs: [String]) { self.songs = songs }
    func current() -> String { songs[position] }
    func skip(_ count: Int = 1) { position = (position + count) % songs.count }
    func jump(to position: Int) {
        guard songs.indices.contains(position) else { return }
        self.position = position
    }
}
let mix = Playlist(songs: ["Intro", "Rain", "Neon", "Outro"])
mix.skip()
mix.skip(2)
print("now:", mix.current())
mix.skip()
mix.jump(to: 2)
mix.jump(to: 40)
print("now:", mix.current(), "at", mix.position)

struct CombinationDial {
    var value = 0
    let size = 40
    func distance(to target: Int) -> Int { (target - value + size) % size }
    mutating func rotate(by clicks: Int) {
        value = ((value + clicks) % size + size) % size
    }
    mutating func scramble() {
        self = CombinationDial(value: 17)
    }
}
var dial = CombinationDial()
dial.rotate(by: -3)
print(dial.value, dial.distance(to: 5))
dial.rotate(by: 45)
print(dial.value)
dial.scramble()
print(dial.value, dial.distance(to: 17))

enum MoonPhase: CaseIterable {
    case new, waxing, full, waning
    mutating func advance() {
        let all = MoonPhase.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
var moon = MoonPhase.full
var nights: [MoonPhase] = []
for _ in 0..<5 { moon.advance(); nights.append(moon) }
print(nights)

struct PasswordPolicy {
    static var minimumLength = 8
    static func violations(in password: String) -> [String] {
        var problems: [String] = []
        if password.count < minimumLength { problems.append("short") }
        if !password.contains(where: \.isNumber) { problems.append("no digit") }
        if password.lowercased() == password { problems.append("no capital") }
        return problems
    }
    static func isStrong(_ password: String) -> Bool { violations(in: password).isEmpty }
}
print(PasswordPolicy.violations(in: "kitten"), PasswordPolicy.isStrong("Tr0mbone!"))
PasswordPolicy.minimumLength = 12
print(PasswordPolicy.violations(in: "Tr0mbone!"))

class Parser {
    class func make() -> Parser { Parser() }
    class var kind: String { "generic" }
    static func describe() -> String { "parser of kind \(kind)" }
}
final class JSONishParser: Parser {
    override class func make() -> Parser { JSONishParser() }
    override class var kind: String { "jsonish" }
}
print(Parser.describe(), "|", JSONishParser.describe())
print(type(of: JSONishParser.make()))

// expect: now: Outro
// expect: now: Neon at 2
// expect: 37 8
// expect: 2
// expect: 17 0
// expect: [main.MoonPhase.waning, main.MoonPhase.new, main.MoonPhase.waxing, main.MoonPhase.full, main.MoonPhase.waning]
// expect: ["short", "no digit", "no capital"] true
// expect: ["short"]
// expect: parser of kind generic | parser of kind jsonish
// expect: JSONishParser
