// Compiler test style: inout copy-in/copy-out semantics with computed properties, subscripts, observers and nested access
struct Temperature {
    var celsius: Double = 0
    var fahrenheit: Double {
        get { print("    get F"); return celsius * 9 / 5 + 32 }
        set { print("    set F=\(newValue)"); celsius = (newValue - 32) * 5 / 9 }
    }
}

func addTen(_ x: inout Double) {
    print("    addTen sees \(x)")
    x += 10
}

var temp = Temperature(celsius: 100)
print("inout on computed property:")
addTen(&temp.fahrenheit)
print("  celsius now", temp.celsius)

// Subscript with get/set used inout
struct Grid {
    private var cells = Array(repeating: 0, count: 4)
    subscript(i: Int) -> Int {
        get { print("    get[\(i)]"); return cells[i] }
        set { print("    set[\(i)]=\(newValue)"); cells[i] = newValue }
    }
    var all: [Int] { cells }
}
var g = Grid()
print("inout on subscript:")
g[2] += 5
func twice(_ v: inout Int) { v *= 2; v += 1 }
twice(&g[2])
print("  grid", g.all)

// Observers fire once, after the inout call completes
struct Watched {
    var value = 1 { didSet { print("    didSet \(oldValue) -> \(value)") } }
}
var w = Watched()
print("observed inout:")
func many(_ v: inout Int) { for _ in 0..<3 { v += 1 }; print("    leaving many with \(v)") }
many(&w.value)

// Copy-out happens even when the function modifies via a different path later
var global = 0
func setAndRead(_ v: inout Int) -> Int {
    v = 42
    return v
}
print("returned", setAndRead(&global), "global", global)

// inout on nested struct path and array element of struct
struct Team { var scores: [Int]; var lead: Temperature }
var team = Team(scores: [1, 2, 3], lead: Temperature(celsius: 0))
print("nested paths:")
twice(&team.scores[1])
addTen(&team.lead.fahrenheit)
print("  team", team.scores, team.lead.celsius)

// inout with optional chaining is not allowed directly, but via if var
var maybe: Temperature? = Temperature(celsius: 5)
if var m = maybe { addTen(&m.celsius); maybe = m }
print("maybe", maybe!.celsius)
maybe?.celsius += 1
print("maybe after chain", maybe!.celsius)

// inout on tuple elements (swapping two elements of one tuple via swap() would be an access conflict)
var pair = (a: 1, b: 2)
(pair.a, pair.b) = (pair.b, pair.a)
twice(&pair.a)
print("pair", pair)

// Mutating method is an implicit inout self
extension Temperature {
    mutating func warm() { celsius += 1 }
}
var temps = [Temperature(celsius: 1), Temperature(celsius: 2)]
for i in temps.indices { temps[i].warm() }
print(temps.map(\.celsius))

// expect: inout on computed property:
// expect:     get F
// expect:     addTen sees 212.0
// expect:     set F=222.0
// expect:   celsius now 105.55555555555556
// expect: inout on subscript:
// expect:     get[2]
// expect:     set[2]=5
// expect:     get[2]
// expect:     set[2]=11
// expect:   grid [0, 0, 11, 0]
// expect: observed inout:
// expect:     leaving many with 4
// expect:     didSet 1 -> 4
// expect: returned 42 global 42
// expect: nested paths:
// expect:     get F
// expect:     addTen sees 32.0
// expect:     set F=42.0
// expect:   team [1, 5, 3] 5.555555555555555
// expect:     addTen sees 5.0
// expect: maybe 15.0
// expect: maybe after chain 16.0
// expect: pair (a: 5, b: 1)
// expect: [2.0, 3.0]
