// objc.io style (head and tail): decomposing collections into first element and rest with ArraySlice recursion
extension Collection {
    var decomposed: (head: Element, tail: SubSequence)? {
        guard let head = first else { return nil }
        return (head, dropFirst())
    }

    func split(at offset: Int) -> (SubSequence, SubSequence) {
        let mid = index(startIndex, offsetBy: Swift.min(offset, count))
        return (self[..<mid], self[mid...])
    }
}

func recursiveSum(_ numbers: ArraySlice<Int>) -> Int {
    guard let (head, tail) = numbers.decomposed else { return 0 }
    return head + recursiveSum(tail)
}

func quicksort<C: Collection>(_ items: C) -> [C.Element] where C.Element: Comparable {
    guard let (pivot, rest) = items.decomposed else { return [] }
    let smaller = rest.filter { $0 < pivot }
    let larger = rest.filter { $0 >= pivot }
    return quicksort(smaller) + [pivot] + quicksort(larger)
}

func interleave<T>(_ a: ArraySlice<T>, _ b: ArraySlice<T>) -> [T] {
    switch (a.decomposed, b.decomposed) {
    case let (x?, y?): return [x.head, y.head] + interleave(x.tail, y.tail)
    case let (x?, nil): return Array(a.prefix(1)) + interleave(x.tail, [])
    case let (nil, y?): return [y.head] + interleave([], y.tail)
    case (nil, nil): return []
    }
}

let numbers = [4, 9, 1, 7, 3]
print(recursiveSum(numbers[...]), recursiveSum(numbers[2...]), recursiveSum([]))
print(quicksort(numbers), quicksort("sorting"), quicksort(Set([3, 1, 2])))

if let (first, rest) = "hello".decomposed {
    print(first, rest, type(of: rest))
}
print([Int]().decomposed == nil)

let (left, right) = numbers.split(at: 2)
print(left, right, right.startIndex)
let (all, none) = numbers.split(at: 10)
print(all.count, none.isEmpty)
let (p1, p2) = "abcdef".split(at: 3)
print(p1, p2)

print(interleave([1, 3, 5, 7][...], [2, 4][...]))
print(interleave(["a"][...], ["x", "y", "z"][...]))

// expect: 24 11 0
// expect: [1, 3, 4, 7, 9] ["g", "i", "n", "o", "r", "s", "t"] [1, 2, 3]
// expect: h ello Substring
// expect: true
// expect: [4, 9] [1, 7, 3] 2
// expect: 5 true
// expect: abc def
// expect: [1, 2, 3, 4, 5, 7]
// expect: ["a", "x", "y", "z"]
