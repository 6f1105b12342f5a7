// Compiler test style: CustomReflectable changes how print and dump show a value
struct Secret: CustomReflectable {
  var user: String
  var password: String
  var customMirror: Mirror {
    Mirror(self, children: ["user": user, "password": "***"])
  }
}

struct Summary: CustomReflectable {
  var values: [Int]
  var customMirror: Mirror {
    Mirror(self, children: ["count": values.count, "sum": values.reduce(0, +)], displayStyle: .struct)
  }
}

struct AsList: CustomReflectable {
  var items: [String]
  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: items, displayStyle: .collection)
  }
}

let s = Secret(user: "ann", password: "hunter2")
print(s)
debugPrint(s)
dump(s)
let m = Summary(values: [1, 2, 3])
print(m)
dump(m)
let l = AsList(items: ["x", "y"])
print(l)
dump(l)
let mirror = Mirror(reflecting: s)
for child in mirror.children {
  print(child.label ?? "-", child.value)
}
print(mirror.displayStyle as Any)
print(Mirror(reflecting: l).children.count)
// expect: main.Secret
// expect: main.Secret
// expect: ▿ main.Secret
// expect:   - user: "ann"
// expect:   - password: "***"
// expect: Summary(count: 3, sum: 6)
// expect: ▿ main.Summary
// expect:   - count: 3
// expect:   - sum: 6
// expect: main.AsList
// expect: ▿ 2 elements
// expect:   - "x"
// expect:   - "y"
// expect: user ann
// expect: password ***
// expect: nil
// expect: 2
