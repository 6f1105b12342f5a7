// property-kinds
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Temperature {
    static var conversions = 0
    static let absoluteZero = -273.15

    var celsius: Double {
        didSet {
            if celsius < Temperature.absoluteZero { celsius = Temperature.absoluteZero }
            log.append("C \(oldValue) -> \(celsius)")
        }
    }
    var log: [String] = []

    var fahrenheit: Double {
        get {
            Temperature.conversions += 1
            return celsius * 9 / 5 + 32
        }
        set { celsius = (newValue - 32) * 5 / 9 }
    }

    var kelvin: Double { celsius - Temperature.absoluteZero }
}

var t = Temperature(celsius: 20)
print(t.fahrenheit)
t.fahrenheit = 212
print(t.celsius)
t.celsius = -500
print(t.celsius, t.kelvin)
print(t.log)
print(Temperature.conversions)

final class Report {
    let title: String
    lazy var body: String = {
        print("building body for \(title)")
        return String(repeating: "=", count: title.count)
    }()
    var pages = 1 {
        willSet { print("pages will be \(newValue), was \(pages)") }
        didSet(old) { print("pages changed by \(pages - old)") }
    }
    init(title: String) { self.title = title }
}

let r = Report(title: "Q3")
print("created")
print(r.body)
print(r.body)
r.pages += 4

enum Config {
    static var verbose = false
    static var level: Int {
        get { verbose ? 2 : 0 }
        set { verbose = newValue > 0 }
    }
}
print(Config.level)
Config.level = 5
print(Config.verbose, Config.level)
// expect: 68.0
// expect: 100.0
// expect: -273.15 0.0
// expect: ["C 20.0 -> 100.0", "C 100.0 -> -273.15"]
// expect: 1
// expect: created
// expect: building body for Q3
// expect: ==
// expect: ==
// expect: pages will be 5, was 1
// expect: pages changed by 4
// expect: 0
// expect: true 2
