// Swift Evolution SE-0483 style (InlineArray type sugar): declaring fixed-size storage with the [N of T] spelling, including nested and in struct fields
// known-gap: error: 6328-declaring-fixed-size-storage-n-t-spelling.swift:43:25: error: no exact matches in call to initializer 'Array(repeating:)' with an argument of type 'Int'
struct RGB {
    var channels: [3 of UInt8]

    var hex: String {
        var s = "#"
        for i in channels.indices {
            let part = String(channels[i], radix: 16)
            s += part.count == 1 ? "0" + part : part
        }
        return s
    }
}

let coral = RGB(channels: [255, 127, 80])
print(coral.hex)

var weekTemps: [7 of Double] = [12.5, 14.0, 9.5, 11.0, 15.5, 17.0, 13.0]
var warmest = weekTemps[0]
for i in weekTemps.indices where weekTemps[i] > warmest {
    warmest = weekTemps[i]
}
print("warmest:", warmest)
weekTemps[2] = 10.0
print("wednesday now:", weekTemps[2])

var grid: [2 of [3 of Int]] = [[1, 2, 3], [4, 5, 6]]
grid[1][2] = 60
var rows: [String] = []
for r in grid.indices {
    var cols: [Int] = []
    for c in grid[r].indices { cols.append(grid[r][c]) }
    rows.append(cols.map(String.init).joined(separator: ","))
}
print(rows.joined(separator: " / "))

func total(_ values: [4 of Int]) -> Int {
    var t = 0
    for i in values.indices { t += values[i] }
    return t
}
print("total:", total([10, 20, 30, 40]))
let zeros: [5 of Int] = .init(repeating: 0)
print("zeros count:", zeros.count)

// expect: #ff7f50
// expect: warmest: 17.0
// expect: wednesday now: 10.0
// expect: 1,2,3 / 4,5,60
// expect: total: 100
// expect: zeros count: 5
