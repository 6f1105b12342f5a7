// Compiler test style: printing protocol metatypes, existential types and composition types
// known-gap: line 6: expected "any Container<Self.Container.Item == Int>", got "Container<Int>"
protocol P {}
protocol Q {}
protocol Container<Item> { associatedtype Item }
struct S: P, Q {}
class K: P {}
print(P.self, (any P).self)
print((any P & Q).self)
print((any P.Type).self)
print(type(of: S() as any P))
let ex: any P = K()
print(type(of: ex), ex is K)
print((any Container<Int>).self)
print(Any.self, AnyObject.self)
print([any P].self, Optional<any P>.self)
func metaName<T>(_: T.Type) -> String { String(describing: T.self) }
print(metaName((any P).self), metaName(S.self), metaName((P & Q).self))
let metas: [Any.Type] = [Int.self, S.self, (any P).self, [Int].self]
print(metas.map { "\($0)" })
print(String(describing: (any P)?.self))
// expect: P P
// expect: P & Q
// expect: P.Type
// expect: S
// expect: K true
// expect: any Container<Self.Container.Item == Int>
// expect: Any AnyObject
// expect: Array<P> Optional<P>
// expect: P S P & Q
// expect: ["Int", "S", "P", "Array<Int>"]
// expect: Optional<P>
