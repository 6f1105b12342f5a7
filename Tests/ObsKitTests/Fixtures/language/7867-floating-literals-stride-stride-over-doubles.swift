// Blog style (floating literals and stride): stride over doubles and accumulated error
for x in stride(from: 0.0, to: 1.0, by: 0.25) {
    print(x, terminator: " ")
}
print()
let steps = Array(stride(from: 0.0, through: 1.0, by: 0.1))
print(steps.count, steps.last!)
print(steps)
var sum: Float = 0
for _ in 1...1000 { sum += 0.001 }
print(sum)
var sumD = 0.0
for _ in 1...1000 { sumD += 0.001 }
print(sumD)
print(0x1p4, 0x1.8p1, 1_000.5e-1)
print(1e-3 * 1000 == 1)
print(Array(stride(from: 10, to: 0, by: -3)))
print(Array(stride(from: Float(1), through: 2, by: 0.5)))
// expect: 0.0 0.25 0.5 0.75 
// expect: 11 1.0
// expect: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1.0]
// expect: 0.9999907
// expect: 1.0000000000000007
// expect: 16.0 3.0 100.05
// expect: true
// expect: [10, 7, 4, 1]
// expect: [1.0, 1.5, 2.0]
