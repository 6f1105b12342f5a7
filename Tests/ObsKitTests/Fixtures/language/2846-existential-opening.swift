// Compiler test style: implicit opening of existentials when passed to generic functions
protocol Scorable { var score: Int { get } }
struct Low: Scorable { var score: Int { 1 } }
struct High: Scorable { var score: Int { 100 } }
func typeName<T: Scorable>(_ t: T) -> String { "\(T.self):\(t.score)" }
let items: [any Scorable] = [Low(), High(), Low()]
for i in items { print(typeName(i)) }
func double<T: Scorable>(_ t: T) -> [T] { [t, t] }
let first: any Scorable = High()
let arr = double(first)
print(arr.count, arr.map { $0.score })
func isSameType<A: Scorable, B: Scorable>(_ a: A, _ b: B) -> Bool { A.self == B.self }
print(isSameType(items[0], items[2]), isSameType(items[0], items[1]))
func sum(_ xs: [any Scorable]) -> Int { xs.reduce(0) { $0 + $1.score } }
print(sum(items))
func opt<T: Scorable>(_ t: T?) -> String { t.map { "\($0.score)" } ?? "none" }
let maybe: (any Scorable)? = Low()
print(opt(maybe as? Low), opt(Optional<High>.none))
// expect: Low:1
// expect: High:100
// expect: Low:1
// expect: 2 [100, 100]
// expect: true false
// expect: 102
// expect: 1 none
