// Compiler test style: string formatting by hand: padding with String(repeating:), thousands separators, fixed-point money
func padLeft(_ s: String, _ width: Int, _ fill: Character = " ") -> String {
  let n = width - s.count
  return n > 0 ? String(repeating: fill, count: n) + s : s
}
func padRight(_ s: String, _ width: Int) -> String {
  let n = width - s.count
  return n > 0 ? s + String(repeating: " ", count: n) : s
}
func center(_ s: String, _ width: Int) -> String {
  let total = max(0, width - s.count)
  let left = total / 2
  return String(repeating: " ", count: left) + s + String(repeating: " ", count: total - left)
}

func grouped(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var out = ""
  for (i, ch) in digits.enumerated() {
    if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
    out.append(ch)
  }
  return (n < 0 ? "-" : "") + out
}

func money(cents: Int) -> String {
  let sign = cents < 0 ? "-" : ""
  let abs = cents.magnitude
  return sign + "$" + grouped(Int(abs / 100)) + "." + padLeft(String(abs % 100), 2, "0")
}

func percent(_ part: Int, of whole: Int) -> String {
  let tenths = (part * 1000 + whole / 2) / whole
  return "\(tenths / 10).\(tenths % 10)%"
}

let items: [(String, Int, Int)] = [
  ("Widget", 3, 1999), ("Gadget (large)", 1, 1_250_000), ("Nut", 250, 7), ("Refund", 1, -4550),
]
let nameWidth = items.map { $0.0.count }.max()! + 2
print("+" + String(repeating: "-", count: nameWidth + 28) + "+")
print("|" + center("INVOICE", nameWidth + 28) + "|")
print("+" + String(repeating: "-", count: nameWidth + 28) + "+")
var grand = 0
for (name, qty, price) in items {
  let line = qty * price
  grand += line
  print("|" + padRight(name, nameWidth) + padLeft(String(qty), 4) + " x " + padLeft(money(cents: price), 21) + "|")
}
print("+" + String(repeating: "=", count: nameWidth + 28) + "+")
print("|" + padRight("TOTAL", nameWidth) + padLeft(money(cents: grand), 28) + "|")
print(grouped(0), grouped(999), grouped(1000), grouped(-1234567), grouped(Int.max))
print(money(cents: 5), money(cents: -100), money(cents: 123456789))
print(percent(1, of: 3), percent(2, of: 3), percent(7, of: 7), percent(1, of: 8))
print(padLeft("7", 3, "0") + ":" + padLeft("5", 2, "0"), "[" + center("ab", 7) + "]")

// expect: +--------------------------------------------+
// expect: |                  INVOICE                   |
// expect: +--------------------------------------------+
// expect: |Widget             3 x                $19.99|
// expect: |Gadget (large)     1 x            $12,500.00|
// expect: |Nut              250 x                 $0.07|
// expect: |Refund             1 x               -$45.50|
// expect: +============================================+
// expect: |TOTAL                             $12,531.97|
// expect: 0 999 1,000 -1,234,567 9,223,372,036,854,775,807
// expect: $0.05 -$1.00 $1,234,567.89
// expect: 33.3% 66.7% 100.0% 12.5%
// expect: 007:05 [  ab   ]
