// Compiler test style: matching nested enum payloads and indirect enum trees
enum Currency { case usd, eur }
enum Amount { case cents(Int, Currency), unknown }
enum Event {
  case deposit(Amount)
  case transfer(from: String, to: String, Amount)
  case batch([Event])
}

func summarize(_ e: Event) -> String {
  switch e {
  case .deposit(.cents(let c, .usd)) where c >= 10000:
    return "big usd deposit \(c / 100)"
  case .deposit(.cents(let c, .usd)):
    return "usd deposit \(c)"
  case .deposit(.cents(_, let cur)):
    return "foreign deposit \(cur)"
  case .deposit(.unknown):
    return "mystery deposit"
  case .transfer(let a, let b, .cents(let c, _)) where a == b:
    return "self transfer \(a) \(c)"
  case let .transfer(from: a, to: b, amt):
    if case .unknown = amt { return "transfer \(a)->\(b) unknown" }
    return "transfer \(a)->\(b)"
  case .batch(let es) where es.isEmpty:
    return "empty batch"
  case .batch(let es):
    return "batch[" + es.map(summarize).joined(separator: "; ") + "]"
  }
}

let evs: [Event] = [
  .deposit(.cents(25000, .usd)), .deposit(.cents(99, .usd)), .deposit(.cents(5, .eur)),
  .deposit(.unknown), .transfer(from: "x", to: "x", .cents(7, .eur)),
  .transfer(from: "x", to: "y", .unknown), .batch([]),
  .batch([.deposit(.unknown), .batch([.transfer(from: "p", to: "q", .cents(1, .usd))])]),
]
for e in evs { print(summarize(e)) }

indirect enum Expr {
  case num(Int)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  case neg(Expr)
}
func simplify(_ e: Expr) -> Expr {
  switch e {
  case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
  case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
  case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
  case .neg(.neg(let x)): return simplify(x)
  case let .add(a, b): return .add(simplify(a), simplify(b))
  case let .mul(a, b): return .mul(simplify(a), simplify(b))
  case .neg(let x): return .neg(simplify(x))
  case .num: return e
  }
}
print(simplify(.add(.num(0), .mul(.neg(.neg(.num(5))), .num(1)))))
print(simplify(.mul(.add(.num(2), .num(0)), .mul(.num(9), .num(0)))))

// expect: big usd deposit 250
// expect: usd deposit 99
// expect: foreign deposit eur
// expect: mystery deposit
// expect: self transfer x 7
// expect: transfer x->y unknown
// expect: empty batch
// expect: batch[mystery deposit; batch[transfer p->q]]
// expect: num(5)
// expect: mul(main.Expr.num(2), main.Expr.num(0))
