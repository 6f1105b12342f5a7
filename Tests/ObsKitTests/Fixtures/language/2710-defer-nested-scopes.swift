// Compiler test style: defer ordering across nested scopes, loops and early returns
var log: [String] = []

func nested() {
  defer { log.append("outer-1") }
  defer { log.append("outer-2") }
  do {
    defer { log.append("inner-1") }
    log.append("body-inner")
    defer { log.append("inner-2") }
  }
  log.append("body-outer")
}

func early(_ n: Int) -> Int {
  var result = 0
  defer { log.append("early-defer result=\(result)") }
  if n < 0 {
    result = -1
    return result
  }
  defer { log.append("second-defer n=\(n)") }
  result = n * 2
  return result
}

func loopDefers() {
  for i in 0..<4 {
    defer { log.append("loop-end \(i)") }
    if i == 1 { continue }
    if i == 3 { break }
    log.append("loop-body \(i)")
  }
}

nested()
print(log.joined(separator: ","))
log = []
print(early(-5), log)
log = []
print(early(4), log)
log = []
loopDefers()
print(log.joined(separator: " | "))

func deferCapturesLatest() -> String {
  var s = "a"
  defer { print("defer sees", s) }
  s += "b"
  s += "c"
  return s
}
print(deferCapturesLatest())

// expect: body-inner,inner-2,inner-1,body-outer,outer-2,outer-1
// expect: -1 ["early-defer result=-1"]
// expect: 8 ["second-defer n=4", "early-defer result=8"]
// expect: loop-body 0 | loop-end 0 | loop-end 1 | loop-body 2 | loop-end 2 | loop-end 3
// expect: defer sees abc
// expect: abc
