// Initializers overloaded by argument type: a temperature from a number or from text, and a failable one
// beside a plain one. Expected output from swiftc 6.3.1 on Linux.
struct Temperature: CustomStringConvertible {
    var celsius: Double
    init(_ celsius: Double) { self.celsius = celsius }
    init?(_ text: String) {
        guard text.hasSuffix("C"), let value = Double(text.dropLast()) else { return nil }
        celsius = value
    }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
    var description: String { "\(celsius)°C" }
}
print(Temperature(21.5))
print(Temperature("18C") as Any)
print(Temperature("warm") as Any)
print(Temperature(fahrenheit: 212))
let readings = ["10C", "x", "-4C"].compactMap(Temperature.init)
print(readings)

// expect: 21.5°C
// expect: Optional(18.0°C)
// expect: nil
// expect: 100.0°C
// expect: [10.0°C, -4.0°C]
