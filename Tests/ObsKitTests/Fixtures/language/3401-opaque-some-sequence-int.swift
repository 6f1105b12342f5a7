// Swift book style: opaque `some Sequence<Int>` / `some Collection<String>` results and `any Sequence<Int>` existentials with primary associated types
func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func squares(_ xs: some Sequence<Int>) -> some Sequence<Int> {
    xs.lazy.map { $0 * $0 }
}

func labels() -> some Collection<String> {
    ["alpha", "beta", "gamma"]
}

func total(_ xs: any Sequence<Int>) -> Int {
    var sum = 0
    for x in xs { sum += x }
    return sum
}

func pick(_ useRange: Bool) -> any Sequence<Int> {
    useRange ? 1...4 : [10, 20]
}

print(Array(evens(upTo: 10)))
print(Array(squares(evens(upTo: 6))))
print(total(squares([1, 2, 3])))
let l = labels()
print(l.count, l.first!, Array(l))
print(total(pick(true)), total(pick(false)))

let sources: [any Sequence<Int>] = [[1, 2], 5...7, Set([3]), evens(upTo: 4)]
for s in sources {
    print(total(s), terminator: ";")
}
print("end")

func firstTwo<C: Collection<String>>(_ c: C) -> [String] { Array(c.prefix(2)) }
print(firstTwo(labels()), firstTwo(["x", "y", "z"]))

protocol Shape { func area() -> Int }
struct Square: Shape { let side: Int; func area() -> Int { side * side } }
struct Rect: Shape { let w: Int, h: Int; func area() -> Int { w * h } }

func makeShape(big: Bool) -> any Shape { big ? Rect(w: 4, h: 5) : Square(side: 2) }
func fixedShape() -> some Shape { Square(side: 3) }

let shapes: [any Shape] = [makeShape(big: true), makeShape(big: false), fixedShape()]
print(shapes.map { $0.area() })
print(shapes.map { type(of: $0) is Square.Type })

func describe(_ c: any Collection<Int>) -> String {
    "count=\(c.count) empty=\(c.isEmpty)"
}
print(describe([1, 2, 3]), describe(0..<0), describe(Array(evens(upTo: 8))))
let opened: any Sequence<Int> = [4, 5, 6]
print(opened.map { $0 + 1 }, opened.contains(5))
// expect: [0, 2, 4, 6, 8, 10]
// expect: [0, 4, 16, 36]
// expect: 14
// expect: 3 alpha ["alpha", "beta", "gamma"]
// expect: 10 30
// expect: 3;18;3;6;end
// expect: ["alpha", "beta"] ["x", "y"]
// expect: [20, 4, 9]
// expect: [false, true, true]
// expect: count=3 empty=false count=0 empty=true count=5 empty=false
// expect: [5, 6, 7] true
