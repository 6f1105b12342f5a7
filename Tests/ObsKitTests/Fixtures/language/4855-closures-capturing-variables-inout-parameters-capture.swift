// Compiler test style: closures capturing variables, inout parameters and capture-list copies
func makeCounter() -> (increment: () -> Int, peek: () -> Int) {
  var count = 0
  return ({ count += 1; return count }, { count })
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1.increment(), c1.increment(), c2.increment(), c1.peek(), c2.peek())

var shared = 10
let byReference = { shared * 2 }
let byValue = { [shared] in shared * 2 }
shared = 50
print(byReference(), byValue())

func withInout(_ x: inout Int) -> Int {
  func addOne() { x += 1 }
  addOne()
  addOne()
  func read() -> Int { return x }
  return read()
}
var iv = 5
print(withInout(&iv), iv)

func inoutEscapingCopy(_ x: inout Int) -> () -> Int {
  let copy = x
  x = 100
  return { [copy] in copy }
}
var ie = 7
let later = inoutEscapingCopy(&ie)
ie = 200
print(later(), ie)

var closures: [() -> Int] = []
for i in 0..<3 {
  closures.append { i * 10 }
}
print(closures.map { $0() })

var j = 0
var whileClosures: [() -> Int] = []
while j < 3 {
  whileClosures.append { j }
  j += 1
}
print(whileClosures.map { $0() })

var k = 0
var listCaptures: [() -> Int] = []
while k < 3 {
  listCaptures.append { [k] in k }
  k += 1
}
print(listCaptures.map { $0() })

class Box {
  var v: Int
  init(_ v: Int) { self.v = v }
}
var box = Box(1)
let capturedBox = { [box] in box.v }
let liveBox = { box.v }
box.v = 2
box = Box(3)
print(capturedBox(), liveBox())

struct Point { var x: Int }
var pt = Point(x: 1)
let capPt = { [pt] in pt.x }
let livePt = { pt.x }
pt.x = 99
print(capPt(), livePt())

func accumulate(_ values: [Int], into total: inout Int) {
  values.forEach { total += $0 }
}
var total = 0
accumulate([1, 2, 3], into: &total)
accumulate([10], into: &total)
print(total)

func nestedCapture() -> () -> String {
  var log: [String] = []
  func record(_ s: String) { log.append(s) }
  record("a")
  let inner = { record("b"); return log.joined(separator: ",") }
  record("c")
  return inner
}
let nc = nestedCapture()
print(nc())
print(nc())

var lazyCalls = 0
struct Lazy {
  lazy var total: Int = { lazyCalls += 1; return 42 }()
}
var lz = Lazy()
print(lazyCalls)
print(lz.total, lz.total, lazyCalls)

func makeMultipliers() -> [(Int) -> Int] {
  var result: [(Int) -> Int] = []
  var factor = 1
  for _ in 0..<3 {
    let f = factor
    result.append { $0 * f }
    factor *= 10
  }
  result.append { $0 * factor }
  factor = -1
  return result
}
print(makeMultipliers().map { $0(2) })

var value = 1
let selfModifying: () -> Int = {
  value += value
  return value
}
print(selfModifying(), selfModifying(), value)

// expect: 1 2 1 2 1
// expect: 100 20
// expect: 7 7
// expect: 7 200
// expect: [0, 10, 20]
// expect: [3, 3, 3]
// expect: [0, 1, 2]
// expect: 2 3
// expect: 1 99
// expect: 16
// expect: a,c,b
// expect: a,c,b,b
// expect: 0
// expect: 42 42 1
// expect: [2, 20, 200, -2]
// expect: 2 4 4
