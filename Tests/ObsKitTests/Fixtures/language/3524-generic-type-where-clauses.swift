// Compiler test style: generic type where clauses on members, nested generics and generic typealiases
struct Matrix<Element> {
    var rows: [[Element]]
    func map<U>(_ f: (Element) -> U) -> Matrix<U> { Matrix<U>(rows: rows.map { $0.map(f) }) }
    func total() -> Element where Element: AdditiveArithmetic { rows.joined().reduce(.zero, +) }
    func contains(_ x: Element) -> Bool where Element: Equatable { rows.contains { $0.contains(x) } }
    func maxElement() -> Element? where Element: Comparable { rows.joined().max() }
}
let m = Matrix(rows: [[1, 2], [3, 4]])
print(m.total(), m.contains(3), m.contains(9), m.maxElement() ?? -1)
let md = m.map { Double($0) / 2 }
print(md.rows, md.total())
let ms = m.map { String(repeating: "*", count: $0) }
print(ms.maxElement() ?? "", ms.contains("**"))
print(type(of: ms))

struct Outer<T> {
    struct Inner<U> {
        var t: T; var u: U
        func pair() -> String { "(\(t), \(u))" }
    }
    enum Choice { case left(T), right(String) }
    var value: T
    func inner<U>(_ u: U) -> Inner<U> { Inner(t: value, u: u) }
}
let i = Outer(value: 1).inner("x")
print(i.pair(), type(of: i))
let c: Outer<Double>.Choice = .left(2.5)
if case .left(let d) = c { print("left", d) }
print(type(of: c))
print(Outer<Int>.Inner<Bool>(t: 3, u: false).pair())

typealias StringDict<V> = [String: V]
typealias Pairs<T> = [(T, T)]
typealias Predicate<T> = (T) -> Bool
let sd: StringDict<Int> = ["b": 2, "a": 1]
print(sd.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let ps: Pairs<Int> = [(1, 2), (3, 4)]
print(ps.map { $0.0 + $0.1 })
let isEven: Predicate<Int> = { $0 % 2 == 0 }
print([1, 2, 3, 4].filter(isEven))
print(StringDict<Bool>.self, Predicate<String>.self)

extension Outer where T == String {
    func shout() -> String { value.uppercased() }
}
print(Outer(value: "hi").shout())
// expect: 10 true false 4
// expect: [[0.5, 1.0], [1.5, 2.0]] 5.0
// expect: **** true
// expect: Matrix<String>
// expect: (1, x) Inner<String>
// expect: left 2.5
// expect: Choice
// expect: (3, false)
// expect: ["a=1", "b=2"]
// expect: [3, 7]
// expect: [2, 4]
// expect: Dictionary<String, Bool> (String) -> Bool
// expect: HI
