// Swift book style: optionals, optional binding and implicitly unwrapped optionals
// Checks: Int(String) failable conversion, if-let chains with conditions,
// shorthand `if let x`, guard-let, forced unwrapping, printing Optional values,
// nil assignment, and implicitly unwrapped optionals.

let possibleCount = "123"
let convertedCount = Int(possibleCount)
print(convertedCount as Any)
print(String(describing: convertedCount))

let badInput = "12a"
print(Int(badInput) == nil)

if convertedCount != nil {
    print("convertedCount contains \(convertedCount!)")
}

var responseCode: Int? = 404
print(responseCode ?? -1)
responseCode = nil
print(responseCode == nil)

var surveyAnswer: String?
print(surveyAnswer ?? "no answer")
surveyAnswer = "yes"
print(surveyAnswer!)

if let actual = Int("314") {
    print("'314' has an integer value of \(actual)")
} else {
    print("not a number")
}

// Several bindings and a condition in one if
if let a = Int("4"), let b = Int("42"), a < b && b < 100 {
    print("\(a) < \(b) < 100")
}

// Equivalent nested version
if let a = Int("4") {
    if let b = Int("42") {
        if a < b && b < 100 {
            print("nested: \(a) < \(b) < 100")
        }
    }
}

// One failing binding stops the chain
if let a = Int("7"), let b = Int("seven") {
    print("unexpected \(a) \(b)")
} else {
    print("second binding failed")
}

// Shorthand binding
let nickname: String? = "Skip"
if let nickname {
    print("hello, \(nickname)")
}

// var binding can be changed
if var total = Int("10") {
    total += 5
    print("total now \(total)")
}

// guard let
func describeAge(_ text: String) -> String {
    guard let age = Int(text) else {
        return "'\(text)' is not an age"
    }
    guard age >= 0 else { return "negative age" }
    return "age \(age)"
}
print(describeAge("33"))
print(describeAge("old"))
print(describeAge("-4"))

// Implicitly unwrapped optionals
let assumedText: String! = "an implicitly unwrapped string"
let implicitCopy: String = assumedText
print(implicitCopy)
let optionalCopy = assumedText
if let definite = optionalCopy {
    print("bound: \(definite)")
}

// Optional of an optional from a dictionary-like lookup
let lookups: [String: Int?] = ["a": 1, "b": nil]
if let inner = lookups["b"] {
    print("key b exists, inner is \(String(describing: inner))")
}
print(lookups["c"] == nil)

// while let draining values
var stack = [3, 2, 1]
while let top = stack.popLast() {
    print("popped \(top)")
}

// expect: Optional(123)
// expect: Optional(123)
// expect: true
// expect: convertedCount contains 123
// expect: 404
// expect: true
// expect: no answer
// expect: yes
// expect: '314' has an integer value of 314
// expect: 4 < 42 < 100
// expect: nested: 4 < 42 < 100
// expect: second binding failed
// expect: hello, Skip
// expect: total now 15
// expect: age 33
// expect: 'old' is not an age
// expect: negative age
// expect: an implicitly unwrapped string
// expect: bound: an implicitly unwrapped string
// expect: key b exists, inner is nil
// expect: true
// expect: popped 1
// expect: popped 2
// expect: popped 3
