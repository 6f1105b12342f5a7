// Compiler test style: protocol inheritance refining associated types and default implementations
protocol Producer {
  associatedtype Output
  func produce() -> Output
}
protocol NumberProducer: Producer where Output: Numeric {
  func produceMany(_ n: Int) -> [Output]
}
extension NumberProducer {
  func produceMany(_ n: Int) -> [Output] { (0..<n).map { _ in produce() } }
  func total(_ n: Int) -> Output { produceMany(n).reduce(0, +) }
}
protocol LabeledProducer: Producer where Output == String {
  var label: String { get }
}
extension LabeledProducer {
  func produce() -> String { "label:\(label)" }
}

final class Incrementer: NumberProducer {
  var current = 0
  func produce() -> Int { current += 1; return current }
}
struct Constant: NumberProducer {
  var value: Double
  func produce() -> Double { value }
  func produceMany(_ n: Int) -> [Double] { Array(repeating: value, count: n + 1) }
}
struct Tag: LabeledProducer { var label: String }
struct LoudTag: LabeledProducer {
  var label: String
  func produce() -> String { label.uppercased() + "!" }
}

func produceTwice<P: Producer>(_ p: P) -> [P.Output] { [p.produce(), p.produce()] }
func sumOf<P: NumberProducer>(_ p: P, _ n: Int) -> P.Output { p.total(n) }

let inc = Incrementer()
print(produceTwice(inc), inc.produceMany(3))
print(sumOf(inc, 2), inc.current)
let k = Constant(value: 1.5)
print(k.produceMany(2), sumOf(k, 2))
print(produceTwice(Tag(label: "t")), produceTwice(LoudTag(label: "hey")))
let labeled: [any LabeledProducer] = [Tag(label: "a"), LoudTag(label: "b")]
print(labeled.map { $0.produce() })
let producers: [any Producer] = [Tag(label: "z"), Constant(value: 2), inc]
for p in producers { print(type(of: p), "\(p.produce())") }
print(inc.current)
// expect: [1, 2] [3, 4, 5]
// expect: 13 7
// expect: [1.5, 1.5, 1.5] 4.5
// expect: ["label:t", "label:t"] ["HEY!", "HEY!"]
// expect: ["label:a", "B!"]
// expect: Tag label:z
// expect: Constant 2.0
// expect: Incrementer 8
// expect: 8
