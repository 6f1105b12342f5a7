// Comparing integers of different widths with each other and with literals, min/max and sorting arrays of them.
// Expected output: swiftc 6.3.1 on this machine.
let small: UInt8 = 200
let signed: Int8 = -5
print(small > 100, signed < 0, small == 200, signed != -5)
print(Int16(small) > Int16(signed), small > signed, UInt16(small) == 200)
let levels: [UInt8] = [30, 250, 7, 128]
print(levels.max()!, levels.min()!, levels.sorted(), levels.sorted(by: >))
print(max(UInt8(3), UInt8(9)), min(Int16(-4), 2), levels.contains(7))
let sum = levels.reduce(0) { $0 + Int($1) }
print(sum, levels.map { $0 / 2 })

// expect: true true true false
// expect: true true true
// expect: 250 7 [7, 30, 128, 250] [250, 128, 30, 7]
// expect: 9 -4 true
// expect: 415 [15, 125, 3, 64]
