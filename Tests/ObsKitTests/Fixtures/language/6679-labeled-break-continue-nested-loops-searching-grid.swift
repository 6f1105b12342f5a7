// Swift book style (control flow): labeled break and continue in nested loops searching a grid
let grid = [
    [3, 8, 1, 9],
    [4, 0, 7, 2],
    [6, 5, 0, 8],
    [1, 2, 3, 4],
]

var visited = 0
search: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() {
        visited += 1
        if value == 0 {
            print("first zero at (\(r), \(c)) after \(visited) cells")
            break search
        }
    }
}

var rowSums: [Int] = []
rows: for row in grid {
    var sum = 0
    for value in row {
        if value == 9 {
            print("row with 9 skipped")
            continue rows
        }
        sum += value
    }
    rowSums.append(sum)
}
print(rowSums)

var pairs: [String] = []
outer: for a in 1...5 {
    inner: for b in 1...5 {
        if b > a { continue outer }
        if a * b > 12 { break outer }
        if (a + b) % 3 != 0 { continue inner }
        pairs.append("\(a)+\(b)")
    }
}
print(pairs)

var count = 0
loop: while true {
    count += 1
    switch count {
    case 1...3: continue loop
    case 4: print("reached four")
    default: break loop
    }
}
print("count:", count)

// expect: first zero at (1, 1) after 6 cells
// expect: row with 9 skipped
// expect: [13, 19, 10]
// expect: ["2+1", "3+3", "4+2"]
// expect: reached four
// expect: count: 5
