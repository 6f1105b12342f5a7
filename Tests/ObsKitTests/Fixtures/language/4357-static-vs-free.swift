// Compiler test style: operators as static members versus free functions and overload resolution

struct Meters {
  var value: Double
  static func + (a: Meters, b: Meters) -> Meters {
    return Meters(value: a.value + b.value)
  }
}

struct Feet {
  var value: Double
}

func + (a: Feet, b: Feet) -> Feet {
  return Feet(value: a.value + b.value)
}

func + (a: Meters, b: Feet) -> Meters {
  return Meters(value: a.value + b.value * 0.25)
}

func + (a: Feet, b: Meters) -> Feet {
  return Feet(value: a.value + b.value * 4)
}

infix operator <+>: AdditionPrecedence

struct Pair {
  var a: Int
  var b: Int
  static func <+> (l: Pair, r: Pair) -> Pair {
    return Pair(a: l.a + r.a, b: l.b + r.b)
  }
}

func <+> (l: Int, r: Int) -> Int {
  return l * 100 + r
}

func <+> (l: String, r: String) -> String {
  return l + "|" + r
}

protocol Shape {
  var area: Int { get }
}

struct Square: Shape {
  var side: Int
  var area: Int { return side * side }
}

struct Rect: Shape {
  var w: Int
  var h: Int
  var area: Int { return w * h }
}

func + (a: Shape, b: Shape) -> Int {
  return a.area + b.area
}

func + (a: Square, b: Square) -> Square {
  return Square(side: a.side + b.side)
}

func describe(_ x: Int) -> String { return "Int \(x)" }
func describe(_ x: Square) -> String { return "Square \(x.side)" }

let m = Meters(value: 2) + Meters(value: 3)
print(m.value)
let f = Feet(value: 4) + Feet(value: 6)
print(f.value)
let mf = Meters(value: 1) + Feet(value: 8)
print(mf.value)
let fm = Feet(value: 1) + Meters(value: 2)
print(fm.value)

let p = Pair(a: 1, b: 2) <+> Pair(a: 10, b: 20)
print(p.a, p.b)
print(3 <+> 4)
print("x" <+> "y" <+> "z")
print(1 <+> 2 <+> 3)

let s1 = Square(side: 2)
let s2 = Square(side: 3)
print(describe(s1 + s2))
let shapeA: Shape = s1
let shapeB: Shape = Rect(w: 2, h: 5)
print(describe(shapeA + shapeB))
print(s1 + Rect(w: 1, h: 1))

let adder: (Meters, Meters) -> Meters = (+)
print(adder(Meters(value: 0.5), Meters(value: 0.25)).value)
let mixed: (Meters, Feet) -> Meters = (+)
print(mixed(Meters(value: 10), Feet(value: 4)).value)
let sq: (Square, Square) -> Square = (+)
print(sq(s2, s2).side)
let pairs = [Pair(a: 1, b: 1), Pair(a: 2, b: 3), Pair(a: 5, b: 8)]
let sum = pairs.reduce(Pair(a: 0, b: 0), <+>)
print(sum.a, sum.b)
let joined = ["a", "b", "c"].reduce("start", <+>)
print(joined)
let squares = [s1, s2, Square(side: 5)].reduce(Square(side: 0), +)
print(squares.side, squares.area)

// expect: 5.0
// expect: 10.0
// expect: 3.0
// expect: 9.0
// expect: 11 22
// expect: 304
// expect: x|y|z
// expect: 10203
// expect: Square 5
// expect: Int 14
// expect: 5
// expect: 0.75
// expect: 11.0
// expect: 6
// expect: 8 12
// expect: start|a|b|c
// expect: 10 100
