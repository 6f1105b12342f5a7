// Nested types inside structs and enums, extensions that add initializers, subscripts and nested enums to them
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A tram timetable: each departure has a line and an hour, and the hour knows its fares.
struct Timetable {
    struct Departure: CustomStringConvertible {
        enum Line: Character, CaseIterable {
            case red = "R", green = "G", blue = "B"
        }
        enum Hour: Int, CaseIterable {
            case six = 6, seven, eight, nine, ten, eleven
            case noon
            struct Fares { let standard: Int, concession: Int? }
            var fares: Fares {
                switch self {
                case .seven, .eight: return Fares(standard: 5, concession: nil)
                case .noon: return Fares(standard: 3, concession: 1)
                default: return Fares(standard: 3, concession: 2)
                }
            }
        }
        let hour: Hour, line: Line
        var description: String {
            var out = "\(line.rawValue)\(hour.rawValue):00 fare \(hour.fares.standard)"
            if let c = hour.fares.concession { out += " or \(c)" }
            return out
        }
    }
    var departures: [Departure]
}

extension Timetable {
    init() {
        departures = Departure.Line.allCases.flatMap { l in Departure.Hour.allCases.map { Departure(hour: $0, line: l) } }
    }
    subscript(line: Departure.Line) -> [Departure] { departures.filter { $0.line == line } }
    enum Order { case byLine, byHour }
    func sorted(_ order: Order) -> [Departure] {
        switch order {
        case .byLine: return departures
        case .byHour: return departures.sorted { ($0.hour.rawValue, $0.line.rawValue) < ($1.hour.rawValue, $1.line.rawValue) }
        }
    }
}

extension Timetable.Departure.Hour {
    var isPeak: Bool { [.seven, .eight].contains(self) }
}

let day = Timetable()
print(day.departures.count)
print(day.departures[8])
print(day[.green].filter { $0.hour.isPeak }.map(\.description))
print(day.sorted(.byHour).prefix(4).map { "\($0.line.rawValue)\($0.hour.rawValue)" })
let blueCode = Timetable.Departure.Line.blue.rawValue
print(blueCode, Timetable.Departure.Hour(rawValue: 9)!, Timetable.Departure.Hour(rawValue: 5) as Any)
print(Timetable.Departure.Hour.allCases.filter(\.isPeak).count)
// expect: 21
// expect: G7:00 fare 5
// expect: ["G7:00 fare 5", "G8:00 fare 5"]
// expect: ["B6", "G6", "R6", "B7"]
// expect: B nine nil
// expect: 2
