// Language Reference style (expressions): literal expressions #line, #column, #function, array and dictionary literals, and their types
func whereAmI(line: Int = #line, fn: String = #function) -> String { "\(fn)@\(line)" }
print(#line)
print(whereAmI())
func caller() -> String { whereAmI() }
print(caller())
struct S {
    var prop: String { #function }
    func method(_ a: Int, b: Int) -> String { #function }
    init() { print("init:", #function) }
    subscript(i: Int) -> String { #function }
}
let s = S()
print(s.prop, s.method(1, b: 2), s[0])
print(#function)
let col = #column
print(col)
let c2 = (1, #column)
print(c2.1)

let empty: [Int] = []
let nums = [1, 2, 3,]
let nested = [[1], [2, 3], []]
print(empty, nums, nested, nested.map(\.count))
let dict = ["b": 2, "a": 1,]
print(dict.sorted { $0.key < $1.key }, dict.count)
let emptyDict: [String: Int] = [:]
print(emptyDict.isEmpty, type(of: emptyDict))
let mixed: [Any] = [1, "two", 3.0]
print(mixed.count, type(of: mixed))
let doubles = [1, 2.5]
print(type(of: doubles), doubles)
let setLit: Set = [3, 1, 2, 3]
print(setLit.sorted(), type(of: setLit))
let opts = [1, nil, 3]
print(opts, type(of: opts))
let b = true, nilLit: String? = nil
print(b, nilLit as Any)
func line2() -> Int { return #line }
print(line2())

// expect: 3
// expect: main@4
// expect: caller()@5
// expect: init: init()
// expect: prop method(_:b:) subscript(_:)
// expect: main
// expect: 11
// expect: 14
// expect: [] [1, 2, 3] [[1], [2, 3], []] [1, 2, 0]
// expect: [(key: "a", value: 1), (key: "b", value: 2)] 2
// expect: true Dictionary<String, Int>
// expect: 3 Array<Any>
// expect: Array<Double> [1.0, 2.5]
// expect: [1, 2, 3] Set<Int>
// expect: [Optional(1), nil, Optional(3)] Array<Optional<Int>>
// expect: true nil
// expect: 39
