// Compiler test style: associated types inferred from witnesses and used through generics
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container {
    func first() -> Item? { items.first }
    func itemTypeName() -> String { "\(Item.self)" }
}
struct IntBox: Container { var items = [3, 1, 2] }
struct WordBox: Container {
    var items: [String] { ["b", "a"] }
    func first() -> String? { items.sorted().first }
}
struct Pairs<A, B>: Container {
    var a: A, b: B
    var items: [(A, B)] { [(a, b)] }
}

func describe<C: Container>(_ c: C) -> String {
    "\(C.self): \(c.itemTypeName()), first=\(String(describing: c.first()))"
}
print(describe(IntBox()))
print(describe(WordBox()))
print(describe(Pairs(a: 1, b: "x")))

func sumAll<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
print(sumAll(IntBox()))

let boxes: [any Container] = [IntBox(), WordBox()]
for b in boxes { print(b.itemTypeName(), b.items.count) }
func firstAsAny(_ c: any Container) -> Any? { c.first() }
print(boxes.map { String(describing: firstAsAny($0)) })
let wb: any Container = WordBox()
print(String(describing: wb.first()))
// expect: IntBox: Int, first=Optional(3)
// expect: WordBox: String, first=Optional("a")
// expect: Pairs<Int, String>: (Int, String), first=Optional((1, "x"))
// expect: 6
// expect: Int 3
// expect: String 2
// expect: ["Optional(3)", "Optional(\"a\")"]
// expect: Optional("a")
