// Compiler test style: existential casts between protocols, AnyObject and AnyHashable
protocol Flier { func fly() -> String }
protocol Swimmer { func swim() -> String }
struct Duck: Flier, Swimmer {
    func fly() -> String { "duck flies" }
    func swim() -> String { "duck swims" }
}
struct Fish: Swimmer { func swim() -> String { "fish swims" } }
final class Plane: Flier { func fly() -> String { "plane flies" } }
let things: [Any] = [Duck(), Fish(), Plane(), 42, "text", 3.5]
for t in things {
    var parts: [String] = []
    if let f = t as? any Flier { parts.append(f.fly()) }
    if let s = t as? any Swimmer { parts.append(s.swim()) }
    if type(of: t) is AnyClass { parts.append("class") }
    print(type(of: t), parts)
}
let s: any Swimmer = Duck()
if let f = s as? any Flier { print("swimmer is also flier:", f.fly()) }
let s2: any Swimmer = Fish()
print((s2 as? any Flier) == nil)
let obj: AnyObject = Plane()
print(obj is Plane, (obj as? any Flier)?.fly() ?? "none")
let p1 = Plane()
let p2: AnyObject = p1
print(p1 === p2)
let hs: [AnyHashable] = [1, "one", 1.5, true]
print(hs.contains(1), hs.contains("one"), hs.contains(2))
let a: AnyHashable = 1
let b: AnyHashable = Int8(1)
print(a == b)
print(a.base is Int, b.base is Int8)
let dict: [AnyHashable: String] = [1: "int", "k": "string"]
print(dict[1] ?? "-", dict["k"] ?? "-", dict[2] ?? "-")
switch things[0] {
case let x as Fish: print("fish", x)
case let x as any Flier & Swimmer: print("both", x.fly())
default: print("other")
}

// expect: Duck ["duck flies", "duck swims"]
// expect: Fish ["fish swims"]
// expect: Plane ["plane flies", "class"]
// expect: Int []
// expect: String []
// expect: Double []
// expect: swimmer is also flier: duck flies
// expect: true
// expect: true plane flies
// expect: true
// expect: true true false
// expect: true
// expect: true true
// expect: int string -
// expect: both duck flies
