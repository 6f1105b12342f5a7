// Compiler test style: single and multiple trailing closures with labels
func perform(_ name: String,
             action: () -> Int,
             onSuccess: (Int) -> Void,
             onFailure: (String) -> Void = { print("default failure: \($0)") }) {
  let r = action()
  if r >= 0 { onSuccess(r) } else { onFailure("\(name) returned \(r)") }
}

perform("first") {
  40 + 2
} onSuccess: { value in
  print("success \(value)")
}

perform("second") {
  -1
} onSuccess: { _ in
  print("unreachable")
} onFailure: { message in
  print("failed: \(message)")
}

perform("third") { -5 } onSuccess: { print($0) }

struct Button {
  var title: String
  var onTap: () -> String
  var onLongPress: (() -> String)? = nil
}
let b1 = Button(title: "ok") { "tapped ok" }
let b2 = Button(title: "menu") { "tapped menu" } onLongPress: { "long menu" }
for b in [b1, b2] {
  print(b.title, b.onTap(), b.onLongPress?() ?? "-")
}

let sorted = [5, 3, 9, 1].sorted { $0 > $1 }
print(sorted)
let total = [1, 2, 3].reduce(0) { $0 + $1 * $1 }
print(total)
// expect: success 42
// expect: failed: second returned -1
// expect: default failure: third returned -5
// expect: ok tapped ok -
// expect: menu tapped menu long menu
// expect: [9, 5, 3, 1]
// expect: 14
