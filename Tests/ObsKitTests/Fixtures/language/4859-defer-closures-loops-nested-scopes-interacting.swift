// Compiler test style (test/Interpreter/defer.swift): defer in closures, loops, nested scopes and interacting with return values
func simple() -> String {
  var log = "start"
  defer { print("deferred sees log = \(log)") }
  log += " middle"
  return log
}
print(simple())

func returnValueCapturedBeforeDefer() -> Int {
  var x = 1
  defer { x = 100; print("defer set x to \(x)") }
  return x
}
print(returnValueCapturedBeforeDefer())

func order() {
  defer { print("defer 1") }
  defer { print("defer 2") }
  do {
    defer { print("inner defer a") }
    defer { print("inner defer b") }
    print("inner body")
  }
  print("outer body")
}
order()

func loop() {
  for i in 0..<4 {
    defer { print("end of iteration \(i)") }
    if i == 1 { print("continue at 1"); continue }
    if i == 3 { print("break at 3"); break }
    print("body \(i)")
  }
  print("after loop")
}
loop()

enum Oops: Error { case bad(Int) }
func thrower(_ n: Int) throws -> Int {
  defer { print("thrower(\(n)) cleanup") }
  if n < 0 { throw Oops.bad(n) }
  return n * 2
}
do {
  print(try thrower(2))
  print(try thrower(-1))
} catch Oops.bad(let v) {
  print("caught bad \(v)")
} catch {
  print("other")
}

let closure = { (n: Int) -> String in
  defer { print("closure defer \(n)") }
  return "closure result \(n)"
}
print(closure(7))

func nestedDefer() {
  defer {
    defer { print("defer inside defer (runs last)") }
    print("outer defer body")
  }
  print("function body")
}
nestedDefer()

func guardDefer(_ value: Int?) -> String {
  defer { print("guardDefer cleanup for \(value as Any)") }
  guard let v = value else { return "nil path" }
  defer { print("only registered when non-nil: \(v)") }
  return "value \(v)"
}
print(guardDefer(nil))
print(guardDefer(5))

class Resource {
  let name: String
  init(_ name: String) { self.name = name; print("open \(name)") }
  deinit { print("close \(name)") }
}
func useResources() {
  let r1 = Resource("r1")
  defer { print("defer sees \(r1.name)") }
  let r2 = Resource("r2")
  defer { print("defer sees \(r2.name)") }
  print("working")
}
useResources()

func counterWithDefer() -> () -> Int {
  var count = 0
  return {
    defer { count += 1 }
    return count
  }
}
let next = counterWithDefer()
print(next(), next(), next())

func switchDefer(_ n: Int) {
  switch n {
  case 0:
    defer { print("case 0 defer") }
    print("case 0 body")
  case 1:
    defer { print("case 1 defer") }
    print("case 1 falls through")
    fallthrough
  default:
    defer { print("default defer") }
    print("default body")
  }
}
switchDefer(0)
switchDefer(1)

func whileDefer() {
  var i = 0
  while i < 2 {
    defer { i += 1 }
    print("while body \(i)")
  }
  print("while done, i = \(i)")
}
whileDefer()

// expect: deferred sees log = start middle
// expect: start middle
// expect: defer set x to 100
// expect: 1
// expect: inner body
// expect: inner defer b
// expect: inner defer a
// expect: outer body
// expect: defer 2
// expect: defer 1
// expect: body 0
// expect: end of iteration 0
// expect: continue at 1
// expect: end of iteration 1
// expect: body 2
// expect: end of iteration 2
// expect: break at 3
// expect: end of iteration 3
// expect: after loop
// expect: thrower(2) cleanup
// expect: 4
// expect: thrower(-1) cleanup
// expect: caught bad -1
// expect: closure defer 7
// expect: closure result 7
// expect: function body
// expect: outer defer body
// expect: defer inside defer (runs last)
// expect: guardDefer cleanup for nil
// expect: nil path
// expect: only registered when non-nil: 5
// expect: guardDefer cleanup for Optional(5)
// expect: value 5
// expect: open r1
// expect: open r2
// expect: working
// expect: defer sees r2
// expect: close r2
// expect: defer sees r1
// expect: close r1
// expect: 0 1 2
// expect: case 0 body
// expect: case 0 defer
// expect: case 1 falls through
// expect: case 1 defer
// expect: default body
// expect: default defer
// expect: while body 0
// expect: while body 1
// expect: while done, i = 2
