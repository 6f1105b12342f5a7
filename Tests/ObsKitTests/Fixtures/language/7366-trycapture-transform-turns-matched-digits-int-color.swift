// RegexBuilder style (typed captures): TryCapture with a transform turns matched digits into Int and a color name into an enum
import RegexBuilder

enum Color: String {
    case red, green, blue
}

let line = Regex {
    TryCapture {
        OneOrMore(.digit)
    } transform: { Int($0) }
    "x"
    TryCapture {
        OneOrMore(.digit)
    } transform: { Int($0) }
    OneOrMore(.whitespace)
    TryCapture {
        OneOrMore(.word)
    } transform: { Color(rawValue: String($0)) }
}

let orders = ["3x4 red", "10x2 blue", "5x5 purple", "7x1 green", "x3 red"]
var area = 0
for order in orders {
    if let match = order.wholeMatch(of: line) {
        let (_, width, height, color) = match.output
        area += width * height
        print("\(order): \(width * height) cells of \(color)")
    } else {
        print("\(order): rejected")
    }
}
print("total area:", area)

let temps = Regex {
    TryCapture(as: Reference(Double.self)) {
        Optionally("-")
        OneOrMore(.digit)
        Optionally {
            "."
            OneOrMore(.digit)
        }
    } transform: { Double($0) }
    "C"
}
let readings = "Mon 12.5C, Tue -3C, Wed 20.25C"
let values = readings.matches(of: temps).map { $0.output.1 }
print(values, values.reduce(0, +))

// expect: 3x4 red: 12 cells of red
// expect: 10x2 blue: 20 cells of blue
// expect: 5x5 purple: rejected
// expect: 7x1 green: 7 cells of green
// expect: x3 red: rejected
// expect: total area: 39
// expect: [12.5, -3.0, 20.25] 29.75
