// generic-subscripts-typealias
// known-gap: error: value of type '(String, Int)' has no member 'key'
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Bag {
    var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key: String, default value: T) -> T {
        storage[key] as? T ?? value
    }
}
var bag = Bag()
bag["count"] = 3
bag["name"] = "widget"
let c: Int? = bag["count"]
let wrong: String? = bag["count"]
print(c as Any, wrong as Any)
print(bag["name", default: "?"], bag["missing", default: 0], bag["count", default: "not a string"])

struct Matrix<T> {
    let rows: Int, cols: Int
    private var grid: [T]
    init(rows: Int, cols: Int, fill: T) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> T {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [T] { Array(grid[(r * cols)..<((r + 1) * cols)]) }
}
var m = Matrix(rows: 2, cols: 3, fill: 0)
m[0, 1] = 5; m[1, 2] = 7
m[1, 0] += 2
print(m[row: 0], m[row: 1])

extension Collection {
    subscript<Positions: Sequence>(picking positions: Positions) -> [Element] where Positions.Element == Index {
        positions.map { self[$0] }
    }
}
print([10, 20, 30, 40][picking: [3, 0, 0]])
let word = "swift"
print(String(word[picking: [word.startIndex, word.index(before: word.endIndex)]]))

enum Ordinal {
    static subscript(n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }
}
print([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map { Ordinal[$0] })

typealias StringDict<V> = [String: V]
typealias Twin<T> = (T, T)
typealias Transform<A, B> = (A) -> B
typealias IntTransform = Transform<Int, Int>
typealias Comparator<T: Comparable> = (T, T) -> Bool

let ages: StringDict<Int> = ["ann": 30, "bo": 25]
let twin: Twin<String> = ("left", "right")
let double: IntTransform = { $0 * 2 }
let asText: Transform<Int, String> = { "#\($0)" }
let desc: Comparator<Int> = (>)
print(ages.keys.sorted(), twin.1, double(21), asText(7), [3, 1, 2].sorted(by: desc))
print(type(of: ages), type(of: twin))

struct Cache<Key: Hashable, Value> {
    typealias Entry = (key: Key, value: Value)
    private var entries: [Entry] = []
    subscript(key: Key) -> Value? {
        get { entries.first { $0.key == key }?.value }
        set {
            entries.removeAll { $0.key == key }
            if let v = newValue { entries.append((key, v)) }
        }
    }
    var keys: [Key] { entries.map(\.key) }
}
var cache = Cache<String, Int>()
cache["a"] = 1; cache["b"] = 2; cache["a"] = 3; cache["b"] = nil
print(cache.keys, cache["a"] as Any, cache["b"] as Any)

// expect: Optional(3) nil
// expect: widget 0 not a string
// expect: [0, 5, 0] [2, 0, 7]
// expect: [40, 10, 10]
// expect: st
// expect: ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "103rd"]
// expect: ["ann", "bo"] right 42 #7 [3, 2, 1]
// expect: Dictionary<String, Int> (String, String)
// expect: ["a"] Optional(3) nil
