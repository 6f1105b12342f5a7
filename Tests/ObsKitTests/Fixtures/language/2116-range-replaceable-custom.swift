// Compiler test style: custom RangeReplaceableCollection gets append, insert, remove and removeAll(where:) from replaceSubrange
struct Bag: RandomAccessCollection, RangeReplaceableCollection, CustomStringConvertible {
  var items: [String] = []
  var log: [String] = []

  init() {}
  var startIndex: Int { items.startIndex }
  var endIndex: Int { items.endIndex }
  subscript(i: Int) -> String { items[i] }

  mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with c: C) where C.Element == String {
    log.append("replace \(r.lowerBound)..<\(r.upperBound) with \(c.count)")
    items.replaceSubrange(r, with: c)
  }

  var description: String { "Bag(\(items.joined(separator: ",")))" }
}

var b = Bag()
b.append("x")
b.append(contentsOf: ["y", "z"])
print(b)
b.insert("w", at: 0)
print(b)
let removed = b.remove(at: 2)
print(removed, b)
b.replaceSubrange(1..<2, with: ["p", "q", "r"])
print(b)
b.removeAll(where: { $0 == "q" || $0 == "z" })
print(b)
b.insert(contentsOf: ["m", "n"], at: 1)
print(b)
print(b.removeFirst(), b.removeLast(), b)
b.removeSubrange(0..<1)
print(b)
let made = Bag(["1", "2", "3"])
print(made, made.count)
let rep = Bag(repeating: "ab", count: 3)
print(rep)
var c = made + ["4"]
print(c)
c.removeAll()
print(c, c.isEmpty)
print(b.log.count > 0, b.log.first!)

// expect: Bag(x,y,z)
// expect: Bag(w,x,y,z)
// expect: y Bag(w,x,z)
// expect: Bag(w,p,q,r,z)
// expect: Bag(w,p,r)
// expect: Bag(w,m,n,p,r)
// expect: w r Bag(m,n,p)
// expect: Bag(n,p)
// expect: Bag(1,2,3) 3
// expect: Bag(ab,ab,ab)
// expect: Bag(1,2,3,4)
// expect: Bag() true
// expect: true replace 0..<0 with 1
