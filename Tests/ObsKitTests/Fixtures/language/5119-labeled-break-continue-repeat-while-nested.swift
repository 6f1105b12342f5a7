// Compiler test style (test/Interpreter/labeled_statements.swift): labeled break/continue, repeat-while, nested loops
var found: (Int, Int)? = nil
outer: for i in 1...5 {
  for j in 1...5 {
    if i * j == 12 { found = (i, j); break outer }
  }
}
print(found as Any)

var pairs: [String] = []
rows: for r in 0..<4 {
  cols: for c in 0..<4 {
    if c > r { continue rows }
    if (r + c) % 3 == 0 && r != 0 { continue cols }
    pairs.append("\(r)\(c)")
  }
}
print(pairs)

var n = 0
repeat {
  n += 3
} while n < 10
print(n)
var once = 0
repeat { once += 1 } while false
print(once)

var i = 0
loop: while true {
  i += 1
  switch i {
  case 2: continue loop
  case 5: break loop
  default: print("i =", i)
  }
}
print("after loop", i)

var count = 0
block: do {
  count += 1
  if count > 0 { break block }
  count += 100
}
print(count)

labeledIf: if count == 1 {
  print("inside if")
  if true { break labeledIf }
  print("not printed")
}

var collatz = 27, steps = 0
while collatz != 1 {
  collatz = collatz % 2 == 0 ? collatz / 2 : 3 * collatz + 1
  steps += 1
}
print("collatz steps", steps)

var grid: [[Int]] = []
for r in 0..<3 { grid.append([]); for c in 0..<3 where c != r { grid[r].append(c) } }
print(grid)
for (idx, ch) in "abc".enumerated().reversed() { print(idx, ch, terminator: "; ") }
print()
for _ in 0..<0 { print("never") }
for x in stride(from: 5, to: 0, by: -2) { print(x, terminator: " ") }
print()
var w = 0
while w < 3 { defer { w += 1 }; if w == 1 { continue }; print("w", w) }

// expect: Optional((3, 4))
// expect: ["00", "10", "11", "20", "22", "31", "32"]
// expect: 12
// expect: 1
// expect: i = 1
// expect: i = 3
// expect: i = 4
// expect: after loop 5
// expect: 1
// expect: inside if
// expect: collatz steps 111
// expect: [[1, 2], [0, 2], [0, 1]]
// expect: 2 c; 1 b; 0 a; 
// expect: 5 3 1 
// expect: w 0
// expect: w 2
