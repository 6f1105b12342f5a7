// Compiler test style (test/stdlib/Error.swift): error erasure, casts from Error to other protocols, try? and error lifetimes
// known-gap: line 14: expected "Optional(nil)", got "nil"
protocol Labeled {
  var label: String { get }
}
protocol ClassLabeled: AnyObject {
  var classLabel: String { get }
}

var created = 0
var destroyed = 0

final class NoisyError: Error, Labeled, ClassLabeled {
  let id: Int
  init(_ id: Int) { self.id = id; created += 1 }
  deinit { destroyed += 1; print("NoisyError \(id) released") }
  let label = "labeled"
  let classLabel = "class-labeled"
}

struct PlainStruct: Error {}
enum Silly: Error { case jazzHands, spiritFingers }
enum Coded: Int, Error { case low = 3, high = 9 }

do {
  let n = NoisyError(1)
  let e: Error = n
  print((e as! NoisyError) === n)
  print((e as? Labeled)?.label ?? "none")
  print((e as? ClassLabeled)?.classLabel ?? "none")
  let l: Labeled = n
  print(l is Error, (l as? Error) != nil)
  print(type(of: e))
}
print("created \(created), destroyed \(destroyed)")

do {
  var stored: Error?
  do {
    throw NoisyError(2)
  } catch {
    stored = error
  }
  print("caught, alive \(created - destroyed)")
  if let s = stored as? NoisyError { print("id \(s.id)") }
  stored = nil
  print("cleared, alive \(created - destroyed)")
}

let v1 = try? { () throws -> Int in 1 }()
print(v1 as Any)
let v2 = try? { () throws -> Int in throw Silly.jazzHands }()
print(v2 as Any)
let v3: Int?? = try? { () throws -> Int? in nil }()
print(v3 as Any)

func classify(_ e: Error) -> String {
  switch e {
  case Silly.jazzHands: return "jazz"
  case let s as Silly: return "silly \(s)"
  case let c as Coded where c.rawValue > 5: return "coded high \(c.rawValue)"
  case is Coded: return "coded other"
  case is PlainStruct: return "plain"
  default: return "unknown \(type(of: e))"
  }
}
let errors: [Error] = [Silly.jazzHands, Silly.spiritFingers, Coded.high, Coded.low, PlainStruct(), NoisyError(3)]
for e in errors { print(classify(e)) }

struct Wrapped<T>: Error { let value: T }
func makeWrapped<T>(_ v: T) throws -> Int { throw Wrapped(value: v) }
do {
  _ = try makeWrapped("text")
} catch let w as Wrapped<Int> {
  print("int wrapped \(w.value)")
} catch let w as Wrapped<String> {
  print("string wrapped \(w.value)")
} catch {
  print("other")
}

print(String(describing: Silly.spiritFingers))
print(String(reflecting: Silly.spiritFingers))
print(String(reflecting: Coded.low))
print(String(describing: PlainStruct()))
print(Silly.jazzHands == .jazzHands, Coded(rawValue: 9) as Any)

// expect: true
// expect: labeled
// expect: class-labeled
// expect: true true
// expect: NoisyError
// expect: NoisyError 1 released
// expect: created 1, destroyed 1
// expect: caught, alive 1
// expect: id 2
// expect: NoisyError 2 released
// expect: cleared, alive 0
// expect: Optional(1)
// expect: nil
// expect: Optional(nil)
// expect: jazz
// expect: silly spiritFingers
// expect: coded high 9
// expect: coded other
// expect: plain
// expect: unknown NoisyError
// expect: string wrapped text
// expect: spiritFingers
// expect: main.Silly.spiritFingers
// expect: main.Coded.low
// expect: PlainStruct()
// expect: true Optional(main.Coded.high)
