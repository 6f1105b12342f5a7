// switch over ints, strings, tuples, ranges; fallthrough; default
func describe(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    case 1, 2, 3: return "small"
    case 4..<10: return "medium"
    case ..<0: return "negative"
    default: return "large"
    }
}
for n in [0, 2, 7, -1, 99] { print(describe(n)) }

let point = (1, 0)
switch point {
case (0, 0): print("origin")
case (_, 0): print("on x-axis")
case (0, _): print("on y-axis")
default: print("elsewhere")
}

switch "apple" {
case "banana": print("yellow")
case "apple":
    print("red")
    fallthrough
case "cherry":
    print("also cherry branch")
default:
    print("unknown")
}

// expect: zero
// expect: small
// expect: medium
// expect: negative
// expect: large
// expect: on x-axis
// expect: red
// expect: also cherry branch
