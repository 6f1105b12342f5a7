// Compiler test style (test/Interpreter/defer.swift): defer ordering in scopes, loops, throws, and returns
func basic() {
  defer { print("defer 1") }
  defer { print("defer 2") }
  print("body")
}
basic()

func returnValue() -> Int {
  var x = 1
  defer { x = 100; print("defer sees x before change") }
  return x
}
print("returned", returnValue())

func loop() {
  for i in 0..<3 {
    defer { print("end iteration \(i)") }
    if i == 1 { print("continue at 1"); continue }
    print("iteration \(i)")
  }
}
loop()

struct Failure: Error { let code: Int }
func mayThrow(_ n: Int) throws -> Int {
  defer { print("cleanup for \(n)") }
  if n < 0 { throw Failure(code: n) }
  return n * 2
}
do {
  print(try mayThrow(3))
  print(try mayThrow(-5))
  print("unreachable")
} catch let f as Failure {
  print("caught", f.code)
} catch {
  print("other")
}

func nestedScopes() {
  defer { print("outer defer") }
  do {
    defer { print("inner do defer") }
    print("in do")
  }
  if true {
    defer { print("if defer") }
    print("in if")
  }
  print("after scopes")
}
nestedScopes()

var log: [String] = []
func guarded(_ v: Int?) {
  defer { log.append("exit \(v ?? -1)") }
  guard let v = v else { log.append("nil"); return }
  defer { log.append("after guard \(v)") }
  log.append("value \(v)")
}
guarded(4)
guarded(nil)
print(log)

func deferInDefer() {
  defer {
    defer { print("innermost") }
    print("outer body")
  }
  print("start")
}
deferInDefer()

// expect: body
// expect: defer 2
// expect: defer 1
// expect: defer sees x before change
// expect: returned 1
// expect: iteration 0
// expect: end iteration 0
// expect: continue at 1
// expect: end iteration 1
// expect: iteration 2
// expect: end iteration 2
// expect: cleanup for 3
// expect: 6
// expect: cleanup for -5
// expect: caught -5
// expect: in do
// expect: inner do defer
// expect: in if
// expect: if defer
// expect: after scopes
// expect: outer defer
// expect: ["value 4", "after guard 4", "exit 4", "nil", "exit -1"]
// expect: start
// expect: outer body
// expect: innermost
