// Compiler test style: custom prefix and postfix operator declarations on Int and structs

prefix operator √
postfix operator ^^
prefix operator ~~
postfix operator ^!

prefix func √(x: Int) -> Int {
  var r = 0
  while (r + 1) * (r + 1) <= x {
    r += 1
  }
  return r
}

postfix func ^^(x: Int) -> Int {
  return x * x
}

prefix func ~~(x: Bool) -> String {
  return x ? "yes" : "no"
}

postfix func ^!(s: String) -> String {
  return s.uppercased() + "!!!"
}

struct Counter {
  var value: Int
}

prefix operator ++
postfix operator ++
prefix operator --

prefix func ++(c: inout Counter) -> Counter {
  c.value += 1
  return c
}

postfix func ++(c: inout Counter) -> Counter {
  let old = c
  c.value += 1
  return old
}

prefix func --(c: inout Counter) -> Counter {
  c.value -= 1
  return c
}

struct Temperature {
  var celsius: Double
  static prefix func -(t: Temperature) -> Temperature {
    return Temperature(celsius: -t.celsius)
  }
  static postfix func °(t: Temperature) -> String {
    return "\(t.celsius) degrees"
  }
}

postfix operator °

print(√16)
print(√17)
print(√99)
print(√100)
print(5^^)
print((3^^)^^)
print(√(7^^))
print(~~true)
print(~~(1 > 2))
print("hello"^!)
print(("a" + "b")^!)

var c = Counter(value: 10)
let pre = ++c
print(pre.value, c.value)
let post = c++
print(post.value, c.value)
let dec = --c
print(dec.value, c.value)

for _ in 0..<3 {
  _ = c++
}
print(c.value)

let t = Temperature(celsius: 21.5)
print((-t).celsius)
print(t°)
print((-t)°)

let squares = [1, 2, 3, 4].map { $0^^ }
print(squares)
let roots = squares.map { √$0 }
print(roots)

// expect: 4
// expect: 4
// expect: 9
// expect: 10
// expect: 25
// expect: 81
// expect: 7
// expect: yes
// expect: no
// expect: HELLO!!!
// expect: AB!!!
// expect: 11 11
// expect: 11 12
// expect: 11 11
// expect: 14
// expect: -21.5
// expect: 21.5 degrees
// expect: -21.5 degrees
// expect: [1, 4, 9, 16]
// expect: [1, 2, 3, 4]
