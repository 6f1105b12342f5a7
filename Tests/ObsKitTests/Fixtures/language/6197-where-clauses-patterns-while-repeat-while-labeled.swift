// Language Reference style (statements): for-in with where clauses and patterns, while, repeat-while, labeled break and continue
for i in 1...10 where i % 3 == 0 { print("mult3", i) }
for (i, ch) in "abc".enumerated() where i != 1 { print(i, ch) }
for case let x? in [1, nil, 3] as [Int?] { print("some", x) }
for case (let a, 0) in [(1, 0), (2, 1), (3, 0)] { print("zero-pair", a) }
for _ in 0..<2 { print("tick") }

var n = 3
while n > 0 { print("while", n); n -= 1 }
repeat { print("repeat", n); n += 1 } while n < 2

outer: for i in 0..<4 {
    inner: for j in 0..<4 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        if j > i { continue inner }
        print("pair", i, j)
    }
}
var found: (Int, Int)? = nil
search: for row in 0..<5 {
    for col in 0..<5 where row * col == 6 {
        found = (row, col)
        break search
    }
}
print(found.map { "\($0.0),\($0.1)" } ?? "none")
var k = 0
loop: while true {
    k += 1
    switch k {
    case 1...2: continue loop
    case 5: break loop
    default: print("k", k)
    }
}
print("end k", k)
labeled: do {
    print("in do")
    if k == 5 { break labeled }
    print("not reached")
}
lbl: if k > 0 {
    print("in if")
    break lbl
}
for i in stride(from: 10, to: 0, by: -4) { print("stride", i) }

// expect: mult3 3
// expect: mult3 6
// expect: mult3 9
// expect: 0 a
// expect: 2 c
// expect: some 1
// expect: some 3
// expect: zero-pair 1
// expect: zero-pair 3
// expect: tick
// expect: tick
// expect: while 3
// expect: while 2
// expect: while 1
// expect: repeat 0
// expect: repeat 1
// expect: pair 0 0
// expect: pair 1 0
// expect: pair 1 1
// expect: pair 2 0
// expect: pair 2 1
// expect: 2,3
// expect: k 3
// expect: k 4
// expect: end k 5
// expect: in do
// expect: in if
// expect: stride 10
// expect: stride 6
// expect: stride 2
