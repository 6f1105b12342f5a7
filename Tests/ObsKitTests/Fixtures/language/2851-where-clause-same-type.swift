// Compiler test style: same-type and conformance constraints between associated types of multiple parameters
protocol Source { associatedtype Item; func items() -> [Item] }
protocol Sink { associatedtype Item; mutating func accept(_ i: Item) }
struct NumberSource: Source { func items() -> [Int] { [3, 1, 2] } }
struct WordSource: Source { func items() -> [String] { ["b", "a"] } }
struct Collector<T>: Sink {
    var got: [T] = []
    mutating func accept(_ i: T) { got.append(i) }
}
func pipe<S: Source, K: Sink>(_ s: S, into k: inout K) where S.Item == K.Item {
    for i in s.items() { k.accept(i) }
}
var ci = Collector<Int>()
pipe(NumberSource(), into: &ci)
var cs = Collector<String>()
pipe(WordSource(), into: &cs)
print(ci.got, cs.got)
func sortedItems<S: Source>(_ s: S) -> [S.Item] where S.Item: Comparable { s.items().sorted() }
print(sortedItems(NumberSource()), sortedItems(WordSource()))
extension Collector where T: Numeric {
    var sum: T { got.reduce(0, +) }
}
print(ci.sum)
extension Source where Item == Int {
    func doubled() -> [Int] { items().map { $0 * 2 } }
}
print(NumberSource().doubled())
func zipSources<A: Source, B: Source>(_ a: A, _ b: B) -> [String] where A.Item: CustomStringConvertible, B.Item == String {
    zip(a.items(), b.items()).map { "\($0)\($1)" }
}
print(zipSources(NumberSource(), WordSource()))
// expect: [3, 1, 2] ["b", "a"]
// expect: [1, 2, 3] ["a", "b"]
// expect: 6
// expect: [6, 2, 4]
// expect: ["3b", "1a"]
