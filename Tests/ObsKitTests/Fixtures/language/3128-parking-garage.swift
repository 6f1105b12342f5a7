// App code style: parking garage with class reference semantics, optional chaining and Comparable vehicles
enum VehicleSize: Int, Comparable {
    case motorcycle = 1, car, van
    static func < (l: VehicleSize, r: VehicleSize) -> Bool { l.rawValue < r.rawValue }
}

struct Vehicle: Equatable {
    let plate: String
    let size: VehicleSize
}

final class Spot {
    let number: Int
    let size: VehicleSize
    var vehicle: Vehicle?
    init(number: Int, size: VehicleSize) { self.number = number; self.size = size }
}

final class Garage {
    let spots: [Spot]
    init(layout: [VehicleSize]) {
        spots = layout.enumerated().map { Spot(number: $0.offset + 1, size: $0.element) }
    }

    func park(_ vehicle: Vehicle) -> Int? {
        let spot = spots
            .filter { $0.vehicle == nil && $0.size >= vehicle.size }
            .min { ($0.size, $0.number) < ($1.size, $1.number) }
        spot?.vehicle = vehicle
        return spot?.number
    }

    func leave(plate: String) -> Bool {
        guard let spot = spots.first(where: { $0.vehicle?.plate == plate }) else { return false }
        spot.vehicle = nil
        return true
    }

    var freeCount: Int { spots.filter { $0.vehicle == nil }.count }
}

let garage = Garage(layout: [.car, .van, .motorcycle, .car])
let arrivals = [Vehicle(plate: "M-1", size: .motorcycle), Vehicle(plate: "V-1", size: .van),
                Vehicle(plate: "C-1", size: .car), Vehicle(plate: "V-2", size: .van),
                Vehicle(plate: "M-2", size: .motorcycle)]
for v in arrivals {
    if let number = garage.park(v) {
        print("\(v.plate) parked in spot \(number)")
    } else {
        print("\(v.plate) turned away")
    }
}
print("free: \(garage.freeCount)")
print("leave C-1: \(garage.leave(plate: "C-1")), leave X-9: \(garage.leave(plate: "X-9"))")
print("spot 2 holds \(garage.spots[1].vehicle?.plate ?? "nothing")")
print("spot 1 plate length: \(garage.spots[0].vehicle?.plate.count ?? 0)")
// expect: M-1 parked in spot 3
// expect: V-1 parked in spot 2
// expect: C-1 parked in spot 1
// expect: V-2 turned away
// expect: M-2 parked in spot 4
// expect: free: 0
// expect: leave C-1: true, leave X-9: false
// expect: spot 2 holds V-1
// expect: spot 1 plate length: 0
