// A script's function named like a library one stays beside it after `import Foundation` (declarations come
// before the statements run): calls choose by their arguments. A module's name picks the library's own
// (`Swift.print`, `Foundation.round`); a script type named like a Foundation one is the script's.
// Expected output from swiftc on this machine.
import Foundation

func round(_ value: Double, places: Int) -> Double {
    let scale = pow(10.0, Double(places))
    return (value * scale).rounded() / scale
}
func sqrt(_ text: String) -> String { "√" + text }
func print(_ label: String, _ value: Double) { Swift.print(label + ":", value) }

print(round(3.14159, places: 2), round(2.5), Foundation.round(-1.5))
print(sqrt("x"), sqrt(16.0))
print("area", 12.5)
Swift.print("plain", 1)
print(rint(2.5), nearbyint(3.5), rint(-1.5))

struct Measurement {
    var value: Double
    var label: String { "\(value) units" }
}
print(Measurement(value: 2).label)
let count: Swift.Int = 4
print(String(count))

// expect: 3.14 3.0 -2.0
// expect: √x: 4.0
// expect: area: 12.5
// expect: plain 1
// expect: 2.0 4.0 -2.0
// expect: 2.0 units
// expect: 4
