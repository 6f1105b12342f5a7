// Objects held only by an array are released when the array is emptied, in element order.
class Item {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("item \(n) deinit") }
}
var items = [Item(1), Item(2), Item(3)]
let kept = items[1]
print("count", items.count)
items.removeAll()
print("emptied, count", items.count)
print("kept", kept.n)

// expect: count 3
// expect: item 1 deinit
// expect: item 3 deinit
// expect: emptied, count 0
// expect: kept 2
