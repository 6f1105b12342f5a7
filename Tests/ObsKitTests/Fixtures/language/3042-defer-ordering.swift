// Compiler test style: defer blocks run in reverse order at scope exit, including on early return
func work(_ n: Int) -> Int {
  var log = 0
  defer { print("outer defer, log=\(log)") }
  defer { print("second defer") }
  if n < 0 {
    print("early return")
    return -1
  }
  for i in 0..<n {
    defer { print("loop defer \(i)") }
    if i == 1 { continue }
    log += i
    print("loop body \(i)")
  }
  do {
    defer { print("do defer") }
    print("inside do")
  }
  return log
}

print(work(-1))
print("--")
print(work(3))

struct Builder {
  var parts: [String] = []
  mutating func build() -> [String] {
    defer { parts.append("deferred") }
    parts.append("body")
    return parts
  }
}
var b = Builder()
let result = b.build()
print(result)
print(b.parts)
// expect: early return
// expect: second defer
// expect: outer defer, log=0
// expect: -1
// expect: --
// expect: loop body 0
// expect: loop defer 0
// expect: loop defer 1
// expect: loop body 2
// expect: loop defer 2
// expect: inside do
// expect: do defer
// expect: second defer
// expect: outer defer, log=2
// expect: 2
// expect: ["body"]
// expect: ["body", "deferred"]
