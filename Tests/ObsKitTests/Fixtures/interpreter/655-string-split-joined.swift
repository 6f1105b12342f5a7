// Splitting strings into parts and joining them back together.
let csv = "alice,30,paris"
let fields = csv.split(separator: ",")
print(fields.count, fields[0], fields[2])
let path = "/usr//local/bin/"
print(path.split(separator: "/"))
print(path.split(separator: "/", omittingEmptySubsequences: false).count)
let numbers = "4 8 15 16 23 42".split(separator: " ").compactMap { Int($0) }
print(numbers.reduce(0, +))
print(numbers.map(String.init).joined(separator: "-"))
print(["a", "b", "c"].joined())
let sentence = "the quick brown fox"
let capitalized = sentence.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))

// expect: 3 alice paris
// expect: ["usr", "local", "bin"]
// expect: 6
// expect: 108
// expect: 4-8-15-16-23-42
// expect: abc
// expect: The Quick Brown Fox
