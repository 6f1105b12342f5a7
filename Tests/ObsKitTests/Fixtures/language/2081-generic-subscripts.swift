// Compiler test style: generic subscripts on structs and protocols with type-parameter inference
struct Registry {
    private var storage: [String: Any] = [:]

    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }

    subscript<T>(key: String, as type: T.Type) -> T? {
        storage[key] as? T
    }

    subscript<T>(key: String, default value: T) -> T {
        (storage[key] as? T) ?? value
    }

    var keys: [String] { storage.keys.sorted() }
}

struct Grid<Element> {
    var cells: [Element]
    let width: Int

    subscript(row: Int, col: Int) -> Element {
        get { cells[row * width + col] }
        set { cells[row * width + col] = newValue }
    }

    subscript<S: Sequence>(indices: S) -> [Element] where S.Element == (Int, Int) {
        indices.map { self[$0.0, $0.1] }
    }
}

extension Collection {
    subscript<R: RangeExpression>(clamped range: R) -> SubSequence where R.Bound == Index {
        let r = range.relative(to: self)
        let lo = Swift.max(r.lowerBound, startIndex)
        let hi = Swift.min(r.upperBound, endIndex)
        return self[lo..<Swift.max(lo, hi)]
    }
}

var reg = Registry()
reg["count"] = 3
reg["name"] = "widget"
reg["ratio"] = 0.5
let n: Int? = reg["count"]
let wrong: String? = reg["count"]
print(n as Any, wrong as Any)
print(reg["name", as: String.self] ?? "?", reg["ratio", as: Double.self] ?? 0)
print(reg["missing", default: 42], reg["name", default: "none"])
print(reg.keys)

var g = Grid(cells: Array(1...9), width: 3)
g[1, 1] = 50
print(g[0, 2], g[1, 1], g[2, 0])
print(g[[(0, 0), (1, 1), (2, 2)]])
let a = [10, 20, 30, 40]
print(Array(a[clamped: 1..<10]), Array(a[clamped: 2...]), Array(a[clamped: ..<2]))
print(String("hello"[clamped: "hello".startIndex..<"hello".endIndex]))

// expect: Optional(3) nil
// expect: widget 0.5
// expect: 42 widget
// expect: ["count", "name", "ratio"]
// expect: 3 50 7
// expect: [1, 50, 9]
// expect: [20, 30, 40] [30, 40] [10, 20]
// expect: hello
