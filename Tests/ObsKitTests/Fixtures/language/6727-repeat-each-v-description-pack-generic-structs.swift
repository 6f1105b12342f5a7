// WWDC parameter packs style: repeat (each v).description, pack-generic structs and same-shape packs
struct Row<each Column: CustomStringConvertible> {
    var columns: (repeat each Column)

    init(_ column: repeat each Column) {
        columns = (repeat each column)
    }

    var rendered: String {
        var cells: [String] = []
        repeat cells.append((each columns).description)
        return cells.joined(separator: " | ")
    }

    var width: Int {
        var total = 0
        repeat total += (each columns).description.count
        return total
    }
}

func equalAll<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}

func apply<each In, each Out>(_ value: repeat each In, using transform: repeat (each In) -> each Out) -> (repeat each Out) {
    (repeat (each transform)(each value))
}

func firstAndRest<First, each Rest>(_ first: First, _ rest: repeat each Rest) -> String {
    var tail: [String] = []
    repeat tail.append(String(describing: each rest))
    return "first=\(first) rest=\(tail)"
}

let row = Row(1, "pear", 2.5, false)
print(row.rendered)
print(row.width)
print(Row("solo").rendered, Row().rendered.isEmpty)
print(equalAll((1, "a", 2.0), (1, "a", 2.0)), equalAll((1, "a"), (1, "b")))
let out = apply(3, "hey", using: { $0 * 10 }, { $0.uppercased() })
print(out.0, out.1)
print(firstAndRest(0), firstAndRest("x", 1, [2], 3.5))

// expect: 1 | pear | 2.5 | false
// expect: 13
// expect: solo true
// expect: true false
// expect: 30 HEY
// expect: first=0 rest=[] first=x rest=["1", "[2]", "3.5"]
