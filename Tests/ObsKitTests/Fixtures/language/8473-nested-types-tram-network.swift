// Swift book style (Nested Types): a Tram struct nests Line and Stop types, with a nested enum inside a nested enum
struct Tram {
    enum Line: String, CaseIterable {
        case red = "R", blue = "B", green = "G"

        enum Frequency {
            case peak, offPeak
            var minutes: Int { self == .peak ? 5 : 12 }
        }

        func waitTime(_ frequency: Frequency) -> Int {
            switch self {
            case .red: return frequency.minutes
            case .blue: return frequency.minutes + 2
            case .green: return frequency.minutes * 2
            }
        }
    }

    struct Stop: CustomStringConvertible {
        let name: String
        let zone: Int
        var description: String { "\(name)(z\(zone))" }
    }

    let line: Line
    let stops: [Stop]

    var fareZones: ClosedRange<Int> {
        let zones = stops.map(\.zone)
        return zones.min()!...zones.max()!
    }
}

extension Tram.Stop {
    static let central = Tram.Stop(name: "Central", zone: 1)
}

extension Tram {
    struct Ticket {
        let zones: ClosedRange<Int>
        var price: Int { 150 + 60 * (zones.count - 1) }
    }
    func ticket() -> Ticket { Ticket(zones: fareZones) }
}

let red = Tram(line: .red, stops: [.central, Tram.Stop(name: "Harbor", zone: 2), Tram.Stop(name: "Airport", zone: 4)])
let green = Tram(line: .green, stops: [Tram.Stop(name: "Park", zone: 2), .central])

for tram in [red, green] {
    print(tram.line, tram.line.rawValue, tram.stops, "zones", tram.fareZones, "price", tram.ticket().price)
}

for line in Tram.Line.allCases {
    let peak = line.waitTime(.peak)
    let off = line.waitTime(Tram.Line.Frequency.offPeak)
    print("\(line): peak \(peak) min, off-peak \(off) min")
}

let code: Tram.Line.RawValue = "B"
if let line = Tram.Line(rawValue: code) {
    print("code \(code) is the \(line) line")
}
print(type(of: Tram.Stop.central), Tram.Ticket(zones: 1...1).price)

// expect: red R [Central(z1), Harbor(z2), Airport(z4)] zones 1...4 price 330
// expect: green G [Park(z2), Central(z1)] zones 1...2 price 210
// expect: red: peak 5 min, off-peak 12 min
// expect: blue: peak 7 min, off-peak 14 min
// expect: green: peak 10 min, off-peak 24 min
// expect: code B is the blue line
// expect: Stop 150
