// A generic class with a transforming generic method and reference semantics.
class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
    func map<U>(_ transform: (T) -> U) -> Box<U> {
        Box<U>(transform(value))
    }
}
let intBox = Box(21)
let doubled = intBox.map { $0 * 2 }
let text = doubled.map { "value is \($0)" }
print(intBox.value, doubled.value)
print(text.value)
let alias = intBox
alias.value = 100
print(intBox.value)
let boxes = [Box("a"), Box("b")]
print(boxes.map { $0.value.uppercased() })

// expect: 21 42
// expect: value is 42
// expect: 100
// expect: ["A", "B"]
