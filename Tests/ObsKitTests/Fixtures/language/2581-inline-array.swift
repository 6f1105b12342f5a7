// Swift Evolution style (SE-0453): fixed-size InlineArray storage with count known at compile time
// known-gap: error: 2581-inline-array.swift:38:13: error: no exact matches in call to initializer 'InlineArray(repeating:)' with an argument of type 'Double'
struct RingBuffer {
    var storage: InlineArray<4, Int> = [0, 0, 0, 0]
    var head = 0
    var filled = 0

    mutating func push(_ value: Int) {
        storage[(head + filled) % storage.count] = value
        if filled < storage.count {
            filled += 1
        } else {
            head = (head + 1) % storage.count
        }
    }

    func contents() -> [Int] {
        var out: [Int] = []
        for i in 0..<filled {
            out.append(storage[(head + i) % storage.count])
        }
        return out
    }
}

var ring = RingBuffer()
for v in [5, 6, 7] { ring.push(v) }
print(ring.contents())
for v in [8, 9, 10] { ring.push(v) }
print(ring.contents())

var grid: InlineArray<6, Character> = ["a", "b", "c", "d", "e", "f"]
grid[0] = "z"
var text = ""
for i in grid.indices { text.append(grid[i]) }
print(text, grid.count, grid.isEmpty)

let zeros = InlineArray<3, Double>(repeating: 0.5)
print(zeros[0] + zeros[1] + zeros[2])

let squares = InlineArray<5, Int> { i in i * i }
var list: [Int] = []
for i in squares.indices { list.append(squares[i]) }
print(list)

let names: [3 of String] = ["red", "green", "blue"]
print(names[1], names.indices)

var swapped = names
swapped.swapAt(0, 2)
print(swapped[0], names[0])

func total(_ values: InlineArray<4, Int>) -> Int {
    var sum = 0
    for i in values.indices { sum += values[i] }
    return sum
}
print(total([1, 2, 3, 4]))
print(MemoryLayout<InlineArray<4, Int32>>.size)
// expect: [5, 6, 7]
// expect: [7, 8, 9, 10]
// expect: zbcdef 6 false
// expect: 1.5
// expect: [0, 1, 4, 9, 16]
// expect: green 0..<3
// expect: blue red
// expect: 10
// expect: 16
