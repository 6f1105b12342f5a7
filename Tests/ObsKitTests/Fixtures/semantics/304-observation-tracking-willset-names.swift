// rules §8: onChange runs at willSet (the property still holds the old value), and only a
// change of a property read inside `apply` fires it.
import Observation

@Observable final class Pair {
    var a = 0
    var b = 0
}

let p = Pair()
withObservationTracking {
    print("read a", p.a)
} onChange: {
    print("onChange sees a =", p.a)
}
p.b = 1
print("b changed")
p.a = 5
print("a is now", p.a)
p.a = 6
print("done")

// expect: read a 0
// expect: b changed
// expect: onChange sees a = 0
// expect: a is now 5
// expect: done
