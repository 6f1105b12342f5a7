// Compiler test style: generic enums with constraints, Result-like types, map/flatMap on generic enums
enum Either<L, R> {
    case left(L), right(R)
    func map<T>(_ f: (R) -> T) -> Either<L, T> {
        switch self { case .left(let l): return .left(l); case .right(let r): return .right(f(r)) }
    }
    func flatMap<T>(_ f: (R) -> Either<L, T>) -> Either<L, T> {
        switch self { case .left(let l): return .left(l); case .right(let r): return f(r) }
    }
    var rightValue: R? { if case .right(let r) = self { return r }; return nil }
}
extension Either: Equatable where L: Equatable, R: Equatable {}
extension Either: CustomStringConvertible {
    var description: String {
        switch self { case .left(let l): return "L(\(l))"; case .right(let r): return "R(\(r))" }
    }
}
func parse(_ s: String) -> Either<String, Int> { Int(s).map { .right($0) } ?? .left("bad:\(s)") }
print(parse("12").map { $0 * 2 })
print(parse("x").map { $0 * 2 })
print(parse("5").flatMap { $0 > 3 ? .right("big") : .left("small") })
print(parse("1").flatMap { $0 > 3 ? .right("big") : .left("small") })
print(parse("3") == .right(3), parse("3") == parse("4"))
print(["1", "q", "3"].map(parse).compactMap(\.rightValue))
print(type(of: parse("1").map(String.init)))

enum Tree<T: Comparable> {
    case empty
    indirect case node(Tree, T, Tree)
    func inserting(_ x: T) -> Tree {
        switch self {
        case .empty: return .node(.empty, x, .empty)
        case let .node(l, v, r):
            return x < v ? .node(l.inserting(x), v, r) : .node(l, v, r.inserting(x))
        }
    }
    var inorder: [T] {
        if case let .node(l, v, r) = self { return l.inorder + [v] + r.inorder }
        return []
    }
    var height: Int { if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }; return 0 }
}
let t = [5, 2, 8, 1, 9, 3].reduce(Tree.empty) { $0.inserting($1) }
print(t.inorder, t.height)
let ts = ["m", "c", "x", "a"].reduce(Tree<String>.empty) { $0.inserting($1) }
print(ts.inorder, ts.height)

let r: Result<Int, Never> = .success(3)
print(r.map { $0 + 1 })
enum MyErr: Error { case bad }
let r2: Result<Int, MyErr> = .failure(.bad)
if case .failure(let e) = r2.map({ $0 + 1 }) { print("failure", e, (try? r2.get()) as Any) }
// expect: R(24)
// expect: L(bad:x)
// expect: R(big)
// expect: L(small)
// expect: true false
// expect: [1, 3]
// expect: Either<String, String>
// expect: [1, 2, 3, 5, 8, 9] 3
// expect: ["a", "c", "m", "x"] 3
// expect: success(4)
// expect: failure bad nil
