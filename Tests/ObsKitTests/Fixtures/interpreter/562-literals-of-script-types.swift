// A script type that adopts a literal protocol is made from a literal where it is expected: an
// annotation, a parameter, a return, an assignment, an optional of it, a subclass of an adopting class.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var cents: Int
    init(integerLiteral value: Int) { print("int", value); cents = value * 100 }
    init(floatLiteral value: Double) { print("float", value); cents = Int(value * 100) }
    var description: String { "$\(cents / 100).\(cents % 100)" }
}
struct Tag: ExpressibleByStringLiteral {
    let text: String
    init(stringLiteral value: String) { text = "#" + value }
}
struct Flag: ExpressibleByBooleanLiteral {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
}
struct Bag: ExpressibleByArrayLiteral {
    var items: [Int]
    init(arrayLiteral elements: Int...) { items = elements.reversed() }
}
struct Table: ExpressibleByDictionaryLiteral {
    var rows: [String]
    init(dictionaryLiteral elements: (String, Int)...) { rows = elements.map { "\($0.0)=\($0.1)" } }
}
struct Nothing: ExpressibleByNilLiteral {
    init(nilLiteral: ()) { print("made from nil") }
}
class Animal: ExpressibleByStringLiteral {
    let name: String
    required init(stringLiteral value: String) { name = value }
    func speak() { print("animal", name) }
}
class Dog: Animal {
    override func speak() { print("dog", name) }
}
let a: Money = 3
let b: Money = 2.5
print(a, b)
func pay(_ m: Money) { print("paying", m) }
pay(7)
pay(1.25)
func price() -> Money { return 12 }
print(price())
func label() -> Tag { "sale" }
print(label().text)
let t: Tag = "new"
print(t.text)
func show(_ tag: Tag, _ flag: Flag) { print(tag.text, flag.on) }
show("x", true)
let bag: Bag = [1, 2, 3]
print(bag.items)
let table: Table = ["a": 1, "b": 2]
print(table.rows)
let n: Nothing = nil
_ = n
let maybe: Money? = 4
print(maybe!)
let list: [Money] = [1, 2]
print(list)
var m: Money = 1
m = 5
print(m)
let rex: Dog = "Rex"
rex.speak()

// expect: int 3
// expect: float 2.5
// expect: $3.0 $2.50
// expect: int 7
// expect: paying $7.0
// expect: float 1.25
// expect: paying $1.25
// expect: int 12
// expect: $12.0
// expect: #sale
// expect: #new
// expect: #x true
// expect: [3, 2, 1]
// expect: ["a=1", "b=2"]
// expect: made from nil
// expect: int 4
// expect: $4.0
// expect: int 1
// expect: int 2
// expect: [$1.0, $2.0]
// expect: int 1
// expect: int 5
// expect: $5.0
// expect: dog Rex
