// Compiler test style: return statements, computed properties and if/switch expressions typed by context
func one() -> Double { return 1 }
print(one(), type(of: one()))

struct Config {
    var ratio: Float { 2 }
    var name: String { "cfg" }
    var limits: [Double] { [1, 2] }
}
let c = Config()
print(c.ratio, type(of: c.ratio), c.name, c.limits)

let flag = false
let x: Double = if flag { 1 } else { 2 }
print(x)
let y: Double = if flag { 1 } else { 2.5 }
print(y, type(of: y))

func grade(_ n: Int) -> Double {
    switch n {
    case 90...: return 4
    case 80..<90: return 3.5
    default: return 0
    }
}
print(grade(95), grade(85), grade(10))

let z: Float = switch 3 {
case 1: 10
case 3: 0.75
default: 0
}
print(z)
let w = switch "b" { case "a": 1; default: 2 }
print(w, type(of: w))
// expect: 1.0 Double
// expect: 2.0 Float cfg [1.0, 2.0]
// expect: 2.0
// expect: 2.5 Double
// expect: 4.0 3.5 0.0
// expect: 0.75
// expect: 2 Int
