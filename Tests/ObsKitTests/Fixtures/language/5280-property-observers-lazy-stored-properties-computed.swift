// Compiler test style: property observers, lazy stored properties, computed properties with setters, mutating methods
struct Temperature {
    var celsius: Double {
        willSet { print("will set celsius from \(celsius) to \(newValue)") }
        didSet { print("did set celsius, old \(oldValue)") }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature(celsius: 20)
print(t.fahrenheit)
t.fahrenheit = 212
print(t.celsius)
t.celsius += 1
class Loader {
    lazy var data: [Int] = { print("loading data"); return [1, 2, 3] }()
    var accessCount = 0 { didSet { if accessCount > 2 { accessCount = 2 } } }
}
let l = Loader()
print("created")
print(l.data.count)
print(l.data.first!)
l.accessCount = 10
print(l.accessCount)
class Base { var value = 0 { didSet { print("Base didSet \(value)") } } }
class Sub: Base {
    override var value: Int {
        willSet { print("Sub willSet \(newValue)") }
        didSet { print("Sub didSet \(oldValue)->\(value)") }
    }
}
let s = Sub()
s.value = 3
struct Stack {
    private(set) var items: [Int] = []
    var top: Int? { items.last }
    mutating func push(_ x: Int) { items.append(x) }
    mutating func pop() -> Int? { items.popLast() }
    mutating func reset() { self = Stack() }
}
var st = Stack()
st.push(1); st.push(2)
print(st.pop() as Any, st.top as Any, st.items)
st.reset()
print(st.items.isEmpty)
var observed = [1] { didSet { print("array changed to \(observed)") } }
observed.append(2)
observed[0] = 9
func bump(_ x: inout [Int]) { x.append(0) }
bump(&observed)

// expect: 68.0
// expect: will set celsius from 20.0 to 100.0
// expect: did set celsius, old 20.0
// expect: 100.0
// expect: will set celsius from 100.0 to 101.0
// expect: did set celsius, old 100.0
// expect: created
// expect: loading data
// expect: 3
// expect: 1
// expect: 2
// expect: Sub willSet 3
// expect: Base didSet 3
// expect: Sub didSet 0->3
// expect: Optional(2) Optional(1) [1]
// expect: true
// expect: array changed to [1, 2]
// expect: array changed to [9, 2]
// expect: array changed to [9, 2, 0]
