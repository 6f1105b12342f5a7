// Compiler test style: protocol inheritance where refined protocol's extension supplies a better default
protocol Describer { func describe() -> String }
protocol DetailedDescriber: Describer { var detail: String { get } }
extension Describer { func describe() -> String { "basic" } }
extension DetailedDescriber { func describe() -> String { "detailed: \(detail)" } }
struct Basic: Describer {}
struct Detailed: DetailedDescriber { var detail = "x" }
struct Custom: DetailedDescriber {
    var detail = "y"
    func describe() -> String { "custom \(detail)" }
}
func viaBase<T: Describer>(_ t: T) -> String { t.describe() }
func viaDerived<T: DetailedDescriber>(_ t: T) -> String { t.describe() }
print(viaBase(Basic()), viaBase(Detailed()), viaBase(Custom()))
print(viaDerived(Detailed()), viaDerived(Custom()))
let all: [any Describer] = [Basic(), Detailed(detail: "z"), Custom()]
print(all.map { $0.describe() })
print(all.map { $0 is any DetailedDescriber })
let ds = all.compactMap { $0 as? any DetailedDescriber }.map(\.detail)
print(ds)
// expect: basic detailed: x custom y
// expect: detailed: x custom y
// expect: ["basic", "detailed: z", "custom y"]
// expect: [false, true, true]
// expect: ["z", "y"]
