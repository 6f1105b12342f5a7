// Compiler test style: try? flattening, try! on success, optional results, nested try?
struct Fail: Error {}
func maybe(_ x: Int) throws -> Int? {
  if x < 0 { throw Fail() }
  return x == 0 ? nil : x * 2
}
func plain(_ x: Int) throws -> Int {
  if x < 0 { throw Fail() }
  return x + 1
}

let a = try? maybe(3)
let b = try? maybe(0)
let c = try? maybe(-1)
print(a as Any, b as Any, c as Any)
print(type(of: a))

let d = try! plain(4)
print(d)

if let v = try? plain(9) { print("bound \(v)") }
if let v = try? plain(-9) { print("bound \(v)") } else { print("no value") }

let sum = (try? plain(1) ?? 0) ?? -1
print(sum)
let total = (try? plain(-1)) ?? -1
print(total)

let arr = [3, -2, 5].map { try? plain($0) }
print(arr)
let compact = [3, -2, 5].compactMap { try? plain($0) }
print(compact)

func chain() throws -> Int { try plain(try plain(1)) }
print(try! chain())
let nested: Int? = try? plain(try plain(-5))
print(nested as Any)
// expect: Optional(6) nil nil
// expect: Optional<Int>
// expect: 5
// expect: bound 10
// expect: no value
// expect: 2
// expect: -1
// expect: [Optional(4), nil, Optional(6)]
// expect: [4, 6]
// expect: 3
// expect: nil
