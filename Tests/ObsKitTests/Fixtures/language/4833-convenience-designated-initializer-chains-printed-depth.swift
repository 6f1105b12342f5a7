// Compiler test style (test/Interpreter/initializers.swift): convenience and designated initializer chains printed with depth
var depth = 0

func log(_ s: String) {
  print(String(repeating: "*", count: depth) + s)
}

class A {
  var number: Int
  var text: String

  convenience init() {
    log("begin A.init()")
    depth += 1
    self.init(number: 5)
    depth -= 1
    log("end A.init()")
  }

  convenience init(number: Int) {
    log("begin A.init(number: \(number))")
    depth += 1
    self.init(number: number, text: "hello")
    depth -= 1
    log("end A.init(number: \(number))")
  }

  init(number: Int, text: String) {
    log("begin A.init(number: \(number), text: \(text))")
    self.number = number
    self.text = text
    log("end A.init(number: \(number), text: \(text))")
  }

  deinit { log("A.deinit \(number)") }
}

class B: A {
  var ratio: Double

  convenience override init(number: Int, text: String) {
    log("begin B.init(number: \(number), text: \(text))")
    depth += 1
    self.init(number: number, text: text, ratio: 2.5)
    depth -= 1
    log("end B.init(number: \(number), text: \(text))")
  }

  init(number: Int, text: String, ratio: Double) {
    log("begin B.init(number: \(number), text: \(text), ratio: \(ratio))")
    self.ratio = ratio
    depth += 1
    super.init(number: number, text: text)
    depth -= 1
    log("end B.init(number: \(number), text: \(text), ratio: \(ratio))")
  }

  deinit { log("B.deinit") }
}

class C: B {
  override init(number: Int, text: String, ratio: Double) {
    log("begin C.init(number: \(number), text: \(text), ratio: \(ratio))")
    depth += 1
    super.init(number: number, text: text, ratio: ratio)
    depth -= 1
    log("end C.init(number: \(number), text: \(text), ratio: \(ratio))")
  }

  deinit { log("C.deinit") }
}

print("--- C()")
do {
  let c = C()
  print(c.number, c.text, c.ratio)
}
print("--- B(number: 9)")
do {
  let b = B(number: 9)
  print(b.number, b.text, b.ratio, type(of: b))
}
print("--- A()")
do {
  let a = A()
  print(a.number, a.text, type(of: a))
}

class Meters: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  let value: Double
  required init(floatLiteral value: Double) { self.value = value }
  required init(integerLiteral value: Int) { self.value = Double(value) }
  func describe() -> String { return "Meters(\(value))" }
}

class Kilometers: Meters {
  override func describe() -> String { return "Kilometers(\(value))" }
}

let m: Meters = 1.5
let k: Kilometers = 3
let k2: Kilometers = 0.25
print(m.describe())
print(k.describe())
print(k2.describe())
let all: [Meters] = [m, k, k2, 7]
print(all.map { $0.describe() }.joined(separator: ", "))

// expect: --- C()
// expect: begin A.init()
// expect: *begin A.init(number: 5)
// expect: **begin B.init(number: 5, text: hello)
// expect: ***begin C.init(number: 5, text: hello, ratio: 2.5)
// expect: ****begin B.init(number: 5, text: hello, ratio: 2.5)
// expect: *****begin A.init(number: 5, text: hello)
// expect: *****end A.init(number: 5, text: hello)
// expect: ****end B.init(number: 5, text: hello, ratio: 2.5)
// expect: ***end C.init(number: 5, text: hello, ratio: 2.5)
// expect: **end B.init(number: 5, text: hello)
// expect: *end A.init(number: 5)
// expect: end A.init()
// expect: 5 hello 2.5
// expect: C.deinit
// expect: B.deinit
// expect: A.deinit 5
// expect: --- B(number: 9)
// expect: begin A.init(number: 9)
// expect: *begin B.init(number: 9, text: hello)
// expect: **begin B.init(number: 9, text: hello, ratio: 2.5)
// expect: ***begin A.init(number: 9, text: hello)
// expect: ***end A.init(number: 9, text: hello)
// expect: **end B.init(number: 9, text: hello, ratio: 2.5)
// expect: *end B.init(number: 9, text: hello)
// expect: end A.init(number: 9)
// expect: 9 hello 2.5 B
// expect: B.deinit
// expect: A.deinit 9
// expect: --- A()
// expect: begin A.init()
// expect: *begin A.init(number: 5)
// expect: **begin A.init(number: 5, text: hello)
// expect: **end A.init(number: 5, text: hello)
// expect: *end A.init(number: 5)
// expect: end A.init()
// expect: 5 hello A
// expect: A.deinit 5
// expect: Meters(1.5)
// expect: Kilometers(3.0)
// expect: Kilometers(0.25)
// expect: Meters(1.5), Kilometers(3.0), Kilometers(0.25), Meters(7.0)
