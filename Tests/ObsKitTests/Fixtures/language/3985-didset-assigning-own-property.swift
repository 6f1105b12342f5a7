// Compiler test style: didSet assigning its own property, observers on class-typed and optional properties
// known-gap: line 10: expected "name willSet nil -> nil", got "list didSet [] -> [1]"
class Temperature {
    var celsius: Double = 0 {
        didSet {
            print("celsius didSet \(oldValue) -> \(celsius)")
            if celsius < -273.15 {
                celsius = -273.15
            }
            fahrenheitCache = celsius * 9 / 5 + 32
        }
    }
    private(set) var fahrenheitCache: Double = 32
}

class Ref {
    var n = 0
}

class Holder {
    var ref = Ref() {
        didSet { print("ref replaced: old n=\(oldValue.n), new n=\(ref.n)") }
    }
    var name: String? {
        willSet { print("name willSet \(name ?? "nil") -> \(newValue ?? "nil")") }
    }
    var list: [Int] = [] {
        didSet { print("list didSet \(oldValue) -> \(list)") }
    }
}

let t = Temperature()
t.celsius = 100
print(t.fahrenheitCache)
t.celsius = -500
print(t.celsius, t.fahrenheitCache)

let h = Holder()
h.ref.n = 5
print("after mutating class member: \(h.ref.n)")
let r2 = Ref()
r2.n = 9
h.ref = r2
h.name = "x"
h.name? += "y"
h.name = nil
h.name? += "z"
h.list.append(1)
h.list += [2, 3]
h.list[0] = 10
h.list.removeAll()
// expect: celsius didSet 0.0 -> 100.0
// expect: 212.0
// expect: celsius didSet 100.0 -> -500.0
// expect: -273.15 -459.66999999999996
// expect: after mutating class member: 5
// expect: ref replaced: old n=5, new n=9
// expect: name willSet nil -> x
// expect: name willSet x -> xy
// expect: name willSet xy -> nil
// expect: name willSet nil -> nil
// expect: list didSet [] -> [1]
// expect: list didSet [1] -> [1, 2, 3]
// expect: list didSet [1, 2, 3] -> [10, 2, 3]
// expect: list didSet [10, 2, 3] -> []
