// Compiler test style: ExpressibleByFloatLiteral and IntegerLiteral custom type in arithmetic
struct Temp: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var celsius: Double
    init(floatLiteral value: Double) { celsius = value }
    init(integerLiteral value: Int) { celsius = Double(value) }
    init(celsius: Double) { self.celsius = celsius }
    static func + (a: Temp, b: Temp) -> Temp { Temp(celsius: a.celsius + b.celsius) }
    static func * (a: Temp, k: Double) -> Temp { Temp(celsius: a.celsius * k) }
    var description: String { "\(celsius)C" }
}

let base: Temp = 20
let warmer = base + 2.5
print(warmer)
let hotter = base + 5
print(hotter)
let doubled = base * 2
print(doubled)
let fromFloat: Temp = 36.6
print(fromFloat, type(of: fromFloat))

func average(_ ts: [Temp]) -> Temp {
    var sum: Temp = 0
    for t in ts { sum = sum + t }
    return sum * (1.0 / Double(ts.count))
}
print(average([10, 20.5, 30]))

let list: [Temp] = [1, 1.5, -3]
print(list)
// expect: 22.5C
// expect: 25.0C
// expect: 40.0C
// expect: 36.6C Temp
// expect: 20.166666666666664C
// expect: [1.0C, 1.5C, -3.0C]
