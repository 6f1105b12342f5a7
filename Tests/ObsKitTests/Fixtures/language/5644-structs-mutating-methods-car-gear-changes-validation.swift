// Hacking with Swift style (checkpoint: structs and mutating methods): a car with gear changes, validation and a CustomStringConvertible description
struct Car: CustomStringConvertible {
    let model: String
    let seats: Int
    private(set) var gear = 1 {
        didSet { print("  \(model) gear \(oldValue) -> \(gear)") }
    }
    static let maxGear = 6

    enum Shift { case up, down }

    @discardableResult
    mutating func change(_ shift: Shift) -> Bool {
        switch shift {
        case .up where gear < Car.maxGear:
            gear += 1
            return true
        case .down where gear > 1:
            gear -= 1
            return true
        default:
            print("  \(model) cannot shift \(shift) from \(gear)")
            return false
        }
    }

    var description: String { "\(model) (\(seats) seats) in gear \(gear)" }
}

var car = Car(model: "Roadster", seats: 2)
print(car)
for _ in 1...6 { car.change(.up) }
car.change(.down)
print(car)

var van = Car(model: "Van", seats: 8)
let results = [Car.Shift.down, .up, .up, .down].map { van.change($0) }
print(results, van)

let garage = [car, van, Car(model: "Mini", seats: 4)]
print(garage.map(\.gear), garage.filter { $0.seats > 3 }.map(\.model))
print("\(garage.last!)")

// expect: Roadster (2 seats) in gear 1
// expect:   Roadster gear 1 -> 2
// expect:   Roadster gear 2 -> 3
// expect:   Roadster gear 3 -> 4
// expect:   Roadster gear 4 -> 5
// expect:   Roadster gear 5 -> 6
// expect:   Roadster cannot shift up from 6
// expect:   Roadster gear 6 -> 5
// expect: Roadster (2 seats) in gear 5
// expect:   Van cannot shift down from 1
// expect:   Van gear 1 -> 2
// expect:   Van gear 2 -> 3
// expect:   Van gear 3 -> 2
// expect: [false, true, true, true] Van (8 seats) in gear 2
// expect: [5, 2, 1] ["Van", "Mini"]
// expect: Mini (4 seats) in gear 1
