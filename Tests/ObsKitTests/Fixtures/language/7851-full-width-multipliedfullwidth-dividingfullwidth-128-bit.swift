// Blog style (full width): multipliedFullWidth and dividingFullWidth for 128-bit intermediates
let a: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
let r = a.multipliedFullWidth(by: a)
print(r.high, r.low)
let s = UInt8(200).multipliedFullWidth(by: 3)
print(s.high, s.low)
let t = Int8(-100).multipliedFullWidth(by: 100)
print(t.high, t.low)
let u = UInt32(123_456_789).multipliedFullWidth(by: 987_654_321)
print(u.high, u.low, UInt64(u.high) << 32 | UInt64(u.low))

let qr = UInt8(10).dividingFullWidth((high: 1, low: 4))
print(qr.quotient, qr.remainder)
func mulDiv(_ x: UInt64, _ y: UInt64, _ z: UInt64) -> UInt64 {
    let p = x.multipliedFullWidth(by: y)
    return z.dividingFullWidth(p).quotient
}
print(mulDiv(1 << 40, 1 << 40, 1 << 30))
print(mulDiv(UInt64.max, 3, 4))
let w = Int64.max.multipliedFullWidth(by: 2)
print(w.high, w.low)
// expect: 18446744073709551614 1
// expect: 2 88
// expect: -40 240
// expect: 28389652 4227814277 121932631112635269
// expect: 26 0
// expect: 1125899906842624
// expect: 13835058055282163711
// expect: 0 18446744073709551614
