// Closures: the same sort written in each closure form, from full syntax to shorthand arguments and an operator.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let dishes = ["bread", "pie", "lasagna", "soup", "salads"]
func longerFirst(_ a: String, _ b: String) -> Bool { a.count > b.count }
print(dishes.sorted(by: longerFirst))
print(dishes.sorted(by: { (a: String, b: String) -> Bool in
    return a.count > b.count
}))
print(dishes.sorted(by: { a, b in return a.count > b.count }))
print(dishes.sorted(by: { a, b in a.count > b.count }))
print(dishes.sorted(by: { $0.count > $1.count }))
print(dishes.map(\.count).sorted(by: >))
print(dishes.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count })
let readings = [5, 12, 255]
let binary = readings.map { (value) -> String in
    var value = value
    var output = ""
    repeat {
        output = (value % 2 == 0 ? "0" : "1") + output
        value /= 2
    } while value > 0
    return output
}
print(binary)
let inline = { (a: Int, b: Int) -> Int in a * b }(6, 7)
print(inline)
let noArgs: () -> String = { "called" }
print(noArgs(), { $0 + 1 }(1), [3, 1, 2].map { $0 * 10 }.sorted(by: <))
let tupleSum = [(1, 2), (3, 4)].map { $0.0 + $0.1 }
let destructured = [(1, 2), (3, 4)].map { a, b in a * b }
print(tupleSum, destructured)

// expect: ["lasagna", "salads", "bread", "soup", "pie"]
// expect: ["lasagna", "salads", "bread", "soup", "pie"]
// expect: ["lasagna", "salads", "bread", "soup", "pie"]
// expect: ["lasagna", "salads", "bread", "soup", "pie"]
// expect: ["lasagna", "salads", "bread", "soup", "pie"]
// expect: [7, 6, 5, 4, 3]
// expect: ["pie", "soup", "bread", "salads", "lasagna"]
// expect: ["101", "1100", "11111111"]
// expect: 42
// expect: called 2 [10, 20, 30]
// expect: [3, 7] [2, 12]
