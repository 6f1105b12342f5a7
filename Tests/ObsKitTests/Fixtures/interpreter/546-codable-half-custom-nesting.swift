// Only one half written by hand: a type with its own encode(to:) decoded by the synthesized init(from:), and
// one with its own init(from:) encoded by the synthesized encode(to:); custom types inside synthesized ones
// and the reverse, in arrays, dictionaries and optionals.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct Money: Codable, Equatable {
    var cents: Int
    var currency: String

    // Encoded as "12.50 EUR"; decoded by the synthesized init(from:) from {"cents":..., "currency":...}.
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(format: "%d.%02d %@", cents / 100, cents % 100, currency))
    }
}

struct Temperature: Codable {
    var celsius: Double

    // Accepts a number or {"fahrenheit": ...}; encoded by the synthesized encode(to:).
    init(from decoder: Decoder) throws {
        if let value = try? decoder.singleValueContainer().decode(Double.self) {
            celsius = value
            return
        }
        let container = try decoder.container(keyedBy: OtherKeys.self)
        celsius = (try container.decode(Double.self, forKey: .fahrenheit) - 32) * 5 / 9
    }

    init(celsius: Double) { self.celsius = celsius }

    enum OtherKeys: String, CodingKey { case fahrenheit }
}

struct Reading: Codable {
    var station: String
    var temperatures: [Temperature]
    var peak: Temperature?
}

struct Order: Codable {
    var id: Int
    var total: Money
    var lines: [String: Money]
    var tip: Money?
}

struct Report: Codable {
    var readings: [Reading]
    var note: String

    init(readings: [Reading], note: String) {
        self.readings = readings
        self.note = note
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        readings = try container.decode([Reading].self, forKey: .readings)
        note = try container.decodeIfPresent(String.self, forKey: .note) ?? "(no note)"
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let order = Order(id: 7, total: Money(cents: 1250, currency: "EUR"),
                  lines: ["tea": Money(cents: 450, currency: "EUR")], tip: nil)
print(String(decoding: try encoder.encode(order), as: UTF8.self))
let money = try JSONDecoder().decode(Money.self, from: Data(#"{"cents": 99, "currency": "USD"}"#.utf8))
print(money.cents, money.currency, money == Money(cents: 99, currency: "USD"))

let json = #"""
{"readings": [{"station": "North", "temperatures": [21.5, {"fahrenheit": 212}], "peak": {"fahrenheit": 50}},
              {"station": "South", "temperatures": []}]}
"""#
let report = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
print(report.note)
for reading in report.readings {
    print(reading.station, reading.temperatures.map(\.celsius), reading.peak?.celsius ?? .nan)
}
print(String(decoding: try encoder.encode(report), as: UTF8.self))
print(String(decoding: try encoder.encode([Temperature(celsius: 3)]), as: UTF8.self))

// expect: {"id":7,"lines":{"tea":"4.50 EUR"},"total":"12.50 EUR"}
// expect: 99 USD true
// expect: (no note)
// expect: North [21.5, 100.0] 10.0
// expect: South [] nan
// expect: {"note":"(no note)","readings":[{"peak":{"celsius":10},"station":"North","temperatures":[{"celsius":21.5},{"celsius":100}]},{"station":"South","temperatures":[]}]}
// expect: [{"celsius":3}]
