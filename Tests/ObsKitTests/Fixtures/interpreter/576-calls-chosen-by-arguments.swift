// Calls reached by their arguments: a custom `~=` for a pattern of a library type (a range, a
// Character) against a script type; a custom operator passed as a function (`reduce(.identity, <>)`);
// a memberwise initializer passed as a function (`map(Item.init)`); an assignment through a subscript
// picks a settable one; a subscript with a default wins over a variadic one; an `@autoclosure`
// parameter's default (of a function or a subscript) is its closure.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
enum Reading { case celsius(Int), label(String) }
func ~= (range: ClosedRange<Int>, reading: Reading) -> Bool {
    if case .celsius(let c) = reading { return range.contains(c) }
    return false
}
func ~= (prefix: Character, reading: Reading) -> Bool {
    if case .label(let text) = reading { return text.first == prefix }
    return false
}
for r in [Reading.celsius(-5), .celsius(21), .celsius(40), .label("hot"), .label("ok")] {
    switch r {
    case -100...0: print("freezing")
    case 1...25: print("mild")
    case "h": print("h-label")
    case .celsius(let c): print("other", c)
    default: print("unmatched")
    }
}
switch 7 {
case 0..<5: print("small")
case 5...: print("large")
default: print("none")
}

infix operator <+>: AdditionPrecedence
protocol Joinable { static var empty: Self { get }; static func <+> (a: Self, b: Self) -> Self }
struct Tally: Joinable, CustomStringConvertible {
    var n: Int
    static var empty: Tally { Tally(n: 0) }
    static func <+> (a: Tally, b: Tally) -> Tally { Tally(n: a.n + b.n) }
    var description: String { "Tally(\(n))" }
}
func <+> (a: String, b: String) -> String { a + "+" + b }
func joinAll<J: Joinable>(_ items: [J]) -> J { items.reduce(.empty, <+>) }
print(joinAll([Tally(n: 2), Tally(n: 5)]), ["a", "b", "c"].reduce("", <+>))
let op: (Tally, Tally) -> Tally = (<+>)
print(op(Tally(n: 1), Tally(n: 1)))

struct Item: CustomStringConvertible { var name: String
    var description: String { "<\(name)>" } }
struct Pair { var a: Int; var b: String }
print(["pen", "cup"].map(Item.init), zip([1, 2], ["x", "y"]).map(Pair.init).map(\.b))

struct Store {
    private var data: [String: Int] = [:]
    subscript(key: String, default fallback: Int = 0) -> Int {
        get { data[key] ?? fallback }
        set { data[key] = newValue }
    }
    subscript(keys: String...) -> [Int] { keys.map { self[$0] } }
}
var store = Store()
store["a"] = 1
store["b"] += 5
print(store["a"], store["b"], store["z"], store["z", default: -1], store["a", "b", "z"])

func orElse(_ fallback: @autoclosure () -> String = "none") -> String { fallback() }
struct Defaults {
    subscript(key: String, default fallback: @autoclosure () -> String = "<unset>") -> String { key + ":" + fallback() }
}
print(orElse(), orElse("some"), Defaults()["a"], Defaults()["b", default: "z"])

// expect: freezing
// expect: mild
// expect: other 40
// expect: h-label
// expect: unmatched
// expect: large
// expect: Tally(7) +a+b+c
// expect: Tally(2)
// expect: [<pen>, <cup>] ["x", "y"]
// expect: 1 5 0 -1 [1, 5, 0]
// expect: none some a:<unset> b:z
