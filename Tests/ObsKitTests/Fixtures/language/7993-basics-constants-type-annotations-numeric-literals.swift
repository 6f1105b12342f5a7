// Swift book style (The Basics): constants, type annotations, numeric literals, tuples, optional binding
let maxAttempts = 5
var currentAttempt = 0
var a = 1, b = 2, c = 3
currentAttempt += 2
print(maxAttempts, currentAttempt, a + b + c)
var welcome: String
welcome = "Hello there"
print(welcome)
let decimal = 29
let binary = 0b11101
let octal = 0o35
let hex = 0x1D
print(decimal, binary, octal, hex)
let big = 1_000_000
let exp = 1.25e2
let hexFloat = 0xFp-2
print(big, exp, hexFloat)
print(UInt8.min, UInt8.max, Int16.max)
let three = 3
let frac = 0.14159
let pi = Double(three) + frac
print(pi)
print(Int(pi))
typealias Sample = UInt16
print(Sample.max)
let httpError = (404, "Not Found")
let (code, message) = httpError
print("code \(code), message \(message)")
let (onlyCode, _) = httpError
print(onlyCode, httpError.1)
let okStatus = (code: 200, text: "OK")
print(okStatus.code, okStatus.text)
let possible = "123"
let converted = Int(possible)
print(converted as Any)
if let n = Int("42"), let m = Int("8"), n > m {
    print("\(n) > \(m)")
}
let bad = Int("forty")
print(bad == nil)
let assumed: String! = "implicit"
let definite: String = assumed
print(definite)
let flag = true
if flag { print("flag on") }
// expect: 5 2 6
// expect: Hello there
// expect: 29 29 29 29
// expect: 1000000 125.0 3.75
// expect: 0 255 32767
// expect: 3.14159
// expect: 3
// expect: 65535
// expect: code 404, message Not Found
// expect: 404 Not Found
// expect: 200 OK
// expect: Optional(123)
// expect: 42 > 8
// expect: true
// expect: implicit
// expect: flag on
