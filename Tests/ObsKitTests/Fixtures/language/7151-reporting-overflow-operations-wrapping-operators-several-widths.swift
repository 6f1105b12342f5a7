// Standard library API style (integer overflow arithmetic): reporting-overflow operations and wrapping operators on several widths
let a: Int8 = 100
let b: Int8 = 50
let sum = a.addingReportingOverflow(b)
print("Int8 100+50:", sum.partialValue, sum.overflow)
let diff = Int8.min.subtractingReportingOverflow(1)
print("Int8 min-1:", diff.partialValue, diff.overflow)
let prod = Int16(300).multipliedReportingOverflow(by: 200)
print("Int16 300*200:", prod.partialValue, prod.overflow)
let minusOne: Int32 = -1
let zero32: Int32 = 0
let div = Int32.min.dividedReportingOverflow(by: minusOne)
print("Int32 min / -1:", div.partialValue, div.overflow)
let divZero = Int32(7).dividedReportingOverflow(by: zero32)
print("Int32 7 / 0:", divZero.partialValue, divZero.overflow)
let rem = Int64.min.remainderReportingOverflow(dividingBy: Int64(minusOne))
print("Int64 min % -1:", rem.partialValue, rem.overflow)
let ok = UInt8(200).addingReportingOverflow(55)
print("UInt8 200+55:", ok.partialValue, ok.overflow)
let over = UInt8(200).addingReportingOverflow(56)
print("UInt8 200+56:", over.partialValue, over.overflow)

print("wrap add:", UInt8.max &+ 1, Int8.max &+ 1)
print("wrap sub:", UInt8.min &- 1, Int16.min &- 1)
print("wrap mul:", UInt8(16) &* 17, Int8(64) &* 4)
print("wrap shl:", UInt8(1) &<< 9, Int32(1) &<< 33)
print("wrap shr:", UInt8(128) &>> 9, Int8(-128) &>> 3)
print("plain shifts:", UInt8(1) << 9, Int8(-1) >> 10, Int(1) << -1)

var counter: UInt16 = 65530
for _ in 0..<8 {
    counter &+= 1
}
print("counter wrapped:", counter)
var m: Int8 = -7
m &*= 20
print("m &*= 20:", m)
var n: UInt32 = 3
n &-= 5
print("n &-= 5:", n)

let full = UInt8(250).multipliedFullWidth(by: 250)
print("UInt8 250*250 full:", full.high, full.low)
let fullSigned = Int8(-100).multipliedFullWidth(by: 100)
print("Int8 -100*100 full:", fullSigned.high, fullSigned.low)
let big = UInt64.max.multipliedFullWidth(by: UInt64.max)
print("UInt64 max^2 full:", big.high, big.low)
let back = UInt8(200).dividingFullWidth((high: 3, low: 16))
print("UInt8 (3,16)/200:", back.quotient, back.remainder)
let back2 = Int16(-7).dividingFullWidth((high: 0, low: 100))
print("Int16 (0,100)/-7:", back2.quotient, back2.remainder)

// expect: Int8 100+50: -106 true
// expect: Int8 min-1: 127 true
// expect: Int16 300*200: -5536 true
// expect: Int32 min / -1: -2147483648 true
// expect: Int32 7 / 0: 7 true
// expect: Int64 min % -1: 0 true
// expect: UInt8 200+55: 255 false
// expect: UInt8 200+56: 0 true
// expect: wrap add: 0 -128
// expect: wrap sub: 255 32767
// expect: wrap mul: 16 0
// expect: wrap shl: 2 2
// expect: wrap shr: 64 -16
// expect: plain shifts: 0 -1 0
// expect: counter wrapped: 2
// expect: m &*= 20: 116
// expect: n &-= 5: 4294967294
// expect: UInt8 250*250 full: 244 36
// expect: Int8 -100*100 full: -40 240
// expect: UInt64 max^2 full: 18446744073709551614 1
// expect: UInt8 (3,16)/200: 3 184
// expect: Int16 (0,100)/-7: -14 2
