// Protocols: composition, checking conformance, protocol extensions with defaults and where constraints (expected output from swiftc 6.3.1 on Linux)
protocol Rechargeable { var chargePercent: Int { get } }
protocol Trackable { var gpsID: String { get } }

struct Scooter: Rechargeable, Trackable {
    let gpsID: String
    let chargePercent: Int
}
final class DeliveryDrone: Rechargeable, Trackable {
    let gpsID: String, chargePercent: Int
    init(gpsID: String, chargePercent: Int) { self.gpsID = gpsID; self.chargePercent = chargePercent }
}
func dispatchCheck(_ unit: any Rechargeable & Trackable) -> String {
    "\(unit.gpsID): \(unit.chargePercent >= 30 ? "ready" : "needs charging")"
}
print(dispatchCheck(Scooter(gpsID: "SC-7", chargePercent: 82)))
print(dispatchCheck(DeliveryDrone(gpsID: "DR-2", chargePercent: 12)))

class Depot { let district: String; init(district: String) { self.district = district } }
final class SmartLocker: Depot, Trackable {
    let gpsID: String
    init(gpsID: String, district: String) { self.gpsID = gpsID; super.init(district: district) }
}
func route(to stop: Depot & Trackable) { print("routing to \(stop.gpsID) in \(stop.district)") }
route(to: SmartLocker(gpsID: "LK-40", district: "Docklands"))

protocol Alarm {
    var tone: String { get }
    func ring() -> String
}
extension Alarm {
    func ring() -> String { tone.uppercased() + "!" }
    var doubleRing: String { tone + " " + tone }
}
struct Chime: Alarm { var tone: String { "ding" } }
struct Siren: Alarm {
    var tone: String { "wail" }
    func ring() -> String { "WEE-OOO" }
}
let alarms: [any Alarm] = [Chime(), Siren()]
print(alarms.map { $0.ring() }, Chime().doubleRing)

extension Collection where Element: Comparable {
    func isAscending() -> Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
print([1, 3, 3, 8].isAscending(), ["b", "a"].isAscending(), [Int]().isAscending())

extension Sequence where Element: Rechargeable {
    var weakest: Element? { self.min { $0.chargePercent < $1.chargePercent } }
    var averageCharge: Int { let all = Array(self); return all.isEmpty ? 0 : all.reduce(0) { $0 + $1.chargePercent } / all.count }
}
let fleet = [Scooter(gpsID: "A", chargePercent: 40), Scooter(gpsID: "B", chargePercent: 95), Scooter(gpsID: "C", chargePercent: 9)]
print(fleet.weakest?.gpsID ?? "-", fleet.averageCharge)

protocol Weighted { var kg: Double { get } }
extension Weighted where Self: Rechargeable {
    var kgPerChargePoint: Double { kg / Double(chargePercent) }
}
extension Scooter: Weighted { var kg: Double { 12.5 } }
print(fleet[0].kgPerChargePoint)

let mixed: [Any] = [Scooter(gpsID: "S", chargePercent: 5), DeliveryDrone(gpsID: "D", chargePercent: 50), SmartLocker(gpsID: "L", district: "Old Town"), 5]
for m in mixed {
    if let both = m as? any Rechargeable & Trackable {
        print("\(both.gpsID) is rechargeable and trackable")
    } else if let t = m as? any Trackable {
        print("\(t.gpsID) is trackable only")
    } else {
        print("\(m) is neither")
    }
}

// expect: SC-7: ready
// expect: DR-2: needs charging
// expect: routing to LK-40 in Docklands
// expect: ["DING!", "WEE-OOO"] ding ding
// expect: true false true
// expect: C 48
// expect: 0.3125
// expect: S is rechargeable and trackable
// expect: D is rechargeable and trackable
// expect: L is trackable only
// expect: 5 is neither
