// Compiler test style (existentials with associated types): any P values opened by passing them to generic functions, and Self-returning requirements
protocol Animal {
    associatedtype Food
    var name: String { get }
    func eat(_ f: Food) -> String
    func favorite() -> Food
}
struct Cat: Animal {
    var name = "cat"
    func eat(_ f: String) -> String { "\(name) eats \(f)" }
    func favorite() -> String { "fish" }
}
struct Cow: Animal {
    var name = "cow"
    func eat(_ f: Int) -> String { "\(name) eats \(f)kg" }
    func favorite() -> Int { 12 }
}

func feedFavorite<A: Animal>(_ a: A) -> String { a.eat(a.favorite()) }
func foodType<A: Animal>(_ a: A) -> String { "\(A.self) -> \(A.Food.self)" }

let zoo: [any Animal] = [Cat(), Cow(), Cat(name: "kitten")]
for a in zoo {
    print(a.name, "|", feedFavorite(a), "|", foodType(a))
}

func favoriteAsAny(_ a: any Animal) -> Any { a.favorite() }
for a in zoo { print(favoriteAsAny(a)) }

protocol Copyable2 { func duplicate() -> Self; var tag: Int { get } }
struct Token: Copyable2 { var tag: Int; func duplicate() -> Token { Token(tag: tag + 100) } }
final class Ref: Copyable2 {
    let tag: Int
    init(tag: Int) { self.tag = tag }
    func duplicate() -> Self { self }
}
let copies: [any Copyable2] = [Token(tag: 1), Ref(tag: 2)]
for c in copies {
    let d = c.duplicate()
    print(type(of: d), d.tag)
}

func same<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}
func isEqual(_ a: any Equatable, _ b: Any) -> Bool { same(a, b) }
print(isEqual(3, 3), isEqual(3, "3"), isEqual("a", "a"), isEqual([1, 2], [1, 2]))

func largest(_ xs: [any Comparable]) -> String {
    func open<T: Comparable>(_ first: T) -> String {
        let typed = xs.compactMap { $0 as? T }
        return "\(typed.max()!) of \(typed.count)"
    }
    return open(xs[0])
}
print(largest([4, 9, 2, "x"]))
print(largest(["pear", "apple", 3]))

// expect: cat | cat eats fish | Cat -> String
// expect: cow | cow eats 12kg | Cow -> Int
// expect: kitten | kitten eats fish | Cat -> String
// expect: fish
// expect: 12
// expect: fish
// expect: Token 101
// expect: Ref 2
// expect: true false true true
// expect: 9 of 3
// expect: pear of 2
