// Book style (Protocols): synthesized Equatable, Hashable and Comparable conformances with protocols as types
enum Medal: Comparable {
    case bronze, silver, gold
}

enum Lane: Hashable {
    case inner(Int)
    case outer(Int, banked: Bool)
}

struct Split: Equatable, Hashable {
    var lap: Int
    var seconds: Double
}

struct Runner: Comparable, CustomStringConvertible {
    var name: String
    var time: Double
    static func < (a: Runner, b: Runner) -> Bool { a.time < b.time }
    var description: String { "\(name)[\(time)]" }
}

protocol RaceDelegate {
    func raceStarted(runners: Int)
    func runnerFinished(_ r: Runner, place: Int)
}

struct Announcer: RaceDelegate {
    func raceStarted(runners: Int) { print("And they're off! \(runners) runners") }
    func runnerFinished(_ r: Runner, place: Int) { print("Place \(place): \(r)") }
}

struct Race {
    var runners: [Runner]
    var delegate: RaceDelegate?
    func run() -> [Medal] {
        delegate?.raceStarted(runners: runners.count)
        let order = runners.sorted()
        for (i, r) in order.enumerated() {
            delegate?.runnerFinished(r, place: i + 1)
        }
        return [Medal.gold, .silver, .bronze].prefix(order.count).map { $0 }
    }
}

print(Medal.bronze < .gold, [Medal.gold, .bronze, .silver].sorted())
print(Medal.silver, [Medal.gold, .bronze].max() as Any)
print(Lane.inner(2) == .inner(2), Lane.outer(5, banked: true) == .outer(5, banked: false))
let lanes: Set<Lane> = [.inner(1), .inner(1), .outer(8, banked: true)]
print(lanes.count, lanes.contains(.inner(1)))
print(Split(lap: 1, seconds: 61.2) == Split(lap: 1, seconds: 61.2))
let splits: Set<Split> = [Split(lap: 1, seconds: 60), Split(lap: 1, seconds: 60), Split(lap: 2, seconds: 59)]
print(splits.sorted { $0.lap < $1.lap })

let race = Race(runners: [Runner(name: "Ida", time: 12.4), Runner(name: "Bo", time: 11.9),
                          Runner(name: "Cy", time: 12.1), Runner(name: "Dee", time: 13.0)],
                delegate: Announcer())
let medals = race.run()
print(medals)
print(race.runners.min() as Any, race.runners.max()!.name)
let quiet = Race(runners: [Runner(name: "Solo", time: 9.9)], delegate: nil)
print(quiet.run())
print(type(of: race.delegate), race.delegate is Announcer)

// expect: true [main.Medal.bronze, main.Medal.silver, main.Medal.gold]
// expect: silver Optional(main.Medal.gold)
// expect: true false
// expect: 2 true
// expect: true
// expect: [main.Split(lap: 1, seconds: 60.0), main.Split(lap: 2, seconds: 59.0)]
// expect: And they're off! 4 runners
// expect: Place 1: Bo[11.9]
// expect: Place 2: Cy[12.1]
// expect: Place 3: Ida[12.4]
// expect: Place 4: Dee[13.0]
// expect: [main.Medal.gold, main.Medal.silver, main.Medal.bronze]
// expect: Optional(Bo[11.9]) Dee
// expect: [main.Medal.gold]
// expect: Optional<RaceDelegate> true
