// Compiler test style: mutating protocol requirements on value types vs classes through generics
protocol Incrementable {
    var value: Int { get }
    mutating func increment()
}
extension Incrementable {
    mutating func incrementTwice() { increment(); increment() }
}
struct S: Incrementable {
    var value = 0
    mutating func increment() { value += 1 }
}
final class C: Incrementable {
    var value = 0
    func increment() { value += 10 }
}
func bump<T: Incrementable>(_ t: inout T, times: Int) {
    for _ in 0..<times { t.increment() }
}
var s = S()
bump(&s, times: 3)
s.incrementTwice()
print(s.value)
var c = C()
let alias = c
bump(&c, times: 2)
c.incrementTwice()
print(c.value, alias.value)
func copyAndBump<T: Incrementable>(_ t: T) -> (Int, Int) {
    var copy = t
    copy.increment()
    return (t.value, copy.value)
}
print(copyAndBump(S(value: 5)), copyAndBump(C()))
var boxes: [any Incrementable] = [S(), C()]
for i in boxes.indices { boxes[i].increment() }
print(boxes.map { $0.value })
// expect: 5
// expect: 40 40
// expect: (5, 6) (10, 10)
// expect: [1, 10]
