// A struct holding a class reference: copying the struct copies the reference, not the object.
class Counter {
    var value = 0
}
struct Wrapper {
    var label: String
    let counter: Counter
}
var w1 = Wrapper(label: "one", counter: Counter())
var w2 = w1
w2.label = "two"
w2.counter.value += 5
print(w1.label, w1.counter.value)
print(w2.label, w2.counter.value)
print(w1.counter === w2.counter)
w2 = Wrapper(label: "three", counter: Counter())
w2.counter.value = 1
print(w1.counter.value, w2.counter.value, w1.counter === w2.counter)

// expect: one 5
// expect: two 5
// expect: true
// expect: 5 1 false
