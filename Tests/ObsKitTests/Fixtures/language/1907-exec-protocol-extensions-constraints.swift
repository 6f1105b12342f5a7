// Execution-test style: constrained protocol extension members chosen by the most specific constraint, on concrete types and generics, one case per line.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Describe { }
extension Describe { var what: String { "any" } }
extension Describe where Self: Equatable { var what: String { "equatable" } }
extension Describe where Self: Comparable { var what: String { "comparable" } }
extension Describe where Self: Collection { var what: String { "collection of \(count)" } }

struct Plain: Describe {}
struct Eq: Describe, Equatable {}
struct Cmp: Describe, Comparable { static func < (a: Cmp, b: Cmp) -> Bool { false } }
extension Array: Describe {}
extension Int: Describe {}

print(Plain().what)
print(Eq().what)
print(Cmp().what)
print([Plain(), Plain()].what)
print(5.what)
func generic<T: Describe>(_ t: T) -> String { t.what }
print(generic(Plain()), generic(Eq()), generic(Cmp()), generic([Plain()]), generic(9))
func generic2<T: Describe & Equatable>(_ t: T) -> String { t.what }
print(generic2(Eq()), generic2(Cmp()), generic2(1))
let e: any Describe = Cmp()
print(e.what)
extension Collection where Element: Numeric { var total: Element { reduce(0, +) } }
extension Collection where Element == String { var total: String { joined() } }
print([1, 2, 3].total, [1.5, 1.5].total, ["a", "b"].total, (1...4).total)

// expect: any
// expect: equatable
// expect: comparable
// expect: collection of 2
// expect: comparable
// expect: any any any any any
// expect: equatable equatable equatable
// expect: any
// expect: 6 3.0 ab 10
