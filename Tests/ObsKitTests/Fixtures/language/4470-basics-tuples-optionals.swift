// Swift book style: The Basics + Basic Operators - tuples, optionals, optional binding, nil-coalescing, ranges, ternary
let http404Error = (404, "Not Found")
let (statusCode, statusMessage) = http404Error
print("The status code is \(statusCode)")
print("The status message is \(statusMessage)")
let (justTheStatusCode, _) = http404Error
print("Just the code: \(justTheStatusCode)")
print("Index access: \(http404Error.0) / \(http404Error.1)")

let http200Status = (statusCode: 200, description: "OK")
print("Named: \(http200Status.statusCode) \(http200Status.description)")

let minValue = UInt8.min
let maxValue = UInt8.max
print("UInt8 range: \(minValue)...\(maxValue)")
let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger == binaryInteger && octalInteger == hexadecimalInteger)
let oneMillion = 1_000_000
print("one million = \(oneMillion)")
let pi = 3 + 0.14159
print("pi approx \(pi)")
let integerPi = Int(pi)
print("integer pi \(integerPi)")

let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
if let actualNumber = convertedNumber {
    print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
} else {
    print("The string \"\(possibleNumber)\" couldn't be converted to an integer")
}
let notNumber = "hello"
if let n = Int(notNumber) {
    print("weird: \(n)")
} else {
    print("\"\(notNumber)\" is not a number")
}

var serverResponseCode: Int? = 404
print(serverResponseCode ?? -1)
serverResponseCode = nil
print(serverResponseCode ?? -1)

let myNumber: Int? = 42
if let myNumber {
    print("My number is \(myNumber)")
}

if let firstNumber = Int("4"), let secondNumber = Int("42"), firstNumber < secondNumber && secondNumber < 100 {
    print("\(firstNumber) < \(secondNumber) < 100")
}

let possibleString: String? = "An optional string."
let forcedString: String = possibleString!
print(forcedString)
let assumedString: String! = "An implicitly unwrapped optional string."
let implicitString: String = assumedString
print(implicitString)

let age = 3
assert(age >= 0, "A person's age can't be less than zero.")
precondition(age < 200, "Too old")
print("assertions passed for age \(age)")

let defaultColorName = "red"
var userDefinedColorName: String?
var colorNameToUse = userDefinedColorName ?? defaultColorName
print("color: \(colorNameToUse)")
userDefinedColorName = "green"
colorNameToUse = userDefinedColorName ?? defaultColorName
print("color: \(colorNameToUse)")

let contentHeight = 40
let hasHeader = true
let rowHeight = contentHeight + (hasHeader ? 50 : 20)
print("row height \(rowHeight)")

for index in 1...5 {
    print("\(index) times 5 is \(index * 5)")
}
let names = ["Anna", "Alex", "Brian", "Jack"]
for i in 0..<names.count {
    print("Person \(i + 1) is called \(names[i])")
}
for name in names[2...] { print("tail: \(name)") }
for name in names[...1] { print("head: \(name)") }
let range = ...5
print(range.contains(7), range.contains(4), range.contains(-1))
print((1, "zebra") < (2, "apple"), (3, "apple") < (3, "bird"), (4, "dog") == (4, "dog"))
var a = 5
a += 2
a %= 4
print("a = \(a), -9 % 4 = \(-9 % 4)")
let remainder = 9 % -4
print("9 % -4 = \(remainder)")

// expect: The status code is 404
// expect: The status message is Not Found
// expect: Just the code: 404
// expect: Index access: 404 / Not Found
// expect: Named: 200 OK
// expect: UInt8 range: 0...255
// expect: true
// expect: one million = 1000000
// expect: pi approx 3.14159
// expect: integer pi 3
// expect: The string "123" has an integer value of 123
// expect: "hello" is not a number
// expect: 404
// expect: -1
// expect: My number is 42
// expect: 4 < 42 < 100
// expect: An optional string.
// expect: An implicitly unwrapped optional string.
// expect: assertions passed for age 3
// expect: color: red
// expect: color: green
// expect: row height 90
// expect: 1 times 5 is 5
// expect: 2 times 5 is 10
// expect: 3 times 5 is 15
// expect: 4 times 5 is 20
// expect: 5 times 5 is 25
// expect: Person 1 is called Anna
// expect: Person 2 is called Alex
// expect: Person 3 is called Brian
// expect: Person 4 is called Jack
// expect: tail: Brian
// expect: tail: Jack
// expect: head: Anna
// expect: head: Alex
// expect: false true true
// expect: true true true
// expect: a = 3, -9 % 4 = -1
// expect: 9 % -4 = 1
