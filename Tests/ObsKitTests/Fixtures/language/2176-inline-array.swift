// Swift Evolution style (SE-0453): InlineArray fixed-size storage with integer generic count
// known-gap: error: 2176-inline-array.swift:15:16: error: no exact matches in call to initializer 'InlineArray(repeating:)' with an argument of type 'String'
var grid: InlineArray<6, Int> = [1, 2, 3, 4, 5, 6]
print("count:", grid.count)
var sum = 0
for i in grid.indices { sum += grid[i] }
print("sum:", sum)

grid[0] = 100
grid[5] *= 10
var parts: [String] = []
for i in grid.indices { parts.append(String(grid[i])) }
print(parts.joined(separator: ","))

let repeated = InlineArray<4, String>(repeating: "x")
var joined = ""
for i in repeated.indices { joined += repeated[i] }
print(joined)

let squares = InlineArray<5, Int> { i in i * i }
var sq: [Int] = []
for i in squares.indices { sq.append(squares[i]) }
print("squares:", sq)

struct RGB {
    var channels: InlineArray<3, UInt8>
    func hex() -> String {
        var s = "#"
        for i in channels.indices {
            let h = String(channels[i], radix: 16)
            s += h.count == 1 ? "0" + h : h
        }
        return s
    }
}
var color = RGB(channels: [255, 128, 0])
print(color.hex())
color.channels[2] = 15
print(color.hex())

let inferred: InlineArray = [true, false, true]
var trues = 0
for i in inferred.indices where inferred[i] { trues += 1 }
print("inferred count:", inferred.count, "trues:", trues)
print(MemoryLayout<InlineArray<4, Int32>>.size)

func maxOf<let n: Int>(_ a: InlineArray<n, Int>) -> Int {
    var m = Int.min
    for i in a.indices { m = max(m, a[i]) }
    return m
}
print("max:", maxOf([3, 9, 2] as InlineArray<3, Int>))
var copy = grid
copy[1] = -1
print(grid[1], copy[1])

// expect: count: 6
// expect: sum: 21
// expect: 100,2,3,4,5,60
// expect: xxxx
// expect: squares: [0, 1, 4, 9, 16]
// expect: #ff8000
// expect: #ff800f
// expect: inferred count: 3 trues: 2
// expect: 16
// expect: max: 9
// expect: 2 -1
