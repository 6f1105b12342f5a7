// Compiler test style: fallthrough — control continues into the next case body without re-checking its pattern, including into default
func describe(_ n: Int) -> [String] {
    var parts: [String] = []
    switch n {
    case 3:
        parts.append("three")
        fallthrough
    case 2:
        parts.append("two")
        fallthrough
    case 1:
        parts.append("one")
    case 100:
        parts.append("hundred")
        fallthrough
    default:
        parts.append("default")
    }
    return parts
}

for n in [1, 2, 3, 100, 7] {
    print(n, describe(n).joined(separator: ","))
}

// Permissions accumulate via fallthrough
enum Role { case admin, editor, viewer, guest }
func permissions(for role: Role) -> [String] {
    var p: [String] = []
    switch role {
    case .admin:
        p.append("delete")
        fallthrough
    case .editor:
        p.append("write")
        fallthrough
    case .viewer:
        p.append("read")
    case .guest:
        break
    }
    return p
}
for r in [Role.admin, .editor, .viewer, .guest] {
    print("\(r): \(permissions(for: r))")
}

// fallthrough skips the where clause of the next case
func check(_ x: Int) -> String {
    var log = ""
    switch x {
    case let v where v < 0:
        log += "neg "
        fallthrough
    case let v where v > 1000:
        log += "big(\(v > 1000)) "
    default:
        log += "normal"
    }
    return log
}
print("[\(check(-5))]")
print("[\(check(5000))]")
print("[\(check(42))]")

// fallthrough inside a loop with continue/break mixing
var out: [String] = []
for i in 0..<5 {
    switch i {
    case 0:
        out.append("zero")
        continue
    case 1, 3:
        out.append("odd\(i)")
        fallthrough
    case 2:
        out.append("after\(i)")
    default:
        out.append("end")
    }
}
print(out.joined(separator: " "))

// expect: 1 one
// expect: 2 two,one
// expect: 3 three,two,one
// expect: 100 hundred,default
// expect: 7 default
// expect: admin: ["delete", "write", "read"]
// expect: editor: ["write", "read"]
// expect: viewer: ["read"]
// expect: guest: []
// expect: [neg big(false) ]
// expect: [big(true) ]
// expect: [normal]
// expect: zero odd1 after1 after2 odd3 after3 end
