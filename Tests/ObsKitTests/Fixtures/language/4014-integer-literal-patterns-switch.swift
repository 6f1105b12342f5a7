// Compiler test style: integer literal patterns in switch over Double and custom Equatable types
func classify(_ d: Double) -> String {
    switch d {
    case 0: return "zero"
    case 1: return "one"
    case 0.5: return "half"
    case 2...10: return "small"
    default: return "other"
    }
}
for v in [0.0, 1, 0.5, 3.25, 42] {
    print(v, classify(v))
}

struct Code: ExpressibleByIntegerLiteral, Equatable {
    let n: Int
    init(integerLiteral value: Int) { n = value }
}

func name(_ c: Code) -> String {
    switch c {
    case 200: return "OK"
    case 404: return "Not Found"
    default: return "code \(c.n)"
    }
}
print(name(200), name(404), name(500))

let f: Float = 1
switch f {
case 1: print("float one")
default: print("float other")
}
let u: UInt8 = 7
if case 5...9 = u { print("u in range") }
// expect: 0.0 zero
// expect: 1.0 one
// expect: 0.5 half
// expect: 3.25 small
// expect: 42.0 other
// expect: OK Not Found code 500
// expect: float one
// expect: u in range
