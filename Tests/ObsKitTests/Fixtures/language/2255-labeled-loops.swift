// Compiler test style: labeled break and continue across nested loops, while/repeat and switch inside loops
let grid = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]

outer: for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() {
        if v < 0 {
            print("negative at \(r),\(c); skipping rest of row")
            continue outer
        }
        if v == 8 {
            print("found 8 at \(r),\(c); stopping")
            break outer
        }
        print("visit \(v)")
    }
    print("finished row \(r)")
}

var pairs: [String] = []
search: for i in 1...4 {
    for j in 1...4 where j > i {
        if (i + j) % 3 == 0 { continue search }
        pairs.append("\(i)\(j)")
        if pairs.count == 4 { break search }
    }
}
print(pairs)

var n = 0
loop: while true {
    n += 1
    switch n {
    case 1, 2: continue loop
    case 5: break loop
    default: print("n is \(n)")
    }
}
print("after while n=\(n)")

var attempts = 0
retry: repeat {
    attempts += 1
    for k in 0..<3 {
        if k == attempts { continue retry }
    }
    print("no match at attempt \(attempts)")
} while attempts < 4
print("attempts", attempts)

block: do {
    if grid.count == 3 { break block }
    print("not printed")
}
print("done")
// expect: visit 1
// expect: visit 2
// expect: visit 3
// expect: finished row 0
// expect: visit 4
// expect: negative at 1,1; skipping rest of row
// expect: visit 7
// expect: found 8 at 2,1; stopping
// expect: ["23", "34"]
// expect: n is 3
// expect: n is 4
// expect: after while n=5
// expect: no match at attempt 3
// expect: no match at attempt 4
// expect: attempts 4
// expect: done
