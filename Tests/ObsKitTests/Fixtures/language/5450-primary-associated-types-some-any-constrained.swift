// Swift Evolution style (SE-0346/SE-0353/SE-0358): primary associated types with some and any constrained existentials
func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func total(_ c: some Collection<Int>) -> Int {
    c.reduce(0, +)
}

let boxes: [any Collection<Int>] = [[1, 2, 3], Set([10]), 4..<7]
for b in boxes {
    print(b.count, total(b))
}

print(Array(evens(upTo: 9)))

func firstOf(_ s: any Sequence<String>) -> String? {
    var it = s.makeIterator()
    return it.next()
}
print(firstOf(["alpha", "beta"]) ?? "nil")
print(firstOf([String]()) ?? "nil")

let mapped: some Collection<String> = [3, 1, 2].sorted().map { "n\($0)" }
print(mapped.joined(separator: ","))

// expect: 3 6
// expect: 1 10
// expect: 3 15
// expect: [0, 2, 4, 6, 8]
// expect: alpha
// expect: nil
// expect: n1,n2,n3
