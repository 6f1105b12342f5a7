// Swift Evolution style (SE-0315 type placeholders): `_` standing for parts of a type the compiler infers, in arrays, dictionaries, optionals, Result and `as` coercions
// known-gap: line 5: expected "success 12 Result<Int, Error>", got "success 12 Result" (Result infers no generic arguments for its name)
let counts: [String: _] = ["apples": 3, "pears": 5]
print(counts.keys.sorted(), type(of: counts))

let matrix: [[_]] = [[1.5, 2], [3, 4]]
print(matrix, type(of: matrix))

let maybe: _? = "placeholder"
print(maybe ?? "none", type(of: maybe))

let pairs: [(String, _)] = [("a", 1), ("b", 2)]
print(pairs.map(\.1).reduce(0, +), type(of: pairs))

let result: Result<_, Error> = .success(12)
if case .success(let v) = result { print("success", v, type(of: result)) }

let set = Set<_>([3, 1, 2])
print(set.sorted(), type(of: set))

let fromCoercion = [1, 2, 3] as [_]
print(type(of: fromCoercion))

let doubles = [1, 2, 3] as [Double]
let dict = Dictionary<_, Double>(uniqueKeysWithValues: zip(["x", "y"], doubles))
print(dict.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }, type(of: dict))

let closure: (_) -> Int = { (s: String) in s.count }
print(closure("four"), type(of: closure))

struct Wrapper<Value> { var value: Value }
let w: Wrapper<_> = Wrapper(value: [true, false])
print(w.value, type(of: w))

let optionalArray: [_?] = [1, nil, 3]
print(optionalArray.compactMap { $0 }, type(of: optionalArray))

func makeDefault<T: ExpressibleByIntegerLiteral>(_ type: T.Type) -> T { 7 }
let bytes: [_] = [makeDefault(UInt8.self), 200]
print(bytes, type(of: bytes))

// expect: ["apples", "pears"] Dictionary<String, Int>
// expect: [[1.5, 2.0], [3.0, 4.0]] Array<Array<Double>>
// expect: placeholder Optional<String>
// expect: 3 Array<(String, Int)>
// expect: success 12 Result<Int, Error>
// expect: [1, 2, 3] Set<Int>
// expect: Array<Int>
// expect: ["x:1.0", "y:2.0"] Dictionary<String, Double>
// expect: 4 (String) -> Int
// expect: [true, false] Wrapper<Array<Bool>>
// expect: [1, 3] Array<Optional<Int>>
// expect: [7, 200] Array<UInt8>
