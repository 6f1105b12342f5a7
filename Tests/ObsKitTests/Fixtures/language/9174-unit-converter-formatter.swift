// unit-converter-formatter
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

enum LengthUnit: String, CaseIterable {
    case millimeter = "mm", centimeter = "cm", meter = "m", kilometer = "km"
    case inch = "in", foot = "ft", mile = "mi"

    var metersPerUnit: Double {
        switch self {
        case .millimeter: return 0.001
        case .centimeter: return 0.01
        case .meter: return 1
        case .kilometer: return 1000
        case .inch: return 0.0254
        case .foot: return 0.3048
        case .mile: return 1609.344
        }
    }
}

struct Length: CustomStringConvertible, Comparable {
    let value: Double
    let unit: LengthUnit
    func converted(to target: LengthUnit) -> Length {
        Length(value: value * unit.metersPerUnit / target.metersPerUnit, unit: target)
    }
    var description: String { String(format: "%.3f %@", value, unit.rawValue) }
    static func < (a: Length, b: Length) -> Bool {
        a.value * a.unit.metersPerUnit < b.value * b.unit.metersPerUnit
    }
    static func == (a: Length, b: Length) -> Bool {
        abs(a.value * a.unit.metersPerUnit - b.value * b.unit.metersPerUnit) < 1e-9
    }
}

func parseLength(_ s: String) -> Length? {
    let trimmed = s.trimmingCharacters(in: .whitespaces)
    guard let split = trimmed.firstIndex(where: { $0.isLetter }) else { return nil }
    let numberPart = trimmed[..<split].trimmingCharacters(in: .whitespaces)
    guard let v = Double(numberPart), let u = LengthUnit(rawValue: String(trimmed[split...])) else { return nil }
    return Length(value: v, unit: u)
}

let marathon = Length(value: 42.195, unit: .kilometer)
print(marathon, "=", marathon.converted(to: .mile))
for unit in [LengthUnit.meter, .foot, .inch] {
    print("  ", marathon.converted(to: unit))
}
let inputs = ["12 in", "1ft", "30cm", "5 parsecs", "abc", "  2.5 mi "]
let parsed = inputs.map(parseLength)
for (input, length) in zip(inputs, parsed) {
    print("\"\(input)\" ->", length.map { "\($0)" } ?? "invalid")
}
let valid = parsed.compactMap { $0 }
print(valid.sorted().map(\.description))
print(valid[0] == valid[1], valid[1] == valid[2], valid.max()!)

func humanBytes(_ bytes: Int) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var i = 0
    while value >= 1024 && i < units.count - 1 {
        value /= 1024
        i += 1
    }
    return i == 0 ? "\(bytes) B" : String(format: "%.1f %@", value, units[i])
}
print([0, 512, 1024, 1_536_000, 5_000_000_000, Int.max].map(humanBytes))
print(String(format: "%05d|%+.2e|%x|%o|%%|%8.3f|", 42, 12345.678, 255, 8, -3.14159))
let temps = [-3.5, 0, 21.25]
print(temps.map { String(format: "%6.1f°C = %6.1f°F", $0, $0 * 9 / 5 + 32) }.joined(separator: "\n"))
// expect: 42.195 km = 26.219 mi
// expect:    42195.000 m
// expect:    138435.039 ft
// expect:    1661220.472 in
// expect: "12 in" -> 12.000 in
// expect: "1ft" -> 1.000 ft
// expect: "30cm" -> 30.000 cm
// expect: "5 parsecs" -> invalid
// expect: "abc" -> invalid
// expect: "  2.5 mi " -> 2.500 mi
// expect: ["30.000 cm", "12.000 in", "1.000 ft", "2.500 mi"]
// expect: true false 2.500 mi
// expect: ["0 B", "512 B", "1.0 KB", "1.5 MB", "4.7 GB", "8388608.0 TB"]
// expect: 00042|+1.23e+04|ff|10|%|  -3.142|
// expect:   -3.5°C =   25.7°F
// expect:    0.0°C =   32.0°F
// expect:   21.2°C =   70.2°F
