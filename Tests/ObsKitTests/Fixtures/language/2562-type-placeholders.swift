// Swift Evolution style (SE-0315): type placeholders `_` inside partially written type annotations
// known-gap: line 13: expected "Box<Array<Int>> true", got "Box<Array<Any>> true"
struct Box<Contents> {
    var contents: Contents
    var label: String
}

let scores: [_] = [88, 92, 75]
let lookup: [String: _] = ["red": 0xFF0000, "green": 0x00FF00]
let maybeRatio: _? = 0.75
let pair: (_, String) = (3.5, "three and a half")
let nested: [_: [_]] = ["odd": [1, 3], "even": [2]]
let box: Box<_> = Box(contents: [true, false], label: "flags")
let range: ClosedRange<_> = 1...5
let fallback = Optional<_>.some("backup")

print(type(of: scores), scores.reduce(0, +))
print(type(of: lookup), lookup["green"]!)
print(type(of: maybeRatio), maybeRatio!)
print(type(of: pair), pair.1)
print(type(of: nested), nested["odd"]!.count)
print(type(of: box), box.contents.filter { $0 }.count)
print(type(of: range), range.count)
print(type(of: fallback))

let parsed = Int("128") as _?
print(type(of: parsed), parsed ?? 0)

let converted = scores.map { Double($0) / 4 } as [_]
print(converted)

func makeDictionary<K: Hashable, V>(_ pairs: [(K, V)]) -> [K: V] {
    var d: [K: V] = [:]
    for (k, v) in pairs { d[k] = v }
    return d
}
let dict: [_: Int] = makeDictionary([("a", 1), ("b", 2)])
print(dict.keys.sorted(), type(of: dict))

let closure: (_) -> String = { (n: Int) in String(repeating: "*", count: n) }
print(closure(4))
let empty = [Int]()
let wrapped: Box<[_]> = Box(contents: empty, label: "none")
print(type(of: wrapped), wrapped.contents.isEmpty)
// expect: Array<Int> 255
// expect: Dictionary<String, Int> 65280
// expect: Optional<Double> 0.75
// expect: (Double, String) three and a half
// expect: Dictionary<String, Array<Int>> 2
// expect: Box<Array<Bool>> 1
// expect: ClosedRange<Int> 5
// expect: Optional<String>
// expect: Optional<Int> 128
// expect: [22.0, 23.0, 18.75]
// expect: ["a", "b"] Dictionary<String, Int>
// expect: ****
// expect: Box<Array<Int>> true
