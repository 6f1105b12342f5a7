// Variadic parameters: none, one or many arguments, one in the middle before a labelled parameter, and two
// in one function. Expected output from swiftc 6.3.1 on Linux.
func average(_ numbers: Double...) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}
func log(_ level: String, _ parts: Any..., separator: String = " ") {
    print("[\(level)]", parts.map { "\($0)" }.joined(separator: separator))
}
func tags(names: String..., scores: Int...) -> String { names.joined(separator: "/") + " \(scores.reduce(0, +))" }
print(average(1, 2, 3, 4), average(7), average())
log("info", "user", 42, "signed in")
log("warn", 1, 2, separator: ", ")
log("none")
print(tags(names: "a", "b", scores: 1, 2, 3), tags(scores: 5))

// expect: 2.5 7.0 0.0
// expect: [info] user 42 signed in
// expect: [warn] 1, 2
// expect: [none] 
// expect: a/b 6  5
