// Apple docs style (JSONEncoder outputFormatting): sorted and pretty-printed output
import Foundation

struct GroceryProduct: Codable {
    var name: String
    var points: Int
    var description: String?
    var tags: [String]
}

let pear = GroceryProduct(name: "Pear", points: 250, description: "A ripe pear.", tags: ["fruit", "green"])

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let compact = try encoder.encode(pear)
print("compact:", String(data: compact, encoding: .utf8)!)
print("byte count:", compact.count)

encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let pretty = try encoder.encode(pear)
print(String(data: pretty, encoding: .utf8)!)

// Optional nil is omitted entirely by the synthesized encode(to:)
let plain = GroceryProduct(name: "Water", points: 0, description: nil, tags: ["drink"])
print(String(data: try encoder.encode(plain), encoding: .utf8)!)

// Arrays of values
encoder.outputFormatting = .sortedKeys
let basket = [pear, plain]
print("array:", String(data: try encoder.encode(basket), encoding: .utf8)!)

// Dictionaries with sortedKeys print deterministically
let inventory = ["pear": 12, "apple": 30, "banana": 7]
print("dict:", String(data: try encoder.encode(inventory), encoding: .utf8)!)

// Escaped characters in strings
struct Note: Codable { let text: String }
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let note = Note(text: "Line 1\nLine \"2\"\tand a/slash")
print("escaped:", String(data: try encoder.encode(note), encoding: .utf8)!)

// Decoding back and comparing
let decoder = JSONDecoder()
let decoded = try decoder.decode(GroceryProduct.self, from: pretty)
print("decoded name:", decoded.name, "points:", decoded.points, "tags:", decoded.tags)
print("description:", decoded.description ?? "nil")

// Top-level scalars are allowed
print("scalar:", String(data: try encoder.encode(42), encoding: .utf8)!)
print("string scalar:", String(data: try encoder.encode("hi"), encoding: .utf8)!)
print("bool array:", String(data: try encoder.encode([true, false]), encoding: .utf8)!)

// expect: compact: {"description":"A ripe pear.","name":"Pear","points":250,"tags":["fruit","green"]}
// expect: byte count: 82
// expect: {
// expect:   "description" : "A ripe pear.",
// expect:   "name" : "Pear",
// expect:   "points" : 250,
// expect:   "tags" : [
// expect:     "fruit",
// expect:     "green"
// expect:   ]
// expect: }
// expect: {
// expect:   "name" : "Water",
// expect:   "points" : 0,
// expect:   "tags" : [
// expect:     "drink"
// expect:   ]
// expect: }
// expect: array: [{"description":"A ripe pear.","name":"Pear","points":250,"tags":["fruit","green"]},{"name":"Water","points":0,"tags":["drink"]}]
// expect: dict: {"apple":30,"banana":7,"pear":12}
// expect: escaped: {"text":"Line 1\nLine \"2\"\tand a/slash"}
// expect: decoded name: Pear points: 250 tags: ["fruit", "green"]
// expect: description: A ripe pear.
// expect: scalar: 42
// expect: string scalar: "hi"
// expect: bool array: [true,false]
