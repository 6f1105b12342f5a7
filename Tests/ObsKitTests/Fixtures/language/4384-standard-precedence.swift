// Compiler test style: precedence and associativity of standard operators mixed in one expression

let a = 2
let b = 3
let c = 4
let t = true
let f = false
let n: Int? = nil

print(a + b * c)
print((a + b) * c)
print(a * b % c)
print(a - b - c)
print(a * b / c * c)
print(100 / 10 / 5)
print(-a * -b)
print(a << 2 + 1)
print(a << 2 * b)
print(a & 3 + 1)
print((a & 3) + 1)
print(a | b ^ c)
print(a & b | c)
print(a + b < c)
print((a < b) == (b < c))
print(t || f && f)
print((t || f) && f)
print(!t || t)
print(!(t || t))
print(a == 2 && b == 3 || c == 0)
print(n ?? a + b)
print((n ?? a) + b)
print(n ?? n ?? c)
print(t ? a : b + 10)
print(f ? a : t ? b : c)
print(a < b ? "less" : "not less")
print(a...b ~= 3)
print(1 + 1...2 + 2)
let r = 0..<a + b
print(r.count)
print(a + b as Int == 5)
print(Double(a) * 0.5 + 1)
print(a as Any is Int)
print(a * b == 6 ? "six" : "other")
var x = 1
x += a * b
print(x)
x -= 10 - 2 * 3
print(x)
x <<= 1 + 1
print(x)
print(-5 % 3, 5 % -3, -5 / 3)
print(~a + 1, ~(a + 1))
print(a &+ b &* c, (a &+ b) &* c)
print(1 - 2 - 3 - 4, 2 * 3 + 4 * 5 - 6 / 2)

// expect: 14
// expect: 20
// expect: 2
// expect: -5
// expect: 4
// expect: 2
// expect: 6
// expect: 9
// expect: 24
// expect: 3
// expect: 3
// expect: 7
// expect: 6
// expect: false
// expect: true
// expect: true
// expect: false
// expect: true
// expect: false
// expect: true
// expect: 5
// expect: 5
// expect: 4
// expect: 2
// expect: 3
// expect: less
// expect: true
// expect: 2...4
// expect: 5
// expect: true
// expect: 2.0
// expect: true
// expect: six
// expect: 7
// expect: 3
// expect: 12
// expect: -2 2 -1
// expect: -2 -4
// expect: 14 20
// expect: -8 23
