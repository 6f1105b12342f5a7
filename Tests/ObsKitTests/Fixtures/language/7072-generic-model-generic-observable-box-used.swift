// Blog style (generic model): a generic @Observable box used with several element types
import Observation

@Observable
final class Box<Value> {
    var value: Value
    var edits = 0
    init(_ value: Value) { self.value = value }
    func set(_ v: Value) {
        value = v
        edits += 1
    }
}

func track<V>(_ box: Box<V>, _ name: String) {
    withObservationTracking {
        _ = box.value
    } onChange: {
        print("\(name): leaving \(box.value)")
    }
}

let ints = Box(1)
let words = Box(["a"])
let maybe = Box<Double?>(nil)
track(ints, "ints")
track(words, "words")
track(maybe, "maybe")

ints.set(2)
words.value.append("b")
maybe.set(3.5)
maybe.set(nil)
print(ints.value, words.value, maybe.value as Any)
print(ints.edits, words.edits, maybe.edits)
print(type(of: ints), type(of: maybe))
// expect: ints: leaving 1
// expect: words: leaving ["a"]
// expect: maybe: leaving nil
// expect: 2 ["a", "b"] nil
// expect: 1 0 2
// expect: Box<Int> Box<Optional<Double>>
