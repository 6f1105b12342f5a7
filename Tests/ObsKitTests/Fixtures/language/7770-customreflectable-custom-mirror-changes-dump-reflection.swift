// Blog style (CustomReflectable): custom Mirror changes dump and reflection
struct Secret: CustomReflectable {
    var user: String
    var password: String
    var customMirror: Mirror {
        Mirror(self, children: ["user": user, "password": "***"])
    }
}
let s = Secret(user: "root", password: "hunter2")
dump(s)
for c in Mirror(reflecting: s).children { print(c.label ?? "", c.value) }
print(s)
struct Matrix: CustomReflectable {
    var rows: [[Int]]
    var customMirror: Mirror {
        Mirror(self, unlabeledChildren: rows, displayStyle: .collection)
    }
}
let mx = Matrix(rows: [[1, 2], [3, 4]])
dump(mx)
print(Mirror(reflecting: mx).displayStyle as Any)
struct Tagged: CustomReflectable {
    var customMirror: Mirror {
        Mirror(self, children: [(label: "a", value: 1 as Any), (label: nil, value: "b" as Any)], displayStyle: .struct)
    }
}
dump(Tagged())
print(Tagged())
// expect: ▿ main.Secret
// expect:   - user: "root"
// expect:   - password: "***"
// expect: user root
// expect: password ***
// expect: main.Secret
// expect: ▿ 2 elements
// expect:   ▿ 2 elements
// expect:     - 1
// expect:     - 2
// expect:   ▿ 2 elements
// expect:     - 3
// expect:     - 4
// expect: Optional(Swift.Mirror.DisplayStyle.collection)
// expect: ▿ main.Tagged
// expect:   - a: 1
// expect:   - "b"
// expect: Tagged(a: 1)
