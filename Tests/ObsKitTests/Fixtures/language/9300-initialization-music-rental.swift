// Designated, convenience, failable and required initializers
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A music shop that rents instruments.
struct Speed {
    var kmh: Double
    init(fromMph mph: Double) {
        kmh = mph * 1.6
    }
    init(_ kmh: Double) {
        self.kmh = kmh
    }
}
print(Speed(fromMph: 30.0).kmh)
print(Speed(48.0).kmh)
class Instrument {
    var name: String
    init(name: String) {
        self.name = name
    }
    convenience init() {
        self.init(name: "[Mystery instrument]")
    }
}
class Rental: Instrument {
    var months: Int
    init(name: String, months: Int) {
        self.months = months
        super.init(name: name)
    }
    override convenience init(name: String) {
        self.init(name: name, months: 1)
    }
}
class RentalLine: Rental {
    var returned = false
    var description: String {
        var output = "\(name) for \(months) month(s)"
        output += returned ? " - returned" : " - out"
        return output
    }
}
var rentals = [
    RentalLine(),
    RentalLine(name: "Violin"),
    RentalLine(name: "Cello", months: 9),
]
rentals[0].name = "Ukulele"
rentals[0].returned = true
for line in rentals {
    print(line.description)
}
struct Nickname {
    let text: String
    init?(_ text: String) {
        if text.isEmpty { return nil }
        self.text = text
    }
}
print(Nickname("Fiddler")?.text ?? "none")
print(Nickname("") == nil ? "empty nickname rejected" : "accepted")

enum AmpSetting: Character {
    case off = "0", low = "L", high = "H"
}
for symbol: Character in ["L", "9", "H"] {
    if let setting = AmpSetting(rawValue: symbol) {
        print("\(symbol) -> \(setting)")
    } else {
        print("\(symbol) -> invalid")
    }
}
class Polygon {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
}
class Square: Polygon {
    required init(sides: Int) { super.init(sides: 4) }
}
let sq = Square(sides: 7)
print("square sides: \(sq.sides)")
// expect: 48.0
// expect: 48.0
// expect: Ukulele for 1 month(s) - returned
// expect: Violin for 1 month(s) - out
// expect: Cello for 9 month(s) - out
// expect: Fiddler
// expect: empty nickname rejected
// expect: L -> low
// expect: 9 -> invalid
// expect: H -> high
// expect: square sides: 4
