// Compiler test style: default arguments interacting with overloads
func greet(_ name: String, punctuation: String = "!") -> String {
  return "Hello, \(name)\(punctuation)"
}
func greet(_ name: String) -> String {
  return "Hi, \(name)"
}
print(greet("Ann"))
print(greet("Bob", punctuation: "?"))

func area(width: Int, height: Int = 1) -> Int { return width * height }
func area(width: Double) -> Double { return width * width }
print(area(width: 3))
print(area(width: 3, height: 4))
print(area(width: 2.5))

struct Logger {
  var prefix = "log"
  func write(_ msg: String, level: Int = 0, tag: String = "none") -> String {
    return "\(prefix)[\(level)][\(tag)] \(msg)"
  }
}
let lg = Logger()
print(lg.write("a"))
print(lg.write("b", level: 2))
print(lg.write("c", tag: "t"))
print(lg.write("d", level: 3, tag: "u"))

var calls = 0
func nextValue() -> Int { calls += 1; return calls * 10 }
func useDefault(_ x: Int = nextValue()) -> Int { return x }
print(useDefault(), useDefault(), useDefault(1), useDefault())

class Parent {
  func info(_ x: Int = 1) -> String { return "Parent \(x)" }
}
class Child: Parent {
  override func info(_ x: Int = 2) -> String { return "Child \(x)" }
}
let asParent: Parent = Child()
print(asParent.info())
print(Child().info())
// expect: Hi, Ann
// expect: Hello, Bob?
// expect: 3
// expect: 12
// expect: 6.25
// expect: log[0][none] a
// expect: log[2][none] b
// expect: log[0][t] c
// expect: log[3][u] d
// expect: 10 20 1 30
// expect: Child 1
// expect: Child 2
