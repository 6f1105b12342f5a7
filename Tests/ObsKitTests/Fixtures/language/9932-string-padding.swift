// Apple docs style (String padding(toLength:withPad:startingAt:)): fixed-width text columns
import Foundation

let word = "abc"
print("[\(word.padding(toLength: 8, withPad: " ", startingAt: 0))]")
print("[\(word.padding(toLength: 8, withPad: ".", startingAt: 0))]")
print("[\(word.padding(toLength: 9, withPad: "123", startingAt: 0))]")
print("[\(word.padding(toLength: 9, withPad: "123", startingAt: 1))]")
print("[\(word.padding(toLength: 9, withPad: "123", startingAt: 2))]")

// Shorter length truncates
print("[\("truncate me".padding(toLength: 5, withPad: " ", startingAt: 0))]")
print("[\(word.padding(toLength: 0, withPad: "-", startingAt: 0))]")
print("[\(word.padding(toLength: 3, withPad: "-", startingAt: 0))]")

// Building a left-aligned table
struct Item {
    let name: String
    let qty: Int
    let price: Double
}
let items = [
    Item(name: "Widget", qty: 3, price: 4.5),
    Item(name: "Gadget Pro Max", qty: 12, price: 129.99),
    Item(name: "Nut", qty: 250, price: 0.05),
]

func leftPad(_ s: String, _ width: Int, _ pad: Character = " ") -> String {
    s.count >= width ? s : String(repeating: pad, count: width - s.count) + s
}

let header = "Name".padding(toLength: 16, withPad: " ", startingAt: 0)
    + leftPad("Qty", 5) + leftPad("Price", 10)
print(header)
print(String(repeating: "-", count: 31))
for item in items {
    let name = item.name.padding(toLength: 16, withPad: ".", startingAt: 0)
    let qty = leftPad(String(item.qty), 5)
    let price = leftPad(String(format: "%.2f", item.price), 10)
    print(name + qty + price)
}
let total = items.reduce(0.0) { $0 + Double($1.qty) * $1.price }
print("Total".padding(toLength: 21, withPad: " ", startingAt: 0) + leftPad(String(format: "%.2f", total), 10))

// Zero-padding numbers
for n in [7, 42, 123, 4567] {
    print(leftPad(String(n), 4, "0"), String(format: "%04d", n))
}

// Dot leaders for a table of contents
let chapters = [("Introduction", 1), ("Strings", 14), ("Collections", 103)]
for (title, page) in chapters {
    let p = String(page)
    print(title.padding(toLength: 24 - p.count, withPad: " .", startingAt: 0) + p)
}

// expect: [abc     ]
// expect: [abc.....]
// expect: [abc123123]
// expect: [abc231231]
// expect: [abc312312]
// expect: [trunc]
// expect: []
// expect: [abc]
// expect: Name              Qty     Price
// expect: -------------------------------
// expect: Widget..........    3      4.50
// expect: Gadget Pro Max..   12    129.99
// expect: Nut.............  250      0.05
// expect: Total                   1585.88
// expect: 0007 0007
// expect: 0042 0042
// expect: 0123 0123
// expect: 4567 4567
// expect: Introduction . . . . . 1
// expect: Strings . . . . . . . 14
// expect: Collections . . . . .103
