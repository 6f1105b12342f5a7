// App code style: parking garage with sets and occupancy
struct Spot: Hashable, Comparable, CustomStringConvertible {
    let level: Int
    let number: Int
    static func < (a: Spot, b: Spot) -> Bool { (a.level, a.number) < (b.level, b.number) }
    var description: String { "L\(level)-\(number)" }
}

enum VehicleKind: String { case car, motorbike, van }

struct Vehicle: Hashable {
    let plate: String
    let kind: VehicleKind
}

final class Garage {
    let spots: Set<Spot>
    let evSpots: Set<Spot>
    private(set) var parked: [Spot: Vehicle] = [:]

    init(levels: Int, perLevel: Int, ev: Set<Spot>) {
        var all = Set<Spot>()
        for l in 1...levels {
            for n in 1...perLevel { all.insert(Spot(level: l, number: n)) }
        }
        spots = all
        evSpots = ev.intersection(all)
    }

    var free: Set<Spot> { spots.subtracting(parked.keys) }

    func park(_ v: Vehicle, preferEV: Bool = false) -> Spot? {
        let candidates = preferEV ? free.intersection(evSpots) : free.subtracting(evSpots)
        guard let spot = candidates.min() ?? free.min() else { return nil }
        parked[spot] = v
        return spot
    }

    func leave(_ plate: String) -> Spot? {
        guard let (spot, _) = parked.first(where: { $0.value.plate == plate }) else { return nil }
        parked[spot] = nil
        return spot
    }
}

let garage = Garage(levels: 2, perLevel: 3, ev: [Spot(level: 1, number: 3), Spot(level: 2, number: 1), Spot(level: 9, number: 9)])
print("spots: \(garage.spots.count), ev: \(garage.evSpots.sorted())")

let arrivals: [(Vehicle, Bool)] = [
    (Vehicle(plate: "AB-12", kind: .car), false),
    (Vehicle(plate: "EV-01", kind: .car), true),
    (Vehicle(plate: "MB-77", kind: .motorbike), false),
    (Vehicle(plate: "VN-55", kind: .van), false),
    (Vehicle(plate: "EV-02", kind: .car), true),
    (Vehicle(plate: "CD-34", kind: .car), false),
    (Vehicle(plate: "XY-99", kind: .car), false),
]
for (v, ev) in arrivals {
    if let spot = garage.park(v, preferEV: ev) {
        print("\(v.plate) (\(v.kind.rawValue)) -> \(spot)")
    } else {
        print("\(v.plate): garage full")
    }
}
print("free: \(garage.free.sorted())")
for plate in ["MB-77", "ZZ-00", "EV-01"] {
    print("leave \(plate): \(garage.leave(plate).map { "\($0)" } ?? "not here")")
}
print("free now: \(garage.free.sorted())")
let byLevel = Dictionary(grouping: garage.parked.keys, by: \.level)
for level in byLevel.keys.sorted() {
    print("level \(level): \(byLevel[level]!.sorted())")
}
let kinds = Set(garage.parked.values.map(\.kind.rawValue))
print("kinds parked: \(kinds.sorted()), ev in use: \(garage.evSpots.isDisjoint(with: garage.parked.keys) ? "no" : "yes")")
print("all spots are ev?", garage.spots.isSubset(of: garage.evSpots), "ev subset:", garage.evSpots.isSubset(of: garage.spots))

// expect: spots: 6, ev: [L1-3, L2-1]
// expect: AB-12 (car) -> L1-1
// expect: EV-01 (car) -> L1-3
// expect: MB-77 (motorbike) -> L1-2
// expect: VN-55 (van) -> L2-2
// expect: EV-02 (car) -> L2-1
// expect: CD-34 (car) -> L2-3
// expect: XY-99: garage full
// expect: free: []
// expect: leave MB-77: L1-2
// expect: leave ZZ-00: not here
// expect: leave EV-01: L1-3
// expect: free now: [L1-2, L1-3]
// expect: level 1: [L1-1]
// expect: level 2: [L2-1, L2-2, L2-3]
// expect: kinds parked: ["car", "van"], ev in use: yes
// expect: all spots are ev? false ev subset: true
