// Language Reference style (patterns): expression patterns using ~= with ranges and custom overloads of the pattern-match operator
let n = 42
switch n {
case 0: print("zero")
case 1..<10: print("single digit")
case 10...99: print("two digits")
default: print("many")
}
print(1...5 ~= 3, 1..<3 ~= 3, "a"..."f" ~= "c")

struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
for v in [3, 8] {
    switch v {
    case Even(): print(v, "even")
    default: print(v, "odd")
    }
}

func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }
switch 7 {
case "7": print("matched via string pattern")
default: print("no match")
}

struct Regexish { let prefix: String }
func ~= (p: Regexish, v: String) -> Bool { v.hasPrefix(p.prefix) }
for word in ["apple", "banana", "avocado"] {
    switch word {
    case Regexish(prefix: "a"): print(word, "starts with a")
    default: print(word, "other")
    }
}

func ~= <T>(pred: (T) -> Bool, value: T) -> Bool { pred(value) }
let isNegative: (Int) -> Bool = { $0 < 0 }
switch -4 {
case isNegative: print("negative via closure")
default: print("non-negative")
}

let tuple = (2, "b")
switch tuple {
case (0...1, _): print("low")
case (2...3, "a"): print("mid a")
case (2...3, let s): print("mid", s)
default: print("high")
}
if case 100... = 150 { print("open range match") }
let temps = [-5, 12, 30]
for t in temps {
    if case ..<0 = t { print(t, "freezing") }
    else if case 25... = t { print(t, "hot") }
    else { print(t, "mild") }
}
enum Kind: Equatable { case a, b }
let k = Kind.b
switch k { case Kind.a: print("a"); case Kind.b: print("b") }
let opt: Int? = 5
switch opt { case 5?: print("five"); default: print("not five") }

// expect: two digits
// expect: true false true
// expect: 3 odd
// expect: 8 even
// expect: matched via string pattern
// expect: apple starts with a
// expect: banana other
// expect: avocado starts with a
// expect: negative via closure
// expect: mid b
// expect: open range match
// expect: -5 freezing
// expect: 12 mild
// expect: 30 hot
// expect: b
// expect: five
