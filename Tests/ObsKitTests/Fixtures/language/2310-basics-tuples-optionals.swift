// Swift book style: The Basics: tuples, optionals, optional binding chains, nil-coalescing, assertions
let serverReply = (code: 404, text: "Not Found")
let (statusCode, statusText) = serverReply
print("The status code is \(statusCode)")
print("The status message is \(statusText)")
let (onlyCode, _) = serverReply
print("Only the code: \(onlyCode)")
print("Via index: \(serverReply.0), via label: \(serverReply.text)")

let okReply = (200, description: "OK")
print("okReply is \(okReply)")

let typedNumber = "123"
let convertedNumber = Int(typedNumber)
if let convertedNumber {
    print("\(typedNumber) has an integer value of \(convertedNumber)")
}
let broken = Int("12a")
print("broken is \(String(describing: broken))")

var surveyAnswer: String?
print("survey answer:", surveyAnswer ?? "<none>")
surveyAnswer = "forty-two"
print("survey answer:", surveyAnswer ?? "<none>")

if let first = Int("4"), let second = Int("42"), first < second && second < 100 {
    print("\(first) < \(second) < 100")
}

if let first = Int("4") {
    if let second = Int("42") {
        if first < second && second < 100 {
            print("nested: \(first) < \(second) < 100")
        }
    }
}

let preferredColor: String? = nil
let fallbackColor: String? = nil
let defaultColor = "teal"
let chosen = preferredColor ?? fallbackColor ?? defaultColor
print("chosen color: \(chosen)")

let possibleString: String? = "An optional string."
let forcedString: String = possibleString!
print(forcedString)

let assumedString: String! = "An implicitly unwrapped optional string."
let implicitString: String = assumedString
print(implicitString)
let maybeString = assumedString
print(maybeString as Any)

let age = 3
assert(age >= 0, "A person's age can't be less than zero.")
precondition(age < 200, "Unrealistic age")
print("age \(age) passed assertions")

typealias AudioSample = UInt16
var maxAmplitudeFound = AudioSample.min
maxAmplitudeFound = max(maxAmplitudeFound, 512)
print("amplitude \(maxAmplitudeFound), range \(AudioSample.min)...\(AudioSample.max)")
let pair: (Int, String)? = (1, "one")
if let (n, word) = pair { print("unpacked \(n) \(word)") }

// expect: The status code is 404
// expect: The status message is Not Found
// expect: Only the code: 404
// expect: Via index: 404, via label: Not Found
// expect: okReply is (200, description: "OK")
// expect: 123 has an integer value of 123
// expect: broken is nil
// expect: survey answer: <none>
// expect: survey answer: forty-two
// expect: 4 < 42 < 100
// expect: nested: 4 < 42 < 100
// expect: chosen color: teal
// expect: An optional string.
// expect: An implicitly unwrapped optional string.
// expect: Optional("An implicitly unwrapped optional string.")
// expect: age 3 passed assertions
// expect: amplitude 512, range 0...65535
// expect: unpacked 1 one
