// Swift book style: Dictionary basics, updateValue, removeValue, keys and values iteration
var airports = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
print("The airports dictionary contains \(airports.count) items.")
airports["LHR"] = "London"
airports["LHR"] = "London Heathrow"
if let oldValue = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("The old value for DUB was \(oldValue).")
}
if let airportName = airports["DUB"] {
    print("The name of the airport is \(airportName).")
} else {
    print("That airport isn't in the airports dictionary.")
}
airports["APL"] = "Apple International"
airports["APL"] = nil
if let removedValue = airports.removeValue(forKey: "DUB") {
    print("The removed airport's name is \(removedValue).")
}
print(airports.removeValue(forKey: "XXX") ?? "nothing removed")
for (airportCode, airportName) in airports.sorted(by: { $0.key < $1.key }) {
    print("\(airportCode): \(airportName)")
}
let airportCodes = [String](airports.keys).sorted()
print(airportCodes)
let airportNames = [String](airports.values).sorted()
print(airportNames)
var scores = ["a": 1, "b": 2]
scores.merge(["b": 20, "c": 30]) { old, new in old + new }
print(scores.sorted { $0.key < $1.key })
let inverted = Dictionary(scores.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
print(inverted.keys.sorted())
print(scores["zzz", default: -1], scores.keys.contains("c"))
let filtered = scores.filter { $0.value > 5 }.mapValues { $0 * 2 }
print(filtered.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })
let counted = Dictionary(["x", "y", "x", "z", "x"].map { ($0, 1) }, uniquingKeysWith: +)
print(counted.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
// expect: The airports dictionary contains 2 items.
// expect: The old value for DUB was Dublin.
// expect: The name of the airport is Dublin Airport.
// expect: The removed airport's name is Dublin Airport.
// expect: nothing removed
// expect: LHR: London Heathrow
// expect: YYZ: Toronto Pearson
// expect: ["LHR", "YYZ"]
// expect: ["London Heathrow", "Toronto Pearson"]
// expect: [(key: "a", value: 1), (key: "b", value: 22), (key: "c", value: 30)]
// expect: [1, 22, 30]
// expect: -1 true
// expect: ["b=44", "c=60"]
// expect: x3y1z1
