// Compiler test style: zip truncation, enumerated offsets on slices, and zip of strings
let names = ["ann", "ben", "cy", "dee"]
let scores = [90, 72, 85]
for (n, s) in zip(names, scores) {
    print("\(n): \(s)")
}
print(Array(zip(1..., "abc")).map { "\($0.0)\($0.1)" })

let slice = names[1...]
for (offset, name) in slice.enumerated() {
    print(offset, name)
}
print(Array(zip(slice.indices, slice)).map { "\($0.0):\($0.1)" })
let pairs = Array(zip("hello", "world"))
print(pairs.filter { $0.0 == $0.1 }.map { String($0.0) })
let unzipped = (pairs.map { $0.0 }, pairs.map { $0.1 })
func interleave(_ a: String, _ b: String) -> String {
    var out = ""
    for (x, y) in zip(a, b) { out.append(x); out.append(y) }
    return out
}
print(String(unzipped.0), String(unzipped.1), interleave("ace", "bdf"))
print(zip([1, 2, 3], [4, 5, 6]).reduce(0) { $0 + $1.0 * $1.1 })
print(zip([Int](), [1]).underestimatedCount, Array(zip([1, 2], [Int]())).isEmpty)
// expect: ann: 90
// expect: ben: 72
// expect: cy: 85
// expect: ["1a", "2b", "3c"]
// expect: 0 ben
// expect: 1 cy
// expect: 2 dee
// expect: ["1:ben", "2:cy", "3:dee"]
// expect: ["l"]
// expect: hello world abcdef
// expect: 32
// expect: 0 true
