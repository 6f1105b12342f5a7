// inout-optional-chaining
// expected output: swiftc 6.3.1 (Linux), run on this machine
func swapValues<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
func increment(_ x: inout Int, by n: Int = 1) { x += n }
func appendAll(_ arr: inout [Int], _ xs: Int...) { arr.append(contentsOf: xs) }

var s1 = "left", s2 = "right"
swapValues(&s1, &s2)
print(s1, s2)

struct Point { var x = 0, y = 0 }
var pt = Point()
increment(&pt.x, by: 5)
increment(&pt.y)
print(pt)

var nums = [1, 2, 3]
increment(&nums[2], by: 10)
appendAll(&nums, 7, 8)
nums.swapAt(0, 1)
print(nums)

var tally: [String: Int] = [:]
for w in ["a", "b", "a"] { increment(&tally[w, default: 0]) }
print(tally.sorted { $0.key < $1.key })

struct Thermo {
    var fahrenheit = 32.0
    var celsius: Double {
        get { print("  get celsius"); return (fahrenheit - 32) * 5 / 9 }
        set { print("  set celsius \(newValue)"); fahrenheit = newValue * 9 / 5 + 32 }
    }
    var observed = 0 { didSet { print("  observed didSet \(oldValue)->\(observed)") } }
}
func addTen(_ d: inout Double) { print("  in addTen"); d += 10 }
func bumpTwice(_ i: inout Int) { i += 1; i += 1 }
var th = Thermo()
addTen(&th.celsius)
print(th.fahrenheit)
bumpTwice(&th.observed)

func modify(_ x: inout Int, with f: (inout Int) -> Void) { f(&x); f(&x) }
var v = 3
modify(&v) { $0 *= 3 }
print(v)

struct Address { var street: String; var number: Int
    mutating func renumber(_ n: Int) { number = n } }
struct Person { var name: String; var address: Address? }
final class Company { var ceo: Person?; var staff: [String: Person] = [:] }

var p: Person? = Person(name: "Ann", address: Address(street: "Main", number: 1))
p?.address?.number += 1
print(p?.address?.number as Any)
let r1: Void? = p?.address?.renumber(9)
print(r1 != nil, p!.address!.number)
p?.address = nil
let r2: Void? = p?.address?.renumber(100)
print(r2 == nil, p?.address?.number as Any)
if (p?.name = "Annie") != nil { print("renamed to", p!.name) }
var nobody: Person? = nil
if (nobody?.name = "x") == nil { print("no assignment happened") }

let co = Company()
co.ceo = Person(name: "Cy", address: Address(street: "High", number: 3))
co.ceo?.address?.street.append(" St")
co.staff["bo"] = Person(name: "Bo", address: nil)
co.staff["bo"]?.address = Address(street: "Low", number: 4)
co.staff["zed"]?.name = "ignored"
print(co.ceo!.address!.street, co.staff["bo"]!.address!.number, co.staff.count)

var maybeArr: [Int]? = [1]
maybeArr?.append(2)
maybeArr?[0] += 10
print(maybeArr as Any, maybeArr?.count as Any)

// expect: right left
// expect: Point(x: 5, y: 1)
// expect: [2, 1, 13, 7, 8]
// expect: [(key: "a", value: 2), (key: "b", value: 1)]
// expect:   get celsius
// expect:   in addTen
// expect:   set celsius 10.0
// expect: 50.0
// expect:   observed didSet 0->2
// expect: 27
// expect: Optional(2)
// expect: true 9
// expect: true nil
// expect: renamed to Annie
// expect: no assignment happened
// expect: High St 4 1
// expect: Optional([11, 2]) Optional(2)
