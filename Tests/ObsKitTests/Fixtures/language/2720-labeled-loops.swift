// Compiler test style: labeled break and continue across nested loops, switch and do
var out: [String] = []
outer: for i in 1...4 {
  inner: for j in 1...4 {
    if j > i { continue outer }
    if i * j == 6 { break outer }
    if (i + j) % 2 == 1 { continue inner }
    out.append("\(i)\(j)")
  }
  out.append("end\(i)")
}
print(out.joined(separator: " "))

var steps = 0
scan: while true {
  steps += 1
  switch steps {
  case 1, 2: continue scan
  case 3: out = ["three"]
  case 4...: break scan
  default: break // breaks only the switch
  }
  out.append("after switch \(steps)")
}
print(steps, out)

block: do {
  print("in labeled do")
  if steps == 4 { break block }
  print("not printed")
}

check: if steps > 0 {
  for k in 0..<3 {
    if k == 1 { break check }
    print("k", k)
  }
  print("not reached")
}

var found: (Int, Int)? = nil
rows: for r in 0..<3 {
  var c = 0
  cols: repeat {
    defer { c += 1 }
    if r == 2 && c == 1 { found = (r, c); break rows }
    if c == 1 { continue cols }
  } while c < 3
}
print(found.map { "\($0.0),\($0.1)" } ?? "none")

// expect: 11 22 31
// expect: 4 ["three", "after switch 3"]
// expect: in labeled do
// expect: k 0
// expect: 2,1
