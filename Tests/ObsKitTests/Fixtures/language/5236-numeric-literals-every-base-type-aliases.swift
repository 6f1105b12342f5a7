// Book style (The Basics): numeric literals in every base, type aliases, integer bounds, conversions, tuples and optional binding
let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger, binaryInteger, octalInteger, hexadecimalInteger)
let decimalDouble = 12.1875
let exponentDouble = 1.21875e1
let hexadecimalDouble = 0xC.3p0
print(decimalDouble == exponentDouble, exponentDouble == hexadecimalDouble, 1.25e-2, 0xFp2)
let paddedDouble = 000123.456
let oneMillion = 1_000_000
let justOverOneMillion = 1_000_000.000_000_1
print(paddedDouble, oneMillion, justOverOneMillion)

typealias AudioSample = UInt16
var maxAmplitudeFound = AudioSample.min
maxAmplitudeFound = AudioSample.max
print(maxAmplitudeFound, UInt8.max, Int8.min, Int32.max)
print(Int.max, Int64.min)

let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne)
let three = 3
let pointOneFourOneFiveNine = 0.14159
let pi = Double(three) + pointOneFourOneFiveNine
let integerPi = Int(pi)
print(pi, integerPi, Int(-3.9), Int(4.75))
print(Float(pi), 0.1 + 0.2, Double(Float(0.1)))
print(UInt8(exactly: 300) as Any, Int8(truncatingIfNeeded: 300), UInt8(clamping: -5))

let http404Error = (404, "Not Found")
let (statusCode, statusMessage) = http404Error
print("The status code is \(statusCode), message \(statusMessage)")
let (justTheStatusCode, _) = http404Error
print(justTheStatusCode, http404Error.1)
let http200Status = (statusCode: 200, description: "OK")
print(http200Status.statusCode, http200Status)

let possibleNumber = "123"
if let actualNumber = Int(possibleNumber) {
    print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
}
if let firstNumber = Int("4"), let secondNumber = Int("42"), firstNumber < secondNumber && secondNumber < 100 {
    print("\(firstNumber) < \(secondNumber) < 100")
}
var serverResponseCode: Int? = 404
serverResponseCode = nil
let myNumber = Int("x7")
if let myNumber { print(myNumber) } else { print("no number: \(serverResponseCode == nil)") }
let possibleString: String! = "An implicitly unwrapped optional string."
let implicitString: String = possibleString
print(implicitString.count, possibleString as Any)
let cat = "🐱"; print(cat)

// expect: 17 17 17 17
// expect: true true 0.0125 60.0
// expect: 123.456 1000000 1000000.0000001
// expect: 65535 255 -128 2147483647
// expect: 9223372036854775807 -9223372036854775808
// expect: 2001
// expect: 3.14159 3 -3 4
// expect: 3.14159 0.30000000000000004 0.10000000149011612
// expect: nil 44 0
// expect: The status code is 404, message Not Found
// expect: 404 Not Found
// expect: 200 (statusCode: 200, description: "OK")
// expect: The string "123" has an integer value of 123
// expect: 4 < 42 < 100
// expect: no number: true
// expect: 40 Optional("An implicitly unwrapped optional string.")
// expect: 🐱
