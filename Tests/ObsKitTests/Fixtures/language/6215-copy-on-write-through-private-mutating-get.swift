// Copy-on-write through a private mutating get: the getter's self is the only copy, so isKnownUniquelyReferenced holds and the storage is copied once, when shared
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
final class Storage { var v: [Int]; init(_ v: [Int]) { self.v = v }; func copy() -> Storage { print("copy"); return Storage(v) } }
struct Buf {
  private var storage = Storage([0, 0])
  private var writable: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }
  var values: [Int] { storage.v }
  mutating func set(_ i: Int, _ x: Int) { writable.v[i] = x }
  var first: Int { get { storage.v[0] } set { writable.v[0] = newValue } }
}
var a = Buf()
a.set(0, 1)
var b = a
b.set(1, 2)
a.first = 5
a.first += 1
print(a.values, b.values)

// expect: copy
// expect: [6, 0] [1, 2]
