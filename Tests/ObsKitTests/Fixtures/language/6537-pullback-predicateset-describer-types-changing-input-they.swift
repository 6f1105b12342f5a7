// Point-Free style (contravariance): pullback on PredicateSet and Describer types, changing the input they accept by mapping backwards
struct PredicateSet<A> {
    let contains: (A) -> Bool

    func pullback<B>(_ f: @escaping (B) -> A) -> PredicateSet<B> {
        PredicateSet<B> { self.contains(f($0)) }
    }
}

struct Describer<A> {
    let describe: (A) -> String

    func pullback<B>(_ f: @escaping (B) -> A) -> Describer<B> {
        Describer<B> { self.describe(f($0)) }
    }
    func map(_ g: @escaping (String) -> String) -> Describer<A> {
        Describer { g(self.describe($0)) }
    }
}

let evens = PredicateSet<Int> { $0 % 2 == 0 }
let shortStrings = PredicateSet<String> { $0.count < 5 }
let evenLength = evens.pullback { (s: String) in s.count }
let absEven = evens.pullback(abs)

print(["go", "swift", "rust", "c"].filter(evenLength.contains))
print([-3, -2, 5, 8].filter(absEven.contains))

struct User { let name: String; let id: Int }
let users = [User(name: "ada", id: 7), User(name: "grace", id: 10), User(name: "alan", id: 4)]
let evenId = evens.pullback(\User.id)
let shortName = shortStrings.pullback(\User.name)
print(users.filter(evenId.contains).map(\.name), users.filter(shortName.contains).map(\.name))

let intDescriber = Describer<Int> { n in n < 0 ? "minus \(-n)" : "\(n)" }
let userDescriber = intDescriber.pullback(\User.id).map { "user #" + $0 }
print(users.map(userDescriber.describe))
let tempDescriber = Describer<Double> { "\($0)°" }.pullback { (c: Int) in Double(c) * 9 / 5 + 32 }
print([0, 100, -40].map(tempDescriber.describe))
let lengthDescriber = intDescriber.pullback { (s: String) in s.count - 3 }.map { "[\($0)]" }
print(["a", "abcdef"].map(lengthDescriber.describe))

let chained = evens.pullback { (x: Int) in x + 1 }.pullback { (s: String) in Int(s) ?? 0 }
print(["1", "2", "x", "11"].map(chained.contains))

// expect: ["go", "rust"]
// expect: [-2, 8]
// expect: ["grace", "alan"] ["ada", "alan"]
// expect: ["user #7", "user #10", "user #4"]
// expect: ["32.0°", "212.0°", "-40.0°"]
// expect: ["[minus 2]", "[3]"]
// expect: [true, false, false, true]
