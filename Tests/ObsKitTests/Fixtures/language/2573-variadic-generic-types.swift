// Swift Evolution style (SE-0398): generic types declared with type parameter packs
struct Row<each Column> {
    var cells: (repeat each Column)

    init(_ cells: repeat each Column) {
        self.cells = (repeat each cells)
    }

    func render() -> String {
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

struct Validator<each Input> {
    var checks: (repeat (each Input) -> Bool)

    func validate(_ input: repeat each Input) -> [Bool] {
        var results: [Bool] = []
        repeat results.append((each checks)(each input))
        return results
    }
}

struct Recorder<each Event> {
    var names: [String] = []
    mutating func record(_ event: repeat each Event) {
        repeat names.append(String(describing: each event))
    }
}

let header = Row("name", "qty", "price")
let item = Row("bolt", 40, 0.25)
let single = Row(true)
print(header.render())
print(item.render())
print(single.render())
print(header.width, single.width)
print(type(of: item))

let v = Validator<Int, String>(checks: ({ $0 > 0 }, { !$0.isEmpty }))
print(v.validate(5, ""))
print(v.validate(-1, "ok"))

var r = Recorder<Int, Double, String>()
r.record(1, 2.5, "three")
r.record(4, 5.0, "six")
print(r.names)

let empty = Row()
print(empty.render(), empty.width)
// expect: | name | qty | price |
// expect: | bolt | 40 | 0.25 |
// expect: | true |
// expect: 3 1
// expect: Row<Pack{String, Int, Double}>
// expect: [true, false]
// expect: [false, true]
// expect: ["1", "2.5", "three", "4", "5.0", "six"]
// expect: |  | 0
