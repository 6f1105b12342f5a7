// Compiler test style (key paths): writable and reference-writable key paths used to mutate values and objects generically
struct Config {
    var width = 100
    var height = 50
    var title = "win"
    var tags: [String] = []
    let id = 7
}
var cfg = Config()
let paths: [WritableKeyPath<Config, Int>] = [\.width, \.height]
for p in paths { cfg[keyPath: p] *= 2 }
print(cfg.width, cfg.height)

func set<Root, Value>(_ root: inout Root, _ path: WritableKeyPath<Root, Value>, _ value: Value) {
    root[keyPath: path] = value
}
set(&cfg, \.title, "main")
set(&cfg, \.tags, ["a"])
cfg[keyPath: \.tags].append("b")
print(cfg.title, cfg.tags)
let idPath: KeyPath<Config, Int> = \.id
print(cfg[keyPath: idPath], idPath is WritableKeyPath<Config, Int>, (\Config.width as AnyKeyPath) is WritableKeyPath<Config, Int>)

final class Model {
    var count = 0
    var name = "m"
    var child: Child? = nil
}
final class Child { var value = 1.5 }
let model = Model()
let countPath: ReferenceWritableKeyPath<Model, Int> = \.count
model[keyPath: countPath] += 5
model[keyPath: \.name] = "renamed"
print(model.count, model.name)
model.child = Child()
let childValue = \Model.child?.value
print(model[keyPath: childValue] as Any)
model[keyPath: \Model.child!.value] = 9.25
print(model.child!.value, type(of: childValue))

func increment<T>(_ obj: T, _ path: ReferenceWritableKeyPath<T, Int>, by n: Int) { obj[keyPath: path] += n }
increment(model, \.count, by: 10)
print(model.count)

struct Wrapper { var model: Model }
let w = Wrapper(model: model)
let deep = \Wrapper.model.count
print(type(of: deep))
w[keyPath: deep] = 0
print(model.count)

struct Stats { var hits = 0; var misses = 0 }
var stats = [Stats(), Stats()]
let field: [WritableKeyPath<Stats, Int>] = [\.hits, \.misses, \.hits]
for (i, f) in field.enumerated() { stats[i % 2][keyPath: f] += i + 1 }
print(stats.map { "\($0.hits)/\($0.misses)" })
var arr = [1, 2, 3]
arr[keyPath: \[Int].[1]] = 20
arr[keyPath: \.[0]] += 10
print(arr)

// expect: 200 100
// expect: main ["a", "b"]
// expect: 7 false true
// expect: 5 renamed
// expect: Optional(1.5)
// expect: 9.25 KeyPath<Model, Optional<Double>>
// expect: 15
// expect: ReferenceWritableKeyPath<Wrapper, Int>
// expect: 0
// expect: ["4/0", "0/2"]
// expect: [11, 20, 3]
