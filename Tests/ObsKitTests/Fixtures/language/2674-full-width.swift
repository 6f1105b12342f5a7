// Compiler test style: multipliedFullWidth and dividingFullWidth
let p = UInt8(200).multipliedFullWidth(by: 200)
print(p.high, p.low)
let q = Int8(-100).multipliedFullWidth(by: 100)
print(q.high, q.low)
let w = UInt64.max.multipliedFullWidth(by: UInt64.max)
print(w.high, w.low)
let i = Int64.max.multipliedFullWidth(by: 4)
print(i.high, i.low)
let d = UInt8(10).dividingFullWidth((high: 3, low: 0))
print(d.quotient, d.remainder)
let e = UInt16(1000).dividingFullWidth((high: 2, low: 500))
print(e.quotient, e.remainder)
let t = Int32(-7).multipliedFullWidth(by: 3)
print(t)

// expect: 156 64
// expect: -40 240
// expect: 18446744073709551614 1
// expect: 1 18446744073709551612
// expect: 76 8
// expect: 131 572
// expect: (high: -1, low: 4294967275)
