// Swift compiler Interpreter test style: defer ordering in nested scopes and loops
func simple() {
  print("enter simple")
  defer { print("defer 1") }
  defer { print("defer 2") }
  do {
    defer { print("inner defer") }
    print("inner body")
  }
  print("leaving simple")
}
simple()

func loop() {
  for i in 1...3 {
    defer { print("end of iteration \(i)") }
    if i == 2 {
      print("skipping 2")
      continue
    }
    print("body \(i)")
  }
}
loop()

func early(_ x: Int) -> String {
  var trace: [String] = []
  defer { print("trace for \(x):", trace) }
  trace.append("start")
  guard x > 0 else {
    trace.append("nonpositive")
    return "rejected"
  }
  defer { trace.append("second defer") }
  trace.append("positive")
  return "accepted"
}
print(early(5))
print(early(-1))

var counter = 0
func bump() -> Int {
  defer { counter += 1 }
  return counter
}
print(bump(), bump(), bump(), counter)

enum Oops: Error { case bad }
func thrower(_ fail: Bool) throws {
  defer { print("cleanup thrower(\(fail))") }
  print("working")
  if fail { throw Oops.bad }
  print("finished")
}
do {
  try thrower(false)
  try thrower(true)
  print("unreachable")
} catch {
  print("caught \(error)")
}

outer: for row in 0..<3 {
  defer { print("row \(row) done") }
  for col in 0..<3 {
    defer { print("  cell \(row),\(col)") }
    if col == 1 && row == 1 { break outer }
    if col == 1 { break }
  }
}
// expect: enter simple
// expect: inner body
// expect: inner defer
// expect: leaving simple
// expect: defer 2
// expect: defer 1
// expect: body 1
// expect: end of iteration 1
// expect: skipping 2
// expect: end of iteration 2
// expect: body 3
// expect: end of iteration 3
// expect: trace for 5: ["start", "positive", "second defer"]
// expect: accepted
// expect: trace for -1: ["start", "nonpositive"]
// expect: rejected
// expect: 0 1 2 3
// expect: working
// expect: finished
// expect: cleanup thrower(false)
// expect: working
// expect: cleanup thrower(true)
// expect: caught bad
// expect:   cell 0,0
// expect:   cell 0,1
// expect: row 0 done
// expect:   cell 1,0
// expect:   cell 1,1
// expect: row 1 done
