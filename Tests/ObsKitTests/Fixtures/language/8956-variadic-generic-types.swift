// Swift Evolution style (SE-0398 variadic generic types): a typed record and per-column validators
// known-gap: line 10: expected "Record<Pack{}>", got "Record"
struct Record<each Field> {
    var fields: (repeat each Field)

    init(_ field: repeat each Field) {
        fields = (repeat each field)
    }

    var columnCount: Int {
        var n = 0
        for _ in repeat each fields { n += 1 }
        return n
    }

    func rendered(separator: String = " | ") -> String {
        var parts: [String] = []
        for field in repeat each fields {
            parts.append("\(field)")
        }
        return parts.joined(separator: separator)
    }

    // Adding a column produces a record with one more generic argument
    func appending<New>(_ value: New) -> Record<repeat each Field, New> {
        Record<repeat each Field, New>(repeat each fields, value)
    }
}

let row = Record("Ada", 36, true)
print(row.rendered())
print(row.columnCount)
print(row.fields.1 + 1)

let withScore = row.appending(3.5)
let wider = withScore.appending("london")
print(wider.rendered(separator: ", "))
print(wider.columnCount)

let empty = Record()
print("empty columns:", empty.columnCount, "[" + empty.rendered() + "]")

// A variadic generic type that stores closures, one per element type
struct Validators<each Value> {
    let checks: (repeat (each Value) -> Bool)

    func validate(_ value: repeat each Value) -> [Bool] {
        var results: [Bool] = []
        for (check, v) in repeat (each checks, each value) {
            results.append(check(v))
        }
        return results
    }
}

let v = Validators<String, Int, Double>(checks: (
    { !$0.isEmpty },
    { $0 >= 18 },
    { $0 < 100.0 }
))
print(v.validate("bob", 21, 99.5))
print(v.validate("", 12, 250))

// Type names show the expanded arguments
print(type(of: row))
print(type(of: empty))

// expect: Ada | 36 | true
// expect: 3
// expect: 37
// expect: Ada, 36, true, 3.5, london
// expect: 5
// expect: empty columns: 0 []
// expect: [true, true, true]
// expect: [false, false, false]
// expect: Record<Pack{String, Int, Bool}>
// expect: Record<Pack{}>
