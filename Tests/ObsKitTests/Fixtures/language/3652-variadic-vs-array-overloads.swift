// Compiler test style: variadic vs array overloads, inout overloads, and labels on init
func sum(_ xs: Int...) -> String { "variadic \(xs.reduce(0, +))" }
func sum(_ xs: [Int]) -> String { "array \(xs.reduce(0, +))" }
print(sum(1, 2, 3))
print(sum([1, 2, 3]))
print(sum())
print(sum(5))

func bump(_ x: inout Int) -> String { x += 1; return "inout \(x)" }
func bump(_ x: Int) -> String { "value \(x + 1)" }
var counter = 10
print(bump(counter))
print(bump(&counter))
print(counter)

struct Temperature: CustomStringConvertible {
    var kelvin: Double
    init(kelvin: Double) { self.kelvin = kelvin }
    init(celsius: Double) { kelvin = celsius + 273.15 }
    init(fahrenheit f: Double) { kelvin = (f - 32) * 5 / 9 + 273.15 }
    init(_ k: Int) { kelvin = Double(k) }
    var description: String { "\(kelvin)K" }
}
print(Temperature(kelvin: 10))
print(Temperature(celsius: 0))
print(Temperature(fahrenheit: 212))
print(Temperature(300))
let temps: [Temperature] = [.init(kelvin: 1), .init(celsius: 1), .init(2)]
print(temps)
let maker: (Double) -> Temperature = Temperature.init(celsius:)
print(maker(100))
print([1.0, 2.0].map(Temperature.init(kelvin:)))
// expect: variadic 6
// expect: array 6
// expect: variadic 0
// expect: variadic 5
// expect: value 11
// expect: inout 11
// expect: 11
// expect: 10.0K
// expect: 273.15K
// expect: 373.15K
// expect: 300.0K
// expect: [1.0K, 274.15K, 2.0K]
// expect: 373.15K
// expect: [1.0K, 2.0K]
