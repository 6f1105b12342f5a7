// App code style: number formatting by hand: thousands separators, fixed decimals from cents, padding
func groupThousands(_ n: Int, sep: Character = ",") -> String {
    let negative = n < 0
    var digits = Array(String(negative ? -n : n))
    var out: [Character] = []
    var count = 0
    while let d = digits.popLast() {
        if count > 0 && count % 3 == 0 { out.append(sep) }
        out.append(d)
        count += 1
    }
    return (negative ? "-" : "") + String(out.reversed())
}

func fixed(_ cents: Int, decimals: Int = 2) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let neg = cents < 0
    let a = neg ? -cents : cents
    var frac = String(a % scale)
    while frac.count < decimals { frac = "0" + frac }
    return (neg ? "-" : "") + groupThousands(a / scale) + (decimals > 0 ? "." + frac : "")
}

func leftPad(_ s: String, to width: Int, with c: Character = " ") -> String {
    s.count >= width ? s : String(repeating: c, count: width - s.count) + s
}

func percent(_ part: Int, of whole: Int) -> String {
    guard whole != 0 else { return "n/a" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
}

func compact(_ n: Int) -> String {
    let units: [(Int, String)] = [(1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K")]
    for (size, suffix) in units where n >= size {
        let tenths = n * 10 / size
        if tenths % 10 == 0 { return "\(tenths / 10)\(suffix)" }
        return "\(tenths / 10).\(tenths % 10)\(suffix)"
    }
    return String(n)
}

let samples = [0, 7, 999, 1000, 12345, -987654, 1_000_000, 2_147_483_647]
for n in samples {
    print(leftPad(String(n), to: 12) + " | " + leftPad(groupThousands(n), to: 14) + " | " + groupThousands(n, sep: "."))
}
print("")
let cents = [0, 5, 99, 100, 123456, -250, 100000001]
for c in cents {
    print("[" + leftPad(fixed(c), to: 16) + "] [" + fixed(c, decimals: 3) + "] [" + fixed(c, decimals: 0) + "]")
}
print("")
print(percent(1, of: 3), percent(2, of: 3), percent(50, of: 200), percent(1, of: 0))
for n in [999, 1000, 1500, 12_345, 999_999, 1_250_000, 3_000_000_000] {
    print(leftPad(compact(n), to: 6), terminator: n == 3_000_000_000 ? "\n" : " ")
}
print(leftPad("42", to: 6, with: "0"), leftPad("toolong", to: 3, with: "*"))
let receipt: [(String, Int)] = [("Coffee", 350), ("Bagel", 1225), ("Gift card", 500000)]
var total = 0
for (name, price) in receipt {
    total += price
    let dots = String(repeating: ".", count: 24 - name.count - fixed(price).count)
    print(name + dots + fixed(price))
}
print("Total" + String(repeating: ".", count: 24 - 5 - fixed(total).count) + fixed(total))
// expect:            0 |              0 | 0
// expect:            7 |              7 | 7
// expect:          999 |            999 | 999
// expect:         1000 |          1,000 | 1.000
// expect:        12345 |         12,345 | 12.345
// expect:      -987654 |       -987,654 | -987.654
// expect:      1000000 |      1,000,000 | 1.000.000
// expect:   2147483647 |  2,147,483,647 | 2.147.483.647
// expect:
// expect: [            0.00] [0.000] [0]
// expect: [            0.05] [0.005] [5]
// expect: [            0.99] [0.099] [99]
// expect: [            1.00] [0.100] [100]
// expect: [        1,234.56] [123.456] [123,456]
// expect: [           -2.50] [-0.250] [-250]
// expect: [    1,000,000.01] [100,000.001] [100,000,001]
// expect:
// expect: 33.3% 66.7% 25.0% n/a
// expect:    999     1K   1.5K  12.3K 999.9K   1.2M     3B
// expect: 000042 toolong
// expect: Coffee..............3.50
// expect: Bagel..............12.25
// expect: Gift card.......5,000.00
// expect: Total...........5,015.75
