// Compiler test style: labeled break and continue across nested loops
let grid = [[1, 2, 3], [4, -5, 6], [7, 8, 9]]
outer: for (r, row) in grid.enumerated() {
  for (c, v) in row.enumerated() {
    if v < 0 { print("negative at", r, c); break outer }
    print("visit", v)
  }
}

var found: [(Int, Int)] = []
rows: for i in 1...4 {
  for j in 1...4 {
    if j > i { continue rows }
    if (i + j) % 3 == 0 { found.append((i, j)) }
  }
}
print(found.map { "\($0.0)\($0.1)" })

var n = 0
loop: while true {
  n += 1
  switch n {
  case 2: continue loop
  case 5: break loop
  default: print("n =", n)
  }
}
print("exited at", n)

var count = 0
search: repeat {
  count += 1
  for k in 0..<10 where k * count == 12 {
    print("found k", k, "count", count)
    break search
  }
} while count < 10
print("count", count)

block: do {
  print("in block")
  if count > 0 { break block }
  print("unreachable")
}
print("after block")

var primes: [Int] = []
candidates: for c in 2...30 {
  for p in primes where p * p <= c {
    if c % p == 0 { continue candidates }
  }
  primes.append(c)
}
print(primes)

let word = "labeled"
ifLabel: if word.count > 3 {
  if word.hasPrefix("lab") { print("has prefix"); break ifLabel }
  print("no prefix")
}
// expect: visit 1
// expect: visit 2
// expect: visit 3
// expect: visit 4
// expect: negative at 1 1
// expect: ["21", "33", "42"]
// expect: n = 1
// expect: n = 3
// expect: n = 4
// expect: exited at 5
// expect: found k 6 count 2
// expect: count 2
// expect: in block
// expect: after block
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: has prefix
