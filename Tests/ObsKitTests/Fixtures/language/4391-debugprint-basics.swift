// Compiler test style: debugPrint versus print for strings, characters and collections

let s = "hello"
print(s)
debugPrint(s)

let quote = "she said \"hi\""
print(quote)
debugPrint(quote)

let escapes = "tab\there\nnewline\\backslash"
debugPrint(escapes)

let ch: Character = "x"
print(ch)
debugPrint(ch)

let arr = ["a", "b"]
print(arr)
debugPrint(arr)

let nums = [1, 2, 3]
print(nums)
debugPrint(nums)

let opt: String? = "maybe"
print(opt as Any)
debugPrint(opt as Any)

let none: Int? = nil
print(none as Any)
debugPrint(none as Any)

debugPrint(1, "two", 3.0)
debugPrint("a", "b", separator: "-")
debugPrint("end", terminator: "!\n")

let empty = ""
print("[" + empty + "]")
debugPrint(empty)

let dict = ["k": "v"]
print(dict)
debugPrint(dict)

let tuple = (1, "one")
print(tuple)
debugPrint(tuple)

let chars: [Character] = ["a", "b"]
print(chars)
debugPrint(chars)

let single = "'single'"
debugPrint(single)

let uni = "café"
debugPrint(uni)

let b = true
debugPrint(b)
let d = 2.5
debugPrint(d)

let nested = [["x"], ["y", "z"]]
print(nested)
debugPrint(nested)

let optArr: [String?] = ["p", nil]
print(optArr)
debugPrint(optArr)

let sub = "hello world".prefix(5)
print(sub)
debugPrint(sub)

// expect: hello
// expect: "hello"
// expect: she said "hi"
// expect: "she said \"hi\""
// expect: "tab\there\nnewline\\backslash"
// expect: x
// expect: "x"
// expect: ["a", "b"]
// expect: ["a", "b"]
// expect: [1, 2, 3]
// expect: [1, 2, 3]
// expect: Optional("maybe")
// expect: Optional("maybe")
// expect: nil
// expect: nil
// expect: 1 "two" 3.0
// expect: "a"-"b"
// expect: "end"!
// expect: []
// expect: ""
// expect: ["k": "v"]
// expect: ["k": "v"]
// expect: (1, "one")
// expect: (1, "one")
// expect: ["a", "b"]
// expect: ["a", "b"]
// expect: "\'single\'"
// expect: "café"
// expect: true
// expect: 2.5
// expect: [["x"], ["y", "z"]]
// expect: [["x"], ["y", "z"]]
// expect: [Optional("p"), nil]
// expect: [Optional("p"), nil]
// expect: hello
// expect: "hello"
