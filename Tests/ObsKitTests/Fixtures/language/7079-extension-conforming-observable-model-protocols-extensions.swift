// Blog style (extension): conforming an observable model to protocols in extensions
import Observation

@Observable
final class Temperature {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
}

extension Temperature {
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)C" }
}

extension Temperature: Comparable {
    static func == (a: Temperature, b: Temperature) -> Bool { a.celsius == b.celsius }
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
}

let t = Temperature(celsius: 100)
print(t, t.fahrenheit)
withObservationTracking {
    _ = t.fahrenheit
} onChange: {
    print("fahrenheit source changing")
}
t.fahrenheit = 32
print(t)
let temps = [Temperature(celsius: 30), t, Temperature(celsius: -5)]
print(temps.sorted(), temps.max()!, temps.min()!)
print(t == Temperature(celsius: 0))
// expect: 100.0C 212.0
// expect: fahrenheit source changing
// expect: 0.0C
// expect: [-5.0C, 0.0C, 30.0C] 30.0C -5.0C
// expect: true
