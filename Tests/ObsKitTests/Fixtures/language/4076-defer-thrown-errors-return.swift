// Compiler test style: defer with thrown errors and return values
enum E: Error { case bad(Int) }

func work(_ x: Int) throws -> Int {
  print("work", x)
  defer { print("cleanup", x) }
  if x < 0 { throw E.bad(x) }
  return x * 2
}
do {
  print(try work(3))
  print(try work(-1))
} catch E.bad(let v) {
  print("caught bad", v)
} catch {
  print("other")
}

var state = 1
func returnsBeforeDefer() -> Int {
  defer { state = 100 }
  return state
}
print(returnsBeforeDefer(), state)

func countUp() -> [Int] {
  var arr: [Int] = []
  defer { arr.append(99); print("defer saw", arr) }
  arr.append(1)
  return arr
}
print(countUp())

func nested() throws {
  defer { print("outer defer") }
  do {
    defer { print("inner defer") }
    throw E.bad(7)
  }
}
do { try nested() } catch { print("error:", error) }
// expect: work 3
// expect: cleanup 3
// expect: 6
// expect: work -1
// expect: cleanup -1
// expect: caught bad -1
// expect: 1 100
// expect: defer saw [1, 99]
// expect: [1]
// expect: inner defer
// expect: outer defer
// expect: error: bad(7)
