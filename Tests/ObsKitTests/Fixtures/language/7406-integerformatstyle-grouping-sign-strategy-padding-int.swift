// Tutorial style (IntegerFormatStyle): grouping, sign strategy and padding on Int values
import Foundation

let en = Locale(identifier: "en_US")
let de = Locale(identifier: "de_DE")

let population = 8_045_311_447
print(population.formatted(.number.locale(en)))
print(population.formatted(.number.grouping(.never).locale(en)))
print(population.formatted(.number.locale(de)))

let style = IntegerFormatStyle<Int>(locale: en)
print(style.format(1234))
print(style.grouping(.never).format(1234))

let changes = [15, -3, 0, 1200]
for c in changes {
    print(c.formatted(.number.sign(strategy: .always()).locale(en)))
}
print(0.formatted(.number.sign(strategy: .always(includingZero: false)).locale(en)))

let counts: [Int] = [5, 50, 500, 5000, 50000]
let widest = counts.map { $0.formatted(.number.locale(en)) }.map { $0.count }.max()!
for c in counts {
    let text = c.formatted(.number.locale(en))
    print(String(repeating: " ", count: widest - text.count) + text)
}

let small: Int8 = -128
print(small.formatted(.number.locale(en)))
let big: UInt64 = 18_446_744_073_709_551_615
print(big.formatted(.number.locale(en)))
print(42.formatted())
// expect: 8,045,311,447
// expect: 8045311447
// expect: 8.045.311.447
// expect: 1,234
// expect: 1234
// expect: +15
// expect: -3
// expect: +0
// expect: +1,200
// expect: 0
// expect:      5
// expect:     50
// expect:    500
// expect:  5,000
// expect: 50,000
// expect: -128
// expect: 18,446,744,073,709,551,615
// expect: 42
