// Compiler test style: conditional Equatable/Hashable/Comparable conformance on generic types
struct Tagged<T> {
    var tag: String
    var value: T
}
extension Tagged: Equatable where T: Equatable {}
extension Tagged: Hashable where T: Hashable {}
extension Tagged: Comparable where T: Comparable {
    static func < (l: Tagged, r: Tagged) -> Bool {
        return l.value < r.value || (l.value == r.value && l.tag < r.tag)
    }
}
let a = Tagged(tag: "a", value: 3)
let b = Tagged(tag: "b", value: 3)
let c = Tagged(tag: "a", value: 3)
print(a == b, a == c, a != b)
print(a < b, b < a, [b, a, Tagged(tag: "z", value: 1)].sorted().map { $0.tag })
let s: Set<Tagged<Int>> = [a, b, c]
print(s.count)
print([a, b].contains(c))
print([Tagged(tag: "x", value: [1, 2])] == [Tagged(tag: "x", value: [1, 2])])
print(Optional(a) == Optional(c), [a: 1][c] ?? -1)
print(max(a, b).tag, min(a, b).tag)
// expect: false true true
// expect: true false ["z", "a", "b"]
// expect: 2
// expect: true
// expect: true
// expect: true 1
// expect: b a
