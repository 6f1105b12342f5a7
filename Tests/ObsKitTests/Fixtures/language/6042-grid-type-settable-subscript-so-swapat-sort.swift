// Advanced Swift style (MutableCollection): a grid type with a settable subscript, so swapAt, sort in place, reverse and partition come for free
struct Row: MutableCollection, RandomAccessCollection {
    var cells: [Int]
    var startIndex: Int { cells.startIndex }
    var endIndex: Int { cells.endIndex }
    subscript(i: Int) -> Int {
        get { cells[i] }
        set { cells[i] = newValue }
    }
}

var row = Row(cells: [5, 3, 9, 1, 7, 2, 8])
row.swapAt(0, 6)
print(row.cells)
row.sort()
print("sorted:", row.cells)
row.reverse()
print("reversed:", row.cells)
row.sort(by: { ($0 % 3, $0) < ($1 % 3, $1) })
print("by mod 3:", row.cells)
let pivot = row.partition(by: { $0 > 4 })
print("partition at", pivot, Array(row[..<pivot]).sorted(), Array(row[pivot...]).sorted())
row[row.startIndex] = 100
print("first set:", row.first!)
row[1..<3].sort(by: >)
print("slice sorted:", row.cells)
for i in row.indices where row[i] % 2 == 0 { row[i] /= 2 }
print("halved evens:", row.cells)

extension MutableCollection {
    mutating func rotateLeft() {
        guard let firstValue = first else { return }
        var i = startIndex
        var j = index(after: i)
        while j != endIndex {
            self[i] = self[j]
            i = j
            formIndex(after: &j)
        }
        self[i] = firstValue
    }
}
row.rotateLeft()
print("rotated:", row.cells)
var letters = Array("swift")
letters.rotateLeft()
print(String(letters))

// expect: [8, 3, 9, 1, 7, 2, 5]
// expect: sorted: [1, 2, 3, 5, 7, 8, 9]
// expect: reversed: [9, 8, 7, 5, 3, 2, 1]
// expect: by mod 3: [3, 9, 1, 7, 2, 5, 8]
// expect: partition at 3 [1, 2, 3] [5, 7, 8, 9]
// expect: first set: 100
// expect: slice sorted: [100, 2, 1, 7, 9, 5, 8]
// expect: halved evens: [50, 1, 1, 7, 9, 5, 4]
// expect: rotated: [1, 1, 7, 9, 5, 4, 50]
// expect: wifts
