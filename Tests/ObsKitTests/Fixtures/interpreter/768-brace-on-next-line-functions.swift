// Bodies whose `{` is on the line after the declaration (functions, types, initializers): the body belongs
// to the declaration, as in a Swift file. Expected output from swiftc 6.3.1 on Linux.
func total(_ prices: [Int]) -> Int
{
    prices.reduce(0, +)
}
struct Cart
{
    var items: [Int]
    init(_ items: [Int])
    {
        self.items = items
    }
    func sum() -> Int
    {
        total(items)
    }
}
final class Store
{
    let cart = Cart([3, 4])
}
print(total([1, 2, 3]))
print(Store().cart.sum())

// expect: 6
// expect: 7
