// Tutorial style (class inheritance): Codable classes with superEncoder/superDecoder and required init(from:)
import Foundation

class Vehicle: Codable {
    var wheels: Int
    var make: String

    init(wheels: Int, make: String) {
        self.wheels = wheels
        self.make = make
    }

    func describe() -> String { "\(make) with \(wheels) wheels" }
}

class Car: Vehicle {
    var seats: Int
    var electric: Bool

    private enum CodingKeys: String, CodingKey { case seats, electric }

    init(make: String, seats: Int, electric: Bool) {
        self.seats = seats
        self.electric = electric
        super.init(wheels: 4, make: make)
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seats = try container.decode(Int.self, forKey: .seats)
        electric = try container.decode(Bool.self, forKey: .electric)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seats, forKey: .seats)
        try container.encode(electric, forKey: .electric)
        try super.encode(to: container.superEncoder())
    }

    override func describe() -> String { super.describe() + ", \(seats) seats" + (electric ? ", electric" : "") }
}

class Truck: Vehicle {
    var payload: Double = 0
    private enum CodingKeys: String, CodingKey { case payload }
    required init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        payload = try c.decode(Double.self, forKey: .payload)
        try super.init(from: decoder)
    }
    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(payload, forKey: .payload)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let car = Car(make: "Volta", seats: 5, electric: true)
let carData = try encoder.encode(car)
print(String(decoding: carData, as: UTF8.self))
let carBack = try JSONDecoder().decode(Car.self, from: carData)
print(carBack.describe())

let truckJSON = #"{"wheels": 6, "make": "Hauler", "payload": 7.5}"#
let truck = try JSONDecoder().decode(Truck.self, from: Data(truckJSON.utf8))
print(truck.describe(), truck.payload)
print(String(decoding: try encoder.encode(truck), as: UTF8.self))

let vehicles: [Vehicle] = [car, truck, Vehicle(wheels: 2, make: "Bike")]
print(String(decoding: try encoder.encode(vehicles), as: UTF8.self))

// expect: {"electric":true,"seats":5,"super":{"make":"Volta","wheels":4}}
// expect: Volta with 4 wheels, 5 seats, electric
// expect: Hauler with 6 wheels 7.5
// expect: {"make":"Hauler","payload":7.5,"wheels":6}
// expect: [{"electric":true,"seats":5,"super":{"make":"Volta","wheels":4}},{"make":"Hauler","payload":7.5,"wheels":6},{"make":"Bike","wheels":2}]
