// The Basics: tuples: decomposition, ignoring parts, indexes, named elements, as return values, comparison.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let response = (404, "Not Found")
let (code, message) = response
print("code \(code), message \(message)")
let (onlyCode, _) = response
print(onlyCode, response.0, response.1)
let ok = (status: 200, text: "OK")
print(ok.status, ok.text)
print(ok)
print(response)

func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard var low = values.first else { return nil }
    var high = low
    for v in values.dropFirst() {
        if v < low { low = v }
        if v > high { high = v }
    }
    return (low, high)
}
if let bounds = minMax([8, -6, 2, 109, 3, 71]) {
    print("min \(bounds.min) max \(bounds.max)")
}
print(minMax([]) == nil)

var pair = (left: 1, right: 2)
pair = (pair.right, pair.left)
pair.left += 10
print(pair)
print((1, "zebra") < (2, "apple"), (3, "apple") < (3, "bird"), (4, "dog") == (4, "dog"))
let nested = ((1, 2), (three: 3, four: 4))
print(nested.0.1 + nested.1.three, nested)
var (a, b) = (10, 20)
(a, b) = (b, a)
print(a, b)
let scores = [("ann", 9), ("bo", 7)]
for (name, score) in scores { print("\(name): \(score)") }

// expect: code 404, message Not Found
// expect: 404 404 Not Found
// expect: 200 OK
// expect: (status: 200, text: "OK")
// expect: (404, "Not Found")
// expect: min -6 max 109
// expect: true
// expect: (left: 12, right: 1)
// expect: true true true
// expect: 5 ((1, 2), (three: 3, four: 4))
// expect: 20 10
// expect: ann: 9
// expect: bo: 7
