// Language Reference style (expressions): postfix expressions — multiple trailing closures, .init, tuple member access, x.self, subscripts
func transition(duration: Int, animations: () -> String, completion: (Bool) -> String) -> String {
    animations() + "/" + completion(duration > 0)
}
let r = transition(duration: 2) {
    "anim"
} completion: { done in
    done ? "done" : "skipped"
}
print(r)
func pair(_ a: () -> Int, _ b: () -> Int) -> Int { a() + b() }
print(pair { 1 } _: { 2 })
func withDefault(first: () -> String = { "default" }, second: () -> String) -> String { first() + "+" + second() }
print(withDefault { "only-trailing" })
print([1, 2, 3].map { $0 * 2 }.filter { $0 > 2 })

struct Pt { var x: Int; var y: Int; init(x: Int, y: Int) { self.x = x; self.y = y }; init(_ v: Int) { self.init(x: v, y: v) } }
let p1 = Pt.init(x: 1, y: 2)
let maker = Pt.init(_:)
let p2 = maker(5)
print(p1.x, p2.y, [1, 2].map(Pt.init).map(\.x))
let strs = [3, 4].map(String.init)
print(strs, String.init(describing: 5))
let inited: Pt = .init(x: 8, y: 9)
print(inited.y)

let tup = (1, (2, "three"), [4])
print(tup.0, tup.1.0, tup.1.1, tup.2[0])
let ex = 7.self
print(ex, Int.self, [1].self)
let f = String.self
print(f.init("x") + "y")

struct Grid {
    var cells = [[Int]](repeating: [0, 0], count: 2)
    subscript(r: Int, c: Int) -> Int { get { cells[r][c] } set { cells[r][c] = newValue } }
    subscript(row r: Int) -> [Int] { cells[r] }
}
var g = Grid()
g[0, 1] = 5; g[1, 0] += 3
print(g[0, 1], g[row: 1], g.cells)
let dict: [String: [Int]] = ["a": [1, 2]]
print(dict["a"]![1], dict["b"]?[0] as Any)
let optArr: [Int]? = [9]
print(optArr![0], optArr?.first as Any)
print("hello".uppercased().count, "a,b".split(separator: ",")[1])
let fn = { (x: Int) in x + 1 }
print(fn(1), (fn)(2))

// expect: anim/done
// expect: 3
// expect: default+only-trailing
// expect: [4, 6]
// expect: 1 5 [1, 2]
// expect: ["3", "4"] 5
// expect: 9
// expect: 1 2 three 4
// expect: 7 Int [1]
// expect: xy
// expect: 5 [3, 0] [[0, 5], [3, 0]]
// expect: 2 nil
// expect: 9 Optional(9)
// expect: 5 b
// expect: 2 3
