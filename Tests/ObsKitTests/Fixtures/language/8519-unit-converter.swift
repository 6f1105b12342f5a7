// Course style (unit converter): enums with methods, switch, CaseIterable, formatting
import Foundation

enum LengthUnit: String, CaseIterable {
    case millimeter = "mm"
    case centimeter = "cm"
    case meter = "m"
    case kilometer = "km"
    case inch = "in"
    case foot = "ft"
    case mile = "mi"

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

    var isMetric: Bool {
        switch self {
        case .inch, .foot, .mile: return false
        default: return true
        }
    }
}

func convert(_ value: Double, from: LengthUnit, to: LengthUnit) -> Double {
    return value * from.metersPerUnit / to.metersPerUnit
}

func show(_ value: Double, _ from: LengthUnit, _ to: LengthUnit) {
    let result = convert(value, from: from, to: to)
    print("\(value) \(from.rawValue) = \(String(format: "%.4f", result)) \(to.rawValue)")
}

show(5, .kilometer, .mile)
show(6, .foot, .meter)
show(100, .centimeter, .inch)
show(1, .mile, .foot)
show(250, .millimeter, .centimeter)

print("Units: \(LengthUnit.allCases.map { $0.rawValue }.joined(separator: ", "))")
let metric = LengthUnit.allCases.filter { $0.isMetric }.count
print("Metric units: \(metric) of \(LengthUnit.allCases.count)")

if let unit = LengthUnit(rawValue: "ft") {
    print("Parsed 'ft' as \(unit)")
}
let bad = LengthUnit(rawValue: "yd")
print("Parsed 'yd': \(bad == nil ? "unknown unit" : "ok")")

let marathonKm = 42.195
let miles = convert(marathonKm, from: .kilometer, to: .mile)
print("Marathon: \(String(format: "%.2f", miles)) miles")
let roundTrip = convert(convert(12.5, from: .inch, to: .centimeter), from: .centimeter, to: .inch)
print("Round trip 12.5 in: \(String(format: "%.6f", roundTrip))")

// expect: 5.0 km = 3.1069 mi
// expect: 6.0 ft = 1.8288 m
// expect: 100.0 cm = 39.3701 in
// expect: 1.0 mi = 5280.0000 ft
// expect: 250.0 mm = 25.0000 cm
// expect: Units: mm, cm, m, km, in, ft, mi
// expect: Metric units: 4 of 7
// expect: Parsed 'ft' as foot
// expect: Parsed 'yd': unknown unit
// expect: Marathon: 26.22 miles
// expect: Round trip 12.5 in: 12.500000
