// Compiler test style: copy-on-write wrapper observed with isKnownUniquelyReferenced
// known-gap: line 1: expected "a unique: true", got "a unique: false"
final class Storage {
  var values: [Int]
  init(_ v: [Int]) { values = v }
}

struct COWArray {
  private var storage: Storage
  init(_ v: [Int]) { storage = Storage(v) }

  var isUnique: Bool {
    mutating get { return isKnownUniquelyReferenced(&storage) }
  }

  var values: [Int] { return storage.values }

  mutating func append(_ x: Int) {
    if !isKnownUniquelyReferenced(&storage) {
      print("  copying storage")
      storage = Storage(storage.values)
    }
    storage.values.append(x)
  }
}

var a = COWArray([1, 2])
print("a unique:", a.isUnique)
a.append(3)
var b = a
print("a unique after copy:", a.isUnique)
print("b unique after copy:", b.isUnique)
b.append(4)
print("a:", a.values)
print("b:", b.values)
print("a unique now:", a.isUnique, "b unique now:", b.isUnique)
a.append(5)
print("a:", a.values)
// expect: a unique: true
// expect: a unique after copy: false
// expect: b unique after copy: false
// expect:   copying storage
// expect: a: [1, 2, 3]
// expect: b: [1, 2, 3, 4]
// expect: a unique now: true b unique now: true
// expect: a: [1, 2, 3, 5]
