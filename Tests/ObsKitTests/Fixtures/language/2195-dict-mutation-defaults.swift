// Compiler test style (stdlib): Dictionary subscript(default:), updateValue/removeValue return values, mapValues, compactMapValues, filter
var wordCounts: [String: Int] = [:]
let text = "the cat and the hat and the bat"
for word in text.split(separator: " ") {
    wordCounts[String(word), default: 0] += 1
}
print(wordCounts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))

var adjacency: [String: [String]] = [:]
adjacency["a", default: []].append("b")
adjacency["a", default: []].append("c")
adjacency["b", default: []].append("c")
print(adjacency.keys.sorted(), adjacency["a"]!, adjacency["z", default: ["none"]])
print(adjacency["z"] == nil)

var prices = ["tea": 4, "coffee": 5]
let oldTea = prices.updateValue(6, forKey: "tea")
let oldJuice = prices.updateValue(3, forKey: "juice")
print(oldTea as Any, oldJuice as Any)
let removedCoffee = prices.removeValue(forKey: "coffee")
let removedMissing = prices.removeValue(forKey: "cocoa")
print(removedCoffee as Any, removedMissing as Any, prices.count)

prices["water"] = 0
prices["tea"] = nil
print(prices.sorted { $0.key < $1.key })

let doubled = prices.mapValues { $0 * 2 }
print(doubled.sorted { $0.value < $1.value }.map { $0.key })

let raw = ["width": "120", "height": "abc", "depth": "45"]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.sorted { $0.key < $1.key })

let expensive = wordCounts.filter { $0.value > 1 }
print(type(of: expensive), expensive.keys.sorted())

let optionalValues: [String: Int?] = ["a": 1, "b": nil]
print(optionalValues.count, optionalValues["b"] as Any, optionalValues["c"] as Any)

let summary = wordCounts.reduce(0) { $0 + $1.value }
print("total words:", summary, "unique:", wordCounts.count)
print(wordCounts.values.sorted(), wordCounts.isEmpty, [String: Int]().isEmpty)

// expect: and:2 bat:1 cat:1 hat:1 the:3
// expect: ["a", "b"] ["b", "c"] ["none"]
// expect: true
// expect: Optional(4) nil
// expect: Optional(5) nil 2
// expect: [(key: "juice", value: 3), (key: "water", value: 0)]
// expect: ["water", "juice"]
// expect: [(key: "depth", value: 45), (key: "width", value: 120)]
// expect: Dictionary<String, Int> ["and", "the"]
// expect: 2 Optional(nil) nil
// expect: total words: 8 unique: 5
// expect: [1, 1, 1, 2, 3] false true
