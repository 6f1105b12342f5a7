// Swift book style: ExpressibleByIntegerLiteral, StringLiteral, ArrayLiteral, DictionaryLiteral, BooleanLiteral, NilLiteral conformances
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var value: Double
    init(integerLiteral value: Int) { self.value = Double(value) }
    init(floatLiteral value: Double) { self.value = value }
    var description: String { "\(value)m" }
}

struct Tag: ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
    var description: String { "#" + name }
}

struct Bag: ExpressibleByArrayLiteral {
    var items: [String]
    init(arrayLiteral elements: String...) { items = elements.sorted() }
}

struct Inventory: ExpressibleByDictionaryLiteral {
    var pairs: [(String, Int)]
    init(dictionaryLiteral elements: (String, Int)...) { pairs = elements }
    var total: Int { pairs.reduce(0) { $0 + $1.1 } }
}

struct Flag: ExpressibleByBooleanLiteral {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
}

struct Maybe: ExpressibleByNilLiteral {
    let empty: Bool
    init(nilLiteral: ()) { empty = true }
}

let run: Meters = 5
let jump: Meters = 2.5
print(run, jump)
let distances: [Meters] = [1, 2.25, 10]
print(distances)
print(distances.map(\.value).reduce(0, +))

let tag: Tag = "SwiftLang"
print(tag, [tag, "Linux"] as [Tag])
print("tag is \(tag)")

let bag: Bag = ["pear", "apple", "fig"]
print(bag.items)

let inv: Inventory = ["bolts": 40, "nuts": 25, "gears": 3]
for (name, qty) in inv.pairs { print(name, qty) }
print("total:", inv.total)

let flag: Flag = true
let m: Maybe = nil
print(flag.on, m.empty)

func describe(_ t: Tag) -> String { "tag<\(t.name)>" }
print(describe("Hello World"))
// expect: 5.0m 2.5m
// expect: [1.0m, 2.25m, 10.0m]
// expect: 13.25
// expect: #swiftlang [#swiftlang, #linux]
// expect: tag is #swiftlang
// expect: ["apple", "fig", "pear"]
// expect: bolts 40
// expect: nuts 25
// expect: gears 3
// expect: total: 68
// expect: true true
// expect: tag<hello world>
