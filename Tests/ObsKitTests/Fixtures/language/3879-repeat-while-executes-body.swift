// Compiler test style: repeat-while executes its body at least once
var i = 10
repeat {
    print("body runs with i = \(i)")
    i += 1
} while i < 5

var digits: [Int] = []
var number = 90210
repeat {
    digits.append(number % 10)
    number /= 10
} while number > 0
print("digits reversed: \(digits)")

var zero = 0
var zeroDigits = 0
repeat {
    zeroDigits += 1
    zero /= 10
} while zero != 0
print("zero has \(zeroDigits) digit")

var a = 1071, b = 462
repeat {
    let t = a % b
    a = b
    b = t
} while b != 0
print("gcd = \(a)")

var attempts = 0
var value = 1
outer: repeat {
    attempts += 1
    value *= 3
    if value % 7 == 5 { break outer }
} while attempts < 20
print("attempts \(attempts), value \(value)")
// expect: body runs with i = 10
// expect: digits reversed: [0, 1, 2, 0, 9]
// expect: zero has 1 digit
// expect: gcd = 21
// expect: attempts 5, value 243
