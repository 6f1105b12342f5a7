// Compiler test style (generics): a generic type's parameters in its stored properties' initial values (`var spare = T()`, `"\(T.self)"`, `T.zero`), in structs and classes, through explicit arguments, inference and a subclass
protocol Blank { init() }
extension Int: Blank {}
extension String: Blank {}
extension Array: Blank {}

struct Pool<T: Blank> {
    var spare = T()
    let label = "pool of \(T.self)"
    var items: [T] = []
    lazy var backup = [T(), T()]

    mutating func take() -> T { items.popLast() ?? spare }
}

var numbers = Pool<Int>()
numbers.items = [4, 5]
print(numbers.take(), numbers.take(), numbers.take())
print(numbers.label, numbers.backup.count)

let words = Pool<String>(items: ["a"])
print(words.label, words.items, "[\(words.spare)]")

final class Tally<Element: AdditiveArithmetic> {
    var total = Element.zero
    let kind = String(describing: Element.self)
    func add(_ x: Element) { total += x }
}
let tally = Tally<Double>()
tally.add(1.5)
tally.add(2)
print(tally.kind, tally.total)

class Base<Item: Blank> {
    var first = Item()
    var name: String { "Base<\(Item.self)>" }
}
class Derived: Base<[Int]> {
    var extra = 7
}
let d = Derived()
print(d.first, d.extra, d.name)

// expect: 5 4 0
// expect: pool of Int 2
// expect: pool of String ["a"] []
// expect: Double 3.5
// expect: [] 7 Base<Array<Int>>
