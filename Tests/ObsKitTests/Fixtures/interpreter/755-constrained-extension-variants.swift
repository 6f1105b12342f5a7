// Members of constrained extensions: the one whose `where` clause holds is used, the most specific first.
// Expected output from swiftc 6.3.1 on Linux.
struct Wrapper<T> {
    let inner: T
    func describe() -> String { "a wrapper" }
}
extension Wrapper where T == String {
    func describe() -> String { "a wrapper of text (\(inner.count) letters)" }
}
extension Wrapper where T: Numeric {
    func doubled() -> T { inner * 2 }
}
print(Wrapper(inner: 5).describe())
print(Wrapper(inner: "hello").describe())
print(Wrapper(inner: 21).doubled(), Wrapper(inner: 1.5).doubled())

protocol Describable {}
extension Describable { var kind: String { "plain" } }
extension Describable where Self: Equatable { var kind: String { "equatable" } }
extension Describable where Self: Comparable { var kind: String { "comparable" } }
struct Note: Describable {}
struct Id: Describable, Equatable {}
struct Rank: Describable, Comparable { static func < (a: Rank, b: Rank) -> Bool { false } }
print(Note().kind, Id().kind, Rank().kind)

// expect: a wrapper
// expect: a wrapper of text (5 letters)
// expect: 42 3.0
// expect: plain equatable comparable
