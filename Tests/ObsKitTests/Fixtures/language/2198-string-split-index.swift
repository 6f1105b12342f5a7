// Compiler test style (stdlib): String split(separator:maxSplits:omittingEmptySubsequences:), index(_:offsetBy:), firstIndex(of:), ranges
let csvLine = "id,,name,email,,"
print(csvLine.split(separator: ","))
print(csvLine.split(separator: ",", omittingEmptySubsequences: false))
print(csvLine.split(separator: ",", maxSplits: 2))
print(csvLine.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false))
print("a b  c".split(whereSeparator: { $0 == " " }).count)

let path = "/usr/local/lib/swift"
print(path.split(separator: "/").last!, path.split(separator: "/").count)

let greeting = "Hello, Swift world"
let start = greeting.startIndex
let fifth = greeting.index(start, offsetBy: 4)
print(greeting[fifth], greeting[start...fifth])
let comma = greeting.firstIndex(of: ",")!
print(greeting[..<comma], "|", greeting[greeting.index(after: comma)...])
let lastSpace = greeting.lastIndex(of: " ")!
print(greeting[greeting.index(after: lastSpace)...])
print(greeting.distance(from: start, to: comma))

let end = greeting.endIndex
let beforeEnd = greeting.index(before: end)
print(greeting[beforeEnd], greeting.index(end, offsetBy: -5) < end)
let limited = greeting.index(start, offsetBy: 100, limitedBy: end)
print(limited == nil)

let middle = greeting.index(start, offsetBy: 7)..<greeting.index(start, offsetBy: 12)
print(greeting[middle], greeting[middle].count)
print(greeting.firstIndex(where: { $0.isUppercase }).map { greeting.distance(from: start, to: $0) } as Any)
print(greeting.hasPrefix("Hello"), greeting.hasSuffix("world"), greeting.hasPrefix("hello"))
print(greeting.prefix(5), greeting.suffix(5), greeting.dropFirst(7).dropLast(6))
print(greeting.contains("Swift"), greeting.contains("z"))

// expect: ["id", "name", "email"]
// expect: ["id", "", "name", "email", "", ""]
// expect: ["id", "name", "email,,"]
// expect: ["id", ",name,email,,"]
// expect: 3
// expect: swift 4
// expect: o Hello
// expect: Hello |  Swift world
// expect: world
// expect: 5
// expect: d true
// expect: true
// expect: Swift 5
// expect: Optional(0)
// expect: true true false
// expect: Hello world Swift
// expect: true false
