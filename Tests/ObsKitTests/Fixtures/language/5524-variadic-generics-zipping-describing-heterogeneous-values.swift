// Stack Overflow style (parameter packs): variadic generics zipping and describing heterogeneous values
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each values {
        out.append("\(v):\(type(of: v))")
    }
    return out
}

func makeTuple<each T>(_ values: repeat each T) -> (repeat [each T]) {
    (repeat [each values])
}

struct Labeled<each T> {
    let values: (repeat each T)
    init(_ v: repeat each T) { values = (repeat each v) }
    var count: Int {
        var n = 0
        for _ in repeat each values { n += 1 }
        return n
    }
}

print(describeAll(1, "a", 2.5, true))
print(describeAll())
let t = makeTuple(1, "x")
print(t.0, t.1)
print(Labeled(1, 2, "three").count, Labeled().count)

// expect: ["1:Int", "a:String", "2.5:Double", "true:Bool"]
// expect: []
// expect: [1] ["x"]
// expect: 3 0
