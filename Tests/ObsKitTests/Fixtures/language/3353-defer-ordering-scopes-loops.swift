// Compiler test style: defer ordering in scopes, loops, early return and throws
func f(_ mode: Int) -> String {
  var log: [String] = []
  func body() -> Int {
    defer { log.append("d1") }
    defer { log.append("d2") }
    if mode == 0 { return 0 }
    do {
      defer { log.append("inner") }
      log.append("in-do")
    }
    if mode == 1 { return 1 }
    log.append("end")
    return 2
  }
  let r = body()
  return "\(r): " + log.joined(separator: ",")
}
print(f(0))
print(f(1))
print(f(2))

struct E: Error {}
func thrower(_ log: inout [String]) throws {
  defer { log.append("cleanup") }
  log.append("start")
  throw E()
}
var log: [String] = []
do { try thrower(&log) } catch { log.append("caught") }
print(log.joined(separator: " "))

for i in 0..<3 {
  defer { print("loop defer \(i)") }
  if i == 1 { continue }
  print("body \(i)")
}

func deferReturnValue() -> Int {
  var x = 1
  defer { x = 100; print("defer sees x=\(x)") }
  return x
}
print("returned \(deferReturnValue())")
// expect: 0: d2,d1
// expect: 1: in-do,inner,d2,d1
// expect: 2: in-do,inner,end,d2,d1
// expect: start cleanup caught
// expect: body 0
// expect: loop defer 0
// expect: loop defer 1
// expect: body 2
// expect: loop defer 2
// expect: defer sees x=100
// expect: returned 1
