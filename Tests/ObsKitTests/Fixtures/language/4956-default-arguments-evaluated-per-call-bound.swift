// Compiler test style: default arguments evaluated per call, bound statically, with overloads and generics
// known-gap: error: 4956-default-arguments-evaluated-per-call-bound.swift:18:39: error: not supported yet: MemoryLayout of 'T'
var counter = 0
func next() -> Int { counter += 1; return counter }

func stamp(_ label: String, id: Int = next()) -> String { return "\(label)#\(id)" }

print(stamp("a"))
print(stamp("b"))
print(stamp("c", id: 100))
print(stamp("d"))

func pick(_ x: Int = 1) -> String { return "pick(Int = \(x))" }
func pick() -> String { return "pick()" }
print(pick())
print(pick(5))

func size<T>(_ value: T, scale: Int = MemoryLayout<T>.size) -> String { return "\(value): \(scale)" }
print(size(UInt8(3)))
print(size(Int32(3)))
print(size(true, scale: 42))

class Shape {
  func draw(color: String = "black", width: Int = 1) -> String { return "Shape(\(color), \(width))" }
}
class Square: Shape {
  override func draw(color: String = "red", width: Int = 2) -> String { return "Square(\(color), \(width))" }
}
let sq = Square()
let sh: Shape = sq
print(sq.draw())
print(sh.draw())
print(sh.draw(width: 9))
print(sq.draw(color: "blue"))

protocol Logger {
  func log(_ msg: String, level: Int)
}
extension Logger {
  func log(_ msg: String, level: Int = 3) { print("default-level log: [\(level)] \(msg)") }
  func log(_ msg: String) { print("short log: \(msg)") }
}
struct ConsoleLogger: Logger {
  func log(_ msg: String, level: Int) { print("console [\(level)] \(msg)") }
}
let cl = ConsoleLogger()
cl.log("x")
cl.log("y", level: 7)
let anyLog: any Logger = cl
anyLog.log("z")
anyLog.log("w", level: 1)

struct Grid {
  var cells = [1, 2, 3, 4, 5, 6]
  subscript(row row: Int, col col: Int = 0) -> Int { return cells[row * 2 + col] }
}
let g = Grid()
print(g[row: 1], g[row: 1, col: 1], g[row: 2])

struct Config {
  var name: String
  var retries: Int = 3
  var verbose = false
}
print(Config(name: "a"))
print(Config(name: "b", verbose: true))
print(Config(name: "c", retries: 0))

func variadicDefault(_ xs: Int..., sep: String = ",") -> String {
  return xs.map(String.init).joined(separator: sep)
}
print(variadicDefault(1, 2, 3))
print(variadicDefault(sep: "-"))
print(variadicDefault(4, 5, sep: "+"))
print("counter =", counter)

// expect: a#1
// expect: b#2
// expect: c#100
// expect: d#3
// expect: pick()
// expect: pick(Int = 5)
// expect: 3: 1
// expect: 3: 4
// expect: true: 42
// expect: Square(red, 2)
// expect: Square(black, 1)
// expect: Square(black, 9)
// expect: Square(blue, 2)
// expect: short log: x
// expect: console [7] y
// expect: short log: z
// expect: console [1] w
// expect: 3 4 5
// expect: Config(name: "a", retries: 3, verbose: false)
// expect: Config(name: "b", retries: 3, verbose: true)
// expect: Config(name: "c", retries: 0, verbose: false)
// expect: 1,2,3
// expect:
// expect: 4+5
// expect: counter = 3
