// Parameter packs style (pack-generic types): a Zipper of heterogeneous columns and a typed event log with repeat each
struct Columns<each T> {
    let values: (repeat [each T])

    init(_ column: repeat [each T]) {
        values = (repeat each column)
    }

    var shortest: Int {
        var n = Int.max
        repeat n = min(n, (each values).count)
        return n == Int.max ? 0 : n
    }

    func row(_ i: Int) -> (repeat each T) {
        (repeat (each values)[i])
    }

    func rows() -> [(repeat each T)] {
        (0..<shortest).map { row($0) }
    }
}

func lastOfEach<each T>(_ array: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each array).last)
}

func maxOfEach<each T: Comparable>(_ array: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each array).max())
}

func describeTuple<each T>(_ t: (repeat each T)) -> String {
    var parts: [String] = []
    repeat parts.append("\(String(describing: each t))")
    return "<" + parts.joined(separator: ",") + ">"
}

let table = Columns([1, 2, 3], ["a", "b"], [true, false, true])
print(table.shortest)
let r = table.row(1)
print(r.0, r.1, r.2)
for row in table.rows() { print(describeTuple(row)) }
let l = lastOfEach([1, 2], [String](), [0.5])
print(l.0 as Any, l.1 as Any, l.2 as Any)
let m = maxOfEach([3, 9, 2], ["pear", "apple"])
print(m.0!, m.1!)
print(Columns().shortest, Columns([7]).rows().count)

// expect: 2
// expect: 2 b false
// expect: <1,a,true>
// expect: <2,b,false>
// expect: Optional(2) nil Optional(0.5)
// expect: 9 pear
// expect: 0 1
