// Hacking with Swift style (Codable classes and inheritance): a subclass encoding its own keys plus its superclass through superEncoder
import Foundation

class Vehicle: Codable {
    var wheels: Int
    var maker: String

    init(wheels: Int, maker: String) {
        self.wheels = wheels
        self.maker = maker
    }

    func summary() -> String { "\(maker) with \(wheels) wheels" }
}

class Truck: Vehicle {
    var payloadTons: Double

    enum CodingKeys: String, CodingKey { case payloadTons }

    init(maker: String, payloadTons: Double) {
        self.payloadTons = payloadTons
        super.init(wheels: 6, maker: maker)
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        payloadTons = try container.decode(Double.self, forKey: .payloadTons)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(payloadTons, forKey: .payloadTons)
        try super.encode(to: container.superEncoder())
    }

    override func summary() -> String { super.summary() + ", carries \(payloadTons) t" }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let bike = Vehicle(wheels: 2, maker: "Velo")
print(String(decoding: try encoder.encode(bike), as: UTF8.self))

let truck = Truck(maker: "Hauler", payloadTons: 12.5)
let truckData = try encoder.encode(truck)
print(String(decoding: truckData, as: UTF8.self))

let decoded = try JSONDecoder().decode(Truck.self, from: truckData)
print(decoded.summary())

let json = """
{"payloadTons": 3, "super": {"wheels": 4, "maker": "Mini"}}
"""
let small = try JSONDecoder().decode(Truck.self, from: Data(json.utf8))
print(small.summary())
let asVehicle: Vehicle = small
print(asVehicle.summary(), asVehicle is Truck)

// expect: {"maker":"Velo","wheels":2}
// expect: {"payloadTons":12.5,"super":{"maker":"Hauler","wheels":6}}
// expect: Hauler with 6 wheels, carries 12.5 t
// expect: Mini with 4 wheels, carries 3.0 t
// expect: Mini with 4 wheels, carries 3.0 t true
