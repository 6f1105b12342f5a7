// Compiler test style: default string interpolation of metatypes, generics, optionals and custom overloads
struct Temperature: CustomStringConvertible {
    var celsius: Int
    var description: String { "\(celsius)°C" }
}

extension String.StringInterpolation {
    mutating func appendInterpolation(_ t: Temperature, unit: String) {
        if unit == "F" {
            appendLiteral("\(t.celsius * 9 / 5 + 32)°F")
        } else {
            appendInterpolation(t)
        }
    }
}

struct Box<T> { var item: T }
enum Level: Int { case low = 1, high = 3 }
protocol Animal {}
struct Dog: Animal {}

let t = Temperature(celsius: 25)
print("default \(t), fahrenheit \(t, unit: "F"), celsius \(t, unit: "C")")
print("\(Int.self) \(String.self) \([Int].self) \([String: Double].self)")
print("\(Box<Int>.self) \(Box(item: "x")) \(type(of: Box(item: [1.5])))")
print("\(Int?.self) \((Int, String).self) \(((Int) -> Bool).self)")
print("\(Level.high) raw \(Level.high.rawValue) \(Level(rawValue: 2) as Any)")
let optional: Int? = 3
print("optional \(optional as Any) \(String(describing: optional)) \(optional ?? 0)")
print("\(Animal.self) \((any Animal).self) \(type(of: Dog() as Animal))")
print("nested \("inner \("deep \(1 + 1)")")")
print("escaped \\(not) and \u{41} and \"q\"")
let multi = """
    line one \(t)
      indented \(Level.low)
    end\
    joined
    """
print(multi)
let raw = #"raw \(t) vs \#(t)"#
print(raw)
print("\(true) \(3.0) \(Character("c")) \(-7 % 3) \([1, 2] + [3])")
// expect: default 25°C, fahrenheit 77°F, celsius 25°C
// expect: Int String Array<Int> Dictionary<String, Double>
// expect: Box<Int> Box<String>(item: "x") Box<Array<Double>>
// expect: Optional<Int> (Int, String) (Int) -> Bool
// expect: high raw 3 nil
// expect: optional Optional(3) Optional(3) 3
// expect: Animal Animal Dog
// expect: nested inner deep 2
// expect: escaped \(not) and A and "q"
// expect: line one 25°C
// expect:   indented low
// expect: endjoined
// expect: raw \(t) vs 25°C
// expect: true 3.0 c -1 [1, 2, 3]
