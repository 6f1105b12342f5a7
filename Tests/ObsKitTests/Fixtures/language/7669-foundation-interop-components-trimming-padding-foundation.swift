// Blog style (Foundation interop): components, trimming and padding with Foundation
import Foundation
let raw = "  alpha, beta ,gamma  "
let parts = raw.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(parts)
print("abc".padding(toLength: 6, withPad: "-", startingAt: 0) + "|")
print("Swift is fun".replacingOccurrences(of: "fun", with: "great"))
let upper = "hello world".capitalized
print(upper)
print("Hello".contains("ell"), "a-b-c".components(separatedBy: "-").count)
if let r = "find the needle here".range(of: "needle") {
    print("found at", "find the needle here".distance(from: "find the needle here".startIndex, to: r.lowerBound))
}
print(String(format: "%05d|%.2f|%@", 42, 3.14159, "x"))
// expect: ["alpha", "beta", "gamma"]
// expect: abc---|
// expect: Swift is great
// expect: Hello World
// expect: true 3
// expect: found at 9
// expect: 00042|3.14|x
