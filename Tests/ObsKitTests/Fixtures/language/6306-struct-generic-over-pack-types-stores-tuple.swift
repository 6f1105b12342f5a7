// Swift Evolution SE-0398 style (variadic generic types): a struct generic over a pack of types that stores a tuple and applies closures to each element
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

struct Validator<each Input> {
    let checks: (repeat (each Input) -> Bool)

    func validate(_ inputs: repeat each Input) -> [Bool] {
        var results: [Bool] = []
        repeat results.append((each checks)(each inputs))
        return results
    }
}

let header = Row("name", "age", "score")
let row = Row("Ada", 36, 9.5)
print(header.rendered())
print(row.rendered())
print("width", row.width)

let single = Row(42)
print(single.rendered(), single.width)

let validator = Validator<String, Int>(checks: ({ !$0.isEmpty }, { $0 >= 18 }))
print(validator.validate("Ben", 17))
print(validator.validate("", 30))
print(validator.validate("Cy", 44))

// expect: | name | age | score |
// expect: | Ada | 36 | 9.5 |
// expect: width 3
// expect: | 42 | 1
// expect: [true, false]
// expect: [false, true]
// expect: [true, true]
