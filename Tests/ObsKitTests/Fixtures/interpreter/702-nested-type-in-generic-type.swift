// A type nested in a generic type shares the outer type's parameters: inside it `T` stands for what its
// instance holds, and `Outer<Int>.Leaf` names the type with the outer's arguments (reflecting prints them on
// the outer type, describing prints the nested name alone). Expected output: swiftc 6.3.1 on this machine
// (tools/fixture-expect).
struct Tree<T> {
    struct Leaf {
        var payload: T
        func kind() -> String { "leaf of \(T.self)" }
    }
    struct Marker {}
}
print(Tree<Int>.Leaf(payload: 4).kind(), Tree<[String]>.Leaf(payload: ["a"]).kind())
print(Tree.Leaf(payload: 2.5).kind())
print(String(reflecting: Tree<Bool>.Marker.self), String(describing: Tree<Bool>.Marker.self))
print(String(reflecting: Tree<String>.Leaf.self), Tree<Int>.Marker())

// expect: leaf of Int leaf of Array<String>
// expect: leaf of Double
// expect: main.Tree<Swift.Bool>.Marker Marker
// expect: main.Tree<Swift.String>.Leaf Marker()
