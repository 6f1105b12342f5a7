// Swift Evolution style (SE-0398): variadic generic types storing a pack as a tuple
struct Row<each Column> {
    var values: (repeat each Column)
    init(_ values: repeat each Column) {
        self.values = (repeat each values)
    }
    func cells() -> [String] {
        var out: [String] = []
        for v in repeat each values { out.append("\(v)") }
        return out
    }
    var width: Int { cells().count }
}

struct Pipeline<each Stage> {
    let names: (repeat each Stage)
    func describe() -> String {
        var parts: [String] = []
        for n in repeat each names { parts.append(String(describing: n)) }
        return parts.joined(separator: " -> ")
    }
}

struct Validator<each V: Equatable> {
    let expected: (repeat each V)
    func check(_ actual: repeat each V) -> [Bool] {
        var results: [Bool] = []
        for (e, a) in repeat (each expected, each actual) { results.append(e == a) }
        return results
    }
}

let row = Row(1, "bob", true, 4.5)
print(row.cells().joined(separator: " | "))
print("width:", row.width)
let empty = Row()
print("empty width:", empty.width)

let p = Pipeline(names: ("parse", "check", 3, "emit"))
print(p.describe())

let v = Validator(expected: (1, "x", false))
print(v.check(1, "x", false))
print(v.check(2, "x", true))

extension Row {
    func prefixed(_ tag: String) -> String { tag + ":" + cells().joined(separator: ",") }
}
print(row.prefixed("R1"))
print(Row("only").prefixed("R2"))

// expect: 1 | bob | true | 4.5
// expect: width: 4
// expect: empty width: 0
// expect: parse -> check -> 3 -> emit
// expect: [true, true, true]
// expect: [false, true, false]
// expect: R1:1,bob,true,4.5
// expect: R2:only
