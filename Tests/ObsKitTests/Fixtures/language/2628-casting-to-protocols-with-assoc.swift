// Compiler test style: dynamic casts from Any to generic types, to protocols with associated types, and constrained existentials
protocol Bag {
    associatedtype Item
    var items: [Item] { get }
}
struct IntBag: Bag { var items: [Int] }
struct StrBag: Bag { var items: [String] }

func sizeIfBag(_ x: Any) -> Int? {
    guard let b = x as? any Bag else { return nil }
    return b.items.count
}
func intItems(_ x: Any) -> [Int]? {
    (x as? any Bag2<Int>)?.items
}
func cast<T>(_ x: Any, to: T.Type) -> T? { x as? T }

protocol Bag2<Item>: Bag {}
extension IntBag: Bag2 {}

let things: [Any] = [IntBag(items: [1, 2]), StrBag(items: ["a"]), 5, [3, 4], Optional<Int>.none as Any]
print(things.map { sizeIfBag($0) ?? -1 })
print(things.map { intItems($0)?.description ?? "-" })
print(cast(things[3], to: [Int].self) as Any)
print(cast(things[3], to: [Double].self) as Any)
print(cast(things[0], to: IntBag.self)?.items ?? [])
print(cast(things[2], to: (any Equatable).self) != nil)
print(cast(things[4], to: Int?.self) as Any)
print(things[0] is any Bag2, things[1] is any Bag2)
let arr: [Any] = [1, 2]
print(arr as? [Int] as Any, arr as? [String] as Any)
// expect: [2, 1, -1, -1, -1]
// expect: ["[1, 2]", "-", "-", "-", "-"]
// expect: Optional([3, 4])
// expect: nil
// expect: [1, 2]
// expect: true
// expect: Optional(nil)
// expect: true false
// expect: Optional([1, 2]) nil
