// Compiler test style: labeled break and continue in nested loops
var log: [String] = []
outer: for i in 0..<5 {
    inner: for j in 0..<5 {
        if j > i { continue outer }
        if i + j == 6 { break outer }
        if (i * j) % 2 == 1 { continue inner }
        log.append("\(i),\(j)")
    }
}
print(log.joined(separator: " "))

var count = 0
search: while true {
    count += 1
    var k = 0
    repeat {
        k += 1
        if k * count > 12 { break search }
        if k == 3 { continue search }
    } while k < 10
}
print("count = \(count)")

let grid = [[1, 2, 3], [4, -5, 6], [7, 8, -9]]
var found: (Int, Int)? = nil
rows: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() where value < 0 {
        found = (r, c)
        break rows
    }
}
if let (r, c) = found {
    print("first negative at row \(r), column \(c)")
}
// expect: 0,0 1,0 2,0 2,1 2,2 3,0 3,2
// expect: count = 5
// expect: first negative at row 1, column 1
