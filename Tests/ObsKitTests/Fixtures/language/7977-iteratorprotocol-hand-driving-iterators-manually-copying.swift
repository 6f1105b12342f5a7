// Advanced Swift style (IteratorProtocol by hand): driving iterators manually, copying value-type iterators, and a while-let loop
// known-gap: error: 8:29: Fatal error: Unexpectedly found nil while unwrapping an Optional value
var it = [10, 20, 30].makeIterator()
while let x = it.next() { print("x =", x) }
print(it.next() as Any)
var a = (1...3).makeIterator()
_ = a.next()
var b = a
print(a.next()!, b.next()!, a.next()!, b.next()!)
var chars = "héllo".makeIterator()
print(chars.next()!, chars.next()!)
print(type(of: chars))
struct Repeat<T>: IteratorProtocol {
    let value: T
    var left: Int
    mutating func next() -> T? {
        guard left > 0 else { return nil }
        left -= 1
        return value
    }
}
var r = Repeat(value: "ho", left: 3)
var parts: [String] = []
while let p = r.next() { parts.append(p) }
print(parts.joined(separator: "-"))
let seq = IteratorSequence(Repeat(value: 7, left: 4))
print(Array(seq))
var dictIt = ["only": 1].makeIterator()
if let (k, v) = dictIt.next() { print(k, v) }
var zipped = zip([1, 2], ["a", "b"]).makeIterator()
print(zipped.next()!, zipped.next()!, zipped.next() == nil)
var en = ["p", "q"].enumerated().makeIterator()
if let e = en.next() { print(e.offset, e.element) }
var strideIt = stride(from: 0, to: 6, by: 2).makeIterator()
print(strideIt.next()!, strideIt.next()!, strideIt.next()!, strideIt.next() as Any)
// expect: x = 10
// expect: x = 20
// expect: x = 30
// expect: nil
// expect: 2 2 3 3
// expect: h é
// expect: Iterator
// expect: ho-ho-ho
// expect: [7, 7, 7, 7]
// expect: only 1
// expect: (1, "a") (2, "b") true
// expect: 0 p
// expect: 0 2 4 nil
