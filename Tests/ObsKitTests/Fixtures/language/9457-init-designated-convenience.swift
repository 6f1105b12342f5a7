// Initialization: defaults, custom/memberwise inits, delegation, designated and convenience inits (expected output from swiftc 6.3.1 on Linux)
struct Fraction {
    var numerator: Int
    var denominator: Int = 1
}
print(Fraction(numerator: 3), Fraction(numerator: 2, denominator: 5))

struct Length {
    let meters: Double
    init(meters: Double) { self.meters = meters }
    init(feet: Double) { self.meters = feet * 0.3048 }
    init(_ cm: Int) { self.meters = Double(cm) / 100 }
}
print(Length(meters: 2).meters, Length(feet: 10).meters, Length(250).meters)

struct TeamRoster {
    let players: Int, substitutes: Int
    var nickname: String?
    init(players: Int, substitutes: Int) { self.players = players; self.substitutes = substitutes }
    init(sport: String) {
        let sizes = ["football": (11, 5), "volleyball": (6, 6)][sport] ?? (1, 0)
        self.init(players: sizes.0, substitutes: sizes.1)
    }
}
var squad = TeamRoster(sport: "volleyball")
print(squad.players, squad.substitutes, squad.nickname as Any)
squad.nickname = "Spikers"
print(squad.nickname!, TeamRoster(sport: "chess").players)

struct Meeting {
    var startMinute = 9 * 60
    var endMinute = 9 * 60 + 30
    init() {}
    init(startMinute: Int, endMinute: Int) {
        self.startMinute = startMinute
        self.endMinute = endMinute
    }
    init(startingAt hour: Int, lasting minutes: Int) {
        self.init(startMinute: hour * 60, endMinute: hour * 60 + minutes)
    }
}
let standup = Meeting()
let review = Meeting(startingAt: 14, lasting: 90)
print(standup.startMinute, standup.endMinute, review.startMinute, review.endMinute)

class Beverage {
    let name: String
    var sizeOunces: Int
    init(name: String, sizeOunces: Int) {
        self.name = name
        self.sizeOunces = sizeOunces
        print("  Beverage.init designated: \(name)")
    }
    convenience init(name: String) {
        self.init(name: name, sizeOunces: 8)
        print("  Beverage.init convenience")
    }
    convenience init() { self.init(name: "water") }
}
class Latte: Beverage {
    var shots: Int
    init(shots: Int, sizeOunces: Int) {
        self.shots = shots
        super.init(name: "latte", sizeOunces: sizeOunces)
        print("  Latte.init designated")
    }
    override convenience init(name: String, sizeOunces: Int) {
        self.init(shots: 1, sizeOunces: sizeOunces)
    }
    var description: String { "\(shots)-shot \(name) \(sizeOunces)oz" }
}
print("making water:")
let water = Beverage()
print(water.name, water.sizeOunces)
print("making latte (inherited convenience):")
let inherited = Latte(name: "ignored")
print(inherited.description)
print("making double latte:")
print(Latte(shots: 2, sizeOunces: 12).description)

// expect: Fraction(numerator: 3, denominator: 1) Fraction(numerator: 2, denominator: 5)
// expect: 2.0 3.048 2.5
// expect: 6 6 nil
// expect: Spikers 1
// expect: 540 570 840 930
// expect: making water:
// expect:   Beverage.init designated: water
// expect:   Beverage.init convenience
// expect: water 8
// expect: making latte (inherited convenience):
// expect:   Beverage.init designated: latte
// expect:   Latte.init designated
// expect:   Beverage.init convenience
// expect: 1-shot latte 8oz
// expect: making double latte:
// expect:   Beverage.init designated: latte
// expect:   Latte.init designated
// expect: 2-shot latte 12oz
