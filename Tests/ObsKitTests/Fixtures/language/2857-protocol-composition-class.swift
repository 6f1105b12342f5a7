// Compiler test style: class-constrained protocols, AnyObject composition and identity through existentials
protocol Observer: AnyObject { var id: Int { get }; func notify(_ msg: String) }
protocol Named { var name: String { get } }
final class Log: Observer, Named {
    let id: Int
    var name: String { "log\(id)" }
    var received: [String] = []
    init(id: Int) { self.id = id }
    func notify(_ msg: String) { received.append(msg) }
}
final class Subject {
    var observers: [any Observer] = []
    func add(_ o: any Observer) { observers.append(o) }
    func remove(_ o: any Observer) { observers.removeAll { $0 === o } }
    func send(_ m: String) { observers.forEach { $0.notify(m) } }
}
let l1 = Log(id: 1), l2 = Log(id: 2)
let subj = Subject()
subj.add(l1); subj.add(l2)
subj.send("a")
subj.remove(l1)
subj.send("b")
print(l1.received, l2.received)
func nameOf(_ x: any Observer & Named) -> String { "\(x.name)#\(x.id)" }
print(nameOf(l2))
let anyObjs: [AnyObject] = [l1, l2]
print(anyObjs.compactMap { ($0 as? Named)?.name })
print(ObjectIdentifier(subj.observers[0]) == ObjectIdentifier(l2))
// expect: ["a"] ["a", "b"]
// expect: log2#2
// expect: ["log1", "log2"]
// expect: true
