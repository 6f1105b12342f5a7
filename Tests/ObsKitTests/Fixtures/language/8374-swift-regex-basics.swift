// Foundation in app code: Swift Regex #/.../# literals, firstMatch, wholeMatch, captures and matches(of:)
import Foundation

let log = "user=alice id=42 status=ok; user=bob id=7 status=fail"

let pairRegex = #/user=(\w+) id=(\d+)/#
for match in log.matches(of: pairRegex) {
    let (_, user, id) = match.output
    print("\(user) has id \(Int(id)!)")
}

if let first = log.firstMatch(of: #/status=(\w+)/#) {
    print("First status: \(first.1)")
}

let version = "6.3.1"
if let m = version.wholeMatch(of: #/(\d+)\.(\d+)\.(\d+)/#) {
    print("Major \(m.1), minor \(m.2), patch \(m.3)")
}
print("abc".wholeMatch(of: #/\d+/#) == nil ? "not a number" : "number")

let named = #/(?<key>[a-z]+)=(?<value>[a-z0-9]+)/#
let keys = log.matches(of: named).map { String($0.output.key) }
print(keys)

print(log.replacing(#/\d+/#, with: "#"))
print(log.contains(#/status=fail/#))
let parts = "a1b22c333".split(separator: #/\d+/#)
print(parts)

let dynamic = try! Regex("[A-Z]{2,}")
print("Hello NASA and ESA".matches(of: dynamic).map { String("Hello NASA and ESA"[$0.range]) })

// expect: alice has id 42
// expect: bob has id 7
// expect: First status: ok
// expect: Major 6, minor 3, patch 1
// expect: not a number
// expect: ["user", "id", "status", "user", "id", "status"]
// expect: user=alice id=# status=ok; user=bob id=# status=fail
// expect: true
// expect: ["a", "b", "c"]
// expect: ["NASA", "ESA"]
