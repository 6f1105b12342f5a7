// Compiler test style (variadic generic types): a struct and a class generic over a type pack, storing a tuple of values and mapping over it
struct Row<each Column> {
    var values: (repeat each Column)
    init(_ v: repeat each Column) { values = (repeat each v) }
    var width: Int {
        var n = 0
        for _ in repeat each values { n += 1 }
        return n
    }
    func render(separator: String = " | ") -> String {
        var parts: [String] = []
        for v in repeat each values { parts.append("\(v)") }
        return parts.joined(separator: separator)
    }
}
let r = Row(1, "ann", 3.5, true)
print(r.width, r.render())
print(Row<Int, String>(2, "bo").render(separator: ","), Row().width)
print(r.values.1, r.values.3)

struct Validators<each V> {
    let checks: (repeat (each V) -> Bool)
    init(_ c: repeat @escaping (each V) -> Bool) { checks = (repeat each c) }
    func validate(_ v: repeat each V) -> [Bool] {
        var out: [Bool] = []
        for (check, value) in repeat (each checks, each v) { out.append(check(value)) }
        return out
    }
}
let validators = Validators({ (n: Int) in n > 0 }, { (s: String) in !s.isEmpty }, { (d: Double) in d < 1 })
print(validators.validate(5, "x", 0.5))
print(validators.validate(-1, "", 2))

func zipFirst<each T>(_ arrays: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each arrays).first)
}
let z = zipFirst([1, 2], ["q"], [Double]())
print(z.0 as Any, z.1 as Any, z.2 as Any)

final class Recorder<each T> {
    var log: [String] = []
    func record(_ v: repeat each T) {
        var parts: [String] = []
        repeat parts.append(String(describing: each v))
        log.append(parts.joined(separator: "/"))
    }
}
let rec = Recorder<Int, String>()
rec.record(1, "a")
rec.record(2, "b")
print(rec.log)

func typeNames<each T>(_: repeat (each T).Type) -> [String] {
    var names: [String] = []
    repeat names.append(String(describing: (each T).self))
    return names
}
print(typeNames(Int.self, [String].self, Row<Int>.self))

// expect: 4 1 | ann | 3.5 | true
// expect: 2,bo 0
// expect: ann true
// expect: [true, true, true]
// expect: [false, false, false]
// expect: Optional(1) Optional("q") nil
// expect: ["1/a", "2/b"]
// expect: ["Int", "Array<String>", "Row<Pack{Int}>"]
