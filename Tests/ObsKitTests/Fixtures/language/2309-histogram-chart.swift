// Compiler test style: hand-built text charts: right-aligned labels, scaled bars with String(repeating:), axis and legend
let sales: [(region: String, units: Int)] = [
  ("North", 42), ("South", 17), ("East", 63), ("West", 8), ("Central", 30),
]

func rightAlign(_ s: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - s.count)) + s
}

let labelWidth = sales.map { $0.region.count }.max() ?? 0
let maxUnits = sales.map(\.units).max() ?? 1
let barWidth = 20

func bar(_ value: Int) -> String {
  let scaled = (value * barWidth * 2 + maxUnits) / (maxUnits * 2)
  let full = String(repeating: "#", count: scaled)
  return full + String(repeating: ".", count: barWidth - scaled)
}

for entry in sales.sorted(by: { $0.units > $1.units }) {
  print(rightAlign(entry.region, labelWidth) + " |" + bar(entry.units) + "| " + rightAlign(String(entry.units), 3))
}
let axis = String(repeating: " ", count: labelWidth + 1) + "+" + String(repeating: "-", count: barWidth) + "+"
print(axis)
var ticks = String(repeating: " ", count: labelWidth + 2)
for i in stride(from: 0, through: barWidth, by: 5) {
  let label = String(i * maxUnits / barWidth)
  let target = labelWidth + 2 + i
  while ticks.count < target { ticks += " " }
  ticks += label
}
print(ticks)

let total = sales.reduce(0) { $0 + $1.units }
let shares = sales.map { (name: $0.region, pct: ($0.units * 100 + total / 2) / total) }
print("total:", total, "shares:", shares.map { "\($0.name.prefix(1))=\($0.pct)%" }.joined(separator: " "))

let buckets = [3, 7, 12, 18, 21, 25, 26, 33, 38, 41, 44, 45, 49]
var counts = Array(repeating: 0, count: 5)
for v in buckets { counts[min(v / 10, 4)] += 1 }
for row in stride(from: counts.max()!, to: 0, by: -1) {
  print(rightAlign(String(row), 2) + " " + counts.map { $0 >= row ? "[]" : "  " }.joined(separator: " "))
}
print("   " + (0..<5).map { "\($0)x" }.joined(separator: " "))

// expect:    East |####################|  63
// expect:   North |#############.......|  42
// expect: Central |##########..........|  30
// expect:   South |#####...............|  17
// expect:    West |###.................|   8
// expect:         +--------------------+
// expect:          0    15   31   47   63
// expect: total: 160 shares: N=26% S=11% E=39% W=5% C=19%
// expect:  4             []
// expect:  3       []    []
// expect:  2 [] [] [] [] []
// expect:  1 [] [] [] [] []
// expect:    0x 1x 2x 3x 4x
