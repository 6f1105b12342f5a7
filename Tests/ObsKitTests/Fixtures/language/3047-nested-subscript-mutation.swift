// Compiler test style: deep mutation through array subscripts and struct properties (a[0].b.c += 1)
struct C { var c = 0; var tags: [String] = [] }
struct B { var b = C(); var others: [C] = [] }
struct A { var items: [B] = [] }

var a = [B(), B(b: C(c: 10), others: [C(), C(c: 3)])]
a[0].b.c += 1
a[1].b.c -= 4
a[1].others[1].c *= 7
a[1].others[0].tags.append("t")
a[0].b.tags += ["x", "y"]
print(a[0].b.c, a[0].b.tags)
print(a[1].b.c, a[1].others.map { $0.c }, a[1].others[0].tags)

var holder = A(items: a)
let snapshot = holder
holder.items[1].others[1].c = 0
holder.items[0].b.tags.removeAll()
print(snapshot.items[1].others[1].c, snapshot.items[0].b.tags)
print(holder.items[1].others[1].c, holder.items[0].b.tags)

var dict: [String: [B]] = ["k": [B()]]
dict["k"]?[0].b.c += 5
dict["k"]?.append(B(b: C(c: 1)))
dict["k"]![1].b.c += 1
print(dict["k"]!.map { $0.b.c })

var matrix = [[C]](repeating: [C](repeating: C(), count: 2), count: 2)
matrix[0][1].c = 9
matrix[1][0].c += 2
print(matrix.map { $0.map { $0.c } })
// expect: 1 ["x", "y"]
// expect: 6 [0, 21] ["t"]
// expect: 21 ["x", "y"]
// expect: 0 []
// expect: [5, 2]
// expect: [[0, 9], [2, 0]]
