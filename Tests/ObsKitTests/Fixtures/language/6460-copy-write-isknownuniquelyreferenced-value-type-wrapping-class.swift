// Swift Apprentice style (value semantics): copy-on-write with isKnownUniquelyReferenced, a value type wrapping a class, and mutation through copies
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}
struct IntBag {
    private var storage: Storage
    private(set) static var copies = 0
    init(_ values: [Int] = []) { storage = Storage(values) }
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.values)
            IntBag.copies += 1
        }
    }
    var values: [Int] { storage.values }
    mutating func add(_ v: Int) {
        makeUnique()
        storage.values.append(v)
    }
    func sharesStorage(with other: IntBag) -> Bool { storage === other.storage }
}
var a = IntBag([1, 2])
var b = a
print(a.sharesStorage(with: b), IntBag.copies)
b.add(3)
print(a.values, b.values, a.sharesStorage(with: b), IntBag.copies)
a.add(9)
a.add(10)
print(a.values, IntBag.copies)

struct Colour {
    var red: Double, green: Double, blue: Double
}
class Paint {
    var colour: Colour
    let brand: String
    init(colour: Colour, brand: String) { self.colour = colour; self.brand = brand }
}
struct Bucket {
    var paint: Paint
    var amount: Int
}
let blue = Paint(colour: Colour(red: 0, green: 0, blue: 1), brand: "Acme")
var bucket1 = Bucket(paint: blue, amount: 3)
var bucket2 = bucket1
bucket2.amount = 10
bucket2.paint.colour.red = 0.5
print(bucket1.amount, bucket2.amount, bucket1.paint.colour.red, bucket1.paint === bucket2.paint)

var original = [[1, 2], [3]]
var copy = original
copy[0].append(99)
print(original, copy)
var text = "hello"
var textCopy = text
textCopy.append("!")
print(text, textCopy)
struct Wrapper { var list: [String] = [] }
var w1 = Wrapper(list: ["a"])
var w2 = w1
w2.list.append("b")
print(w1.list, w2.list)
func modify(_ bag: IntBag) -> IntBag {
    var local = bag
    local.add(0)
    return local
}
let c = modify(a)
print(a.values, c.values, IntBag.copies)

// expect: true 0
// expect: [1, 2] [1, 2, 3] false 1
// expect: [1, 2, 9, 10] 1
// expect: 3 10 0.5 true
// expect: [[1, 2], [3]] [[1, 2, 99], [3]]
// expect: hello hello!
// expect: ["a"] ["a", "b"]
// expect: [1, 2, 9, 10] [1, 2, 9, 10, 0] 2
