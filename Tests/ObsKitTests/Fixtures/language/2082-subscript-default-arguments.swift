// Compiler test style: subscripts with default arguments, labels, variadics and static subscripts
struct Matrix {
    var rows: [[Int]]

    subscript(r: Int, c: Int = 0) -> Int {
        get { rows[r][c] }
        set { rows[r][c] = newValue }
    }

    subscript(row r: Int, step step: Int = 1) -> [Int] {
        stride(from: 0, to: rows[r].count, by: step).map { rows[r][$0] }
    }

    subscript(sum indices: Int...) -> Int {
        indices.reduce(0) { $0 + rows[$1].reduce(0, +) }
    }
}

struct Text {
    var value: String
    subscript(_ i: Int, pad pad: Character = "_", width width: Int = 3) -> String {
        let chars = Array(value)
        let s = i < chars.count ? String(chars[i]) : ""
        return String(repeating: pad, count: Swift.max(0, width - s.count)) + s
    }
}

enum Config {
    static var values: [String: String] = ["mode": "fast"]
    static subscript(key: String, fallback fallback: String = "unset") -> String {
        get { values[key] ?? fallback }
        set { values[key] = newValue }
    }
}

var m = Matrix(rows: [[1, 2, 3, 4], [5, 6, 7, 8]])
print(m[0], m[1], m[1, 3])
m[0] = 100
m[1, 2] += 10
print(m.rows)
print(m[row: 0], m[row: 1, step: 2], m[row: 1, step: 3])
print(m[sum: 0], m[sum: 0, 1])

let t = Text(value: "ab")
print(t[0], t[1, pad: "*"], t[5, width: 2], t[0, pad: ".", width: 5])

print(Config["mode"], Config["level"], Config["level", fallback: "low"])
Config["level"] = "high"
print(Config["level"], Config.values.count)

// expect: 1 5 8
// expect: [[100, 2, 3, 4], [5, 6, 17, 8]]
// expect: [100, 2, 3, 4] [5, 17] [5, 8]
// expect: 109 145
// expect: __a **b __ ....a
// expect: fast unset low
// expect: high 2
