// Subscripts: generic subscripts that return the type asked for, with key paths and a typed settings store.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Settings {
    private var values: [String: Any] = [:]
    subscript<T>(key key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
    subscript<T>(key key: String, default fallback: T) -> T { values[key] as? T ?? fallback }
}
var settings = Settings()
settings[key: "volume"] = 7
settings[key: "name"] = "Studio"
settings[key: "ratio"] = 1.5
let volume: Int? = settings[key: "volume"]
print(volume as Any)
print(settings[key: "name", as: String.self] as Any, settings[key: "name", as: Int.self] as Any)
print(settings[key: "ratio", default: 0.0], settings[key: "missing", default: "none"])
struct Record {
    var title = "Untitled"
    var plays = 0
    subscript<V>(field path: WritableKeyPath<Record, V>) -> V {
        get { self[keyPath: path] }
        set { self[keyPath: path] = newValue }
    }
}
var record = Record()
record[field: \.title] = "Blue Train"
record[field: \.plays] += 3
print(record[field: \.title], record[field: \.plays], record)
struct Grid<Element> {
    var width: Int
    var storage: [Element]
    subscript(x: Int, y: Int) -> Element {
        get { storage[y * width + x] }
        set { storage[y * width + x] = newValue }
    }
    func map<U>(_ f: (Element) -> U) -> Grid<U> { Grid<U>(width: width, storage: storage.map(f)) }
}
var grid = Grid(width: 3, storage: Array(1...6))
grid[2, 1] = 60
let labels = grid.map { $0 % 2 == 0 ? "even" : "odd" }
print(grid.storage, labels[0, 1], labels[2, 1])

// expect: Optional(7)
// expect: Optional("Studio") nil
// expect: 1.5 none
// expect: Blue Train 3 Record(title: "Blue Train", plays: 3)
// expect: [1, 2, 3, 4, 5, 60] even even
