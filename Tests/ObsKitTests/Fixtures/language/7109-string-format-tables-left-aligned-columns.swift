// Tutorial style (String(format:) tables): left-aligned columns with %-10s style formatting
import Foundation

struct Product {
    let name: String
    let qty: Int
    let price: Double
}

let items = [
    Product(name: "Apple", qty: 3, price: 0.5),
    Product(name: "Watermelon", qty: 1, price: 4.25),
    Product(name: "Kiwi", qty: 12, price: 0.333)
]

print(String(format: "%-12@%5@%10@", "Item", "Qty", "Price"))
var total = 0.0
for item in items {
    let line = String(format: "%-12@%5d%10.2f", item.name, item.qty, item.price * Double(item.qty))
    print(line)
    total += item.price * Double(item.qty)
}
print(String(format: "%-12@%15.2f", "Total", total))
print(String(format: "%3d%%|%-6d|%6d|", 50, 12, 34))
print(String(format: "%.3f %.0f %.1f", 2.0 / 3.0, 2.5, -0.05))
print(String(format: "%5.1f%%", 12.345))
print(String(format: "%@ and %@", "left", "right"))
print(String(format: "%2$@ before %1$@", "one", "two"))
// expect: ItemQtyPrice
// expect: Apple    3      1.50
// expect: Watermelon    1      4.25
// expect: Kiwi   12      4.00
// expect: Total           9.75
// expect:  50%|12    |    34|
// expect: 0.667 2 -0.1
// expect:  12.3%
// expect: left and right
// expect: two before one
