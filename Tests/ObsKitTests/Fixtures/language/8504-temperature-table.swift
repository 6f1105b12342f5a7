// Course style (temperature converter): stride loops, functions, String(format:) table
import Foundation

func celsiusToFahrenheit(_ c: Double) -> Double {
    return c * 9 / 5 + 32
}

func fahrenheitToCelsius(_ f: Double) -> Double {
    return (f - 32) * 5 / 9
}

func kelvin(fromCelsius c: Double) -> Double {
    return c + 273.15
}

func describe(_ c: Double) -> String {
    if c <= 0 { return "freezing" }
    else if c < 15 { return "cold" }
    else if c < 25 { return "mild" }
    else { return "hot" }
}

print("   C        F        K    feel")
print("--------------------------------")
for c in stride(from: -10.0, through: 40.0, by: 10.0) {
    let f = celsiusToFahrenheit(c)
    let k = kelvin(fromCelsius: c)
    print(String(format: "%5.1f  %7.1f  %7.2f", c, f, k) + "   " + describe(c))
}

print("")
print("Fahrenheit to Celsius:")
let readings: [Double] = [98.6, 32, 0, -40, 212, 451]
for f in readings {
    let c = fahrenheitToCelsius(f)
    let rounded = (c * 10).rounded() / 10
    print("\(f)F = \(rounded)C")
}

let hottest = readings.max() ?? 0
let coldest = readings.min() ?? 0
print("Range: \(coldest) to \(hottest), spread \(hottest - coldest)")
let average = readings.reduce(0, +) / Double(readings.count)
print("Average reading: \(String(format: "%.3f", average))F")

// expect:    C        F        K    feel
// expect: --------------------------------
// expect: -10.0     14.0   263.15   freezing
// expect:   0.0     32.0   273.15   freezing
// expect:  10.0     50.0   283.15   cold
// expect:  20.0     68.0   293.15   mild
// expect:  30.0     86.0   303.15   hot
// expect:  40.0    104.0   313.15   hot
// expect:
// expect: Fahrenheit to Celsius:
// expect: 98.6F = 37.0C
// expect: 32.0F = 0.0C
// expect: 0.0F = -17.8C
// expect: -40.0F = -40.0C
// expect: 212.0F = 100.0C
// expect: 451.0F = 232.8C
// expect: Range: -40.0 to 451.0, spread 491.0
// expect: Average reading: 125.600F
