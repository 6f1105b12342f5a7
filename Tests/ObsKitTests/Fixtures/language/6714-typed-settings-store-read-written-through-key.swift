// WWDC generics style (generic subscripts): a typed settings store read and written through Key<T>
struct Key<Value> {
    let name: String
    let fallback: Value
}

struct Settings {
    private var storage: [String: Any] = [:]

    subscript<T>(key: Key<T>) -> T {
        get { storage[key.name] as? T ?? key.fallback }
        set { storage[key.name] = newValue }
    }

    subscript<T>(key: Key<T>, or other: T) -> T {
        storage[key.name] as? T ?? other
    }

    var keys: [String] { storage.keys.sorted() }
}

extension Key where Value == Int {
    static let volume = Key(name: "volume", fallback: 5)
    static let retries = Key(name: "retries", fallback: 3)
}
extension Key where Value == String {
    static let theme = Key(name: "theme", fallback: "light")
}
extension Key where Value == [Double] {
    static let weights = Key(name: "weights", fallback: [1.0])
}

struct Grid<Element> {
    var cells: [Element]
    let width: Int
    subscript<I: BinaryInteger>(row row: I, col col: I) -> Element {
        cells[Int(row) * width + Int(col)]
    }
}

var settings = Settings()
print(settings[.volume], settings[.theme])
settings[.volume] = 11
settings[.theme] = "dark"
settings[.weights] = [0.5, 0.25]
settings[.volume] += 1
print(settings[.volume], settings[.theme], settings[.weights])
print(settings[.retries], settings[.retries, or: 9])
settings[.weights].append(2.0)
print(settings[.weights].reduce(0, +))
print(settings.keys)

let grid = Grid(cells: Array("abcdefghi"), width: 3)
print(grid[row: 1, col: 2], grid[row: UInt8(2), col: UInt8(0)], grid[row: Int64(0), col: Int64(1)])

// expect: 5 light
// expect: 12 dark [0.5, 0.25]
// expect: 3 9
// expect: 2.75
// expect: ["theme", "volume", "weights"]
// expect: f g b
