// Swift book style (Collection Types): dictionaries, updating, removing and sorted iteration
var airports: [String: String] = ["LHR": "Heathrow", "CDG": "Charles de Gaulle"]
print("\(airports.count) airports")
airports["NRT"] = "Narita"
if let old = airports.updateValue("London Heathrow", forKey: "LHR") {
    print("replaced \(old)")
}
if let name = airports["CDG"] {
    print("CDG is \(name)")
}
if airports["XYZ"] == nil { print("XYZ unknown") }
airports["NRT"] = nil
if let removed = airports.removeValue(forKey: "CDG") {
    print("removed \(removed)")
}
airports["AMS"] = "Schiphol"
airports["SFO"] = "San Francisco"
for (code, name) in airports.sorted(by: { $0.key < $1.key }) {
    print("\(code): \(name)")
}
let codes = [String](airports.keys).sorted()
print(codes)
print(airports.values.sorted())

var wordCounts: [String: Int] = [:]
for w in "the cat and the hat and the bat".split(separator: " ") {
    wordCounts[String(w), default: 0] += 1
}
for (w, n) in wordCounts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
    print(w, n)
}
let grouped = Dictionary(grouping: ["ant", "bee", "ape", "bat", "cow"], by: { $0.first! })
for key in grouped.keys.sorted() { print(key, grouped[key]!) }

// expect: 2 airports
// expect: replaced Heathrow
// expect: CDG is Charles de Gaulle
// expect: XYZ unknown
// expect: removed Charles de Gaulle
// expect: AMS: Schiphol
// expect: LHR: London Heathrow
// expect: SFO: San Francisco
// expect: ["AMS", "LHR", "SFO"]
// expect: ["London Heathrow", "San Francisco", "Schiphol"]
// expect: the 3
// expect: and 2
// expect: bat 1
// expect: cat 1
// expect: hat 1
// expect: a ["ant", "ape"]
// expect: b ["bee", "bat"]
// expect: c ["cow"]
