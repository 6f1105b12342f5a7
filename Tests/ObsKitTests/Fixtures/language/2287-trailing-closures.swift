// Compiler test style: trailing closures and multiple trailing closures, including labeled and defaulted ones
func transform(_ values: [Int], _ body: (Int) -> Int) -> [Int] {
  var out: [Int] = []
  for v in values { out.append(body(v)) }
  return out
}
print(transform([1, 2, 3]) { $0 * $0 })

func fetch(id: Int, onSuccess: (String) -> Void, onFailure: (Int) -> Void) {
  if id > 0 { onSuccess("item-\(id)") } else { onFailure(id) }
}

fetch(id: 7) { name in
  print("got", name)
} onFailure: { code in
  print("failed", code)
}
fetch(id: -2) { print("got", $0) } onFailure: { print("failed", $0) }

func animate(duration: Int, animations: () -> String, completion: ((Bool) -> Void)? = nil) {
  let result = animations()
  print("animating \(result) for \(duration)ms")
  completion?(duration < 500)
}
animate(duration: 300) { "fade" }
animate(duration: 900) {
  "slide"
} completion: { fast in
  print("finished, fast:", fast)
}

func when<T>(_ flag: Bool, then yes: () -> T, else no: () -> T) -> T {
  return flag ? yes() : no()
}
let word = when(3 > 2) { "bigger" } else: { "smaller" }
print(word)

struct Section {
  let header: String
  let rows: [String]
  init(_ header: String, footer: @autoclosure () -> String = "", rows: () -> [String]) {
    self.header = header
    self.rows = rows() + (footer().isEmpty ? [] : ["(\(footer()))"])
  }
}
let s = Section("Fruits") { ["apple", "pear"] }
print(s.header, s.rows)
let t = Section("Veg", footer: "2 items") { ["kale", "leek"] }
print(t.header, t.rows)

let sorted = ["pear", "fig", "banana", "kiwi"].sorted { a, b in
  a.count == b.count ? a < b : a.count < b.count
}
print(sorted)
let total = [1, 2, 3, 4].reduce(0) { $0 + $1 * 2 }
print(total)
if let firstLong = sorted.first(where: { $0.count > 3 }) { print(firstLong) }

func measure(label: String, _ a: () -> Int, _ b: () -> Int) -> String {
  return "\(label): \(a()) vs \(b())"
}
print(measure(label: "runs") { 1 + 1 } _: { 2 * 3 })

// expect: [1, 4, 9]
// expect: got item-7
// expect: failed -2
// expect: animating fade for 300ms
// expect: animating slide for 900ms
// expect: finished, fast: false
// expect: bigger
// expect: Fruits ["apple", "pear"]
// expect: Veg ["kale", "leek", "(2 items)"]
// expect: ["fig", "kiwi", "pear", "banana"]
// expect: 20
// expect: kiwi
// expect: runs: 2 vs 6
