// Compiler test style: custom compound assignment operators in an assignment precedence group

precedencegroup AppendAssign {
  associativity: right
  assignment: true
  lowerThan: AssignmentPrecedence
}

infix operator <<= : AssignmentPrecedence
infix operator ++= : AppendAssign
infix operator ??= : AssignmentPrecedence

struct Log {
  var entries: [String] = []
}

func ++=(lhs: inout Log, rhs: String) {
  lhs.entries.append(rhs)
}

func ??=<T>(lhs: inout T?, rhs: T) {
  if lhs == nil {
    lhs = rhs
  }
}

struct Bag {
  var items: [Int] = []
  static func += (lhs: inout Bag, rhs: Int) {
    lhs.items.append(rhs)
  }
  static func -= (lhs: inout Bag, rhs: Int) {
    if let i = lhs.items.firstIndex(of: rhs) {
      lhs.items.remove(at: i)
    }
  }
  static func *= (lhs: inout Bag, rhs: Int) {
    lhs.items = lhs.items.map { $0 * rhs }
  }
}

class Holder {
  var log = Log()
  var bag = Bag()
}

var log = Log()
log ++= "start"
log ++= "middle"
log ++= "end"
print(log.entries)

var name: String? = nil
name ??= "default"
print(name ?? "nil")
name ??= "other"
print(name ?? "nil")

var count: Int? = 5
count ??= 99
print(count!)

var bag = Bag()
bag += 3
bag += 4
bag += 5
print(bag.items)
bag -= 4
print(bag.items)
bag *= 10
print(bag.items)
bag -= 100
print(bag.items)

let h = Holder()
h.log ++= "one"
h.log ++= "two"
h.bag += 7
h.bag *= 3
print(h.log.entries, h.bag.items)

var optHolder: Holder? = Holder()
optHolder?.bag += 11
optHolder?.log ++= "via optional"
print(optHolder!.bag.items, optHolder!.log.entries)
optHolder = nil
optHolder?.bag += 12
print(optHolder == nil)

var arr = [Bag(), Bag()]
arr[0] += 1
arr[1] += 2
arr[1] += 3
print(arr.map { $0.items })

var x = 10
x += 5
x -= 3
x *= 2
x /= 4
x %= 4
print(x)
var bits: UInt8 = 0b1010
bits |= 0b0101
print(bits)
bits &= 0b0110
print(bits)
bits ^= 0b1111
print(bits)
bits <<= 2
print(bits)
bits >>= 3
print(bits)

// expect: ["start", "middle", "end"]
// expect: default
// expect: default
// expect: 5
// expect: [3, 4, 5]
// expect: [3, 5]
// expect: [30, 50]
// expect: [30, 50]
// expect: ["one", "two"] [21]
// expect: [11] ["via optional"]
// expect: true
// expect: [[1], [2, 3]]
// expect: 2
// expect: 15
// expect: 6
// expect: 9
// expect: 36
// expect: 4
