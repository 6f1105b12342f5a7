// Compiler test style: conditional conformance chosen statically in generic context vs overloads
protocol Summary {
  var summary: String { get }
}
extension Summary {
  var summary: String { "generic summary" }
}
extension Int: Summary { var summary: String { "int \(self)" } }
extension String: Summary {}
extension Array: Summary where Element: Summary {
  var summary: String { "array of \(count): " + map(\.summary).joined(separator: ", ") }
}
extension Optional: Summary where Wrapped: Summary {
  var summary: String { self?.summary ?? "nothing" }
}

func summarize<T: Summary>(_ x: T) -> String { x.summary }
func overloaded<T>(_ x: T) -> String { "unconstrained" }
func overloaded<T: Summary>(_ x: T) -> String { "summary: " + x.summary }
func overloaded(_ x: Int) -> String { "concrete int" }

func forward<T>(_ x: T) -> String { overloaded(x) }
func forwardSummary<T: Summary>(_ x: T) -> String { overloaded(x) }

print(summarize(5), summarize("s"))
print(summarize([1, 2]))
print(summarize([["a"], []]))
print(summarize(Optional(3)), summarize(Int?.none))
print(overloaded(1), "|", overloaded("x"), "|", overloaded(2.5))
print(forward(1), "|", forwardSummary(1))
print(overloaded([1]), "|", overloaded([1.0]))
print(forward([1]), "|", forwardSummary([Optional(4)]))
let erased: [Any] = [1, "two", [3], 4.0, [Optional(5), nil]]
for e in erased {
  print((e as? Summary)?.summary ?? "not summary")
}
// expect: int 5 generic summary
// expect: array of 2: int 1, int 2
// expect: array of 2: array of 1: generic summary, array of 0: 
// expect: int 3 nothing
// expect: concrete int | summary: generic summary | unconstrained
// expect: unconstrained | summary: int 1
// expect: summary: array of 1: int 1 | unconstrained
// expect: unconstrained | summary: array of 1: int 4
// expect: int 1
// expect: generic summary
// expect: array of 1: int 3
// expect: not summary
// expect: array of 2: int 5, nothing
