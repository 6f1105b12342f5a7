// Compiler test style (subscripts): generic subscripts, static subscripts, labelled and defaulted subscript parameters, and subscripts in protocols
struct Registry {
    private var storage: [String: Any] = [:]
    subscript<T>(key key: String, as type: T.Type = T.self) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<K: Hashable & CustomStringConvertible>(describe k: K) -> String { "key<\(k)>" }
}
var reg = Registry()
reg[key: "n"] = 42
reg[key: "s"] = "str"
let n: Int? = reg[key: "n"]
print(n as Any, reg[key: "s", as: String.self] as Any, reg[key: "n", as: String.self] as Any)
print(reg[describe: 5], reg[describe: "x"])

enum Palette {
    static var colors = ["red": 0xFF0000, "green": 0x00FF00]
    static subscript(name: String) -> Int {
        get { colors[name] ?? -1 }
        set { colors[name] = newValue }
    }
    static subscript(index i: Int) -> String { colors.keys.sorted()[i] }
}
Palette["blue"] = 0x0000FF
print(Palette["green"], Palette["blue"], Palette["pink"], Palette[index: 0])

struct Text {
    var words: [String]
    subscript(i: Int, uppercased upper: Bool = false) -> String {
        upper ? words[i].uppercased() : words[i]
    }
    subscript(range r: Range<Int>) -> [String] {
        get { Array(words[r]) }
        set { words.replaceSubrange(r, with: newValue) }
    }
    subscript(_ indices: Int...) -> String { indices.map { words[$0] }.joined(separator: " ") }
}
var text = Text(words: ["a", "quick", "fox", "jumps"])
print(text[1], text[1, uppercased: true], text[0, 2, 3])
text[range: 1..<3] = ["slow", "brown", "dog"]
print(text.words, text[range: 0..<2])

protocol Lookup {
    associatedtype Value
    subscript(_ key: String) -> Value? { get }
}
struct Env: Lookup { let vars: [String: Int]; subscript(_ key: String) -> Int? { vars[key] } }
func fetch<L: Lookup>(_ l: L, _ keys: [String]) -> [L.Value?] { keys.map { l[$0] } }
print(fetch(Env(vars: ["a": 1, "b": 2]), ["a", "z", "b"]))

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
print([1, 2, 3][safe: 1] as Any, [1, 2, 3][safe: 9] as Any)

// expect: Optional(42) Optional("str") nil
// expect: key<5> key<x>
// expect: 65280 255 -1 blue
// expect: quick QUICK a fox jumps
// expect: ["a", "slow", "brown", "dog", "jumps"] ["a", "slow"]
// expect: [Optional(1), nil, Optional(2)]
// expect: Optional(2) nil
