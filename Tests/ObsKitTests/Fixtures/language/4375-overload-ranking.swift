// Compiler test style: operator overload ranking between concrete, generic and protocol-constrained candidates
// known-gap: needs the compiler check (the operator or overload it chose); unchecked: error: 4375-overload-ranking.swift:67:7: error: value of type 'String' has no member 'v'

infix operator <?>: ComparisonPrecedence

func <?> <T>(a: T, b: T) -> String { return "generic" }
func <?> <T: Equatable>(a: T, b: T) -> String { return "equatable:\(a == b)" }
func <?> <T: Comparable>(a: T, b: T) -> String { return "comparable:\(a < b)" }
func <?> (a: Int, b: Int) -> String { return "int:\(a + b)" }
func <?> (a: Double, b: Double) -> String { return "double:\(a * b)" }
func <?> (a: String, b: String) -> String { return "string:\(a)\(b)" }

struct Opaque {}
struct Token: Equatable { var id: Int }
struct Rank: Comparable {
  var v: Int
  static func < (a: Rank, b: Rank) -> Bool { return a.v < b.v }
}

print(1 <?> 2)
print(1.5 <?> 2)
print(2 <?> 2.5)
print("a" <?> "b")
print(Opaque() <?> Opaque())
print(Token(id: 1) <?> Token(id: 1))
print(Rank(v: 1) <?> Rank(v: 2))
print(Character("x") <?> Character("y"))
print(UInt8(3) <?> UInt8(4))
print([1] <?> [1])
print(true <?> false)

prefix operator %%
prefix func %% (x: Int) -> String { return "Int" }
prefix func %% (x: Int8) -> String { return "Int8" }
prefix func %% (x: Double) -> String { return "Double" }
prefix func %% <T: BinaryInteger>(x: T) -> String { return "BinaryInteger" }
prefix func %% <T>(x: T) -> String { return "Any" }

print(%%5)
print(%%5.0)
print(%%Int8(5))
print(%%UInt(5))
print(%%Int64(5))
print(%%"s")
print(%%Float(1))

func describe(_ x: Int) -> String { return "describe Int" }
func describe(_ x: Int?) -> String { return "describe Int?" }
func describe<T>(_ x: T) -> String { return "describe T" }

let n = 3
let on: Int? = 3
print(describe(n))
print(describe(on))
print(describe("z"))

struct Celsius {
  var v: Double
  static func + (a: Celsius, b: Double) -> Celsius { return Celsius(v: a.v + b) }
  static func + (a: Celsius, b: Int) -> String { return "int-offset \(b)" }
}

let c = Celsius(v: 10)
print((c + 2.5).v)
print(c + 2)
let viaDouble: Celsius = c + 2
print(viaDouble.v)

func pick<T: Equatable>(_ a: T, _ b: T) -> String { return "Equatable" }
func pick<T: Hashable>(_ a: T, _ b: T) -> String { return "Hashable" }
print(pick(1, 2))
print(pick(Token(id: 0), Token(id: 0)))

// expect: int:3
// expect: double:3.0
// expect: double:5.0
// expect: string:ab
// expect: generic
// expect: equatable:true
// expect: comparable:true
// expect: comparable:true
// expect: comparable:true
// expect: equatable:true
// expect: equatable:false
// expect: Int
// expect: Double
// expect: Int8
// expect: BinaryInteger
// expect: BinaryInteger
// expect: Any
// expect: Any
// expect: describe Int
// expect: describe Int?
// expect: describe T
// expect: 12.5
// expect: int-offset 2
// expect: 12.0
// expect: Hashable
// expect: Equatable
