// Swift book style: opaque result types backed by standard library wrappers and their dynamic types
// known-gap: line 4: expected "LazyMapSequence<Array<Int>, Int>", got "LazyMapSequence"
func backwards(_ xs: [Int]) -> some Sequence<Int> {
    xs.reversed()
}
func squaresLazily(_ xs: [Int]) -> some Sequence<Int> {
    xs.lazy.map { $0 * $0 }
}
func numbered(_ names: [String]) -> some Sequence<(offset: Int, element: String)> {
    names.enumerated()
}
func paired(_ a: [Int], _ b: [String]) -> some Sequence<(Int, String)> {
    zip(a, b)
}
func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, to: n, by: 2)
}

let r = backwards([1, 2, 3])
print(Array(r))
print(type(of: r))

let s = squaresLazily([2, 3, 4])
print(Array(s))
print(type(of: s))

let e = numbered(["ann", "bob"])
for (i, name) in e { print(i, name) }
print(type(of: e))

let z = paired([1, 2, 3], ["a", "b"])
print(z.map { "\($0)\($1)" }.joined(separator: " "))
print(type(of: z))

let ev = evens(upTo: 9)
print(Array(ev))
print(type(of: ev))
// expect: [3, 2, 1]
// expect: ReversedCollection<Array<Int>>
// expect: [4, 9, 16]
// expect: LazyMapSequence<Array<Int>, Int>
// expect: 0 ann
// expect: 1 bob
// expect: EnumeratedSequence<Array<String>>
// expect: 1a 2b
// expect: Zip2Sequence<Array<Int>, Array<String>>
// expect: [0, 2, 4, 6, 8]
// expect: StrideTo<Int>
