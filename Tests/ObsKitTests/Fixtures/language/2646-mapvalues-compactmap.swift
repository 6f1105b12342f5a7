// Compiler test style: mapValues, compactMapValues, filter on dictionaries and default subscripts
let raw = ["one": "1", "two": "2", "three": "three", "four": "4", "none": ""]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.sorted { $0.value < $1.value }.map { "\($0.key)=\($0.value)" })
print(raw.count, parsed.count)

let lengths = raw.mapValues { $0.count }
print(lengths.sorted { $0.key < $1.key }.map { $0.value })

let optionals: [String: Int?] = ["a": 1, "b": nil, "c": 3]
let kept = optionals.compactMapValues { $0 }
print(kept.keys.sorted())
print(optionals.count, optionals["b"] as Any, optionals["zz"] as Any)

let filtered = parsed.filter { $0.value % 2 == 0 }
print(type(of: filtered), filtered.keys.sorted())

var tally: [String: [Int]] = [:]
for (i, w) in ["x", "y", "x", "z", "x"].enumerated() {
    tally[w, default: []].append(i)
}
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
var counts = ["a": 1]
counts["a", default: 0] += 5
counts["b", default: 0] += 1
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
print(counts.mapValues(String.init).sorted { $0.key < $1.key }.map { $0.value + "!" })
// expect: ["one=1", "two=2", "four=4"]
// expect: 5 3
// expect: [1, 0, 1, 5, 1]
// expect: ["a", "c"]
// expect: 3 Optional(nil) nil
// expect: Dictionary<String, Int> ["four", "two"]
// expect: ["x[0, 2, 4]", "y[1]", "z[3]"]
// expect: ["a6", "b1"]
// expect: ["6!", "1!"]
