// Hacking with Swift style (100 Days of Swift, checkpoint 5/6): a Car struct with gears and a mutating method

struct Car {
    let model: String
    let numberOfSeats: Int
    private(set) var currentGear: Int = 1
    static let maxGear = 6

    init(model: String, numberOfSeats: Int) {
        self.model = model
        self.numberOfSeats = numberOfSeats
    }

    enum GearDirection {
        case up, down
    }

    @discardableResult
    mutating func changeGear(_ direction: GearDirection) -> Bool {
        switch direction {
        case .up:
            guard currentGear < Car.maxGear else {
                print("\(model): already in top gear")
                return false
            }
            currentGear += 1
        case .down:
            guard currentGear > 1 else {
                print("\(model): already in first gear")
                return false
            }
            currentGear -= 1
        }
        print("\(model): now in gear \(currentGear)")
        return true
    }
}

var car = Car(model: "Roadster", numberOfSeats: 2)
print("\(car.model) has \(car.numberOfSeats) seats, starting in gear \(car.currentGear)")
car.changeGear(.down)
for _ in 1...6 {
    car.changeGear(.up)
}
let ok = car.changeGear(.down)
print("shift succeeded: \(ok), gear is \(car.currentGear)")

// Structs are value types: a copy keeps its own gear.
var rental = car
rental.changeGear(.down)
print("car gear \(car.currentGear), rental gear \(rental.currentGear)")

// A let constant car cannot shift gears (mutating method) — uncommenting this fails:
// let parked = Car(model: "Van", numberOfSeats: 7); parked.changeGear(.up)

// Another checkpoint: a struct with a computed property.
struct Trip {
    var distanceKm: Double
    var litres: Double
    var efficiency: Double {
        litres == 0 ? 0 : distanceKm / litres
    }
}
var trip = Trip(distanceKm: 420, litres: 30)
print("efficiency: \(trip.efficiency) km/l")
trip.litres = 35
print("efficiency: \(trip.efficiency) km/l")
print("max gear for all cars: \(Car.maxGear)")
// expect: Roadster has 2 seats, starting in gear 1
// expect: Roadster: already in first gear
// expect: Roadster: now in gear 2
// expect: Roadster: now in gear 3
// expect: Roadster: now in gear 4
// expect: Roadster: now in gear 5
// expect: Roadster: now in gear 6
// expect: Roadster: already in top gear
// expect: Roadster: now in gear 5
// expect: shift succeeded: true, gear is 5
// expect: Roadster: now in gear 4
// expect: car gear 5, rental gear 4
// expect: efficiency: 14.0 km/l
// expect: efficiency: 12.0 km/l
// expect: max gear for all cars: 6
