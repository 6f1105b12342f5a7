// from swiftlang/swift test/Interpreter/enum.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum Singleton {
  case x(Int, UnicodeScalar)
}

enum NoPayload {
  case x
  case y
  case z
}

enum SinglePayloadTrivial {
  case x(UnicodeScalar, Int)
  case y
  case z
}

enum MultiPayloadTrivial {
  case x(UnicodeScalar, Int)
  case y(Int, Double)
  case z
}

var s = Singleton.x(1, "a")
switch s {
case .x(let int, let char):
  print(int)
  print(char)
}

func printNoPayload(_ v: NoPayload) {
  switch v {
  case .x:
    print("NoPayload.x")
  case .y:
    print("NoPayload.y")
  case .z:
    print("NoPayload.z")
  }
}

printNoPayload(.x)
printNoPayload(.y)
printNoPayload(.z)

func printSinglePayloadTrivial(_ v: SinglePayloadTrivial) {
  switch v {
  case .x(let char, let int):
    print("SinglePayloadTrivial.x(\(char), \(int))")
  case .y:
    print("SinglePayloadTrivial.y")
  case .z:
    print("SinglePayloadTrivial.z")
  }
}

printSinglePayloadTrivial(.x("b", 2))
printSinglePayloadTrivial(.y)
printSinglePayloadTrivial(.z)

func printMultiPayloadTrivial(_ v: MultiPayloadTrivial) {
  switch v {
  case .x(let char, let int):
    print("MultiPayloadTrivial.x(\(char), \(int))")
  case .y(let int, let double):
    print("MultiPayloadTrivial.y(\(int), \(double))")
  case .z:
    print("MultiPayloadTrivial.z")
  }
}

printMultiPayloadTrivial(.x("c", 3))
printMultiPayloadTrivial(.y(4, 5.5))
printMultiPayloadTrivial(.z)

protocol Runcible {
  func runce()
}

struct Spoon : Runcible {
  var xxx = 0
  func runce() { print("Spoon!") }
}

struct Hat : Runcible {
  var xxx : Float = 0
  func runce() { print("Hat!") }
}

enum SinglePayloadAddressOnly {
  case x(Runcible)
  case y
}

func printSinglePayloadAddressOnly(_ v: SinglePayloadAddressOnly) {
  switch v {
  case .x(let runcible):
    runcible.runce()
  case .y:
    print("Why?")
  }
}

printSinglePayloadAddressOnly(.x(Spoon()))
printSinglePayloadAddressOnly(.x(Hat()))
printSinglePayloadAddressOnly(.y)

enum MultiPayloadAddressOnly {
  case x(Runcible)
  case y(String, Runcible)
  case z
}

func printMultiPayloadAddressOnly(_ v: MultiPayloadAddressOnly) {
  switch v {
  case .x(let runcible):
    runcible.runce()
  case .y(let s, let runcible):
    print("\(s) ", terminator: "")
    runcible.runce()
  case .z:
    print("Zed.")
  }
}

printMultiPayloadAddressOnly(.x(Spoon()))
printMultiPayloadAddressOnly(.y("Porkpie", Hat()))
printMultiPayloadAddressOnly(.z)

enum TrivialGeneric<T, U> {
  case x(T, U)
}

func unwrapTrivialGeneric<T, U>(_ tg: TrivialGeneric<T, U>) -> (T, U) {
  switch tg {
  case .x(let t, let u):
    return (t, u)
  }
}

func wrapTrivialGeneric<T, U>(_ t: T, _ u: U) -> TrivialGeneric<T, U> {
  return .x(t, u)
}

var tg : TrivialGeneric<Int, String> = .x(23, "skidoo")
switch tg {
case .x(let t, let u):
  print("\(t) \(u)")
}

switch unwrapTrivialGeneric(.x(413, "dream")) {
case (let t, let u):
  print("\(t) \(u)")
}

switch wrapTrivialGeneric(1, "is the loneliest number that you'll ever do") {
case .x(let t, let u):
  print("\(t) \(u)")
}

enum Ensemble<S : Runcible, H : Runcible> {
  case x(S, H)
}

func concreteEnsemble(_ e: Ensemble<Spoon, Hat>) {
  switch e {
  case .x(let spoon, let hat):
    spoon.runce()
    hat.runce()
  }
}

func genericEnsemble<T : Runcible, U : Runcible>(_ e: Ensemble<T, U>) {
  switch e {
  case .x(let t, let u):
    t.runce()
    u.runce()
  }
}

concreteEnsemble(.x(Spoon(), Hat()))
genericEnsemble(.x(Spoon(), Hat()))
genericEnsemble(.x(Spoon(), Spoon()))
genericEnsemble(.x(Hat(), Spoon()))

