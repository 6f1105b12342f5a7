// Point-Free style (zip everywhere): zip and zip(with:) defined for Optional, Array and function types, showing the same shape on each
// known-gap: needs the compiler check (the types it infers); unchecked: line 6: expected "[11, 22, 33]", got "Optional([11, 22, 33])"
func zip2<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a = a, let b = b else { return nil }
    return (a, b)
}
func zip2<A, B, C>(with f: @escaping (A, B) -> C) -> (A?, B?) -> C? {
    { zip2($0, $1).map(f) }
}
func zip3<A, B, C>(_ a: A?, _ b: B?, _ c: C?) -> (A, B, C)? {
    zip2(zip2(a, b), c).map { ($0.0, $0.1, $1) }
}

func zip2<A, B>(_ xs: [A], _ ys: [B]) -> [(A, B)] {
    var result: [(A, B)] = []
    for i in 0..<min(xs.count, ys.count) { result.append((xs[i], ys[i])) }
    return result
}
func zip2<A, B, C>(with f: @escaping (A, B) -> C) -> ([A], [B]) -> [C] {
    { zip2($0, $1).map(f) }
}

func zip2<R, A, B>(_ f: @escaping (R) -> A, _ g: @escaping (R) -> B) -> (R) -> (A, B) {
    { r in (f(r), g(r)) }
}

struct Contact: CustomStringConvertible {
    let name: String, age: Int, city: String
    var description: String { "\(name)(\(age), \(city))" }
}

let ages: [String: Int] = ["ada": 36, "alan": 41]
let cities: [String: String] = ["ada": "London", "grace": "Arlington"]
for key in ["ada", "alan", "grace"] {
    let contact = zip3(Optional(key.prefix(1).uppercased() + key.dropFirst()), ages[key], cities[key]).map(Contact.init)
    print(key, contact.map { "\($0)" } ?? "incomplete")
}

let addOptionals: (Int?, Int?) -> Int? = zip2(with: +)
print(addOptionals(2, 3) ?? -1, addOptionals(nil, 3) ?? -1)

let pairs = zip2([1, 2, 3, 4], ["a", "b", "c"])
print(pairs.map { "\($0)\($1)" })
let sums: ([Int], [Int]) -> [Int] = zip2(with: +)
print(sums([1, 2, 3], [10, 20, 30, 40]))

let stats = zip2({ (xs: [Int]) in xs.min() ?? 0 }, { (xs: [Int]) in xs.max() ?? 0 })
let (lo, hi) = stats([4, 9, 1, 7])
print(lo, hi)
let nameAndLength = zip2({ (s: String) in s.uppercased() }, { (s: String) in s.count })
print(["swift", "zip"].map(nameAndLength).map { "\($0.0)=\($0.1)" })

// expect: ada Ada(36, London)
// expect: alan incomplete
// expect: grace incomplete
// expect: 5 -1
// expect: ["1a", "2b", "3c"]
// expect: [11, 22, 33]
// expect: 1 9
// expect: ["SWIFT=5", "ZIP=3"]
