// Compiler test style: value binding inside optional enums (`.some(.active(let n))`, `.active(let n)?`, `.none`), optional chaining on enum members
enum Status: Equatable {
  case active(sessions: Int)
  case suspended(reason: String)
  case deleted

  var sessionCount: Int? {
    if case .active(let n) = self { return n }
    return nil
  }
}

func report(_ status: Status?) -> String {
  switch status {
  case .some(.active(let n)) where n > 5:
    return "busy (\(n))"
  case .some(.active(let n)):
    return "active (\(n))"
  case .suspended(let why)?:
    return "suspended: \(why)"
  case .some(.deleted):
    return "gone"
  case .none:
    return "unknown user"
  }
}

let users: [String: Status] = [
  "ann": .active(sessions: 2),
  "ben": .active(sessions: 9),
  "cat": .suspended(reason: "spam"),
  "dan": .deleted,
]

for name in ["ann", "ben", "cat", "dan", "eve"] {
  print(name, report(users[name]))
}

let lookups: [Status?] = [users["ann"], nil, users["ben"], users["dan"]]
for case .active(let n)? in lookups {
  print("found active with", n)
}
for case .some(.deleted) in lookups {
  print("found a deleted account")
}

print(users["ben"]?.sessionCount as Any, users["cat"]?.sessionCount as Any, users["zed"]?.sessionCount as Any)
let total = users.values.compactMap(\.sessionCount).reduce(0, +)
print("total sessions:", total)

if let status = users["cat"], case .suspended(let reason) = status, reason.count > 3 {
  print("long reason")
} else {
  print("short reason")
}

let nested: Status?? = .some(.some(.active(sessions: 1)))
if case .some(.some(.active(let s))) = nested {
  print("double optional active", s)
}
let flat: Status?? = .some(nil)
switch flat {
case .some(.none): print("inner nil")
case .none: print("outer nil")
case .some(.some): print("has value")
}
print(users["ann"] == .active(sessions: 2), users["zed"] == nil)

// expect: ann active (2)
// expect: ben busy (9)
// expect: cat suspended: spam
// expect: dan gone
// expect: eve unknown user
// expect: found active with 2
// expect: found active with 9
// expect: found a deleted account
// expect: Optional(9) nil nil
// expect: total sessions: 11
// expect: long reason
// expect: double optional active 1
// expect: inner nil
// expect: true true