enum Optionable<T> {
  case Mere(T)
  case Nought

  init() { self = .Nought }
  init(_ x:T) { self = .Mere(x) }
}

func tryRunce<T : Runcible>(_ x: Optionable<T>) {
  switch x {
  case .Mere(let r):
    r.runce()
  case .Nought:
    print("nought")
  }
}

tryRunce(.Mere(Spoon()))
tryRunce(.Mere(Hat()))
tryRunce(Optionable<Spoon>.Nought)
tryRunce(Optionable<Hat>.Nought)
tryRunce(Optionable(Spoon()))
tryRunce(Optionable(Hat()))

func optionableInts() {
  let optionables: [Optionable<Int>] = [
    .Mere(219),
    .Nought,
    .Nought,
    .Mere(20721)
  ]

  for o in optionables {
    switch o {
    case .Mere(let x):
      print(x)
    case .Nought:
      print("---")
    }
  }
}
print("Optionable ints:")
optionableInts()

enum Suit { case Spades, Hearts, Diamonds, Clubs }

func printSuit(_ suit: Suit) {
  switch suit {
  case .Spades:
    print("♠")
  case .Hearts:
    print("♡")
  case .Diamonds:
    print("♢")
  case .Clubs:
    print("♣")
  }
}

func optionableSuits() {
  let optionables: [Optionable<Suit>] = [
    .Mere(.Spades),
    .Mere(.Diamonds),
    .Nought,
    .Mere(.Hearts)
  ]

  for o in optionables {
    switch o {
    case .Mere(let x):
      printSuit(x)
    case .Nought:
      print("---")
    }
  }
}

optionableSuits()

func optionableRuncibles<T : Runcible>(_ x: T) {
  let optionables: [Optionable<T>] = [
    .Mere(x),
    .Nought,
    .Mere(x),
    .Nought
  ]

  for o in optionables {
    switch o {
    case .Mere(let x):
      x.runce()
    case .Nought:
      print("---")
    }
  }
}
optionableRuncibles(Spoon())
optionableRuncibles(Hat())

// <rdar://problem/15383966>

protocol ClassProtocol : AnyObject {}

class Rdar15383966 : ClassProtocol
{
    var id : Int

    init(_ anID : Int) {
      print("X(\(anID))")
      id = anID
    }

    deinit {
       print("~X(\(id))")
    }
}

func generic<T>(_ x: T?) { }
func generic_over_classes<T : ClassProtocol>(_ x: T?) { }
func nongeneric(_ x: Rdar15383966?) { }

func test_generic()
{
    var x: Rdar15383966? = Rdar15383966(1)
    generic(x)
    x = .none
    generic(x)
}
test_generic()

func test_nongeneric()
{
    var x: Rdar15383966? = Rdar15383966(2)
    nongeneric(x)
    x = .none
    nongeneric(x)
}
test_nongeneric()

func test_generic_over_classes()
{
    var x: Rdar15383966? = Rdar15383966(3)
    generic_over_classes(x)
    x = .none
    generic_over_classes(x)
}
test_generic_over_classes()

struct S {
  var a: Int32; var b: Int64

  init(_ a: Int32, _ b: Int64) {
    self.a = a
    self.b = b
  }
}

enum MultiPayloadSpareBitAggregates {
  case x(Int32, Int64)
  case y(Rdar15383966, Rdar15383966)
  case z(S)
}

func test_spare_bit_aggregate(_ x: MultiPayloadSpareBitAggregates) {
  switch x {
  case .x(let i32, let i64):
    print(".x(\(i32), \(i64))")
  case .y(let a, let b):
    print(".y(\(a.id), \(b.id))")
  case .z(let s):
    print(".z(\(s.a), \(s.b))")
  }
}

print("---")
test_spare_bit_aggregate(.x(22, 44))
test_spare_bit_aggregate(.y(Rdar15383966(222), Rdar15383966(444)))
test_spare_bit_aggregate(.z(S(333, 666)))

print("---")
struct OptionalTuple<T> {
  var value : (T, T)?

  init(_ value: (T, T)?) {
    self.value = value
  }
}
func test_optional_generic_tuple<T>(_ a: OptionalTuple<T>) -> T {
  return a.value!.0
}
print("Int result: \(test_optional_generic_tuple(OptionalTuple<Int>((5, 6))))")

class AnyOldClass {
  var x: Int
  init(_ value: Int) { x = value }
}
print("class result: \(test_optional_generic_tuple(OptionalTuple((AnyOldClass(10), AnyOldClass(11)))).x)")

