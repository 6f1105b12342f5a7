// Compiler test style: integer literals typed by context (Double, Float, custom ExpressibleByIntegerLiteral)
struct Meters: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var value: Int
    init(integerLiteral value: Int) { self.value = value * 100 }
    var description: String { "\(value)cm" }
}

let d: Double = 3
let f: Float = 7
let m: Meters = 2
print(d, f, m)

let flag = true
let t1: Double = flag ? 1 : 2.5
let t2: Meters = flag ? 4 : 5
print(t1, t2)

let arr: [Double] = [1, 2, 3]
let marr: [Meters] = [1, 2]
print(arr, marr)

let dict: [String: Float] = ["a": 1, "b": 2]
for k in dict.keys.sorted() { print(k, dict[k]!) }

func half(_ x: Double) -> Double { x / 2 }
print(half(5))

func makeMeters() -> Meters { 9 }
print(makeMeters())

func oneOrTwo(_ b: Bool) -> Double {
    if b { return 1 }
    return 2
}
print(oneOrTwo(true), oneOrTwo(false))

let mixed = [1, 2.5, 3]
print(type(of: mixed), mixed)
let sum = 1 + 2.0
print(type(of: sum), sum)
let opt: Double? = 4
print(opt ?? 0)
// expect: 3.0 7.0 200cm
// expect: 1.0 400cm
// expect: [1.0, 2.0, 3.0] [100cm, 200cm]
// expect: a 1.0
// expect: b 2.0
// expect: 2.5
// expect: 900cm
// expect: 1.0 2.0
// expect: Array<Double> [1.0, 2.5, 3.0]
// expect: Double 3.0
// expect: 4.0
