// Enumerations: raw values (implicit and explicit), associated values, switch matching, methods
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A clothing shop: opening days, shirt sizes, and the two kinds of code on a receipt.
enum OpeningDay: Int {
    case tuesday = 2, wednesday, thursday, friday
}
print(OpeningDay.thursday.rawValue)
if let d = OpeningDay(rawValue: 5) { print(d) }
print(OpeningDay(rawValue: 1) == nil)

enum ShirtSize: String {
    case small, medium
    case large = "L", extraLarge = "XL"
}
print(ShirtSize.small.rawValue, ShirtSize.large.rawValue, ShirtSize(rawValue: "XL")!)

enum ReceiptCode {
    case terminal(Int, Int, Int, Int)
    case voucher(String)
}
var code = ReceiptCode.terminal(4, 20417, 388, 9)
func show(_ c: ReceiptCode) {
    switch c {
    case let .terminal(till, batch, sequence, check):
        print("Terminal: till \(till), batch \(batch), sale \(sequence), check \(check).")
    case .voucher(let s):
        print("Voucher: \(s).")
    }
}
show(code)
code = .voucher("SPRING-SALE-25")
show(code)

enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case point

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rect(w, h): return w * h
        case .point: return 0
        }
    }
    mutating func scale(_ k: Double) {
        switch self {
        case .circle(let r): self = .circle(radius: r * k)
        case .rect(let w, let h): self = .rect(width: w * k, height: h * k)
        case .point: break
        }
    }
}
var shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4), .point]
for i in shapes.indices { shapes[i].scale(2) }
print(shapes.map { $0.area })
print(shapes[1])
if case .rect(let w, _) = shapes[1], w > 5 { print("wide rect \(w)") }
let circles = shapes.filter { if case .circle = $0 { return true } else { return false } }
print(circles.count)
// expect: 4
// expect: friday
// expect: true
// expect: small L extraLarge
// expect: Terminal: till 4, batch 20417, sale 388, check 9.
// expect: Voucher: SPRING-SALE-25.
// expect: [48.0, 48.0, 0.0]
// expect: rect(width: 6.0, height: 8.0)
// expect: wide rect 6.0
// expect: 1
