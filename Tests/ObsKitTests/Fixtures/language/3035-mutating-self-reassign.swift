// Compiler test style: mutating methods that reassign self in structs and enums
struct Fraction {
  var num: Int
  var den: Int
  mutating func invert() {
    self = Fraction(num: den, den: num)
  }
  mutating func reduce() {
    var a = num, b = den
    while b != 0 { (a, b) = (b, a % b) }
    num /= a
    den /= a
  }
}

enum Light {
  case red, yellow, green
  mutating func next() {
    switch self {
    case .red: self = .green
    case .green: self = .yellow
    case .yellow: self = .red
    }
  }
}

var f = Fraction(num: 6, den: 8)
f.reduce()
print(f.num, f.den)
f.invert()
print(f.num, f.den)
let g = f
f.invert()
print(g.num, g.den, f.num, f.den)

var light = Light.red
var seen: [Light] = []
for _ in 0..<5 {
  seen.append(light)
  light.next()
}
print(seen)
print(light)
// expect: 3 4
// expect: 4 3
// expect: 4 3 3 4
// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red, main.Light.green]
// expect: yellow
