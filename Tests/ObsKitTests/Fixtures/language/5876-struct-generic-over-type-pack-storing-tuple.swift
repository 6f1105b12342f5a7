// Swift Evolution style (SE-0398 variadic generic types): a struct generic over a type pack storing a tuple of values, with methods that map and describe every element
struct Record<each Field> {
    var fields: (repeat each Field)

    init(_ fields: repeat each Field) {
        self.fields = (repeat each fields)
    }

    func describe() -> String {
        var parts: [String] = []
        for field in repeat each fields {
            parts.append(String(describing: field))
        }
        return "(" + parts.joined(separator: " | ") + ")"
    }

    var count: Int {
        var n = 0
        for _ in repeat each fields { n += 1 }
        return n
    }

    func optionalized() -> Record<repeat Optional<each Field>> {
        Record<repeat Optional<each Field>>(repeat Optional(each fields))
    }
}

let row = Record(1, "Ada", 36.5, true)
print(row.describe(), row.count)
print(row.fields.1, row.fields.3)
let empty = Record()
print(empty.describe(), empty.count)
let opt = row.optionalized()
print(opt.count, opt.fields.0 as Any)

struct Validator<each Input> {
    let checks: (repeat (each Input) -> Bool)

    func run(_ inputs: repeat each Input) -> [Bool] {
        var results: [Bool] = []
        for (check, input) in repeat (each checks, each inputs) {
            results.append(check(input))
        }
        return results
    }
}

let v = Validator<Int, String>(checks: ({ $0 > 0 }, { !$0.isEmpty }))
print(v.run(5, ""), v.run(-1, "x"))

struct Tagged<Tag, each Value> {
    var tag: Tag
    var values: (repeat each Value)
    func label() -> String {
        var out = "\(tag):"
        for value in repeat each values { out += " \(value)" }
        return out
    }
}
let t = Tagged(tag: "point", values: (3, 4))
print(t.label())
let t2 = Tagged<String, Int, Int, Int>(tag: "rgb", values: (255, 128, 0))
print(t2.label())

// expect: (1 | Ada | 36.5 | true) 4
// expect: Ada true
// expect: () 0
// expect: 4 Optional(1)
// expect: [true, false] [false, true]
// expect: point: 3 4
// expect: rgb: 255 128 0
