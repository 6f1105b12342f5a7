// Compiler test style: throwing initializers, failable initializers, throwing computed properties and subscripts
struct Positive {
  let value: Int
  init(_ v: Int) throws {
    guard v > 0 else { throw Bad.notPositive(v) }
    value = v
  }
  init?(string: String) {
    guard let n = Int(string), n > 0 else { return nil }
    value = n
  }
}
enum Bad: Error { case notPositive(Int), outOfRange(Int) }

struct Table {
  var items = [10, 20, 30]
  subscript(checked i: Int) -> Int {
    get throws {
      guard items.indices.contains(i) else { throw Bad.outOfRange(i) }
      return items[i]
    }
  }
  var first: Int {
    get throws {
      guard let f = items.first else { throw Bad.outOfRange(0) }
      return f
    }
  }
}

print((try? Positive(5))?.value as Any)
print((try? Positive(-2))?.value as Any)
do { _ = try Positive(0) } catch Bad.notPositive(let v) { print("not positive \(v)") } catch { print("?") }
print(Positive(string: "42")?.value as Any)
print(Positive(string: "-1")?.value as Any)
print(Positive(string: "abc")?.value as Any)

let t = Table()
print(try! t[checked: 1])
do { print(try t[checked: 7]) } catch { print("error: \(error)") }
print(try! t.first)
var empty = Table()
empty.items = []
print((try? empty.first) as Any)
// expect: Optional(5)
// expect: nil
// expect: not positive 0
// expect: Optional(42)
// expect: nil
// expect: nil
// expect: 20
// expect: error: outOfRange(7)
// expect: 10
// expect: nil
