// replaceSubrange on strings and arrays, with ranges built from indices and from range(of:) in Foundation.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

var greeting = "Hello, World"
if let range = greeting.range(of: "World") {
    greeting.replaceSubrange(range, with: "Swift")
}
print(greeting)
var masked = "4111222233334444"
let shown = masked.index(masked.endIndex, offsetBy: -4)
masked.replaceSubrange(masked.startIndex..<shown, with: String(repeating: "*", count: 12))
print(masked)
var numbers = [1, 2, 3, 4, 5, 6]
numbers.replaceSubrange(1...2, with: [20, 30, 40])
print(numbers)
numbers.replaceSubrange(0..<0, with: [0])
numbers.removeSubrange(4...)
print(numbers)

// expect: Hello, Swift
// expect: ************4444
// expect: [1, 20, 30, 40, 4, 5, 6]
// expect: [0, 1, 20, 30]
