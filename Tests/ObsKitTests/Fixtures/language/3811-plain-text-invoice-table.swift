// App code style: a plain-text invoice table laid out with padding(toLength:withPad:startingAt:)
import Foundation

struct Line { let item: String; let qty: Int; let price: Double }

let lines = [
    Line(item: "Widget", qty: 3, price: 4.5),
    Line(item: "Extra-long gadget name", qty: 1, price: 129.99),
    Line(item: "Bolt", qty: 250, price: 0.04),
]

func left(_ s: String, _ w: Int) -> String { s.padding(toLength: w, withPad: " ", startingAt: 0) }
func right(_ s: String, _ w: Int) -> String {
    s.count >= w ? s : String(repeating: " ", count: w - s.count) + s
}

let header = left("Item", 14) + right("Qty", 5) + right("Total", 10)
print(header)
print("".padding(toLength: header.count, withPad: "=", startingAt: 0))
var grand = 0.0
for l in lines {
    let total = Double(l.qty) * l.price
    grand += total
    print(left(l.item, 14) + right(String(l.qty), 5) + right(String(format: "%.2f", total), 10))
}
print("".padding(toLength: header.count, withPad: "-", startingAt: 0))
print(left("TOTAL", 19) + right(String(format: "%.2f", grand), 10))

print("dots: [" + "Chapter 1".padding(toLength: 20, withPad: ".", startingAt: 0) + "7]")
print("pattern: [" + "".padding(toLength: 11, withPad: "<->", startingAt: 0) + "]")
print("offset pad: [" + "ab".padding(toLength: 9, withPad: "123", startingAt: 1) + "]")
print("truncate: [" + "Truncation".padding(toLength: 5, withPad: "*", startingAt: 0) + "]")
print("exact: [" + "four".padding(toLength: 4, withPad: "*", startingAt: 0) + "]")
let code = "7".padding(toLength: 3, withPad: "0", startingAt: 0)
print("right-padded code:", code)
let receiptNo = String(repeating: "0", count: max(0, 6 - String(42).count)) + String(42)
print("receipt #\(receiptNo)")
// expect: Item            Qty     Total
// expect: =============================
// expect: Widget            3     13.50
// expect: Extra-long gad    1    129.99
// expect: Bolt            250     10.00
// expect: -----------------------------
// expect: TOTAL                  153.49
// expect: dots: [Chapter 1...........7]
// expect: pattern: [<-><-><-><-]
// expect: offset pad: [ab2312312]
// expect: truncate: [Trunc]
// expect: exact: [four]
// expect: right-padded code: 700
// expect: receipt #000042
