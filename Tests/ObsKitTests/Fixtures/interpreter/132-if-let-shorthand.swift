// if let / guard let with shorthand `if let x` and multiple bindings
let nickname: String? = "Bubbles"
let age: Int? = nil

if let nickname {
    print("nickname is \(nickname)")
}
if let age {
    print("age is \(age)")
} else {
    print("no age")
}
if let n = nickname, let first = n.first {
    print("first letter \(first)")
}
func check(_ v: Int?) {
    guard let v, v > 10 else {
        print("rejected \(String(describing: v))")
        return
    }
    print("accepted \(v)")
}
check(nil)
check(5)
check(50)
var maybe: Int? = 3
while let m = maybe, m > 0 {
    print("m =", m)
    maybe = m - 1
}

// expect: nickname is Bubbles
// expect: no age
// expect: first letter B
// expect: rejected nil
// expect: rejected Optional(5)
// expect: accepted 50
// expect: m = 3
// expect: m = 2
// expect: m = 1