// <rdar://problem/16887421>
print("Optional equality:")
print((NoPayload.x as NoPayload?) == NoPayload.x)
print((NoPayload.x as NoPayload?) == NoPayload.y)

// rdar://problem/17814752
class Foo {}

struct Oof {
  weak var foo: Foo? = nil
}

protocol Boo {}

struct Goof {
  var boo: Boo? = nil
}

let oofs = [Oof()]
let goofs = [Goof()]

enum Planet: String {
    case Mercury = "Mercury", Venus = "Venus"
    init() {
        self = Planet.Venus
    }
}
var pl1 = Planet()
print(pl1.rawValue)

enum EitherOr<T, U> {
  case Left(T)
  case Middle
  case Center
  case Right(U)
}

@inline(never)
func presentEitherOr<T, U>(_ e: EitherOr<T, U>) {
  switch e {
  case .Left(let l):
    print("Left(\(l))")
  case .Right(let r):
    print("Right(\(r))")
  case .Middle:
    print("Middle")
  case .Center:
    print("Center")
  }
}

@inline(never)
func presentEitherOrsOf<T, U>(t: T, u: U) {
  presentEitherOr(EitherOr<T, U>.Left(t))
  presentEitherOr(EitherOr<T, U>.Middle)
  presentEitherOr(EitherOr<T, U>.Center)
  presentEitherOr(EitherOr<T, U>.Right(u))
}

presentEitherOr(EitherOr<(), ()>.Left(()))
presentEitherOr(EitherOr<(), ()>.Middle)
presentEitherOr(EitherOr<(), ()>.Center)
presentEitherOr(EitherOr<(), ()>.Right(()))

presentEitherOrsOf(t: (), u: ())

presentEitherOr(EitherOr<Int, String>.Left(1))
presentEitherOr(EitherOr<Int, String>.Middle)
presentEitherOr(EitherOr<Int, String>.Center)
presentEitherOr(EitherOr<Int, String>.Right("foo"))

presentEitherOrsOf(t: 1, u: "foo")

presentEitherOr(EitherOr<(), String>.Left(()))
presentEitherOr(EitherOr<(), String>.Middle)
presentEitherOr(EitherOr<(), String>.Center)
presentEitherOr(EitherOr<(), String>.Right("foo"))

presentEitherOrsOf(t: (), u: "foo")

print("done")

// expect: 1
// expect: a
// expect: NoPayload.x
// expect: NoPayload.y
// expect: NoPayload.z
// expect: SinglePayloadTrivial.x(b, 2)
// expect: SinglePayloadTrivial.y
// expect: SinglePayloadTrivial.z
// expect: MultiPayloadTrivial.x(c, 3)
// expect: MultiPayloadTrivial.y(4, 5.5)
// expect: MultiPayloadTrivial.z
// expect: Spoon!
// expect: Hat!
// expect: Why?
// expect: Spoon!
// expect: Porkpie Hat!
// expect: Zed.
// expect: 23 skidoo
// expect: 413 dream
// expect: 1 is the loneliest number that you'll ever do
// expect: Spoon!
// expect: Hat!
// expect: Spoon!
// expect: Hat!
// expect: Spoon!
// expect: Spoon!
// expect: Hat!
// expect: Spoon!
// expect: Spoon!
// expect: Hat!
// expect: nought
// expect: nought
// expect: Spoon!
// expect: Hat!
// expect: Optionable ints:
// expect: 219
// expect: ---
// expect: ---
// expect: 20721
// expect: ♠
// expect: ♢
// expect: ---
// expect: ♡
// expect: Spoon!
// expect: ---
// expect: Spoon!
// expect: ---
// expect: Hat!
// expect: ---
// expect: Hat!
// expect: ---
// expect: X(1)
// expect: ~X(1)
// expect: X(2)
// expect: ~X(2)
// expect: X(3)
// expect: ~X(3)
// expect: ---
// expect: .x(22, 44)
// expect: X(222)
// expect: X(444)
// expect: .y(222, 444)
// expect: ~X(222)
// expect: ~X(444)
// expect: .z(333, 666)
// expect: ---
// expect: Int result: 5
// expect: class result: 10
// expect: Optional equality:
// expect: true
// expect: false
// expect: Venus
// expect: Left(())
// expect: Middle
// expect: Center
// expect: Right(())
// expect: Left(())
// expect: Middle
// expect: Center
// expect: Right(())
// expect: Left(1)
// expect: Middle
// expect: Center
// expect: Right(foo)
// expect: Left(1)
// expect: Middle
// expect: Center
// expect: Right(foo)
// expect: Left(())
// expect: Middle
// expect: Center
// expect: Right(foo)
// expect: Left(())
// expect: Middle
// expect: Center
// expect: Right(foo)
// expect: done
