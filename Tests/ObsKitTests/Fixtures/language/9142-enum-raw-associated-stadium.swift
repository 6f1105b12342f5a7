// Enums with implicit and explicit raw values, failable init(rawValue:), CaseIterable, associated values matched with where clauses
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A climbing gym's levels, the wind forecast for the outdoor wall, and stadium tickets.
enum Level: Int, CaseIterable {
    case starter = 1, novice, improver, skilled, strong, expert, elite, legend
}

enum Wind: String {
    case calm, breezy
    case gusty = "G"
    case stormy = "S"
}

enum Ticket {
    case seat(Int, Int, Int, Int)
    case mobile(String)
}

print(Level.improver.rawValue, Level.legend.rawValue)
print(Level.allCases.count, Level.allCases.last!)
if let l = Level(rawValue: 4) {
    print("level 4 is \(l)")
}
print(Level(rawValue: 11) as Any)
print(Wind.calm.rawValue, Wind.gusty.rawValue, Wind(rawValue: "S") == .stormy)

let tickets: [Ticket] = [.seat(3, 12, 18, 7), .mobile("QX7-NORTH-STAND"), .seat(0, 4, 2, 1)]
for t in tickets {
    switch t {
    case let .seat(stand, block, row, number) where stand == 0:
        print("pitchside seat \(block)-\(row)-\(number)")
    case .seat(let stand, let block, _, _):
        print("stand \(stand) block \(block)")
    case .mobile(let code):
        print("mobile ticket with \(code.count) chars: \(code.prefix(3))...")
    }
}

enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rect(w, h): return w * h
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4.5)]
for s in shapes { print(s, s.area) }

let early = Level.allCases.filter { $0.rawValue <= 4 }.map { "\($0)" }
print(early.joined(separator: ","))
if case .mobile(let code) = tickets[1], code.hasPrefix("QX7") {
    print("matched mobile prefix")
}
let forecast = Wind.breezy
switch forecast {
case .calm, .breezy: print("wall open, \(forecast)")
case .gusty, .stormy: print("wall closed")
}
// expect: 3 8
// expect: 8 legend
// expect: level 4 is skilled
// expect: nil
// expect: calm G true
// expect: stand 3 block 12
// expect: mobile ticket with 15 chars: QX7...
// expect: pitchside seat 4-2-1
// expect: circle(radius: 2.0) 12.0
// expect: rect(width: 3.0, height: 4.5) 13.5
// expect: starter,novice,improver,skilled
// expect: matched mobile prefix
// expect: wall open, breezy
