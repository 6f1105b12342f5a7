// overflow-ops
// expected output: swiftc 6.3.1 (Linux), run on this machine
let big = Int8.max
print(big &+ 1, Int8.min &- 1, big &* 2, Int8(-128) &* -1)
print(UInt8(255) &+ 1, UInt8(0) &- 1, UInt8(16) &* 16, UInt8(200) &+ 100)
print(Int16(300) &* 300, UInt16.max &+ 2, Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max)
print(UInt32.max &* UInt32.max, UInt64(1) &<< 63, Int64.min &* -1 == Int64.min)

let r1 = Int8(100).addingReportingOverflow(50)
let r2 = UInt8(10).subtractingReportingOverflow(20)
let r3 = Int32(70000).multipliedReportingOverflow(by: 70000)
let divisors = [0, -1]
let r4 = Int(10).dividedReportingOverflow(by: divisors[0])
let r5 = Int8.min.dividedReportingOverflow(by: Int8(divisors[1]))
let r6 = Int(7).remainderReportingOverflow(dividingBy: divisors[0])
print(r1.partialValue, r1.overflow, r2.partialValue, r2.overflow)
print(r3.partialValue, r3.overflow, r4.partialValue, r4.overflow, r5.partialValue, r5.overflow, r6.overflow)
print(Int8(5).addingReportingOverflow(5).overflow, UInt(3).multipliedReportingOverflow(by: 4))

print(UInt8(1) &<< 9, UInt8(0b1000_0000) &>> 9, Int8(1) &<< 7, Int32(1) &<< 33)
print(1 << 70, 1 >> 70, -8 >> 70, 8 << -1, 8 >> -2, Int8(-128) >> 1, UInt8(128) >> 1)

func fnv1a(_ s: String) -> UInt32 {
    var h: UInt32 = 2166136261
    for b in s.utf8 { h ^= UInt32(b); h = h &* 16777619 }
    return h
}
print(fnv1a(""), fnv1a("a"), fnv1a("hello"), String(fnv1a("swift"), radix: 16))

struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
}
var g = LCG(state: 42)
print((0..<4).map { _ in g.next() % 1000 })

func djb2(_ s: String) -> UInt64 { s.utf8.reduce(5381) { ($0 &<< 5) &+ $0 &+ UInt64($1) } }
print(djb2("abc"), djb2("The quick brown fox jumps over the lazy dog") % 1_000_000)

var acc: Int8 = 120
for _ in 0..<5 { acc = acc &+ 3 }
print(acc)
var wrapping: UInt16 = 65530
wrapping &+= 10
var neg: Int8 = -100
neg &-= 100
var mul: UInt8 = 20
mul &*= 20
print(wrapping, neg, mul)

func checkedAdd(_ a: Int8, _ b: Int8) -> String {
    let (v, o) = a.addingReportingOverflow(b)
    return o ? "overflow(\(v))" : "\(v)"
}
print(checkedAdd(100, 27), checkedAdd(100, 28), checkedAdd(-100, -29), checkedAdd(-100, -28))
print(Int8.max.multipliedFullWidth(by: Int8.max), UInt8.max.multipliedFullWidth(by: 2))
let full = UInt64.max.multipliedFullWidth(by: UInt64.max)
print(full.high, full.low)

// expect: -128 127 -2 -128
// expect: 0 255 0 44
// expect: 24464 1 true true
// expect: 1 9223372036854775808 true
// expect: -106 true 246 true
// expect: 605032704 true 10 true -128 true true
// expect: false (partialValue: 12, overflow: false)
// expect: 2 64 -128 2
// expect: 0 0 -1 4 32 -64 64
// expect: 2166136261 3826002220 1335831723 b13260d8
// expect: [334, 26, 538, 503]
// expect: 193485963 251294
// expect: -121
// expect: 4 56 144
// expect: 127 overflow(-128) overflow(127) -128
// expect: (high: 63, low: 1) (high: 1, low: 254)
// expect: 18446744073709551614 1
