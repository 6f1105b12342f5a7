// The Basics: optionals: failable conversion, nil, if let (with shorthand), several bindings with conditions, guard let.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(convertedNumber as Any)
print(Int("12a") as Any)
var serverResponseCode: Int? = 404
serverResponseCode = nil
print(serverResponseCode == nil)
var surveyAnswer: String?
print(surveyAnswer ?? "no answer")
surveyAnswer = "yes"

if let actualNumber = Int(possibleNumber) {
    print("'\(possibleNumber)' has an integer value of \(actualNumber)")
} else {
    print("not a number")
}
if let surveyAnswer {
    print("answer:", surveyAnswer)
}
if let first = Int("4"), let second = Int("42"), first < second && second < 100 {
    print("\(first) < \(second) < 100")
}
if var counter = Int("7") {
    counter += 1
    print("counter", counter)
}

func greet(_ person: [String: String]) {
    guard let name = person["name"] else {
        print("no name")
        return
    }
    print("Hello \(name)!")
    guard let location = person["location"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(location).")
}
greet(["name": "Kai"])
greet(["name": "Lena", "location": "Porto"])
greet([:])
let maybe: Int? = 5
print(maybe!, maybe.map { $0 * 2 }!, maybe as Any)

// expect: Optional(123)
// expect: nil
// expect: true
// expect: no answer
// expect: '123' has an integer value of 123
// expect: answer: yes
// expect: 4 < 42 < 100
// expect: counter 8
// expect: Hello Kai!
// expect: I hope the weather is nice near you.
// expect: Hello Lena!
// expect: I hope the weather is nice in Porto.
// expect: no name
// expect: 5 10 Optional(5)
