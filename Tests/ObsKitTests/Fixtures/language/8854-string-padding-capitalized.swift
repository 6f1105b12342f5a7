// Apple docs style (String): capitalized titles and padded table columns
import Foundation

let raw = ["the great gatsby", "to kill a mockingbird", "one hundred years of solitude"]
for title in raw {
    print(title.capitalized)
}
print("hELLO wORLD".capitalized)
print("mary-jane watson".capitalized)
print("SHOUTING".lowercased(), "whisper".uppercased())

// padding(toLength:withPad:startingAt:)
print("[" + "Name".padding(toLength: 10, withPad: " ", startingAt: 0) + "]")
print("[" + "Truncated text".padding(toLength: 9, withPad: " ", startingAt: 0) + "]")
print("abc".padding(toLength: 10, withPad: "12345", startingAt: 2))
print("Chapter 1".padding(toLength: 20, withPad: ". ", startingAt: 0) + "7")

// an inventory table
let inventory: [(String, Int, Double)] = [
    ("apples", 120, 0.5),
    ("blueberries", 8, 4.25),
    ("watermelon", 3, 6.0),
]
let header = "Item".padding(toLength: 12, withPad: " ", startingAt: 0)
    + "Qty".padding(toLength: 5, withPad: " ", startingAt: 0)
    + "Price"
print(header)
print(String(repeating: "-", count: header.count))
for (name, qty, price) in inventory {
    let qtyText = String(qty)
    let row = name.capitalized.padding(toLength: 12, withPad: " ", startingAt: 0)
        + String(repeating: " ", count: 3 - qtyText.count) + qtyText + "  "
        + String(format: "%.2f", price)
    print(row)
}

// right-align numbers with a leading pad
func leftPad(_ s: String, _ width: Int, _ pad: Character = " ") -> String {
    String(repeating: pad, count: max(0, width - s.count)) + s
}
print(["7", "42", "1234"].map { leftPad($0, 6, "0") })

// expect: The Great Gatsby
// expect: To Kill A Mockingbird
// expect: One Hundred Years Of Solitude
// expect: Hello World
// expect: Mary-Jane Watson
// expect: shouting WHISPER
// expect: [Name      ]
// expect: [Truncated]
// expect: abc3451234
// expect: Chapter 1. . . . . .7
// expect: Item        Qty  Price
// expect: ----------------------
// expect: Apples      120  0.50
// expect: Blueberries   8  4.25
// expect: Watermelon    3  6.00
// expect: ["000007", "000042", "001234"]
