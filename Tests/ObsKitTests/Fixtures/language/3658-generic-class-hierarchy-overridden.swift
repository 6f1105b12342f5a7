// Compiler test style: generic class hierarchy with overridden methods and static types of generic parameters
class Repository<T> {
    var items: [T] = []
    func add(_ x: T) { items.append(x) }
    func describe() -> String { "Repository<\(T.self)> with \(items.count)" }
}
class NumberRepository: Repository<Int> {
    override func add(_ x: Int) { super.add(x * 10) }
    override func describe() -> String { "Numbers: \(items)" }
}
class Cache<K: Hashable, V>: Repository<V> {
    var index: [K: Int] = [:]
    func put(_ k: K, _ v: V) { index[k] = items.count; add(v) }
    override func describe() -> String { "Cache<\(K.self), \(V.self)> keys=\(index.keys.count)" }
}

let r: Repository<Int> = NumberRepository()
r.add(1); r.add(2)
print(r.describe())
print(type(of: r), r is NumberRepository)
let plain = Repository<String>()
plain.add("x")
print(plain.describe())
let c = Cache<String, Double>()
c.put("a", 1); c.put("b", 2)
let asRepo: Repository<Double> = c
print(asRepo.describe(), asRepo.items)

func fill<T>(_ repo: Repository<T>, with xs: [T]) -> String {
    xs.forEach(repo.add)
    return repo.describe()
}
print(fill(NumberRepository(), with: [5, 6]))
print(fill(Repository<Bool>(), with: [true]))
print(fill(Cache<Int, String>(), with: ["p", "q"]))
let anyRepo: AnyObject = c
print(anyRepo is Repository<Double>, anyRepo is Repository<Int>, anyRepo is Cache<String, Double>)
// expect: Numbers: [10, 20]
// expect: NumberRepository true
// expect: Repository<String> with 1
// expect: Cache<String, Double> keys=2 [1.0, 2.0]
// expect: Numbers: [50, 60]
// expect: Repository<Bool> with 1
// expect: Cache<Int, String> keys=0
// expect: true false true
