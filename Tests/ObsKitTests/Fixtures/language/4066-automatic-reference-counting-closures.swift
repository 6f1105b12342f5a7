// Swift book style: Automatic Reference Counting: closures stored in arrays, capture lists and release order
class Observer {
    let id: String
    init(_ id: String) {
        self.id = id
        print("observer \(id) created")
    }
    deinit { print("observer \(id) destroyed") }
    func notify(_ event: String) { print("\(id) got \(event)") }
}

class EventCenter {
    var handlers: [(String) -> Void] = []
    func subscribe(_ handler: @escaping (String) -> Void) {
        handlers.append(handler)
    }
    func post(_ event: String) {
        for h in handlers { h(event) }
    }
    deinit { print("event center destroyed") }
}

var center: EventCenter? = EventCenter()
var strongObserver: Observer? = Observer("strong")
var weakObserver: Observer? = Observer("weak")

center!.subscribe { [strongObserver] event in
    strongObserver?.notify(event)
}
center!.subscribe { [weak weakObserver] event in
    if let o = weakObserver {
        o.notify(event)
    } else {
        print("weak observer missing for \(event)")
    }
}

center!.post("start")
strongObserver = nil
print("dropped our strong observer reference")
weakObserver = nil
print("dropped our weak observer reference")
center!.post("middle")
center = nil
print("center gone")

func makeAccumulator() -> (Int) -> Int {
    var total = 0
    let tracker = Observer("accumulator")
    return { [tracker] value in
        total += value
        _ = tracker.id
        return total
    }
}

var acc: ((Int) -> Int)? = makeAccumulator()
print(acc!(5))
print(acc!(10))
acc = nil
print("accumulator released")

class Timer {
    var tick: (() -> Void)?
    var count = 0
    deinit { print("timer destroyed at count \(count)") }
}
var timer: Timer? = Timer()
timer!.tick = { [unowned timer = timer!] in timer.count += 1 }
timer!.tick!()
timer!.tick!()
timer = nil
print("end")
// expect: observer strong created
// expect: observer weak created
// expect: strong got start
// expect: weak got start
// expect: dropped our strong observer reference
// expect: observer weak destroyed
// expect: dropped our weak observer reference
// expect: strong got middle
// expect: weak observer missing for middle
// expect: event center destroyed
// expect: observer strong destroyed
// expect: center gone
// expect: observer accumulator created
// expect: 5
// expect: 15
// expect: observer accumulator destroyed
// expect: accumulator released
// expect: timer destroyed at count 2
// expect: end
