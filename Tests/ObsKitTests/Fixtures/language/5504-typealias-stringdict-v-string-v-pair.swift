// Swift Forums style (generic typealiases): typealias StringDict<V> = [String: V], Pair<T>, Handler<T> and partially applied aliases
typealias StringDict<V> = [String: V]
typealias Pair<T> = (first: T, second: T)
typealias Handler<T> = (T) -> String
typealias Matrix<T> = [[T]]
typealias IntResult = Result<Int, ParseError>

struct ParseError: Error, CustomStringConvertible {
    let input: String
    var description: String { "bad input '\(input)'" }
}

func parse(_ s: String) -> IntResult {
    if let n = Int(s) { return .success(n) }
    return .failure(ParseError(input: s))
}

func swapPair<T>(_ p: Pair<T>) -> Pair<T> { (p.second, p.first) }

func apply<T>(_ xs: [T], _ h: Handler<T>) -> [String] { xs.map(h) }

func transpose<T>(_ m: Matrix<T>) -> Matrix<T> {
    guard let first = m.first else { return [] }
    return (0..<first.count).map { c in m.map { $0[c] } }
}

var ages: StringDict<Int> = [:]
ages["x"] = 3
ages["a"] = 1
print(ages.keys.sorted(), type(of: ages))
let empty = StringDict<[Double]>()
print(empty.isEmpty, type(of: empty))
let p: Pair<String> = ("l", "r")
print(swapPair(p), swapPair((1, 2)).first)
print(apply([1, 2]) { "<\($0)>" })
let m: Matrix<Int> = [[1, 2, 3], [4, 5, 6]]
print(transpose(m))
print(transpose([] as Matrix<String>))
for s in ["12", "x1"] {
    switch parse(s) {
    case .success(let n): print("ok", n)
    case .failure(let e): print("fail", e)
    }
}
print(IntResult.self)

// expect: ["a", "x"] Dictionary<String, Int>
// expect: true Dictionary<String, Array<Double>>
// expect: (first: "r", second: "l") 2
// expect: ["<1>", "<2>"]
// expect: [[1, 4], [2, 5], [3, 6]]
// expect: []
// expect: ok 12
// expect: fail bad input 'x1'
// expect: Result<Int, ParseError>
