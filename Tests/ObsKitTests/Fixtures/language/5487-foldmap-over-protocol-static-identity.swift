// Stack Overflow style (generic parameter fixed by a closure's result): foldMap over a protocol with a static identity
// known-gap: needs the compiler check (closure types); unchecked: error: 5487-foldmap-over-protocol-static-identity.swift:26:16: error: not supported yet: the type 'M' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
protocol Monoid {
    static var empty: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}

infix operator <> : AdditionPrecedence

extension Int: Monoid {
    static var empty: Int { 0 }
    static func <> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
}

extension String: Monoid {
    static var empty: String { "" }
    static func <> (lhs: String, rhs: String) -> String { lhs + rhs }
}

extension Array: Monoid {
    static var empty: [Element] { [] }
    static func <> (lhs: [Element], rhs: [Element]) -> [Element] { lhs + rhs }
}

extension Sequence {
    func foldMap<M: Monoid>(_ f: (Element) -> M) -> M {
        reduce(M.empty) { $0 <> f($1) }
    }
}

let words = ["swift", "type", "checker"]
let totalLength = words.foldMap { $0.count }
let initials = words.foldMap { String($0.first!) }
let doubled = words.foldMap { [$0, $0.uppercased()] }
let empty: [String] = []
let nothing = empty.foldMap { $0.count }
print(totalLength)
print(initials)
print(doubled)
print(nothing)
print(type(of: doubled))

// expect: 16
// expect: stc
// expect: ["swift", "SWIFT", "type", "TYPE", "checker", "CHECKER"]
// expect: 0
// expect: Array<String>
