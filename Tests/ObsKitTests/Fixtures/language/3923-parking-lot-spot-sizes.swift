// App code style: parking lot with spot sizes, tickets and fees
enum VehicleSize: Int, Comparable, CaseIterable {
    case motorcycle = 1, car, bus
    static func < (a: VehicleSize, b: VehicleSize) -> Bool { a.rawValue < b.rawValue }
}

struct Vehicle: Hashable {
    let plate: String
    let size: VehicleSize
}

struct Ticket: CustomStringConvertible {
    let vehicle: Vehicle
    let spot: Int
    let entered: Int
    var description: String { "#\(spot) \(vehicle.plate)" }
}

class ParkingLot {
    let spots: [VehicleSize]
    private var occupied: [Int: Ticket] = [:]
    static let hourlyRate: [VehicleSize: Int] = [.motorcycle: 1, .car: 3, .bus: 8]
    lazy var capacityText: String = {
        VehicleSize.allCases.map { s in "\(s): \(spots.filter { $0 == s }.count)" }.joined(separator: ", ")
    }()

    init(spots: [VehicleSize]) { self.spots = spots }

    func park(_ v: Vehicle, at hour: Int) -> Ticket? {
        let candidates = spots.indices
            .filter { occupied[$0] == nil && spots[$0] >= v.size }
            .sorted { (spots[$0], $0) < (spots[$1], $1) }
        guard let spot = candidates.first else { return nil }
        let t = Ticket(vehicle: v, spot: spot, entered: hour)
        occupied[spot] = t
        return t
    }

    func leave(_ t: Ticket, at hour: Int) -> Int {
        occupied[t.spot] = nil
        let hours = max(1, hour - t.entered)
        return hours * ParkingLot.hourlyRate[t.vehicle.size]!
    }

    var freeCount: Int { spots.count - occupied.count }
}

let lot = ParkingLot(spots: [.car, .motorcycle, .bus, .car, .motorcycle])
print("capacity: \(lot.capacityText)")
let arrivals = [Vehicle(plate: "M-1", size: .motorcycle), Vehicle(plate: "C-1", size: .car),
                Vehicle(plate: "B-1", size: .bus), Vehicle(plate: "C-2", size: .car),
                Vehicle(plate: "C-3", size: .car), Vehicle(plate: "M-2", size: .motorcycle)]
var tickets: [Ticket] = []
for (hour, v) in arrivals.enumerated() {
    if let t = lot.park(v, at: hour) { tickets.append(t); print("hour \(hour): parked \(t)") }
    else { print("hour \(hour): no room for \(v.plate) (\(v.size))") }
}
print("free: \(lot.freeCount)")
var revenue = 0
for t in tickets where t.vehicle.size != .motorcycle {
    let fee = lot.leave(t, at: 9)
    revenue += fee
    print("\(t.vehicle.plate) pays \(fee)")
}
print("revenue \(revenue), free now \(lot.freeCount)")
if let t = lot.park(Vehicle(plate: "B-2", size: .bus), at: 10) { print("late bus at \(t)") }
// expect: capacity: motorcycle: 2, car: 2, bus: 1
// expect: hour 0: parked #1 M-1
// expect: hour 1: parked #0 C-1
// expect: hour 2: parked #2 B-1
// expect: hour 3: parked #3 C-2
// expect: hour 4: no room for C-3 (car)
// expect: hour 5: parked #4 M-2
// expect: free: 0
// expect: C-1 pays 24
// expect: B-1 pays 56
// expect: C-2 pays 18
// expect: revenue 98, free now 3
// expect: late bus at #2 B-2
