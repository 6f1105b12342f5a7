// Compiler test style: custom prefix and postfix operators and their binding
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix operator ^^
postfix func ^^ (n: Int) -> Int {
    var r = 1
    var k = n
    while k > 1 { r *= k; k -= 2 }
    return r
}
prefix operator ~~
prefix func ~~ (x: Int) -> Int { -x * 2 }
postfix operator ++
postfix func ++ (x: inout Int) -> Int {
    let old = x
    x += 1
    return old
}
print(√16.0)
print(√2.0 + 1)
print(7^^, 8^^)
print(~~5 + 1)
print(-(5^^))
var c = 10
let before = c++
print(before, c)
print([1, 2, 3].map { ~~$0 })
print(√(9.0 * 4.0))

// expect: 4.0
// expect: 2.414213562373095
// expect: 105 384
// expect: -9
// expect: -15
// expect: 10 11
// expect: [-2, -4, -6]
// expect: 6.0
