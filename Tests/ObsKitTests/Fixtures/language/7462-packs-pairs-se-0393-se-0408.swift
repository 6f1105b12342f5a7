// Swift Evolution style (packs of pairs): SE-0393/SE-0408 same-shape packs compared element-wise and mapped into tuples
func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}

func differences<each T: Equatable & CustomStringConvertible>(
    _ names: [String], old lhs: repeat each T, new rhs: repeat each T
) -> [String] {
    var out: [String] = []
    var i = 0
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r {
            out.append("\(names[i]): \(l) -> \(r)")
        }
        i += 1
    }
    return out
}

func maxOfEach<each T: Comparable>(_ a: repeat each T, versus b: repeat each T) -> (repeat each T) {
    (repeat Swift.max(each a, each b))
}

func stringify<each T>(_ values: repeat each T) -> String {
    var s = ""
    for v in repeat each values {
        s += "<\(v)>"
    }
    return s
}

print(allEqual((1, "a", true), (1, "a", true)))
print(allEqual((1, "a", true), (1, "b", true)))
print(allEqual((), ()))

let before = (3, "draft", 1.5)
let after = (3, "final", 2.0)
for line in differences(["id", "state", "version"], old: 3, "draft", 1.5, new: 3, "final", 2.0) {
    print(line)
}
print(before.0 == after.0)

let m = maxOfEach(3, "pear", 2.5, versus: 7, "apple", 1.0)
print(m.0, m.1, m.2)

let s = stringify(1, nil as Int?, [2, 3])
print(s)
// expect: true
// expect: false
// expect: true
// expect: state: draft -> final
// expect: version: 1.5 -> 2.0
// expect: true
// expect: 7 pear 2.5
// expect: <1><nil><[2, 3]>
