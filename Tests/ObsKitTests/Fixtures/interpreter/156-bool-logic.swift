// Bool values, logical operators, toggle, short-circuit evaluation
var on = false
on.toggle()
print(on)
print(!on)
print(true && false, true || false)
func side(_ v: Bool, _ label: String) -> Bool {
    print("eval \(label)")
    return v
}
print(side(false, "a") && side(true, "b"))
print(side(true, "c") || side(false, "d"))
let flags = [true, false, true]
print(flags.filter { $0 }.count)
print(flags.allSatisfy { $0 })
print(flags.contains(false))
print(String(true), Bool("false") as Any)

// expect: true
// expect: false
// expect: false true
// expect: eval a
// expect: false
// expect: eval c
// expect: true
// expect: 2
// expect: false
// expect: true
// expect: true Optional(false)
