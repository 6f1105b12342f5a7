// Swift book generics style (associated types with where clauses): protocol requirements constraining Item and generic algorithms on them
// known-gap: needs the compiler check (overloads and generic results chosen by static types); unchecked: error: 6745-protocol-requirements-constraining-item-generic-algorithms-them.swift:41:5: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Card'
protocol Producer {
    associatedtype Item
    associatedtype Batch: Collection where Batch.Element == Item
    mutating func produce() -> Batch
}

protocol Scorable {
    var score: Int { get }
}

struct Die: Producer {
    var state: Int
    mutating func produce() -> [Int] {
        state = (state * 5 + 3) % 16
        return [state % 6 + 1, (state / 2) % 6 + 1]
    }
}

struct Card: Scorable, CustomStringConvertible {
    let rank: Int
    var score: Int { min(rank, 10) }
    var description: String { "c\(rank)" }
}

struct Dealer: Producer {
    var next = 9
    mutating func produce() -> ArraySlice<Card> {
        next = (next * 7) % 13 + 1
        return [Card(rank: next), Card(rank: 14 - next), Card(rank: 1)][0..<2]
    }
}

func collect<P: Producer>(_ p: inout P, rounds: Int) -> [P.Item] {
    var all: [P.Item] = []
    for _ in 0..<rounds { all.append(contentsOf: p.produce()) }
    return all
}

func total<P: Producer>(_ p: inout P, rounds: Int) -> Int where P.Item == Int {
    collect(&p, rounds: rounds).reduce(0, +)
}

func total<P: Producer>(_ p: inout P, rounds: Int) -> Int where P.Item: Scorable {
    collect(&p, rounds: rounds).map(\.score).reduce(0, +)
}

func largestBatch<P: Producer>(_ p: inout P, rounds: Int) -> P.Batch? where P.Item: Comparable {
    var best: P.Batch?
    for _ in 0..<rounds {
        let b = p.produce()
        if let current = best, current.max()! >= b.max()! { continue }
        best = b
    }
    return best
}

var die = Die(state: 1)
print(collect(&die, rounds: 3))
print(total(&die, rounds: 4))
print(largestBatch(&die, rounds: 5).map(Array.init)!)
var dealer = Dealer()
print(collect(&dealer, rounds: 3))
print(total(&dealer, rounds: 3))

// expect: [3, 5, 6, 6, 5, 6]
// expect: 22
// expect: [4, 5]
// expect: [c12, c2, c7, c7, c11, c3]
// expect: 36
