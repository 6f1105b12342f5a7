// Swift book style (The Basics): tuples, decomposition, optionals and optional binding
let serverReply = (503, "Service Unavailable")
let (code, text) = serverReply
print("code is \(code), text is \(text)")
let (onlyCode, _) = serverReply
print("only the code: \(onlyCode)")
print("by index: \(serverReply.0) / \(serverReply.1)")

let labelled = (status: 201, detail: "Created")
print("labelled: \(labelled.status) \(labelled.detail)")

let candidates = ["42", "seven", "-8", "3.5"]
for text in candidates {
    let parsed = Int(text)
    if let number = parsed {
        print("\(text) parsed to \(number)")
    } else {
        print("\(text) is not an integer")
    }
}

var nickname: String? = "Sparky"
print(nickname ?? "none")
nickname = nil
print(nickname ?? "none")

if let a = Int("4"), let b = Int("12"), a < b && b < 100 {
    print("\(a) < \(b) < 100")
}

let maybeAge: Int? = 30
if let maybeAge {
    print("shorthand binding: \(maybeAge)")
}

let assumed: String! = "implicitly unwrapped"
let definite: String = assumed
print(definite)
let stillOptional = assumed
print(stillOptional ?? "nil")

// expect: code is 503, text is Service Unavailable
// expect: only the code: 503
// expect: by index: 503 / Service Unavailable
// expect: labelled: 201 Created
// expect: 42 parsed to 42
// expect: seven is not an integer
// expect: -8 parsed to -8
// expect: 3.5 is not an integer
// expect: Sparky
// expect: none
// expect: 4 < 12 < 100
// expect: shorthand binding: 30
// expect: implicitly unwrapped
// expect: implicitly unwrapped
