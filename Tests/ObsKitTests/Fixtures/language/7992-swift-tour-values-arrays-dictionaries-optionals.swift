// Swift book style (A Swift Tour): values, arrays, dictionaries, optionals, functions and a simple class
let greeting = "Ahoy"
var total = 0
let scores = [71, 44, 93, 18, 60]
for s in scores {
    if s > 50 { total += 3 } else { total += 1 }
}
print("\(greeting), total is \(total)")
var fruitCounts = ["kiwi": 4, "plum": 9]
fruitCounts["fig"] = 2
for key in fruitCounts.keys.sorted() {
    print("\(key) -> \(fruitCounts[key]!)")
}
let maybeName: String? = "Orla"
if let maybeName {
    print("Hi, \(maybeName)")
}
let nick: String? = nil
print("Call me \(nick ?? "stranger")")
func stats(_ values: [Int]) -> (min: Int, max: Int, sum: Int) {
    var lo = values[0], hi = values[0], sum = 0
    for v in values {
        lo = Swift.min(lo, v); hi = Swift.max(hi, v); sum += v
    }
    return (lo, hi, sum)
}
let r = stats(scores)
print(r.min, r.max, r.sum)
print(r.2)
class Polygon {
    var sides = 0
    var label: String
    init(label: String) { self.label = label }
    func describe() -> String { "\(label) has \(sides) sides" }
}
let p = Polygon(label: "hexy")
p.sides = 6
print(p.describe())
let veg = "red pepper"
switch veg {
case "celery": print("crunchy")
case let x where x.hasSuffix("pepper"): print("Is it a spicy \(x)?")
default: print("soup")
}
var n = 2
repeat { n *= 3 } while n < 100
print(n)
// expect: Ahoy, total is 11
// expect: fig -> 2
// expect: kiwi -> 4
// expect: plum -> 9
// expect: Hi, Orla
// expect: Call me stranger
// expect: 18 93 286
// expect: 286
// expect: hexy has 6 sides
// expect: Is it a spicy red pepper?
// expect: 162
