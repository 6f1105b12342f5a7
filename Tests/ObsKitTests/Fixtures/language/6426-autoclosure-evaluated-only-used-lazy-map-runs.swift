// Quiz post style (autoclosure and lazy sequences): an @autoclosure is evaluated only when used, and a lazy map runs again on every access
var evaluated: [String] = []
func expensive(_ tag: String) -> Int { evaluated.append(tag); return tag.count }

func logIf(_ enabled: Bool, _ message: @autoclosure () -> Int) -> String {
    enabled ? "logged \(message())" : "skipped"
}
func twice(_ value: @autoclosure () -> Int) -> Int { value() + value() }

// Puzzle: how often is expensive() called?
print(logIf(false, expensive("off")), logIf(true, expensive("on!")))
print(twice(expensive("tw")), evaluated)
evaluated = []

let lazyDoubled = [1, 2, 3].lazy.map { (x: Int) -> Int in evaluated.append("map \(x)"); return x * 2 }
print("created", evaluated)
let firstValue = lazyDoubled.first!
print(firstValue, evaluated)
let again = lazyDoubled[1] + lazyDoubled[1]
print(again, evaluated)
evaluated = []

let filtered = (1...10).lazy.filter { (x: Int) -> Bool in evaluated.append("f\(x)"); return x % 3 == 0 }.map { $0 * 10 }
print(filtered.first!, evaluated)
evaluated = []
print(Array(filtered.prefix(2)), evaluated.count)
evaluated = []

let eager = [1, 2, 3].map { (x: Int) -> Int in evaluated.append("eager \(x)"); return x }
print(eager.first!, evaluated.count)

func firstNonNil(_ a: Int?, _ b: @autoclosure () -> Int?) -> Int? { a ?? b() }
evaluated = []
print(firstNonNil(1, expensive("never")) as Any, firstNonNil(nil, expensive("used")) as Any, evaluated)

// expect: skipped logged 3
// expect: 4 ["on!", "tw", "tw"]
// expect: created []
// expect: 2 ["map 1"]
// expect: 8 ["map 1", "map 2", "map 2"]
// expect: 30 ["f1", "f2", "f3"]
// expect: [30, 60] 18
// expect: 1 3
// expect: Optional(1) Optional(4) ["used"]
