// Compiler test style: hand-written Comparable for raw-value enum and sorting with custom orders
enum Card: String, Comparable {
  case low = "L", mid = "M", high = "H"

  private var order: Int {
    switch self {
    case .low: return 0
    case .mid: return 1
    case .high: return 2
    }
  }
  static func < (a: Card, b: Card) -> Bool { a.order < b.order }
}

let hand: [Card] = [.high, .low, .mid, .low, .high]
print(hand.sorted().map { $0.rawValue }.joined())
print(hand.sorted(by: >).map { $0.rawValue }.joined())
print(hand.min()!, hand.max()!)
print(Card.low < .high, Card.mid >= .high, Card.high <= .high)
print(hand.sorted { $0.rawValue < $1.rawValue }.map { $0.rawValue }.joined())

enum Task: Comparable {
  case urgent(Int)
  case normal(String)
  case someday
}
let tasks: [Task] = [.someday, .normal("b"), .urgent(5), .normal("a"), .urgent(1), .someday]
for t in tasks.sorted() { print(t) }
print(tasks.filter { $0 < .normal("") }.count)
// expect: LLMHH
// expect: HHMLL
// expect: low high
// expect: true false true
// expect: HHLLM
// expect: urgent(1)
// expect: urgent(5)
// expect: normal("a")
// expect: normal("b")
// expect: someday
// expect: someday
// expect: 2
