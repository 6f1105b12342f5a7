// Failable initializer chains: init? delegating to init?, init! , overriding failable with non-failable, enum init?
struct Percent {
    let value: Int
    init?(_ v: Int) {
        guard (0...100).contains(v) else { print("  reject \(v)"); return nil }
        value = v
    }
    init?(text: String) {
        var t = text
        guard t.hasSuffix("%") else { print("  no % in \(text)"); return nil }
        t.removeLast()
        guard let n = Int(t) else { print("  not a number \(t)"); return nil }
        self.init(n)
    }
    init?(fraction: Double) {
        self.init(Int(fraction * 100 + 0.5))
    }
    init!(unchecked v: Int) { self.init(v) }
}

for s in ["50%", "150%", "x%", "42", "0%"] {
    print(s, Percent(text: s)?.value as Any)
}
print(Percent(fraction: 0.255)?.value as Any, Percent(fraction: 1.01)?.value as Any)
let iuo: Percent = Percent(unchecked: 7)
print(iuo.value, Percent(unchecked: 8) == nil ? "nil" : "has")
let bad: Percent? = Percent(unchecked: 700)
print(bad == nil)

class Animal {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
    convenience init?(code: Int) {
        let table = [1: "cat", 2: "dog"]
        guard let n = table[code] else { return nil }
        self.init(name: n)
    }
}
class Dog: Animal {
    let good: Bool
    override init(name: String) {
        good = true
        super.init(name: name.isEmpty ? "unnamed" : name)!
    }
    init?(bark: String) {
        guard bark.lowercased().hasPrefix("woof") else { return nil }
        good = bark.count > 4
        super.init(name: "barker")
    }
}
print(Animal(name: "")?.name as Any, Animal(name: "ox")?.name as Any)
print(Animal(code: 2)?.name as Any, Animal(code: 9)?.name as Any)
let d = Dog(name: "")
print(d.name, d.good)
print(Dog(bark: "Woof!")?.good as Any, Dog(bark: "woof")?.good as Any, Dog(bark: "meow") == nil)
let viaConv = Dog(code: 1)
print(viaConv.map { "\(type(of: $0)) \($0.name) \($0.good)" } ?? "nil")

enum Suit: Character {
    case hearts = "♥", spades = "♠"
    init?(name: String) {
        switch name.lowercased() {
        case "hearts": self = .hearts
        case "spades": self = .spades
        default:
            guard let c = name.first, let s = Suit(rawValue: c) else { return nil }
            self = s
        }
    }
}
print(Suit(name: "HEARTS") as Any, Suit(name: "♠") as Any, Suit(name: "clubs") as Any, Suit(name: "") as Any)
let parsed = ["10%", "20", "30%", "101%"].compactMap(Percent.init(text:)).map(\.value)
print(parsed)

// expect: 50% Optional(50)
// expect:   reject 150
// expect: 150% nil
// expect:   not a number x
// expect: x% nil
// expect:   no % in 42
// expect: 42 nil
// expect: 0% Optional(0)
// expect:   reject 101
// expect: Optional(26) nil
// expect: 7 has
// expect:   reject 700
// expect: true
// expect: nil Optional("ox")
// expect: Optional("dog") nil
// expect: unnamed true
// expect: Optional(true) Optional(false) true
// expect: Dog cat true
// expect: Optional(main.Suit.hearts) Optional(main.Suit.spades) nil nil
// expect:   no % in 20
// expect:   reject 101
// expect: [10, 30]
