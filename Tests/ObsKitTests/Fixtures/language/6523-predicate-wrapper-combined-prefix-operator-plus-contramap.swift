// Functional Swift style (predicates): a Predicate<A> wrapper combined with &&&, ||| and a prefix ! operator, plus contramap over key paths
precedencegroup PredicateDisjunction {
    associativity: left
    higherThan: AssignmentPrecedence
}
precedencegroup PredicateConjunction {
    associativity: left
    higherThan: PredicateDisjunction
}
infix operator &&&: PredicateConjunction
infix operator |||: PredicateDisjunction

struct Predicate<A> {
    let test: (A) -> Bool

    func contramap<B>(_ f: @escaping (B) -> A) -> Predicate<B> {
        Predicate<B> { self.test(f($0)) }
    }
    static func && (l: Predicate, r: Predicate) -> Predicate { l &&& r }
}

func &&& <A>(l: Predicate<A>, r: Predicate<A>) -> Predicate<A> {
    Predicate { l.test($0) && r.test($0) }
}
func ||| <A>(l: Predicate<A>, r: Predicate<A>) -> Predicate<A> {
    Predicate { l.test($0) || r.test($0) }
}
prefix func ! <A>(p: Predicate<A>) -> Predicate<A> {
    Predicate { !p.test($0) }
}

let isEven = Predicate<Int> { $0 % 2 == 0 }
let isPositive = Predicate<Int> { $0 > 0 }
func greaterThan(_ n: Int) -> Predicate<Int> { Predicate { $0 > n } }

let numbers = Array(-5...12)
print(numbers.filter((isEven &&& isPositive).test))
print(numbers.filter((!isEven &&& greaterThan(5)).test))
print(numbers.filter((isEven ||| greaterThan(8) &&& isPositive).test))
print(numbers.filter((isEven && !isPositive).test))

struct Book { let title: String; let pages: Int; let year: Int }
let books = [
    Book(title: "Functional Swift", pages: 210, year: 2014),
    Book(title: "Advanced Swift", pages: 560, year: 2016),
    Book(title: "Thinking in SwiftUI", pages: 140, year: 2020),
    Book(title: "App Architecture", pages: 390, year: 2018),
]
func their<Root, V>(_ kp: KeyPath<Root, V>, _ p: Predicate<V>) -> Predicate<Root> {
    p.contramap { $0[keyPath: kp] }
}
let short = their(\Book.pages, !greaterThan(300))
let recent = their(\Book.year, greaterThan(2015))
let swiftTitle = their(\Book.title, Predicate { $0.contains("Swift") })
print(books.filter((short &&& recent).test).map(\.title))
print(books.filter((swiftTitle ||| recent &&& !short).test).map(\.title))
let all = [short, recent, swiftTitle].reduce(Predicate { _ in true }, &&&)
print(books.filter(all.test).map(\.title), books.contains(where: (!short).test))

// expect: [2, 4, 6, 8, 10, 12]
// expect: [7, 9, 11]
// expect: [-4, -2, 0, 2, 4, 6, 8, 9, 10, 11, 12]
// expect: [-4, -2, 0]
// expect: ["Thinking in SwiftUI"]
// expect: ["Functional Swift", "Advanced Swift", "Thinking in SwiftUI", "App Architecture"]
// expect: ["Thinking in SwiftUI"] true
