// Compiler test style: array of weak boxes with objects released and compacted
final class WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
class Observer {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Observer \(name) deinit") }
    func notify(_ msg: String) { print("\(name) got \(msg)") }
}
class Subject {
    var observers: [WeakBox<Observer>] = []
    func add(_ o: Observer) { observers.append(WeakBox(o)) }
    func send(_ msg: String) {
        observers = observers.filter { $0.value != nil }
        for box in observers { box.value?.notify(msg) }
        print("live observers: \(observers.count)")
    }
}
let subject = Subject()
var o1: Observer? = Observer("one")
var o2: Observer? = Observer("two")
let o3 = Observer("three")
subject.add(o1!); subject.add(o2!); subject.add(o3)
subject.send("first")
o1 = nil
subject.send("second")
o2 = nil
subject.send("third")
print(subject.observers.map { $0.value?.name ?? "-" })
// expect: one got first
// expect: two got first
// expect: three got first
// expect: live observers: 3
// expect: Observer one deinit
// expect: two got second
// expect: three got second
// expect: live observers: 2
// expect: Observer two deinit
// expect: three got third
// expect: live observers: 1
// expect: ["three"]
