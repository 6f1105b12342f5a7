// Compiler test style: user-defined compound assignment operators and evaluation order
infix operator <>=: AssignmentPrecedence
func <>= (lhs: inout String, rhs: String) { lhs = rhs + lhs + rhs }
infix operator %%=: AssignmentPrecedence
func %%= (lhs: inout Int, rhs: Int) {
    let r = lhs % rhs
    lhs = r < 0 ? r + rhs : r
}
struct Counter {
    var value = 0
    static func += (c: inout Counter, n: Int) { c.value += n * 10 }
}
var s = "x"
s <>= "[]"
print(s)
var n = -17
n %%= 5
print(n)
var counters = [Counter(), Counter()]
counters[1] += 3
counters[0] += counters[1].value
print(counters.map { $0.value })
var log: [String] = []
func idx(_ i: Int) -> Int { log.append("idx\(i)"); return i }
func val(_ v: Int) -> Int { log.append("val\(v)"); return v }
var arr = [1, 2, 3]
arr[idx(2)] += val(5)
print(arr, log)
var bits: UInt8 = 0b1010
bits <<= 2
bits |= 1
bits ^= 0xFF
print(bits)

// expect: []x[]
// expect: 3
// expect: [300, 30]
// expect: [1, 2, 8] ["idx2", "val5"]
// expect: 214
