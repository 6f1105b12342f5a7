// App code style: typed measurements with unit enums, conversions and generic accumulation of quantities
enum LengthUnit: String, CaseIterable {
    case millimeters = "mm"
    case centimeters = "cm"
    case meters = "m"
    case kilometers = "km"

    var metersPerUnit: Double {
        switch self {
        case .millimeters: return 0.001
        case .centimeters: return 0.01
        case .meters: return 1
        case .kilometers: return 1000
        }
    }
}

struct Length: Comparable, AdditiveArithmetic, CustomStringConvertible {
    var value: Double
    var unit: LengthUnit

    init(_ value: Double, _ unit: LengthUnit) {
        self.value = value
        self.unit = unit
    }

    static var zero: Length { Length(0, .meters) }

    var inMeters: Double { value * unit.metersPerUnit }

    func converted(to target: LengthUnit) -> Length {
        Length(inMeters / target.metersPerUnit, target)
    }

    static func + (lhs: Length, rhs: Length) -> Length {
        Length(lhs.value + rhs.converted(to: lhs.unit).value, lhs.unit)
    }

    static func - (lhs: Length, rhs: Length) -> Length {
        Length(lhs.value - rhs.converted(to: lhs.unit).value, lhs.unit)
    }

    static func == (lhs: Length, rhs: Length) -> Bool { lhs.inMeters == rhs.inMeters }
    static func < (lhs: Length, rhs: Length) -> Bool { lhs.inMeters < rhs.inMeters }

    var description: String { "\(value) \(unit.rawValue)" }
}

extension Double {
    var km: Length { Length(self, .kilometers) }
    var meters: Length { Length(self, .meters) }
    var centimeters: Length { Length(self, .centimeters) }
}

func totalOf<T: AdditiveArithmetic>(_ items: [T]) -> T {
    var result = T.zero
    for item in items { result += item }
    return result
}

let run = 5.0.km
print("run:", run)
print("in meters:", run.converted(to: .meters))
print("in cm:", run.converted(to: .centimeters))
let segments = [(1.5).km, (800.0).meters, (250.0).meters, (0.45).km]
let total = totalOf(segments)
print("total:", total)
print("total km:", total.converted(to: .kilometers))
print("longest:", segments.max()!)
print("shortest:", segments.min()!)
print("sorted:", segments.sorted().map { $0.description })
print("1 km == 1000 m:", 1.0.km == 1000.0.meters)
print("100 cm == 1 m:", 100.0.centimeters == 1.0.meters)
print("difference:", 2.0.meters - 50.0.centimeters)
for unit in LengthUnit.allCases {
    print("1.0 m in \(unit.rawValue):", 1.0.meters.converted(to: unit).value)
}

struct Pace {
    let seconds: Int
    let distance: Length
    var secondsPerKm: Int {
        Int(Double(seconds) / distance.converted(to: .kilometers).value + 0.5)
    }
    var formatted: String {
        let s = secondsPerKm
        let rem = s % 60
        return "\(s / 60):\(rem < 10 ? "0" : "")\(rem) /km"
    }
}
print(Pace(seconds: 1530, distance: run).formatted)
print(Pace(seconds: 3725, distance: 10.0.km).formatted)
// expect: run: 5.0 km
// expect: in meters: 5000.0 m
// expect: in cm: 500000.0 cm
// expect: total: 3000.0 m
// expect: total km: 3.0 km
// expect: longest: 1.5 km
// expect: shortest: 250.0 m
// expect: sorted: ["250.0 m", "0.45 km", "800.0 m", "1.5 km"]
// expect: 1 km == 1000 m: true
// expect: 100 cm == 1 m: true
// expect: difference: 1.5 m
// expect: 1.0 m in mm: 1000.0
// expect: 1.0 m in cm: 100.0
// expect: 1.0 m in m: 1.0
// expect: 1.0 m in km: 0.001
// expect: 5:06 /km
// expect: 6:13 /km
