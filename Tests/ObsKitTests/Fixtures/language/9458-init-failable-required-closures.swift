// Failable initializers, required initializers, two-phase init, and defaults set by closures (expected output from swiftc 6.3.1 on Linux)
struct Username {
    let value: String
    init?(_ raw: String) {
        let trimmed = raw.filter { !$0.isWhitespace }
        guard (3...12).contains(trimmed.count), trimmed.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            return nil
        }
        value = trimmed.lowercased()
    }
}
for raw in ["  Ace99 ", "x", "bad-name", "ThisNameIsWayTooLong"] {
    print("'\(raw)' ->", Username(raw)?.value ?? "rejected")
}

enum Grade: Character {
    case a = "A", b = "B", c = "C"
    init?(score: Int) {
        switch score {
        case 90...100: self = .a
        case 80..<90: self = .b
        case 70..<80: self = .c
        default: return nil
        }
    }
}
print(Grade(score: 95) as Any, Grade(score: 42) as Any, Grade(rawValue: "B") as Any)

class Part {
    let serial: String
    init?(serial: String) {
        if serial.isEmpty { return nil }
        self.serial = serial
    }
}
final class Gear: Part {
    let teeth: Int
    init?(serial: String, teeth: Int) {
        if teeth < 8 { return nil }
        self.teeth = teeth
        super.init(serial: serial)
    }
}
print(Gear(serial: "G-1", teeth: 20).map { "\($0.serial)/\($0.teeth)" } ?? "nil")
print(Gear(serial: "", teeth: 20) == nil, Gear(serial: "G-2", teeth: 3) == nil)
let forced = UInt8(exactly: 200)!
print("forced:", forced, UInt8(exactly: 300) as Any)

class Widget {
    let id: String
    required init(id: String) { self.id = id }
    class func build(id: String) -> Self { Self(id: id) }
}
final class Slider: Widget {
    var position: Double
    required init(id: String) {
        position = 0.5
        super.init(id: id)
        position += 0.25
    }
}
let w = Slider.build(id: "vol")
print(type(of: w), w.id, w.position)

struct WordGame {
    let letterScores: [Character: Int] = {
        var table: [Character: Int] = [:]
        for ch in "aeioulnrst" { table[ch] = 1 }
        for ch in "dg" { table[ch] = 2 }
        for ch in "jxqz" { table[ch] = 8 }
        return table
    }()
    let name: String = ["Word", "smith"].joined()
    func score(_ word: String) -> Int { word.reduce(0) { $0 + (letterScores[$1] ?? 3) } }
}
let game = WordGame()
print(game.name, game.score("quiz"), game.score("tide"), game.letterScores.count)

// expect: '  Ace99 ' -> ace99
// expect: 'x' -> rejected
// expect: 'bad-name' -> rejected
// expect: 'ThisNameIsWayTooLong' -> rejected
// expect: Optional(main.Grade.a) nil Optional(main.Grade.b)
// expect: G-1/20
// expect: true true
// expect: forced: 200 nil
// expect: Slider vol 0.75
// expect: Wordsmith 18 5 16
