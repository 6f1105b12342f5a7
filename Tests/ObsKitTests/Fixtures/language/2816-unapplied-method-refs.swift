// Compiler test style: unapplied method references, initializers and static funcs as closures
struct Temperature {
    var celsius: Double
    func fahrenheit() -> Double { celsius * 9 / 5 + 32 }
    func adjusted(by d: Double) -> Temperature { Temperature(celsius: celsius + d) }
    static func freezing() -> Temperature { Temperature(celsius: 0) }
}

let temps = [0.0, 37.5, 100.0].map(Temperature.init(celsius:))
print(temps.map { $0.fahrenheit() })
let fFunc = Temperature.fahrenheit
print(fFunc(temps[1])())
let adjust = Temperature.adjusted(by:)
print(adjust(temps[0])(2.5).celsius)
let make: () -> Temperature = Temperature.freezing
print(make().celsius)

print(["1", "x", "3"].compactMap(Int.init))
print([1, 2, 3].map(String.init))
print([3, 1, 2].map(Double.init).map { $0 / 2 })
let upper = ["a", "b"].map { $0.uppercased() }
print(upper)
let parts = ["a-b", "c"].map { $0.split(separator: "-").map(String.init) }
print(parts)

class Greeter {
    let greeting: String
    init(_ g: String) { greeting = g }
    func greet(_ name: String) -> String { "\(greeting) \(name)" }
}
let g = Greeter("Hi")
let bound = g.greet
print(["Ann", "Bo"].map(bound))
print(Greeter.greet(Greeter("Yo"))("Cy"))
// expect: [32.0, 99.5, 212.0]
// expect: 99.5
// expect: 2.5
// expect: 0.0
// expect: [1, 3]
// expect: ["1", "2", "3"]
// expect: [1.5, 0.5, 1.0]
// expect: ["A", "B"]
// expect: [["a", "b"], ["c"]]
// expect: ["Hi Ann", "Hi Bo"]
// expect: Yo Cy
