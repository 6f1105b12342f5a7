// Compiler test style: labeled statements with break/continue targeting outer loops, switch and if
let grid = [
    [1, 2, 3, 4],
    [5, -1, 7, 8],
    [9, 10, 11, 12],
]

outer: for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() {
        if v < 0 {
            print("negative at \(r),\(c); skipping rest of row")
            continue outer
        }
        if v > 10 {
            print("found \(v) at \(r),\(c); stopping")
            break outer
        }
        print("visit \(v)")
    }
    print("row \(r) complete")
}

var pairs: [String] = []
search: for i in 1...5 {
    for j in 1...5 {
        if j > i { continue search }
        if i * j == 12 { break search }
        if (i + j) % 2 == 0 { pairs.append("\(i)\(j)") }
    }
}
print(pairs)

var n = 0
loop: while true {
    n += 1
    switch n {
    case 1...3:
        continue loop
    case 4:
        print("four reached")
    case 7:
        break loop
    default:
        break
    }
    print("n=\(n)")
}
print("exit n=\(n)")

var count = 0
counting: repeat {
    count += 1
    for k in 0..<3 where k == count { continue counting }
    print("repeat count \(count)")
} while count < 4

check: if grid.count > 2 {
    for row in grid where row.contains(7) {
        print("row with 7: \(row)")
        break check
    }
    print("not printed")
}
print("done")

// expect: visit 1
// expect: visit 2
// expect: visit 3
// expect: visit 4
// expect: row 0 complete
// expect: visit 5
// expect: negative at 1,1; skipping rest of row
// expect: visit 9
// expect: visit 10
// expect: found 11 at 2,2; stopping
// expect: ["11", "22", "31", "33", "42"]
// expect: four reached
// expect: n=4
// expect: n=5
// expect: n=6
// expect: exit n=7
// expect: repeat count 3
// expect: repeat count 4
// expect: row with 7: [5, -1, 7, 8]
// expect: done
