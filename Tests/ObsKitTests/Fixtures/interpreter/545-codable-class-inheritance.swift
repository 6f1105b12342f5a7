// A class with `required init(from:)` and `encode(to:)`, and a subclass that decodes its own keys and then
// calls `super.init(from: decoder)` / `super.encode(to: encoder)`; superDecoder()/superEncoder() nest the
// parent's part under "super".
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

class Vehicle: Codable {
    var wheels: Int
    var brand: String

    private enum CodingKeys: String, CodingKey {
        case wheels, brand
    }

    init(wheels: Int, brand: String) {
        self.wheels = wheels
        self.brand = brand
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        wheels = try container.decode(Int.self, forKey: .wheels)
        brand = try container.decodeIfPresent(String.self, forKey: .brand) ?? "generic"
        print("Vehicle.init(from:)")
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wheels, forKey: .wheels)
        try container.encode(brand, forKey: .brand)
    }

    func summary() -> String { "\(brand) on \(wheels) wheels" }
}

final class Truck: Vehicle {
    var payload: Double

    private enum CodingKeys: String, CodingKey {
        case payload
    }

    init(payload: Double) {
        self.payload = payload
        super.init(wheels: 6, brand: "Hauler")
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        payload = try container.decode(Double.self, forKey: .payload)
        try super.init(from: decoder)
        print("Truck.init(from:)")
    }

    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(payload, forKey: .payload)
    }

    override func summary() -> String { super.summary() + ", carries \(payload) t" }
}

final class Bus: Vehicle {
    var seats: Int

    private enum CodingKeys: String, CodingKey {
        case seats
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seats = try container.decode(Int.self, forKey: .seats)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seats, forKey: .seats)
        try super.encode(to: container.superEncoder())
    }

    override func summary() -> String { super.summary() + ", \(seats) seats" }
}

let decoder = JSONDecoder()
let truck = try decoder.decode(Truck.self, from: Data(#"{"wheels": 8, "payload": 12.5}"#.utf8))
print(truck.summary())
let bus = try decoder.decode(Bus.self, from: Data(#"{"seats": 40, "super": {"wheels": 4, "brand": "City"}}"#.utf8))
print(bus.summary())

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(Truck(payload: 3)), as: UTF8.self))
print(String(decoding: try encoder.encode(bus), as: UTF8.self))
let fleet: [Vehicle] = [truck, bus, Vehicle(wheels: 2, brand: "Bike")]
print(String(decoding: try encoder.encode(fleet), as: UTF8.self))

// expect: Vehicle.init(from:)
// expect: Truck.init(from:)
// expect: generic on 8 wheels, carries 12.5 t
// expect: Vehicle.init(from:)
// expect: City on 4 wheels, 40 seats
// expect: {"brand":"Hauler","payload":3,"wheels":6}
// expect: {"seats":40,"super":{"brand":"City","wheels":4}}
// expect: [{"brand":"generic","payload":12.5,"wheels":8},{"seats":40,"super":{"brand":"City","wheels":4}},{"brand":"Bike","wheels":2}]
