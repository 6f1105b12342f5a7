// Big Nerd Ranch style (functions as values): function types, returning functions, a composition operator, @autoclosure and nested functions
func makeTownGrand(budget: Int, condition: (Int) -> Bool) -> ((Int, Int) -> Int)? {
    guard condition(budget) else { return nil }
    func buildRoads(lightsToAdd: Int, toLights: Int) -> Int {
        toLights + lightsToAdd
    }
    return buildRoads
}
func evaluate(budget: Int) -> Bool { budget > 10_000 }
var stoplights = 4
if let townPlanByAddingLightsToExistingLights = makeTownGrand(budget: 100_000, condition: evaluate) {
    stoplights = townPlanByAddingLightsToExistingLights(4, stoplights)
}
print("Knowhere has \(stoplights) stoplights.", makeTownGrand(budget: 5, condition: evaluate) == nil)

infix operator >>>: AdditionPrecedence
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let addOne = { (x: Int) in x + 1 }
let double = { (x: Int) in x * 2 }
let describe = { (x: Int) in "result=\(x)" }
print((addOne >>> double >>> describe)(3), (double >>> addOne)(3))

func curriedAdd(_ a: Int) -> (Int) -> (Int) -> Int {
    { b in { c in a + b + c } }
}
print(curriedAdd(1)(2)(3))
let adders = (1...3).map { n in { (x: Int) in x + n } }
print(adders.map { $0(10) })

var logCalls = 0
func expensive() -> String { logCalls += 1; return "computed" }
func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print("log:", message()) }
}
logIf(false, expensive())
logIf(true, expensive())
print("expensive ran \(logCalls) time(s)")
func firstNonEmpty(_ a: String, _ b: @autoclosure () -> String) -> String { a.isEmpty ? b() : a }
print(firstNonEmpty("", "fallback"), firstNonEmpty("x", expensive()), logCalls)

func makeAccumulator(start: Int) -> (increment: (Int) -> Void, current: () -> Int) {
    var total = start
    return ({ total += $0 }, { total })
}
let acc = makeAccumulator(start: 10)
acc.increment(5)
acc.increment(-2)
print(acc.current())
let operations: [String: (Double, Double) -> Double] = ["+": (+), "-": (-), "max": { Swift.max($0, $1) }]
for key in operations.keys.sorted() { print(key, operations[key]!(7, 3)) }
func apply(_ n: Int, times: Int, _ f: (Int) -> Int) -> Int {
    times == 0 ? n : apply(f(n), times: times - 1, f)
}
print(apply(1, times: 10, double), [3, 1, 2].sorted(by: >), ["b", "a"].map(\.utf8.count))
let uppercase: (String) -> String = { $0.uppercased() }
print(["swift", "ui"].map(uppercase), String.init(repeating:count:)("ab", 2))

// expect: Knowhere has 8 stoplights. true
// expect: result=8 7
// expect: 6
// expect: [11, 12, 13]
// expect: log: computed
// expect: expensive ran 1 time(s)
// expect: fallback x 1
// expect: 13
// expect: + 10.0
// expect: - 4.0
// expect: max 7.0
// expect: 1024 [3, 2, 1] [1, 1]
// expect: ["SWIFT", "UI"] abab
