// A Substring (and arrays of Characters) passed to a generic method constrained where C.Element == Character, on Collection and on Sequence
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Node {
    func size<C: Collection>(_ w: C) -> Int where C.Element == Character { w.count }
}
print(Node().size("abc"))
print(Node().size("abc".dropFirst()))
func size2<C: Collection>(_ w: C) -> Int where C.Element == Character { w.count }
print(size2("abc".dropFirst()))
struct Node2 {
    func size3<C: Collection>(_ w: C) -> Int where C.Element == Character { w.count }
    func size4<C: Sequence>(_ w: C) -> Int where C.Element == Character { 1 }
}
let t = "abc".dropFirst()
print(Node2().size3(Array("xy")))
print(Node2().size4(t))
print(Node2().size3(t))

// expect: 3
// expect: 2
// expect: 2
// expect: 2
// expect: 1
// expect: 2
