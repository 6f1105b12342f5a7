// Compiler test style: existentials with associated types (any Collection, covariant erasure of results)
// known-gap: line 8: expected "Optional<Any> 4 2 Array<Any>", got "Optional<Int> 4 2 Array<Int>"
let cols: [any Collection] = [[1, 2, 3], "hey", Set([7]), 1..<5, ["k": 1]]
print(cols.map { $0.count })
print(cols.map { $0.isEmpty })
print(cols.map { c -> String in let f: Any? = c.first; return f.map { "\(type(of: $0))" } ?? "nil" })
print(cols.compactMap { c -> Int? in let f: Any? = c.first; return f as? Int })

let ints: any Collection<Int> = [4, 5, 6]
print(ints.first as Any, ints.count, ints.contains(5))
print(type(of: ints.first), ints.map { $0 * 2 })
let seq: any Sequence<String> = ["b", "a"]
print(seq.sorted(), seq.map { $0.count })

protocol Store { associatedtype Value; var all: [Value] { get }; func pick() -> Value? }
struct IntStore: Store { var all = [3, 4]; func pick() -> Int? { all.last } }
struct StrStore: Store { var all = ["z"]; func pick() -> String? { all.first } }
let stores: [any Store] = [IntStore(), StrStore()]
for s in stores {
    let v = s.pick()
    print(type(of: v), v ?? "none", s.all.count, type(of: s.all))
}
func describeOpen<S: Store>(_ s: S) -> String { "\(S.Value.self): \(s.all)" }
print(stores.map { describeOpen($0) })

protocol Consumer2<Input> { associatedtype Input; func take(_ x: Input) -> String }
struct Printer2: Consumer2 { func take(_ x: String) -> String { "took \(x)" } }
let c2: any Consumer2<String> = Printer2()
print(c2.take("s"))
let erasedC: [any Consumer2] = [Printer2()]
print(erasedC.count, type(of: erasedC[0]))

func firstTwo(_ c: any Collection) -> [Any] { c.prefix(2).map { $0 } }
print(firstTwo([9, 8, 7]).map { "\($0)" }, firstTwo("xyz").map { "\($0)" })
// expect: [3, 3, 1, 4, 1]
// expect: [false, false, false, false, false]
// expect: ["Int", "Character", "Int", "Int", "(key: String, value: Int)"]
// expect: [1, 7, 1]
// expect: Optional(4) 3 true
// expect: Optional<Int> [8, 10, 12]
// expect: ["a", "b"] [1, 1]
// expect: Optional<Any> 4 2 Array<Any>
// expect: Optional<Any> z 1 Array<Any>
// expect: ["Int: [3, 4]", "String: [\"z\"]"]
// expect: took s
// expect: 1 Printer2
// expect: ["9", "8"] ["x", "y"]
