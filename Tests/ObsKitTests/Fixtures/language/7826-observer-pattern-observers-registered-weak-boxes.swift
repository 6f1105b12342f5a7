// Swift book style (observer pattern): observers registered with weak boxes, pruning dead ones
protocol Observer: AnyObject {
    func notify(_ event: String)
}

struct WeakBox {
    weak var value: (any Observer)?
}

final class Subject {
    private var boxes: [WeakBox] = []
    func add(_ o: any Observer) { boxes.append(WeakBox(value: o)) }
    func send(_ event: String) {
        boxes.removeAll { $0.value == nil }
        print("sending \(event) to \(boxes.count)")
        for box in boxes { box.value?.notify(event) }
    }
}

final class Listener: Observer {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("listener \(name) deinit") }
    func notify(_ event: String) { print("\(name) got \(event)") }
}

let subject = Subject()
let l1 = Listener("one")
var l2: Listener? = Listener("two")
subject.add(l1)
subject.add(l2!)
subject.send("start")
l2 = nil
subject.send("stop")
// expect: sending start to 2
// expect: one got start
// expect: two got start
// expect: listener two deinit
// expect: sending stop to 1
// expect: one got stop
