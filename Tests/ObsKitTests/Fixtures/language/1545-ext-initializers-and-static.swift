// Extensions adding initializers (keeping the memberwise init), static factory members and nested helpers to a struct.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Temperature {
    var celsius: Double
}

extension Temperature {
    init(fahrenheit: Double) {
        self.init(celsius: (fahrenheit - 32) * 5 / 9)
    }
    init(kelvin: Double) {
        celsius = kelvin - 273.15
    }
    static let freezing = Temperature(celsius: 0)
    static func average(_ list: [Temperature]) -> Temperature {
        Temperature(celsius: list.map(\.celsius).reduce(0, +) / Double(list.count))
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

extension Temperature: Comparable {
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
}

extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}

let readings = [Temperature(celsius: 20), Temperature(fahrenheit: 212), Temperature(kelvin: 273.15), .freezing]
print(readings)
print(readings.max()!, readings.min()!)
print(Temperature.average([Temperature(celsius: 10), Temperature(celsius: 30)]))
var t = Temperature(celsius: 100)
t.fahrenheit = 32
print(t, t == .freezing)
print(readings.sorted())

// expect: [20.0°C, 100.0°C, 0.0°C, 0.0°C]
// expect: 100.0°C 0.0°C
// expect: 20.0°C
// expect: 0.0°C true
// expect: [0.0°C, 0.0°C, 20.0°C, 100.0°C]
