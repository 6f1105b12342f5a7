// Swift Evolution style (SE-0398): variadic generic types with stored pack tuples, pack iteration and same-shape requirements
struct Row<each Column> {
    var cells: (repeat each Column)
    init(_ cells: repeat each Column) { self.cells = (repeat each cells) }

    func rendered() -> String {
        var parts: [String] = []
        for cell in repeat each cells { parts.append("\(cell)") }
        return "| " + parts.joined(separator: " | ") + " |"
    }

    var arity: Int {
        var n = 0
        for _ in repeat each cells { n += 1 }
        return n
    }

    func appending<T>(_ extra: T) -> Row<repeat each Column, T> {
        Row<repeat each Column, T>(repeat each cells, extra)
    }
}

struct Validator<each Input> {
    var checks: (repeat (each Input) -> Bool)
    func validate(_ input: repeat each Input) -> [Bool] {
        var results: [Bool] = []
        for (check, value) in repeat (each checks, each input) {
            results.append(check(value))
        }
        return results
    }
}

func mapPack<each T, each U>(_ values: repeat each T, transform: repeat (each T) -> each U) -> (repeat each U) {
    (repeat (each transform)(each values))
}

func maxOfEach<each T: Comparable>(_ lhs: repeat each T, rhs: repeat each T) -> (repeat each T) {
    (repeat Swift.max(each lhs, each rhs))
}

struct AnyPrinter<each T: CustomStringConvertible> {
    let items: (repeat each T)
    func descriptions() -> [String] {
        var out: [String] = []
        repeat out.append((each items).description)
        return out
    }
}

let header = Row("id", "name", "score")
let row = Row(1, "ada", 97.5)
print(header.rendered())
print(row.rendered(), row.arity)
let wider = row.appending(true)
print(wider.rendered(), wider.arity)
print(Row().rendered(), Row().arity)

let v = Validator<Int, String>(checks: ({ $0 > 0 }, { !$0.isEmpty }))
print(v.validate(5, ""), v.validate(-1, "x"))

let mapped = mapPack(3, "ab", transform: { $0 * 2 }, { $0.count })
print(mapped.0, mapped.1)

let m = maxOfEach(1, "b", 2.5, rhs: 3, "a", 0.5)
print(m)

print(AnyPrinter(items: (1, true, "s")).descriptions())

// expect: | id | name | score |
// expect: | 1 | ada | 97.5 | 3
// expect: | 1 | ada | 97.5 | true | 4
// expect: |  | 0
// expect: [true, false] [false, true]
// expect: 6 2
// expect: (3, "b", 2.5)
// expect: ["1", "true", "s"]
