// Properties: stored, computed get/set, observers, lazy, static/type properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Temperature {
    static let absoluteZero = -273.15
    static var instancesMade = 0

    var celsius: Double {
        willSet { print("  will change \(celsius) -> \(newValue)") }
        didSet {
            if celsius < Temperature.absoluteZero {
                print("  clamped \(celsius)")
                celsius = Temperature.absoluteZero
            }
        }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double { celsius - Temperature.absoluteZero }

    init(celsius: Double) {
        self.celsius = celsius
        Temperature.instancesMade += 1
    }
}

var t = Temperature(celsius: 20)
print(t.fahrenheit)
t.fahrenheit = 212
print(t.celsius, t.kelvin)
t.celsius = -500
print(t.celsius)
_ = Temperature(celsius: 0)
print("made \(Temperature.instancesMade)")

class Odometer {
    var trips: [Int] = []
    var kilometers: Int = 0 { didSet(previous) { trips.append(kilometers - previous) } }
}
let odo = Odometer()
for km in [120, 200, 200, 45] { odo.kilometers = km }
print(odo.trips)

final class ReportBuilder {
    let rows: [Int]
    lazy var summary: String = {
        print("  (building summary)")
        let total = rows.reduce(0, +)
        return "\(rows.count) rows, total \(total)"
    }()
    init(rows: [Int]) { self.rows = rows }
}
let report = ReportBuilder(rows: [3, 4, 5])
print("report ready")
print(report.summary)
print(report.summary)

struct Circle {
    var radius: Double
    var area: Double { .pi * radius * radius }
    var diameter: Double { get { radius * 2 } set { radius = newValue / 2 } }
}
var c = Circle(radius: 1)
c.diameter = 10
print(c.radius, Int(c.area))

class Settings {
    class var defaultName: String { "base" }
    static var shared = Settings()
    var theme = "light" { didSet { print("theme changed to \(theme)") } }
}
class AppSettings: Settings { override class var defaultName: String { "app" } }
Settings.shared.theme = "dark"
print(Settings.defaultName, AppSettings.defaultName, Settings.shared.theme)
// expect: 68.0
// expect:   will change 20.0 -> 100.0
// expect: 100.0 373.15
// expect:   will change 100.0 -> -500.0
// expect:   clamped -500.0
// expect: -273.15
// expect: made 2
// expect: [120, 80, 0, -155]
// expect: report ready
// expect:   (building summary)
// expect: 3 rows, total 12
// expect: 3 rows, total 12
// expect: 5.0 78
// expect: theme changed to dark
// expect: base app dark
