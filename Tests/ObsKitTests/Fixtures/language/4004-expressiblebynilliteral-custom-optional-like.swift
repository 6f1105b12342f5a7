// Compiler test style: ExpressibleByNilLiteral custom optional-like type
enum Maybe<T>: ExpressibleByNilLiteral, CustomStringConvertible {
    case none
    case some(T)
    init(nilLiteral: ()) { self = .none }
    var description: String {
        switch self {
        case .none: return "nothing"
        case .some(let v): return "just \(v)"
        }
    }
}

let m: Maybe<Int> = nil
print(m)
let n: Maybe<Int> = .some(3)
print(n)

func find(_ x: Int, in xs: [Int]) -> Maybe<Int> {
    for (i, v) in xs.enumerated() where v == x { return .some(i) }
    return nil
}
print(find(3, in: [1, 2, 3]), find(9, in: [1]))

func describe(_ m: Maybe<String> = nil) -> String { "\(m)" }
print(describe())
print(describe(.some("hi")))

let arr: [Maybe<Double>] = [nil, .some(2), nil]
print(arr)
print(type(of: arr[1]))
// expect: nothing
// expect: just 3
// expect: just 2 nothing
// expect: nothing
// expect: just hi
// expect: [nothing, just 2.0, nothing]
// expect: Maybe<Double>
