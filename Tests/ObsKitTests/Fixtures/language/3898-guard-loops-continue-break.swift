// Compiler test style: guard in loops with continue and break and defer interplay
func process(_ items: [String]) -> (sum: Int, skipped: Int) {
    var sum = 0
    var skipped = 0
    for item in items {
        guard !item.isEmpty else {
            skipped += 1
            continue
        }
        guard item != "stop" else { break }
        guard let n = Int(item) else {
            skipped += 1
            continue
        }
        sum += n
    }
    return (sum, skipped)
}
let r = process(["4", "", "x", "10", "-3", "stop", "100"])
print(r.sum, r.skipped, r)

func firstIndex(of target: Int, in rows: [[Int]]) -> (Int, Int)? {
    var visited = 0
    defer { print("visited \(visited) cells") }
    for (i, row) in rows.enumerated() {
        for (j, v) in row.enumerated() {
            visited += 1
            guard v != target else { return (i, j) }
        }
    }
    return nil
}
let m = [[1, 2], [3, 4, 5], [6]]
print(firstIndex(of: 4, in: m) as Any)
print(firstIndex(of: 9, in: m) as Any)

var attempts = 0
while true {
    attempts += 1
    guard attempts < 4 else {
        print("giving up after \(attempts)")
        break
    }
    print("attempt \(attempts)")
}
// expect: 11 2 (sum: 11, skipped: 2)
// expect: visited 4 cells
// expect: Optional((1, 1))
// expect: visited 6 cells
// expect: nil
// expect: attempt 1
// expect: attempt 2
// expect: attempt 3
// expect: giving up after 4
