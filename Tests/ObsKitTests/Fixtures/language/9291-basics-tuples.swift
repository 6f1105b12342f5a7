// Exploring constants, variables, type inference, tuples and optionals
// expected output: swiftc 6.3.1 (Linux), run on this machine
let maximumLoginAttempts = 3
var currentAttempt = 0

let pi = 3.14159
let three = 3
let piPlusThree = Double(three) + pi
print("pi + 3 = \(piPlusThree)")

let httpStatus = (code: 404, message: "Not Found")
let (statusCode, statusMessage) = httpStatus
print("The status code is \(statusCode)")
print("The message is \(statusMessage)")
print("Via labels: \(httpStatus.code) / \(httpStatus.message)")

let (justCode, _) = httpStatus
print("Only the code: \(justCode)")

while currentAttempt < maximumLoginAttempts {
    currentAttempt += 1
    print("Attempt \(currentAttempt) of \(maximumLoginAttempts)")
}

let possibleNumbers = ["123", "abc", "42", "", "7x"]
for text in possibleNumbers {
    if let value = Int(text) {
        print("'\(text)' converts to \(value)")
    } else {
        print("'\(text)' is not a number")
    }
}

var surveyAnswer: String?
print("surveyAnswer is nil: \(surveyAnswer == nil)")
surveyAnswer = "Yes"
if let surveyAnswer {
    print("Answer: \(surveyAnswer)")
}

let minUInt8 = UInt8.min
let maxUInt8 = UInt8.max
print("UInt8 range: \(minUInt8)...\(maxUInt8)")
print("Int16.max = \(Int16.max)")

typealias AudioSample = UInt16
let maxAmplitude = AudioSample.max
print("max amplitude: \(maxAmplitude)")

let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexInteger = 0x11
print(decimalInteger == binaryInteger && octalInteger == hexInteger)
let oneMillion = 1_000_000
print("one million: \(oneMillion)")
let fallback = Int("nope") ?? -1
print("fallback: \(fallback)")
// expect: pi + 3 = 6.14159
// expect: The status code is 404
// expect: The message is Not Found
// expect: Via labels: 404 / Not Found
// expect: Only the code: 404
// expect: Attempt 1 of 3
// expect: Attempt 2 of 3
// expect: Attempt 3 of 3
// expect: '123' converts to 123
// expect: 'abc' is not a number
// expect: '42' converts to 42
// expect: '' is not a number
// expect: '7x' is not a number
// expect: surveyAnswer is nil: true
// expect: Answer: Yes
// expect: UInt8 range: 0...255
// expect: Int16.max = 32767
// expect: max amplitude: 65535
// expect: true
// expect: one million: 1000000
// expect: fallback: -1
