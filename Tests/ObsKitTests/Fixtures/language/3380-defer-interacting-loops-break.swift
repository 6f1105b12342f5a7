// Compiler test style: defer interacting with loops, break/continue labels, nested defers in closures and guard-else
var out: [String] = []
outer: for i in 1...3 {
  defer { out.append("o\(i)") }
  for j in 1...3 {
    defer { out.append("i\(i)\(j)") }
    if j == 2 { continue outer }
    if i == 3 { break outer }
  }
}
print(out.joined(separator: " "))

func guarded(_ v: Int?) -> String {
  var s = "start"
  defer { print("  exiting guarded with s=\(s)") }
  guard let v else {
    defer { s += "+guard-defer" }
    s += "+nil"
    return s
  }
  s += "+\(v)"
  return s
}
print(guarded(nil))
print(guarded(4))

let closure = { () -> Int in
  var n = 0
  defer { n += 100; print("  closure defer n=\(n)") }
  n = 5
  return n
}
print(closure())

func nestedDefers() {
  defer {
    defer { print("deferred inside defer (runs after 'outer defer body')") }
    print("outer defer body")
  }
  print("function body")
}
nestedDefers()

var i = 0
while true {
  defer { i += 1 }
  if i >= 3 { break }
  print("while \(i)")
}
print("final i \(i)")
// expect: i11 i12 o1 i21 i22 o2 i31 o3
// expect:   exiting guarded with s=start+nil+guard-defer
// expect: start+nil
// expect:   exiting guarded with s=start+4
// expect: start+4
// expect:   closure defer n=105
// expect: 5
// expect: function body
// expect: outer defer body
// expect: deferred inside defer (runs after 'outer defer body')
// expect: while 0
// expect: while 1
// expect: while 2
// expect: final i 4
