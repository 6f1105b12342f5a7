// Compiler test style: extension methods on constrained protocol extensions pick the most specific overload statically
protocol P { func id() -> String }
extension P { func id() -> String { "P.id" } }
extension P where Self: Equatable { func extra() -> String { "Equatable extra" } }
extension P { func extra() -> String { "plain extra" } }
struct A: P {}
struct B: P, Equatable {}
print(A().extra(), B().extra())
func genericExtra<T: P>(_ t: T) -> String { t.extra() }
print(genericExtra(A()), genericExtra(B()))
func equatableExtra<T: P & Equatable>(_ t: T) -> String { t.extra() }
print(equatableExtra(B()))
extension Collection { func kind() -> String { "Collection" } }
extension BidirectionalCollection { func kind() -> String { "Bidirectional" } }
extension RandomAccessCollection { func kind() -> String { "RandomAccess" } }
print([1, 2].kind(), "abc".kind(), Set([1]).kind())
func viaCollection<C: Collection>(_ c: C) -> String { c.kind() }
print(viaCollection([1, 2]), viaCollection("abc"))
func viaBidi<C: BidirectionalCollection>(_ c: C) -> String { c.kind() }
print(viaBidi([1]), viaBidi("x"))
// expect: plain extra Equatable extra
// expect: plain extra plain extra
// expect: Equatable extra
// expect: RandomAccess Bidirectional Collection
// expect: Collection Collection
// expect: Bidirectional Bidirectional
