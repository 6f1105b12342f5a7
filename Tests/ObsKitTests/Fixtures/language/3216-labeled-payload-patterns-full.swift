// Compiler test style: labeled payload patterns: full labels, omitted labels, and literal sub-patterns
enum Request {
  case fetch(id: Int, verbose: Bool)
  case search(query: String, limit: Int)
  case delete(id: Int)
  case batch([Request])
}

func handle(_ r: Request) -> String {
  switch r {
  case .fetch(id: let i, verbose: true): return "fetch \(i) verbosely"
  case .fetch(let i, _): return "fetch \(i)"
  case .search(query: "", limit: _): return "empty search"
  case let .search(query: q, limit: l) where l > 100: return "capped search \(q)"
  case .search(let q, let l): return "search \(q) limit \(l)"
  case .delete(id: 0): return "delete nothing"
  case .delete(let i): return "delete \(i)"
  case .batch(let rs) where rs.isEmpty: return "empty batch"
  case .batch(let rs): return "batch(" + rs.map(handle).joined(separator: "; ") + ")"
  }
}

let rs: [Request] = [
  .fetch(id: 7, verbose: true), .fetch(id: 8, verbose: false),
  .search(query: "", limit: 5), .search(query: "swift", limit: 500), .search(query: "enum", limit: 10),
  .delete(id: 0), .delete(id: 3),
  .batch([]), .batch([.delete(id: 1), .fetch(id: 2, verbose: false)]),
]
for r in rs { print(handle(r)) }
var ids = 0
for case .fetch(id: let i, verbose: _) in rs { ids += i }
print("fetch id sum:", ids)
// expect: fetch 7 verbosely
// expect: fetch 8
// expect: empty search
// expect: capped search swift
// expect: search enum limit 10
// expect: delete nothing
// expect: delete 3
// expect: empty batch
// expect: batch(delete 1; fetch 2)
// expect: fetch id sum: 15
