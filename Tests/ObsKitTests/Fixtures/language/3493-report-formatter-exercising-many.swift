// App code style: a report formatter exercising many String(format:) specifiers
import Foundation

struct Row { let name: String; let count: Int; let ratio: Double }
let rows = [Row(name: "alpha", count: 7, ratio: 0.5), Row(name: "beta", count: 1234, ratio: 12.345), Row(name: "gamma", count: -5, ratio: 99.999)]

for r in rows {
    print(String(format: "%@: [%5d] [%-5d] [%+d] [%.2f] [%8.3f] [%05.1f]", r.name, r.count, r.count, r.count, r.ratio, r.ratio, r.ratio))
}
print(String(format: "hex %x / %X / %08x / %#x", 255, 255, 3054, 16))
print(String(format: "octal %o, char %c, percent 100%%", 8, 65))
print(String(format: "sci %e and %.3e", 12345.678, 0.000123))
print(String(format: "general %g %g %g", 0.0001, 123456789.0, 2.5))
print(String(format: "long %ld, unsigned %lu", Int.max, UInt(42)))
print(String(format: "rounded %.0f %.0f %.0f", 1.5, 2.5, -0.4))
print(String(format: "reordered %2$@ then %1$@", "first", "second"))
print(String(format: "int64 %lld, short %hd", Int64(-9_000_000_000), Int16(300)))
let total = rows.reduce(0) { $0 + $1.count }
print(String(format: "Total: %d rows, sum %d, avg ratio %.4f", rows.count, total, rows.map(\.ratio).reduce(0, +) / 3))
let progress = [0.0, 0.333, 0.5, 1.0]
for p in progress {
    let filled = Int(p * 10)
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 10 - filled)
    print(String(format: "[%@] %3d%%", bar, Int(p * 100)))
}
// expect: alpha: [    7] [7    ] [+7] [0.50] [   0.500] [000.5]
// expect: beta: [ 1234] [1234 ] [+1234] [12.35] [  12.345] [012.3]
// expect: gamma: [   -5] [-5   ] [-5] [100.00] [  99.999] [100.0]
// expect: hex ff / FF / 00000bee / 0x10
// expect: octal 10, char A, percent 100%
// expect: sci 1.234568e+04 and 1.230e-04
// expect: general 0.0001 1.23457e+08 2.5
// expect: long 9223372036854775807, unsigned 42
// expect: rounded 2 2 -0
// expect: reordered second then first
// expect: int64 -9000000000, short 300
// expect: Total: 3 rows, sum 1236, avg ratio 37.6147
// expect: [..........]   0%
// expect: [###.......]  33%
// expect: [#####.....]  50%
// expect: [##########] 100%
