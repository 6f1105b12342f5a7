// Advanced Swift style (sparse array): a huge logical array storing only non-default values, exposed as a RandomAccessCollection with a subscript setter
struct SparseArray<Element: Equatable> {
    let count: Int
    let defaultValue: Element
    private var values: [Int: Element] = [:]

    init(count: Int, defaultValue: Element) {
        self.count = count
        self.defaultValue = defaultValue
    }

    var storedCount: Int { values.count }

    var storedIndices: [Int] { values.keys.sorted() }
}

extension SparseArray: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        get { values[position] ?? defaultValue }
        set {
            if newValue == defaultValue {
                values[position] = nil
            } else {
                values[position] = newValue
            }
        }
    }
}

var grid = SparseArray(count: 1_000_000, defaultValue: 0)
grid[10] = 5
grid[999_999] = 7
grid[42] = 3
print(grid.count, grid.storedCount, grid.storedIndices)
print(grid[10], grid[11], grid[999_999])
grid[42] = 0
print(grid.storedCount, grid.storedIndices)

var small = SparseArray(count: 8, defaultValue: ".")
small[2] = "a"
small[5] = "b"
print(small.joined())
print(small.firstIndex(of: "b") ?? -1, small.lastIndex(of: ".") ?? -1)
small.swapAt(2, 7)
print(small.joined(), small.storedIndices)
print(Array(small.reversed()).joined())
print(small[3...6].joined(), small.filter { $0 != "." })
print(grid.prefix(12).reduce(0, +), grid.suffix(1).first!)
print(small.indices.filter { small[$0] != "." })

// expect: 1000000 3 [10, 42, 999999]
// expect: 5 0 7
// expect: 2 [10, 999999]
// expect: ..a..b..
// expect: 5 7
// expect: .....b.a [5, 7]
// expect: a.b.....
// expect: ..b. ["b", "a"]
// expect: 5 7
// expect: [5, 7]
