// Functions: variadic parameters (including two in one function and one in the middle), empty calls, forwarding as arrays.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func averageRating(_ stars: Double...) -> Double {
    guard !stars.isEmpty else { return 0 }
    var total: Double = 0
    for star in stars { total += star }
    return total / Double(stars.count)
}
print(averageRating(4, 5, 3.5, 4.5))
print(averageRating(2, 4.5, 5))
print(averageRating())
func log(_ level: String, _ parts: Any..., separator: String = " ") {
    print("[\(level)]", parts.map { "\($0)" }.joined(separator: separator))
}
log("info", "user", 42, "logged in")
log("warn", 1, 2, 3, separator: ", ")
log("none")
func summary(names: String..., scores: Int...) -> String {
    "\(names.joined(separator: "/")) scored \(scores.reduce(0, +))"
}
print(summary(names: "Ann", "Bo", scores: 3, 4, 5))
print(summary(scores: 10))
func maxOf(_ first: Int, _ rest: Int...) -> Int {
    rest.reduce(first, max)
}
print(maxOf(4), maxOf(4, 9, 2))
func total(_ values: Int...) -> Int { sum(values) }
func sum(_ values: [Int]) -> Int { values.reduce(0, +) }
print(total(1, 2, 3), total())
struct Path {
    var points: [String] = []
    mutating func add(_ labels: String..., closing: Bool = false) {
        points += labels
        if closing, let first = points.first { points.append(first) }
    }
}
var path = Path()
path.add("A", "B")
path.add("C", closing: true)
print(path.points)

// expect: 4.25
// expect: 3.8333333333333335
// expect: 0.0
// expect: [info] user 42 logged in
// expect: [warn] 1, 2, 3
// expect: [none] 
// expect: Ann/Bo scored 12
// expect:  scored 10
// expect: 4 9
// expect: 6 0
// expect: ["A", "B", "C", "A"]
