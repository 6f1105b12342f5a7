// Compiler test style: throwing computed property getters and throwing subscripts
enum LookupError: Error { case missing(String), outOfRange(Int) }

struct Registry {
  var storage: [String: Int] = ["a": 1, "b": 2]
  var first: Int {
    get throws {
      guard let v = storage["a"] else { throw LookupError.missing("a") }
      return v
    }
  }
  subscript(key: String) -> Int {
    get throws {
      guard let v = storage[key] else { throw LookupError.missing(key) }
      return v
    }
  }
  subscript(index i: Int) -> String {
    get throws {
      let keys = storage.keys.sorted()
      guard keys.indices.contains(i) else { throw LookupError.outOfRange(i) }
      return keys[i]
    }
  }
}

var reg = Registry()
do {
  print(try reg.first)
  print(try reg["b"])
  print(try reg[index: 1])
  print(try reg["zz"])
} catch LookupError.missing(let k) {
  print("missing", k)
} catch {
  print("other", error)
}

print((try? reg[index: 5]) ?? "none")
reg.storage["a"] = nil
print((try? reg.first) as Any)
let sum = (try? reg["b"] + reg["b"]) ?? -1
print(sum)

protocol Source { var value: Int { get throws } }
struct Good: Source { var value: Int { 10 } }
struct Bad: Source { var value: Int { get throws { throw LookupError.outOfRange(-1) } } }
let sources: [any Source] = [Good(), Bad(), Good()]
var total = 0
for s in sources {
  do { total += try s.value } catch { print("source failed:", error) }
}
print("total", total)

// expect: 1
// expect: 2
// expect: b
// expect: missing zz
// expect: none
// expect: nil
// expect: 4
// expect: source failed: outOfRange(-1)
// expect: total 20
