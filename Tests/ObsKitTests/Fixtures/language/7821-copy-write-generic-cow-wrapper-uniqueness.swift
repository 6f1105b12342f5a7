// Swift book style (copy-on-write): generic COW wrapper with uniqueness check counting copies
final class Ref<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

struct CowBox<T> {
    private var ref: Ref<T>
    private(set) var copyCount = 0
    init(_ value: T) { ref = Ref(value) }

    var value: T {
        get { ref.value }
        set {
            if isKnownUniquelyReferenced(&ref) {
                ref.value = newValue
            } else {
                copyCount += 1
                ref = Ref(newValue)
            }
        }
    }
}

var a = CowBox([1, 2, 3])
a.value.append(4)
print(a.value, "copies:", a.copyCount)
var b = a
b.value.append(5)
print(a.value, b.value)
print("a copies:", a.copyCount, "b copies:", b.copyCount)
b.value.append(6)
print("b copies after second write:", b.copyCount)

var s = CowBox("hello")
let t = s
s.value += " world"
print(s.value, "|", t.value, "|", s.copyCount)
// expect: [1, 2, 3, 4] copies: 0
// expect: [1, 2, 3, 4] [1, 2, 3, 4, 5]
// expect: a copies: 0 b copies: 1
// expect: b copies after second write: 1
// expect: hello world | hello | 1
