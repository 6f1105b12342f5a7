// Q&A style (== vs === for class instances?): value equality versus reference identity
final class Tag: Equatable {
    let text: String
    init(_ text: String) { self.text = text }
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.text == rhs.text }
}

let t1 = Tag("swift")
let t2 = Tag("swift")
let t3 = t1

print("t1 == t2:", t1 == t2)
print("t1 === t2:", t1 === t2)
print("t1 === t3:", t1 === t3)
print("t1 !== t2:", t1 !== t2)

// Arrays use == of the elements.
print("[t1] == [t2]:", [t1] == [t2])
print("contains by ==:", [t2].contains(t1))
print("contains by ===:", [t2].contains { $0 === t1 })

// Optional identity comparisons work too.
let maybe: Tag? = t1
let none: Tag? = nil
print("maybe === t1:", maybe === t1)
print("none === nil:", none === nil)

// firstIndex(of:) finds the equal one, not the identical one.
let list = [Tag("a"), t2, t1]
print("firstIndex(of: t1):", list.firstIndex(of: t1) ?? -1)
print("firstIndex identical:", list.firstIndex { $0 === t1 } ?? -1)

// AnyObject identity across different static types.
let obj: AnyObject = t1
print("obj === t1:", obj === t1)

// expect: t1 == t2: true
// expect: t1 === t2: false
// expect: t1 === t3: true
// expect: t1 !== t2: true
// expect: [t1] == [t2]: true
// expect: contains by ==: true
// expect: contains by ===: false
// expect: maybe === t1: true
// expect: none === nil: true
// expect: firstIndex(of: t1): 1
// expect: firstIndex identical: 2
// expect: obj === t1: true
