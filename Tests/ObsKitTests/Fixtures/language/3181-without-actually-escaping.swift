// Compiler test style: withoutActuallyEscaping and optional closure params being implicitly escaping
func allMatch(_ xs: [Int], _ pred: (Int) -> Bool) -> Bool {
  withoutActuallyEscaping(pred) { escapable in
    xs.lazy.filter { !escapable($0) }.isEmpty
  }
}
print(allMatch([2, 4, 6]) { $0 % 2 == 0 })
print(allMatch([2, 3, 6]) { $0 % 2 == 0 })

var stored: ((String) -> String)?
func keep(_ f: ((String) -> String)?) {
  stored = f
}
keep { $0 + $0 }
print(stored?("ab") ?? "none")
keep(nil)
print(stored?("ab") ?? "none")

func run(_ completion: (() -> Void)? = nil) -> String {
  completion?()
  return completion == nil ? "no completion" : "ran completion"
}
print(run())
print(run { print("in completion") })

struct Task {
  var name: String
  var body: (() -> Int)?
  func execute() -> String {
    guard let b = body else { return "\(name): empty" }
    return "\(name): \(b())"
  }
}
print(Task(name: "t1", body: { 7 }).execute())
print(Task(name: "t2", body: nil).execute())
// expect: true
// expect: false
// expect: abab
// expect: none
// expect: no completion
// expect: in completion
// expect: ran completion
// expect: t1: 7
// expect: t2: empty
