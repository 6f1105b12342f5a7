// Compiler test style: subscript setters, default arguments, inout through subscripts and class subscripts
struct Sparse {
    private var values: [Int: Int] = [:]
    var writes = 0
    subscript(i: Int, default d: Int = 0) -> Int {
        get { values[i] ?? d }
        set {
            writes += 1
            if newValue == d { values[i] = nil } else { values[i] = newValue }
        }
    }
    var nonZero: [Int] { values.keys.sorted() }
}

var s = Sparse()
s[3] = 30
s[10] = 5
s[3] += 1
s[10] = 0
print(s[3], s[10], s[99], s[99, default: -1], s.nonZero, s.writes)

func bump(_ x: inout Int) { x *= 2 }
bump(&s[3])
print(s[3], s.writes)

class Table {
    var rows: [[String]] = [["a", "b"], ["c", "d"]]
    subscript(r: Int, c: Int) -> String {
        get { rows[r][c] }
        set { rows[r][c] = newValue }
    }
    subscript(column c: Int) -> [String] {
        rows.map { $0[c] }
    }
}
let t = Table()
t[0, 1] = "B"
t[1, 0] += "!"
print(t.rows, t[column: 0], t[column: 1])

struct Text {
    var chars: [Character]
    subscript(range: Range<Int>) -> String {
        get { String(chars[range]) }
        set { chars.replaceSubrange(range, with: Array(newValue)) }
    }
    subscript(_ i: Int) -> Character {
        get { chars[i] }
        set { chars[i] = newValue }
    }
}
var text = Text(chars: Array("hello world"))
text[0] = "H"
text[6..<11] = "Swift!"
print(String(text.chars), text[0..<5], text.chars.count)

var nested = [[1, 2], [3]]
nested[1].append(4)
nested[0][1] *= 7
print(nested)
var dict: [String: [Int]] = ["x": [1]]
dict["x", default: []].append(2)
dict["y", default: []].append(9)
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: 31 0 0 -1 [3] 4
// expect: 62 5
// expect: [["a", "B"], ["c!", "d"]] ["a", "c!"] ["B", "d"]
// expect: Hello Swift! Hello 12
// expect: [[1, 14], [3, 4]]
// expect: ["x=[1, 2]", "y=[9]"]
