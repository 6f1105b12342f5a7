// Compiler test style: overflow-reporting arithmetic and checked versus wrapping operators on sized integers

func checkedAdd<T: FixedWidthInteger>(_ a: T, _ b: T) -> T? {
  let (r, o) = a.addingReportingOverflow(b)
  return o ? nil : r
}

func checkedMul<T: FixedWidthInteger>(_ a: T, _ b: T) -> T? {
  let r = a.multipliedReportingOverflow(by: b)
  return r.overflow ? nil : r.partialValue
}

func show<T>(_ x: T?) -> String {
  if let v = x {
    return "\(v)"
  }
  return "overflow"
}

print(show(checkedAdd(UInt8(200), 55)))
print(show(checkedAdd(UInt8(200), 56)))
print(show(checkedAdd(Int8(-100), -28)))
print(show(checkedAdd(Int8(-100), -29)))
print(show(checkedMul(Int16(181), 181)))
print(show(checkedMul(Int16(182), 182)))
print(show(checkedMul(UInt32(65536), 65535)))
print(show(checkedMul(UInt32(65536), 65536)))

let sub = UInt8(5).subtractingReportingOverflow(10)
print(sub.partialValue, sub.overflow)
var minusOne: Int8 = -1
var zero = 0
let div = Int8.min.dividedReportingOverflow(by: minusOne)
print(div.partialValue, div.overflow)
let rem = Int8.min.remainderReportingOverflow(dividingBy: minusOne)
print(rem.partialValue, rem.overflow)
let divZero = 10.dividedReportingOverflow(by: zero)
print(divZero.partialValue, divZero.overflow)

let full = UInt8(200).multipliedFullWidth(by: 200)
print(full.high, full.low)
print(UInt16(full.high) << 8 | UInt16(full.low))
let full64 = UInt64.max.multipliedFullWidth(by: UInt64.max)
print(full64.high, full64.low)

func factorial<T: FixedWidthInteger>(_ n: Int, as: T.Type) -> T? {
  var acc: T = 1
  var i = 2
  while i <= n {
    let r = acc.multipliedReportingOverflow(by: T(i))
    if r.overflow { return nil }
    acc = r.partialValue
    i += 1
  }
  return acc
}

print(show(factorial(5, as: UInt8.self)))
print(show(factorial(6, as: UInt8.self)))
print(show(factorial(7, as: Int16.self)))
print(show(factorial(8, as: Int16.self)))
print(show(factorial(20, as: Int64.self)))
print(show(factorial(21, as: Int64.self)))

func largestFactorial<T: FixedWidthInteger>(_ t: T.Type) -> Int {
  var n = 1
  while factorial(n + 1, as: t) != nil {
    n += 1
  }
  return n
}
print(largestFactorial(UInt8.self), largestFactorial(Int8.self), largestFactorial(UInt16.self), largestFactorial(Int32.self), largestFactorial(UInt64.self))

func saturatingAdd<T: FixedWidthInteger>(_ a: T, _ b: T) -> T {
  let (r, o) = a.addingReportingOverflow(b)
  if !o { return r }
  return b > 0 ? T.max : T.min
}
print(saturatingAdd(Int8(100), 100), saturatingAdd(Int8(-100), -100), saturatingAdd(Int8(5), 6))
print(saturatingAdd(UInt8(250), 10), saturatingAdd(UInt16(1), 1))

var fibs: [UInt8] = [1, 1]
while let next = checkedAdd(fibs[fibs.count - 1], fibs[fibs.count - 2]) {
  fibs.append(next)
}
print(fibs)
print(fibs.count)

// expect: 255
// expect: overflow
// expect: -128
// expect: overflow
// expect: 32761
// expect: overflow
// expect: 4294901760
// expect: overflow
// expect: 251 true
// expect: -128 true
// expect: 0 true
// expect: 10 true
// expect: 156 64
// expect: 40000
// expect: 18446744073709551614 1
// expect: 120
// expect: overflow
// expect: 5040
// expect: overflow
// expect: 2432902008176640000
// expect: overflow
// expect: 5 5 8 12 20
// expect: 127 -128 11
// expect: 255 2
// expect: [1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]
// expect: 13
