// Swift book style: printing a multiplication table with nested loops and continue
let size = 6
for row in 1...size {
    var line = ""
    for column in 1...size {
        if column < row {
            line += "    "
            continue
        }
        let product = row * column
        let text = String(product)
        line += String(repeating: " ", count: 4 - text.count) + text
    }
    print(line)
}

var diagonalSum = 0
var oddCount = 0
rows: for r in 1...size {
    for c in 1...size {
        if c == r { diagonalSum += r * c; continue rows }
        if (r * c) & 1 == 1 { oddCount += 1 }
    }
}
print("diagonal \(diagonalSum), odd below diagonal \(oddCount)")

let triangle = (1...5).map { n in (1...n).reduce(0, +) }
print(triangle)
var pascal = [1]
for _ in 0..<6 {
    print(pascal.map(String.init).joined(separator: " "))
    pascal = zip([0] + pascal, pascal + [0]).map { $0 + $1 }
}
// expect:    1   2   3   4   5   6
// expect:        4   6   8  10  12
// expect:            9  12  15  18
// expect:               16  20  24
// expect:                   25  30
// expect:                       36
// expect: diagonal 91, odd below diagonal 3
// expect: [1, 3, 6, 10, 15]
// expect: 1
// expect: 1 1
// expect: 1 2 1
// expect: 1 3 3 1
// expect: 1 4 6 4 1
// expect: 1 5 10 10 5 1
