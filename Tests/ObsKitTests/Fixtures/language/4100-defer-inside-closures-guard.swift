// Compiler test style: defer inside closures, guard-else exits and defer reading final state
var log: [String] = []
let work = { (n: Int) -> Int in
  defer { log.append("closure exit \(n)") }
  guard n > 0 else { log.append("guard failed"); return -1 }
  return n * n
}
print(work(3), work(0))
print(log)

func process(_ items: [Int]) -> Int {
  var sum = 0
  defer { print("sum at exit", sum) }
  for x in items {
    defer { sum += 1 }
    guard x >= 0 else { continue }
    if x > 100 { return sum }
    sum += x
  }
  return sum
}
print(process([1, 2, 3]))
print(process([5, -1, 200, 7]))

func counter() -> () -> Int {
  var c = 0
  return {
    defer { c += 1 }
    return c
  }
}
let next = counter()
print(next(), next(), next())

func deferOrder() {
  for i in 0..<2 {
    defer { print("loop defer", i) }
    defer { print("second loop defer", i) }
    if i == 0 {
      defer { print("if defer") }
      print("in if")
    }
  }
}
deferOrder()

struct Resource {
  let name: String
  init(_ n: String) { name = n; print("open", n) }
  func close() { print("close", name) }
}
func useResources() throws {
  let a = Resource("a")
  defer { a.close() }
  let b = Resource("b")
  defer { b.close() }
  struct Oops: Error {}
  throw Oops()
}
do { try useResources() } catch { print("caught") }
// expect: 9 -1
// expect: ["closure exit 3", "guard failed", "closure exit 0"]
// expect: sum at exit 9
// expect: 9
// expect: sum at exit 8
// expect: 7
// expect: 0 1 2
// expect: in if
// expect: if defer
// expect: second loop defer 0
// expect: loop defer 0
// expect: second loop defer 1
// expect: loop defer 1
// expect: open a
// expect: open b
// expect: close b
// expect: close a
// expect: caught
