// Swift Evolution style (variadic generic types): SE-0398 a struct generic over a pack storing a tuple of its elements
struct Row<each Column> {
    var cells: (repeat each Column)

    init(_ cells: repeat each Column) {
        self.cells = (repeat each cells)
    }

    func rendered() -> String {
        var parts: [String] = []
        for cell in repeat each cells {
            parts.append("\(cell)")
        }
        return "| " + parts.joined(separator: " | ") + " |"
    }

    var width: Int {
        var n = 0
        for _ in repeat each cells { n += 1 }
        return n
    }
}

struct Tagged<each Value: CustomStringConvertible> {
    let tag: String
    let values: (repeat each Value)

    func joined() -> String {
        var s = tag + ":"
        for v in repeat each values {
            s += " " + v.description
        }
        return s
    }
}

let header = Row("name", "qty", "price")
let line1 = Row("apple", 3, 0.5)
let line2 = Row("pear", 12, 1.25)
for row in [header.rendered(), line1.rendered(), line2.rendered()] {
    print(row)
}
print(header.width, Row<Int>(1).width)

var mutable = Row(1, "x")
print(mutable.rendered())
mutable = Row(42, "answer")
print(mutable.rendered(), mutable.cells.0 + 1)

let t = Tagged(tag: "mix", values: (1, 2.5, "three", false))
print(t.joined())
// expect: | name | qty | price |
// expect: | apple | 3 | 0.5 |
// expect: | pear | 12 | 1.25 |
// expect: 3 1
// expect: | 1 | x |
// expect: | 42 | answer | 43
// expect: mix: 1 2.5 three false
